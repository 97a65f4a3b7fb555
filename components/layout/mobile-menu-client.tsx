'use client';

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';

export type MobileMenuClientProps = {
  labels: { open: string; title: string; close: string };
  /** The menu button's and the close button's icons, drawn by the server. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** What the panel holds below its title, drawn by the server. */
  children: ReactNode;
};

/** Whether the panel shows: as the modal dialog this code opens, or as the popover the browser opens before it runs. */
function isShown(panel: HTMLDialogElement): boolean {
  return panel.open || ('popover' in panel && panel.matches(':popover-open'));
}

/** The width from which the header shows the menu links itself (Tailwind's `lg`), and the panel is hidden. */
const WIDE = '(min-width: 1024px)';

/**
 * The phone menu's button and its panel: one `<dialog>` in the server HTML, 250 pixels wide, from the left.
 *
 * Before this code runs, and without JavaScript, the button opens the panel as a popover (its
 * `popovertarget`): the browser shows it, closes it on Escape, on a tap beside it and by its close
 * button, gives focus back to the button and tells assistive technology whether it is open. Once
 * this code runs, the button opens the same panel as a modal dialog (the WAI-ARIA dialog pattern):
 * focus moves into it and stays there while the page behind is inert, and Escape closes it. This
 * code adds what the browser does not: closing on a tap beside the panel and when a link in it is
 * followed (the layout, and so the menu, stays while the page changes), focus back to the button,
 * and the button's `aria-expanded`. A panel the browser opened before this code arrived stays open.
 */
export function MobileMenuClient({ labels, openIcon, closeIcon, children }: MobileMenuClientProps) {
  const id = useId();
  const panelId = `${id}menu`;
  const titleId = `${id}title`;
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDialogElement>(null);

  const close = () => {
    const dialog = panel.current;
    if (dialog?.open) dialog.close();
    else if (dialog && isShown(dialog)) dialog.hidePopover();
  };

  useEffect(() => {
    const opener = button.current;
    const dialog = panel.current;
    if (!opener || !dialog) return;
    const sync = () => opener.setAttribute('aria-expanded', String(isShown(dialog)));
    const closed = () => {
      sync();
      // Back to the button (a browser that does not focus a button it clicks would leave focus nowhere).
      if (document.activeElement === document.body || dialog.contains(document.activeElement)) opener.focus();
    };
    // The panel is hidden on wide screens, where an open modal panel would leave the page inert.
    const wide = window.matchMedia(WIDE);
    const onWide = () => {
      if (wide.matches && dialog.open) dialog.close();
    };
    sync();
    // `toggle`: a popover shown or hidden (and, in newer browsers, a dialog); `close`: the modal dialog closed.
    dialog.addEventListener('toggle', sync);
    dialog.addEventListener('close', closed);
    wide.addEventListener('change', onWide);
    return () => {
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', closed);
      wide.removeEventListener('change', onWide);
    };
  }, []);

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const dialog = panel.current;
    if (!dialog || isShown(dialog)) return;
    // The modal dialog instead of the browser's popover.
    event.preventDefault();
    dialog.showModal();
    event.currentTarget.setAttribute('aria-expanded', 'true');
  };

  const onPanelClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    const target = event.target as Element;
    // A link followed here (one that opens a new tab leaves the page, and the menu, as they are).
    if (target.closest('a[href]:not([target="_blank"])')) {
      close();
      return;
    }
    // A tap on the dimmed page beside the panel reaches the dialog itself, outside its box.
    if (target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        onClick={open}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 lg:hidden"
      >
        {openIcon}
        <span className="sr-only">{labels.open}</span>
      </button>
      <dialog
        ref={panel}
        id={panelId}
        popover="auto"
        aria-labelledby={titleId}
        onClick={onPanelClick}
        className={clsx(
          'flex h-full w-[250px] flex-col overflow-y-auto bg-white text-ink shadow-lift',
          // The panel's place and size instead of the browser's centred box for a dialog or a popover.
          'inset-y-0 right-auto left-0 m-0 max-h-none max-w-none border-0 p-0 not-open:hidden lg:hidden',
          // It slides in from the left and out again (300 ms), over the page dimmed behind it; at once under reduced motion.
          '-translate-x-full transition-[translate,display,overlay] transition-discrete duration-300 ease-out open:translate-x-0 motion-reduce:transition-none starting:open:-translate-x-full',
          'backdrop:bg-ink/60 backdrop:opacity-0 backdrop:transition-[opacity,display,overlay] backdrop:transition-discrete backdrop:duration-300',
          'open:backdrop:opacity-100 motion-reduce:backdrop:transition-none starting:open:backdrop:opacity-0',
        )}
      >
        <div className="flex items-center justify-between border-b border-brand-100 bg-brand-900 px-4 py-3 text-white" data-surface="dark">
          {/* Its name, not a heading: the panel comes before the page's own h1 in the HTML. */}
          <p id={titleId} className="font-display text-base font-bold">
            {labels.title}
          </p>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-white/10"
          >
            {closeIcon}
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
