'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import clsx from 'clsx';
import { Icon } from '@/components/ui/icons';
import { onIntent } from '@/components/ui/intent';
import { restoreFocusWhenClosed } from '@/components/ui/restore-focus';
import { useHydrated } from '@/components/ui/use-hydrated';
import { DRAWER_PANEL_CLASS, DRAWER_TITLE_CLASS, DrawerBody, type DrawerContent } from './drawer-body';
import type { MobileDrawerProps } from './mobile-drawer';

export type MobileMenuProps = DrawerContent;

type Drawer = ComponentType<MobileDrawerProps>;

/** The drawer's code, once it has arrived: fetched when the visitor reaches for the button, not with the page. */
let loadedDrawer: Drawer | null = null;
const loadDrawer = () =>
  import('./mobile-drawer').then((m) => {
    loadedDrawer = m.MobileDrawer;
    return m.MobileDrawer;
  });

const isOpen = (panel: HTMLElement | null) => panel?.matches(':popover-open') === true;

/**
 * Narrow screens: a menu button opening a 250-pixel drawer from the left.
 *
 * The drawer is in the server HTML as a native popover, so the button works from the first paint,
 * before any script and without JavaScript: the browser opens it and closes it on Escape, a tap
 * beside it or its close button. Once React runs, the button opens the Headless UI dialog instead
 * (focus trap, focus back to the button, closing when a link is followed); its code is fetched when
 * the visitor reaches for the button. If the native panel is open when React arrives, the dialog
 * replaces it without a transition, in the same frame.
 */
export function MobileMenu(props: MobileMenuProps) {
  const id = useId();
  const panelId = `${id}menu`;
  const [Drawer, setDrawer] = useState<Drawer | null>(null);
  const [open, setOpen] = useState(false);
  const [instant, setInstant] = useState(false);
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const native = useRef<HTMLDivElement>(null);
  /** The dialog has replaced the native panel (so the panel closing is no reason to close the dialog). */
  const shown = useRef(false);

  const fetchDrawer = useCallback(() => {
    void loadDrawer().then((component) => setDrawer(() => component));
  }, []);

  /** Opens the dialog over (and in place of) the native panel that is open now. */
  const takeOver = useCallback(() => {
    setInstant(true);
    setOpen(true);
    fetchDrawer();
  }, [fetchDrawer]);

  useEffect(() => {
    const panel = native.current;
    if (!panel) return;
    // Opened natively before React arrived: hand over to the dialog.
    if (isOpen(panel)) takeOver();
    // Closed natively (Escape, a tap beside it) before the dialog took over: nothing to hand over.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed' && !shown.current) setOpen(false);
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [takeOver]);

  const onShown = useCallback(() => {
    shown.current = true;
    if (isOpen(native.current)) native.current?.hidePopover();
  }, []);

  const closed = () => {
    shown.current = false;
    setInstant(false);
    setOpen(false);
  };

  /** Closing by Escape, backdrop or close button hands focus back to the menu button once the drawer is gone. */
  const dismiss = () => {
    closed();
    restoreFocusWhenClosed(button.current, '[data-testid="mobile-drawer"]');
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The native panel is already open (a tap React saw only after the browser had acted on it): hand over.
    if (isOpen(native.current)) {
      takeOver();
      return;
    }
    // Otherwise the dialog opens instead of the native panel, as soon as its code is here.
    event.preventDefault();
    if (loadedDrawer) setDrawer(() => loadedDrawer);
    else fetchDrawer();
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        ref={button}
        popoverTarget={panelId}
        onClick={onClick}
        {...onIntent(fetchDrawer)}
        // Before React runs, the browser tells assistive technology whether the native panel is open.
        aria-expanded={hydrated ? open : undefined}
        aria-haspopup="dialog"
        data-testid="menu-button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" className="size-7" />
        <span className="sr-only">{props.labels.open}</span>
      </button>
      <div
        ref={native}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${panelId}-title`}
        data-testid="native-menu"
        className={clsx(
          DRAWER_PANEL_CLASS,
          // The popover's own box: the drawer's place and size instead of the browser's centred box.
          'inset-y-0 right-auto left-0 m-0 max-h-none max-w-none border-0 p-0 text-ink not-open:hidden lg:hidden',
          'backdrop:bg-ink/60',
        )}
      >
        <DrawerBody
          {...props}
          title={
            <h2 id={`${panelId}-title`} className={DRAWER_TITLE_CLASS}>
              {props.labels.title}
            </h2>
          }
          closeButton={{ popoverTarget: panelId, popoverTargetAction: 'hide' }}
          onNavigate={() => {
            if (isOpen(native.current)) native.current?.hidePopover();
          }}
        />
      </div>
      {Drawer && (
        <Drawer {...props} open={open} instant={instant} onShown={onShown} onClose={closed} onDismiss={dismiss} />
      )}
    </>
  );
}
