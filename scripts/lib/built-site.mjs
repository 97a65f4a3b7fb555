/**
 * What a finished build was made for, read from Next's own record of it instead of being worked
 * out again: the base path in `.next/routes-manifest.json`, which Next writes from next.config.ts,
 * which takes it from lib/site-url.ts. The `.next` folder read is the one beside the export
 * folder (`out/` → `.next/`), so a second project built elsewhere (the bench's empty page) answers
 * for itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The base path of the build whose export is `outDir`: '' at a domain's root, '/lic-site' for a site
 * under https://name.github.io/lic-site/.
 * @param {string} outDir
 * @returns {string}
 */
export function builtBasePath(outDir) {
  const manifest = path.join(path.dirname(path.resolve(outDir)), '.next', 'routes-manifest.json');
  if (!existsSync(manifest)) {
    throw new Error(
      `${path.relative(process.cwd(), manifest)} is missing: ${outDir} was not exported by a build here. Run "npm run build" first.`,
    );
  }
  /** @type {{ basePath?: unknown }} */
  const { basePath } = JSON.parse(readFileSync(manifest, 'utf8'));
  return typeof basePath === 'string' ? basePath : '';
}
