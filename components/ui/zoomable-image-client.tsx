'use client';

import { lazy, Suspense, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { onIntent } from './intent';
import { useHydrated } from './use-hydrated';

/** The dialog's code: fetched when the visitor reaches for a picture, shown when one is opened. */
const loadDialog = () => import('./image-dialog');
const ImageDialog = lazy(() => loadDialog().then((m) => ({ default: m.ImageDialog })));
const prefetchDialog = () => void loadDialog();

export type ZoomableImageClientProps = {
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
  /** The icons of the badge on the thumbnail and of the dialog's Close button, drawn by the server. */
  zoomIcon: ReactNode;
  closeIcon: ReactNode;
};

/**
 * A thumbnail that opens the enlarged-image dialog (see ZoomableImage). In the server HTML it is a
 * link to the larger picture; once React runs, the same link is announced as a button that opens
 * a dialog, opens it on a click, Enter or Space, and gets focus back when the dialog has closed.
 */
export function ZoomableImageClient({
  enlarged,
  href,
  label,
  title,
  closeLabel,
  children,
  className,
  zoomIcon,
  closeIcon,
}: ZoomableImageClientProps) {
  /** Null until the visitor first opens it: until then the dialog is not rendered and its code not needed. */
  const [open, setOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const control = useRef<HTMLAnchorElement>(null);
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
          if (event.key === ' ') show(event);
        }}
        {...onIntent(prefetchDialog)}
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
          {zoomIcon}
        </span>
      </a>
      {open !== null && (
        <Suspense fallback={null}>
          <ImageDialog
            open={open}
            title={title}
            closeLabel={closeLabel}
            closeIcon={closeIcon}
            onClose={() => setOpen(false)}
            returnFocus={control}
          >
            {enlarged}
          </ImageDialog>
        </Suspense>
      )}
    </>
  );
}
