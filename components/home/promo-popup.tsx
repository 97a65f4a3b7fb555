import type { ImageData } from '@/lib/images';
import { AppImage } from '@/components/ui/app-image';
import { PromoPopupLoader, type PromoPopupLoaderProps } from './promo-popup-loader';

export type PromoPopupProps = Omit<PromoPopupLoaderProps, 'media'> & { image: ImageData; alt: string };

/**
 * The home page's promotional popup: opens once, a second after the page's load event, and closes by
 * its Close button, a click on the backdrop or Escape. Its picture is rendered here, on the server;
 * the dialog's code arrives after the page has loaded.
 */
export function PromoPopup({ image, alt, ...dialog }: PromoPopupProps) {
  return (
    <PromoPopupLoader
      {...dialog}
      media={<AppImage {...image} alt={alt} sizes="(min-width: 480px) 448px, 92vw" className="aspect-[16/10] h-auto w-full bg-gold-50 object-cover" />}
    />
  );
}
