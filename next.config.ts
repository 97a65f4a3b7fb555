import type { NextConfig } from 'next';
import { findPlaceholders, placeholderWarning } from './lib/content/placeholders';
import { siteAddress } from './lib/site-url';

/** One warning that lists every placeholder still in the content (printed once, not by each build worker). */
function warnAboutPlaceholders() {
  if (process.env.PLACEHOLDERS_CHECKED || process.env.NODE_ENV === 'test') return;
  process.env.PLACEHOLDERS_CHECKED = '1';
  const warning = placeholderWarning(findPlaceholders());
  if (warning) console.warn(`\n${warning}\n`);
}

/**
 * The site's public address (content/site.json, or SITE_URL: see lib/site-url.ts). When it includes a
 * sub-path (a GitHub Pages project site), every route and asset is served below it. Next records the
 * base path in .next/routes-manifest.json, where the scripts that run after the build read it.
 */
const { basePath } = siteAddress();
warnAboutPlaceholders();

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  // 404.html for pages outside every language's layout (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  // next-image-export-optimizer (run after the build) reads this to know it was set up; the app
  // never imports it, so this changes no bundle and keeps its setup warning out of the build log.
  transpilePackages: ['next-image-export-optimizer'],
  images: {
    loader: 'custom',
    imageSizes: [64, 128, 256, 384],
    deviceSizes: [480, 640, 828, 1080, 1280, 1920],
  },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    nextImageExportOptimizer_imageFolderPath: 'public/images',
    nextImageExportOptimizer_exportFolderPath: 'out',
    nextImageExportOptimizer_quality: '75',
    nextImageExportOptimizer_storePicturesInWEBP: 'true',
    nextImageExportOptimizer_exportFolderName: 'nextImageExportOptimizer',
    nextImageExportOptimizer_generateAndUseBlurImages: 'false',
    nextImageExportOptimizer_remoteImageCacheTTL: '0',
  },
};

export default nextConfig;
