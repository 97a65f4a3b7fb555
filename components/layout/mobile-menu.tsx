'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { onIntent } from '@/components/ui/intent';
import { restoreFocusWhenClosed } from '@/components/ui/restore-focus';

import type { DrawerContent } from './mobile-drawer';

export type MobileMenuProps = DrawerContent;

const loadDrawer = () => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer }));
const MobileDrawer = lazy(loadDrawer);

/**
 * Narrow screens: a menu button opening a 250-pixel drawer from the left.
 * The drawer's code is fetched when the visitor reaches for the button, not with the page.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  /** Closing by Escape, backdrop or close button hands focus back to the menu button once the drawer is gone. */
  const dismiss = () => {
    setOpen(false);
    restoreFocusWhenClosed(button.current, '[data-testid="mobile-drawer"]');
  };

  return (
    <>
      <button
        type="button"
        ref={button}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        {...onIntent(() => void loadDrawer())}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="menu-button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" className="size-7" />
        <span className="sr-only">{props.labels.open}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer {...props} open={open} onClose={() => setOpen(false)} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
