import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '@/lib/i18n/locales';
import { readMissingAddress } from '@/lib/not-found';

export type NotFoundTitles = Record<string, { agency: string; product: string; page: string }>;

/**
 * The 404 page's two inline scripts (the post-build step allows them by hash).
 * - `boot`, the first thing in <body>: reads the address and marks <html> with its language and the
 *   missing thing (data-locale, data-missing, data-heading), so CSS shows the right language and message
 *   in the very first paint.
 * - `fill`, the last thing in <body>: writes a missing category's name into its heading and sets the title.
 */
export function notFoundScripts(basePath: string, titles: NotFoundTitles): { boot: string; fill: string } {
  const read = `(${readMissingAddress.toString()})`;
  const boot =
    `(function(){var m=${read}(location.pathname,${JSON.stringify(basePath)},${JSON.stringify(PREFIXED_LOCALES)},${JSON.stringify(DEFAULT_LOCALE)});` +
    'var h=document.documentElement;h.lang=m.locale;h.setAttribute("data-locale",m.locale);h.setAttribute("data-missing",m.kind);' +
    'if(m.heading)h.setAttribute("data-heading",m.heading)})()';
  const fill =
    `(function(){var h=document.documentElement,l=h.getAttribute("data-locale"),k=h.getAttribute("data-missing"),c=h.getAttribute("data-heading"),t=${JSON.stringify(titles)}[l];` +
    'if(!t)return;if(c){var e=document.querySelectorAll("[data-shell=\\""+l+"\\"] [data-missing-heading]");for(var i=0;i<e.length;i++)e[i].textContent=c}' +
    'document.title=(k==="product"?t.product:k==="category"?c:t.page)+" | "+t.agency})()';
  return { boot, fill };
}
