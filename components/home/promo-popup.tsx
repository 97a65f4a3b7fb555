import type { PromoPopupView } from '@/lib/pages/home';
import { AppImage } from '@/components/ui/app-image';
import { Icon } from '@/components/ui/icons';
import { PromoPopupLoader, type PromoPopupLoaderProps } from './promo-popup-loader';
import { CallButton, WhatsAppLink } from '@/components/ui/contact-buttons';

export type PromoPopupProps = Pick<PromoPopupLoaderProps, 'delay'> & {
  /** Its picture, words and actions (lib/pages/home.ts). */
  popup: PromoPopupView;
};

/**
 * The home page's promotional popup: opens once, a second after the page's load event, and closes by
 * its Close button, a click on the backdrop or Escape. Its picture, calls to action and icons are
 * rendered here, on the server; the dialog's code arrives after the page has loaded.
 */
export function PromoPopup({ popup, delay }: PromoPopupProps) {
  const { image, alt, eyebrow, heading, text, whatsapp, call, closeLabel, newTab } = popup;
  return (
    <PromoPopupLoader
      eyebrow={eyebrow}
      heading={heading}
      text={text}
      closeLabel={closeLabel}
      {...(delay !== undefined ? { delay } : {})}
      media={
        <AppImage
          {...image}
          alt={alt}
          sizes="(min-width: 480px) 448px, 92vw"
          className="aspect-[16/10] h-auto w-full bg-gold-50 object-cover"
        />
      }
      actions={
        <>
          <WhatsAppLink {...whatsapp} newTab={newTab} variant="whatsapp" />
          <CallButton {...call} variant="navy" />
        </>
      }
      closeIcon={<Icon name="close" className="size-6" />}
    />
  );
}
