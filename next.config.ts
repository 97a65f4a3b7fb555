import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { readContentBuild } from './lib/content-output';

/**
 * What the content build (scripts/check-content.mjs, the first step of `npm run build`, `dev` and
 * `admin`) decided for this build: the base path, from the site's public address (content/site.json,
 * or SITE_URL: see lib/site-url.ts). When it includes a sub-path (a GitHub Pages project site), every
 * route and asset is served below it. Next records the base path in .next/routes-manifest.json, where
 * the scripts that run after the build read it. The content build has already checked the content,
 * printed what is still the demo's and stopped a production build it refuses; nothing of that runs here.
 */
function basePathOf(phase: string): string {
  const build = readContentBuild();
  if (build) return build.basePath;
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER)
    throw new Error(
      'The content build has not run: npm run build, npm run dev and npm run admin run it first (node scripts/check-content.mjs).',
    );
  return '';
}

const nextConfig = (basePath: string): NextConfig => ({
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
});

export default function config(phase: string): NextConfig {
  return nextConfig(basePathOf(phase));
}
