import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * The site's public address lives in content/site.json. When it includes a
 * sub-path (for example a GitHub Pages project site), every route and asset is
 * served below it, so moving the site is a single edit of that file.
 */
function basePathFromSiteUrl(): string {
  const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'content/site.json'), 'utf8')) as {
    siteUrl?: string;
  };
  if (!raw.siteUrl) return '';
  const pathname = new URL(raw.siteUrl).pathname.replace(/\/+$/, '');
  return pathname === '/' ? '' : pathname;
}

const basePath = basePathFromSiteUrl();

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath,
  reactStrictMode: true,
  poweredByHeader: false,
  // One 404.html for every language: the root layouts are per language (app/(en), app/[lang]).
  experimental: { globalNotFound: true },
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
