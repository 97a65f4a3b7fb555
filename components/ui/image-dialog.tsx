'use client';

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseButton } from './close-button';

export type ImageDialogProps = {
  open: boolean;
  /** The enlarged image, rendered by the server. */
  children: ReactNode;
  /** Accessible name of the dialog. */
  title: string;
  /** Name of the Close button. */
  closeLabel: string;
  onClose: () => void;
};

/** The enlarged-image dialog (loaded on demand through ImageModal): closes on its button, a backdrop click or Escape; the backdrop fades over 500 ms. */
export function ImageDialog({ open, children, title, closeLabel, onClose }: ImageDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-overlay">
      <DialogBackdrop
        transition
        data-testid="image-modal-backdrop"
        className="fixed inset-0 bg-ink/75 transition-opacity duration-500 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4 sm:p-8">
        <DialogPanel
          transition
          data-testid="image-modal"
          className="relative w-full max-w-4xl rounded-2xl bg-white p-2 shadow-lift transition duration-300 ease-out data-closed:scale-95 data-closed:opacity-0 sm:p-3"
        >
          <DialogTitle className="sr-only">{title}</DialogTitle>
          <CloseButton onClick={onClose} label={closeLabel} className="-top-3 -right-3 bg-white" />
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

