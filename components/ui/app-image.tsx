import { preload } from 'react-dom';
import { getImageProps, type ImageLoaderProps } from 'next/image';
import type { ImageData } from '@/lib/images';
import { withBasePath } from '@/lib/base-path';

export type AppImageProps = ImageData & {
  alt: string;
  sizes: string;
  className?: string;
  /** Load at once and first (the page's largest image above the fold); everything else is lazy. */
  priority?: boolean;
};

const RASTER = /\.(jpe?g|png|gif|webp|avif)$/i;
const variantsFolder = process.env.nextImageExportOptimizer_exportFolderName ?? 'nextImageExportOptimizer';

/**
 * Where `next-image-export-optimizer` writes the WebP variant of a picture under public/ at one
 * width after the build: `/images/news/nextImageExportOptimizer/visit-opt-640.WEBP`.
 */
function variantUrl({ src, width }: Pick<ImageLoaderProps, 'src' | 'width'>): string {
  const slash = src.lastIndexOf('/');
  const name = src.slice(slash + 1).replace(/\.[^.]+$/, '');
  // JPEG, PNG and GIF become WebP; WebP and AVIF keep their format.
  const ext = /\.(webp|avif)$/i.test(src) ? src.slice(src.lastIndexOf('.') + 1).toUpperCase() : 'WEBP';
  return withBasePath(`${src.slice(0, slash + 1)}${variantsFolder}/${name}-opt-${width}.${ext}`);
}

/**
 * Every picture on the site, rendered on the server as a plain `<img>`: no client code. Raster
 * files get the build-time WebP variants at the widths the layout asks for (`sizes`); SVG artwork
 * is served as it is. The priority image is preloaded from the document head with high priority
 * and decoded synchronously, so it shows in the page's first paint.
 */
export function AppImage({ src, width, height, alt, sizes, className, priority = false }: AppImageProps) {
  const raster = RASTER.test(src);
  const { props } = getImageProps({
    src: raster ? src : withBasePath(src),
    width,
    height,
    alt,
    sizes: raster ? sizes : undefined,
    className,
    unoptimized: !raster,
    loader: variantUrl,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? 'sync' : 'async',
  });
  if (priority) {
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {}),
    });
  }
  // These are next/image's own props (srcset from the loader above, width, height, lazy loading);
  // its `color: transparent` style only serves a blur placeholder, which is not used.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={alt} style={undefined} />;
}

/** The address of a picture's own file, e.g. for a link to the larger picture. */
export function imageFileUrl(src: string): string {
  return withBasePath(src);
}

/** The large version of a picture that an image dialog shows (see `ZoomableImage`). */
export function EnlargedImage({ alt, ...image }: ImageData & { alt: string }) {
  return (
    <AppImage
      {...image}
      alt={alt}
      sizes="(min-width: 1024px) 896px, 92vw"
      className="h-auto max-h-[80vh] w-full rounded-xl object-contain"
    />
  );
}
