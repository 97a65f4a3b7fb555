'use client';

import { lazy, Suspense, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { ImageDialogProps } from './image-dialog';
import { Icon } from './icons';
import { onIntent } from './intent';
import { restoreFocusWhenClosed } from './restore-focus';
import { useHydrated } from './use-hydrated';

const loadDialog = () => import('./image-dialog').then((m) => ({ default: m.ImageDialog }));
const ImageDialog = lazy(loadDialog);

/** Fetches the dialog's code ahead of a click, e.g. on hover or focus of what opens it. */
const prefetchImageModal = () => void loadDialog();

export type ImageModalProps = ImageDialogProps;

/**
 * The enlarged-image dialog: closes on its button, a backdrop click or Escape; the backdrop fades over 500 ms.
 * Its code loads the first time an image is opened, so pages do not pay for it up front.
 */
export function ImageModal(props: ImageModalProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <ImageDialog {...props} />
    </Suspense>
  ) : null;
}

export type ZoomableImageProps = {
  /** The enlarged image shown in the dialog, rendered by the server (see `EnlargedImage`). */
  enlarged: ReactNode;
  /** The larger picture's address: where the thumbnail links before the page's code runs, and without JavaScript. */
  href: string;
  /** Names the control, e.g. "Enlarge image: Index Plus 1". */
  label: string;
  /** Names the dialog, e.g. "Index Plus 1". */
  title: string;
  /** Name of the dialog's Close button. */
  closeLabel: string;
  /** The server-rendered thumbnail. */
  children: ReactNode;
  className?: string;
};

/**
 * A thumbnail that opens the enlarged-image dialog. In the server HTML it is a link to the larger
 * picture, so it works from the first paint and without JavaScript; once React runs it is a button
 * that opens the dialog instead.
 */
export function ZoomableImage({ enlarged, href, label, title, closeLabel, children, className }: ZoomableImageProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const control = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    restoreFocusWhenClosed(control.current, '[data-testid="image-modal"]');
  };
  const show = (event: SyntheticEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        ref={control}
        href={href}
        onClick={show}
        // A button activates on Space as well as Enter.
        onKeyDown={(event) => {
          if (hydrated && event.key === ' ') show(event);
        }}
        {...onIntent(prefetchImageModal)}
        role={hydrated ? 'button' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        aria-label={label}
        className={className ?? 'group relative block w-full cursor-zoom-in overflow-hidden rounded-xl'}
      >
        {children}
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-brand-800 opacity-0 shadow-card transition group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          <Icon name="zoom" className="size-5" />
        </span>
      </a>
      <ImageModal open={open} title={title} closeLabel={closeLabel} onClose={close}>
        {enlarged}
      </ImageModal>
    </>
  );
}
