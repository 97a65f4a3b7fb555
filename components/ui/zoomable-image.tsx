import { Icon } from './icons';
import { ZoomableImageClient, type ZoomableImageClientProps } from './zoomable-image-client';

export type ZoomableImageProps = Omit<ZoomableImageClientProps, 'zoomIcon' | 'closeIcon'>;

/**
 * A thumbnail that shows its larger picture: a link to the larger picture that works from the
 * first paint and without JavaScript, which opens it in a dialog once the page's code runs
 * (ZoomableImageClient). The icons are drawn here, on the server.
 */
export function ZoomableImage(props: ZoomableImageProps) {
  return (
    <ZoomableImageClient
      {...props}
      zoomIcon={<Icon name="zoom" className="size-5" />}
      closeIcon={<Icon name="close" className="size-6" />}
    />
  );
}
