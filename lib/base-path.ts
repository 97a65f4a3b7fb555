/**
 * The folder the site is published under: '' at a domain's root, '/<repository>' for a GitHub Pages
 * project site. next.config.ts works it out once and hands it to the server and the browser alike.
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * An address on this site (a page, or a file in public/) as the browser asks for it: below the base
 * path. The home page is the base path itself ('/repo', not '/repo/').
 */
export function withBasePath(path: string, base: string = BASE_PATH): string {
  return base && path === '/' ? base : `${base}${path}`;
}
