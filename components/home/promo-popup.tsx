import type { ImageData } from '@/lib/images';
import { AppImage } from '@/components/ui/app-image';
import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { PromoPopupLoader, type PromoPopupLoaderProps } from './promo-popup-loader';

export type PromoPopupProps = Omit<PromoPopupLoaderProps, 'media' | 'actions' | 'closeIcon'> & {
  image: ImageData;
  alt: string;
  whatsappHref: string;
  whatsappLabel: string;
  telHref: string;
  callLabel: string;
  /** Screen-reader words for links that open a new tab. */
  newTab: string;
};

/**
 * The home page's promotional popup: opens once, a second after the page's load event, and closes by
 * its Close button, a click on the backdrop or Escape. Its picture, calls to action and icons are
 * rendered here, on the server; the dialog's code arrives after the page has loaded.
 */
export function PromoPopup({ image, alt, whatsappHref, whatsappLabel, telHref, callLabel, newTab, ...dialog }: PromoPopupProps) {
  return (
    <PromoPopupLoader
      {...dialog}
      media={<AppImage {...image} alt={alt} sizes="(min-width: 480px) 448px, 92vw" className="aspect-[16/10] h-auto w-full bg-gold-50 object-cover" />}
      actions={
        <>
          <ExternalLink href={whatsappHref} newTab={newTab} className={buttonClass('whatsapp')}>
            <Icon name="whatsapp" className="size-5" />
            {whatsappLabel}
          </ExternalLink>
          <a href={telHref} className={buttonClass('navy')}>
            <Icon name="phone" className="size-5" />
            {callLabel}
          </a>
        </>
      }
      closeIcon={<Icon name="close" className="size-6" />}
    />
  );
}
