'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Transition } from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { CloseButton } from './close-button';

export type ImageDialogProps = {
  open: boolean;
  /** The enlarged image, rendered by the server. */
  children: ReactNode;
  /** Accessible name of the dialog. */
  title: string;
  /** Name of the Close button, and its icon. */
  closeLabel: string;
  closeIcon: ReactNode;
  onClose: () => void;
  /** What gets focus back once the dialog has gone: the thumbnail that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * The enlarged-image dialog (its code is loaded when first wanted, see ZoomableImageClient): closes
 * on its button, a backdrop click or Escape; the backdrop fades over 500 ms. Headless UI hands focus
 * back to what the visitor last used only if its code was there to see it, which a dialog loaded on
 * the click may not be: so the thumbnail gets it back once the dialog has gone.
 */
export function ImageDialog({ open, children, title, closeLabel, closeIcon, onClose, returnFocus }: ImageDialogProps) {
  return (
    <Transition show={open} appear afterLeave={() => returnFocus.current?.focus()}>
      <Dialog onClose={onClose} className="relative z-overlay">
        <DialogBackdrop
          transition
          data-testid="image-modal-backdrop"
          className="fixed inset-0 bg-ink/75 transition-opacity duration-500 ease-out data-closed:opacity-0"
        />
        <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-8">
          <DialogPanel
            transition
            className="relative w-full max-w-4xl rounded-2xl bg-white p-2 shadow-lift transition duration-300 ease-out data-closed:scale-95 data-closed:opacity-0 sm:p-3"
          >
            <DialogTitle className="sr-only">{title}</DialogTitle>
            <CloseButton onClick={onClose} label={closeLabel} icon={closeIcon} className="-top-3 -right-3 bg-white" />
            {children}
          </DialogPanel>
        </div>
      </Dialog>
    </Transition>
  );
}
