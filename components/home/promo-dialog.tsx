'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { CloseButton } from '@/components/ui/close-button';
import { PROMO_READY_MARK } from './popup-timing';

export type PromoDialogProps = {
  /** The picture at the top of the panel, rendered by the server. */
  media: ReactNode;
  eyebrow: string;
  heading: string;
  text: string;
  /** The calls to action (WhatsApp, a call), rendered by the server. */
  actions: ReactNode;
  /** Name of the Close button, and its icon. */
  closeLabel: string;
  closeIcon: ReactNode;
  /** When it opens, in page time (`performance.now()` milliseconds); at once if that has passed. */
  openAt: number;
};

/** Whether the visitor already has a dialog open (the phone menu, an enlarged image): the popup never covers it. */
function anotherDialogIsOpen(): boolean {
  const menu = [...document.querySelectorAll('dialog')].some(
    (dialog) => dialog.open || ('popover' in dialog && dialog.matches(':popover-open')),
  );
  return menu || document.querySelector('[role="dialog"]:not([hidden])') !== null;
}

/**
 * The home page's promotional popup (its client part; see PromoPopup). It opens once, at `openAt`, and closes
 * by its Close button, a click on the backdrop or Escape; the backdrop fades over 500 ms.
 */
export function PromoDialog({ media, eyebrow, heading, text, actions, closeLabel, closeIcon, openAt }: PromoDialogProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The moment the popup's code is ready: it opens at the later of this and `openAt`.
    performance.mark(PROMO_READY_MARK);
    const timer = window.setTimeout(
      () => {
        if (!anotherDialogIsOpen()) setOpen(true);
      },
      Math.max(0, openAt - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [openAt]);

  const close = () => setOpen(false);

  // The dialog stays in the page while closed (hidden), so opening it is a quick change on a
  // slow phone rather than building the whole dialog at that moment.
  return (
    <Dialog open={open} onClose={close} unmount={false} className="relative z-overlay">
      <DialogBackdrop
        transition
        data-testid="promo-backdrop"
        className="fixed inset-0 bg-brand-950/70 transition-opacity duration-500 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4 sm:p-6">
          <DialogPanel
            transition
            className="relative w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-gold-200 transition duration-500 ease-out data-closed:translate-y-6 data-closed:scale-95 data-closed:opacity-0"
          >
            <CloseButton onClick={close} label={closeLabel} icon={closeIcon} className="top-3 right-3 bg-white/95" />
            {media}
            <div className="px-6 pt-5 pb-6 text-center sm:px-8 sm:pb-8">
              <p className="text-xs font-bold tracking-[0.18em] text-gold-700 uppercase">{eyebrow}</p>
              <DialogTitle as="h2" className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
                {heading}
              </DialogTitle>
              <Description className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">{text}</Description>
              <div className="mt-6 flex flex-col gap-3">{actions}</div>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
