'use client';

import { useCallback } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { DRAWER_PANEL_CLASS, DRAWER_TITLE_CLASS, DrawerBody, type DrawerContent } from './drawer-body';

export type { DrawerContent } from './drawer-body';

export type MobileDrawerProps = DrawerContent & {
  open: boolean;
  /** Show at once, without the slide-in: the native menu panel is already open where the drawer appears. */
  instant: boolean;
  /** The drawer's panel is in the page (called while React commits it, before the browser paints). */
  onShown: () => void;
  /** After a link is followed. */
  onClose: () => void;
  /** Escape, a backdrop click or the close button: focus goes back to the menu button. */
  onDismiss: () => void;
};

/** The 250-pixel drawer from the left, with the menu, contacts and socials. Loaded when first wanted. */
export function MobileDrawer({ open, instant, onShown, onClose, onDismiss, ...content }: MobileDrawerProps) {
  const panel = useCallback(
    (node: HTMLElement | null) => {
      if (node) onShown();
    },
    [onShown],
  );
  return (
    <Dialog open={open} onClose={onDismiss} className="relative z-overlay lg:hidden">
      <DialogBackdrop
        transition={!instant}
        className="fixed inset-0 bg-ink/60 transition-opacity duration-300 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          ref={panel}
          transition={!instant}
          data-testid="mobile-drawer"
          className={clsx(
            DRAWER_PANEL_CLASS,
            'transition-transform duration-300 ease-out data-closed:-translate-x-full motion-reduce:transition-none',
          )}
        >
          <DrawerBody
            {...content}
            title={<DialogTitle className={DRAWER_TITLE_CLASS}>{content.labels.title}</DialogTitle>}
            closeButton={{ onClick: onDismiss }}
            onNavigate={onClose}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
