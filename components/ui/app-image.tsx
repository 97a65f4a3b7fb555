import ExportedImage from 'next-image-export-optimizer';
import type { ImageData } from '@/lib/images';

export type AppImageProps = ImageData & {
  alt: string;
  sizes: string;
  className?: string;
  /** Load at once (above the fold); everything else is lazy. */
  priority?: boolean;
};

/**
 * Every picture on the site. Raster files get build-time WebP variants at the
 * widths the layout asks for (`sizes`); SVG artwork is served as it is.
 */
export function AppImage({ src, width, height, alt, sizes, className, priority = false }: AppImageProps) {
  return (
    <ExportedImage
      src={src}
      width={width}
      height={height}
      alt={alt}
      sizes={sizes}
      className={className}
      priority={priority}
      placeholder="empty"
      basePath={process.env.NEXT_PUBLIC_BASE_PATH}
    />
  );
}
