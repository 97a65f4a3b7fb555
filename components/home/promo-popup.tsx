import clsx from 'clsx';
import type { PromoPopupView } from '@/lib/pages/home';
import { AppImage } from '@/components/ui/app-image';
import { browserScript } from '@/components/ui/browser-script';
import { CloseButton } from '@/components/ui/close-button';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';
import { Icon } from '@/components/ui/icons';
import { PROMO_ID } from './promo-popup-script';
import { PromoPopupStarter } from './promo-popup-starter';

/** What opens the popup a second after the page appears (promo-popup-script.js), inlined after it. */
const PROMO_SCRIPT = browserScript('components/home/promo-popup-script.js', 'startPromoPopup');

export type PromoPopupProps = {
  /** Its picture, words and actions (lib/pages/home.ts). */
  popup: PromoPopupView;
};

/**
 * The home page's promotional popup: a `<dialog>` in the page's HTML, closed (so without JavaScript it
 * never shows, and nothing of it is read inline), with its words, picture and calls to action. The
 * script after it opens it as a modal dialog a second after the page appears, once per visit; it closes
 * by its Close button, a click on the dimmed page beside it or Escape. It fades and rises in, and fades
 * out, over 500 ms (at once for a visitor who prefers reduced motion).
 */
export function PromoPopup({ popup }: PromoPopupProps) {
  const { image, alt, eyebrow, heading, text, whatsapp, call, closeLabel, newTab } = popup;
  return (
    <>
      <dialog
        id={PROMO_ID}
        aria-labelledby={`${PROMO_ID}-heading`}
        aria-describedby={`${PROMO_ID}-text`}
        className={clsx(
          'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl border-0 bg-white p-0 text-ink shadow-lift ring-1 ring-gold-200',
          // The panel fades and rises in, and out again, over 500 ms; the page behind dims as long.
          'translate-y-6 scale-95 opacity-0 transition-[opacity,translate,scale,display,overlay] transition-discrete duration-500 ease-out open:translate-y-0 open:scale-100 open:opacity-100 motion-reduce:transition-none starting:open:translate-y-6 starting:open:scale-95 starting:open:opacity-0',
          'backdrop:bg-brand-950/70 backdrop:opacity-0 backdrop:transition-[opacity,display,overlay] backdrop:transition-discrete backdrop:duration-500 backdrop:ease-out',
          'open:backdrop:opacity-100 motion-reduce:backdrop:transition-none starting:open:backdrop:opacity-0',
        )}
      >
        <form method="dialog">
          <CloseButton label={closeLabel} icon={<Icon name="close" className="size-6" />} className="top-3 right-3 bg-white/95" />
        </form>
        <AppImage
          {...image}
          alt={alt}
          sizes="(min-width: 480px) 448px, 92vw"
          className="aspect-[16/10] h-auto w-full bg-gold-50 object-cover"
        />
        <div className="px-6 pt-5 pb-6 text-center sm:px-8 sm:pb-8">
          <p className="text-xs font-bold tracking-[0.18em] text-gold-700 uppercase">{eyebrow}</p>
          <h2 id={`${PROMO_ID}-heading`} className="mt-2 text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <p id={`${PROMO_ID}-text`} className="mt-3 text-[0.95rem] leading-relaxed text-slate-600">
            {text}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <WhatsAppLink {...whatsapp} newTab={newTab} variant="whatsapp" />
            <CallButton {...call} variant="navy" />
          </div>
        </div>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: PROMO_SCRIPT }} />
      <PromoPopupStarter />
    </>
  );
}
