// @ts-check
/**
 * The files a page needs besides its HTML, read from the HTML as exported: what the post-build step
 * checks is in the export (scripts/lib/postbuild-core.mjs), what "Keep plans on this phone" stores with
 * each page, and what the service worker fetches again when it refreshes a stored page after a new
 * deploy (lib/offline/service-worker.ts). Plain JavaScript with no imports, so that Node (the build)
 * and the worker's bundle use the same text.
 */

const ASSET = /\.(png|jpe?g|webp|avif|gif|svg|css|js|woff2|ico)$/i;

/**
 * Every same-site address the page names in `src`, `href`, `action`, `poster`, `srcset` and
 * `imagesrcset` (React writes `srcSet`, `imageSrcSet`), as written, with `&amp;` read as `&`: what the
 * sub-path check holds below the base path (scripts/lib/sub-path.mjs), and where the assets are found.
 * @param {string} html
 * @returns {string[]}
 */
export function sameSiteAddresses(html) {
  /** @type {string[]} */
  const urls = [];
  for (const [, value = ''] of html.matchAll(/\s(?:src|href|action|poster)="([^"]*)"/gi)) urls.push(value);
  for (const [, list = ''] of html.matchAll(/\s(?:image)?srcset="([^"]+)"/gi)) {
    for (const candidate of list.split(',')) urls.push(candidate.trim().split(/\s+/)[0] ?? '');
  }
  return urls.map((url) => url.replace(/&amp;/g, '&')).filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/**
 * Every same-site asset path the page refers to (sameSiteAddresses that name a picture, a stylesheet,
 * a script, a font or an icon), without query or fragment, each once.
 * @param {string} html
 * @returns {string[]}
 */
export function assetUrls(html) {
  const urls = new Set(sameSiteAddresses(html).map((url) => url.replace(/[?#].*$/, '')));
  return [...urls].filter((url) => ASSET.test(url));
}

/**
 * The scripts the post-build step's loader adds to a page after its first paint (its page data and
 * Next's chunks), from the loader's list: `var s=["/_next/…", …]`.
 * @param {string} html
 * @returns {string[]}
 */
export function loadedScripts(html) {
  const list = /<script>\(function\(\)\{var s=(\[[^\]]*\])/.exec(html)?.[1];
  if (!list) return [];
  /** @type {unknown} */
  const parsed = JSON.parse(list);
  return Array.isArray(parsed) ? parsed.filter((url) => typeof url === 'string') : [];
}

/**
 * Everything a page needs to be read again without a network: its assets and the scripts its loader
 * adds, each once.
 * @param {string} html
 */
export function pageFiles(html) {
  return [...new Set([...assetUrls(html), ...loadedScripts(html)])];
}
