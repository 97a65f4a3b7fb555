import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { buildVerdict } from './lib/content/placeholders';
import { siteAddress } from './lib/site-url';

/**
 * The site's public address (content/site.json, or SITE_URL: see lib/site-url.ts). When it includes a
 * sub-path (a GitHub Pages project site), every route and asset is served below it. Next records the
 * base path in .next/routes-manifest.json, where the scripts that run after the build read it.
 */
const { basePath } = siteAddress();

/**
 * What in content/ is not the owner's yet (lib/content/placeholders.ts), printed once per build: by
 * `next build` and `next dev`, not by the build's workers (they inherit PLACEHOLDERS_CHECKED) nor by
 * the image step after the build, which reads this file again in a process of its own (the export
 * phase). A production build on a host stops while the identity is the demo's or a placeholder.
 */
function checkLeftovers(env: NodeJS.ProcessEnv = process.env) {
  if (env.PLACEHOLDERS_CHECKED || env.NODE_ENV === 'test') return;
  env.PLACEHOLDERS_CHECKED = '1';
  const { refusal, warning } = buildVerdict(env);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
  if (warning) console.warn(`\n${warning}\n`);
}

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

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) checkLeftovers();
  return nextConfig;
}
