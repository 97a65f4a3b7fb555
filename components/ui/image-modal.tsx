'use client';

import { useState, type ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ImageData } from '@/lib/images';
import { AppImage } from './app-image';
import { Icon } from './icons';

export type ImageModalProps = {
  /** The image to enlarge, or null when closed. */
  image: ImageData | null;
  alt: string;
  /** Accessible name of the dialog. */
  title: string;
  onClose: () => void;
};

/** The enlarged-image dialog: closes on its button, a backdrop click or Escape; the backdrop fades over 500 ms. */
export function ImageModal({ image, alt, title, onClose }: ImageModalProps) {
  return (
    <Dialog open={image !== null} onClose={onClose} className="relative z-overlay">
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
          <button
            type="button"
            onClick={onClose}
            className="absolute -top-3 -right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-900 shadow-card ring-1 ring-brand-100 hover:bg-brand-50"
          >
            <Icon name="close" className="size-6" />
            <span className="sr-only">Close</span>
          </button>
          {image && (
            <AppImage {...image} alt={alt} sizes="(min-width: 1024px) 896px, 92vw" className="h-auto max-h-[80vh] w-full rounded-xl object-contain" />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export type ZoomableImageProps = {
  image: ImageData;
  /** Alt text of the enlarged image. */
  enlargedAlt: string;
  /** Names the button, e.g. "Enlarge image: Index Plus 1". */
  label: string;
  /** The server-rendered thumbnail. */
  children: ReactNode;
  className?: string;
};

/** A thumbnail that opens the enlarged-image dialog when clicked. */
export function ZoomableImage({ image, enlargedAlt, label, children, className }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        aria-haspopup="dialog"
        className={className ?? 'group relative block w-full cursor-zoom-in overflow-hidden rounded-xl'}
      >
        {children}
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-800 opacity-0 shadow-card transition group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <Icon name="zoom" className="size-5" />
        </span>
      </button>
      <ImageModal image={open ? image : null} alt={enlargedAlt} title={label.replace(/^Enlarge image: /, '')} onClose={() => setOpen(false)} />
    </>
  );
}
