/**
 * The pages the content switches off (lib/urls.ts, a route's `on`: Opportunities on an agent's site).
 * Such a page calls `notFound()`, and a static export still writes Next's error render at its address,
 * with its React data beside it. The post-build step removes exactly those files, by address, from the
 * route table's list: it never reads a page to tell whether it is one.
 */
import { existsSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * What a static export writes for the page at `address` (no base path: /opportunities, /hi/opportunities):
 * its HTML, its React data (`.txt`) and the folder of its segments' data.
 * @param {string} address
 */
export function exportedFiles(address) {
  const page = address.replace(/^\/+|\/+$/g, '') || 'index';
  return { html: `${page}.html`, data: `${page}.txt`, folder: page };
}

/**
 * Removes from the export in `root` the pages at `addresses`: each one's HTML and data, and the data files
 * in its folder (`__next.*`; a page below it, if a route had one, stays), the folder itself once empty.
 * Throws naming every address whose HTML the export does not have, before removing anything: a page the
 * route table switches off and Next did not write means the two no longer agree.
 * @param {string} root @param {readonly string[]} addresses
 * @returns {string[]} the files removed, relative to `root`
 */
export function removePages(root, addresses) {
  const absent = addresses.filter((address) => !existsSync(path.join(root, exportedFiles(address).html)));
  if (absent.length > 0) {
    throw new Error(
      `The content switches these pages off, but the export has no page to remove at ${absent.join(', ')}: ` +
        'the route table (lib/urls.ts) and the pages Next exported no longer agree.',
    );
  }
  return addresses.flatMap((address) => {
    const { html, data, folder } = exportedFiles(address);
    const inFolder = existsSync(path.join(root, folder))
      ? readdirSync(path.join(root, folder))
          .filter((name) => name.startsWith('__next.'))
          .map((name) => path.join(folder, name))
      : [];
    const removed = [html, data, ...inFolder].filter((file) => existsSync(path.join(root, file)));
    for (const file of removed) rmSync(path.join(root, file));
    if (existsSync(path.join(root, folder)) && readdirSync(path.join(root, folder)).length === 0) rmdirSync(path.join(root, folder));
    return removed;
  });
}
