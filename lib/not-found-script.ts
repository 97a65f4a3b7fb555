import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '@/lib/i18n/locales';
import { readMissingAddress } from '@/lib/not-found';

export type NotFoundTitles = Record<string, { agency: string; product: string; page: string }>;

/** Where a language's own not-found page is in the export: /hi/404.html (the default language's is /404.html). */
export const notFoundFile = (locale: string) => (locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404.html`);

/**
 * Writes a missing category's name into its heading and sets the document's title for the missing
 * thing, in the document's language. Self-contained and in plain syntax (no imports, no outer names,
 * no `?.` or `??` a compiler could rewrite with helpers): it is inlined into the page as a script.
 */
function fill(titles: NotFoundTitles) {
  const h = document.documentElement;
  const t = titles[h.getAttribute('lang') || ''];
  const kind = h.getAttribute('data-missing');
  const heading = h.getAttribute('data-heading');
  if (!t) return;
  if (heading) {
    const targets = document.querySelectorAll('[data-missing-heading]');
    for (let i = 0; i < targets.length; i++) (targets[i] as HTMLElement).textContent = heading;
  }
  document.title = (kind === 'product' ? t.product : kind === 'category' && heading ? heading : t.page) + ' | ' + t.agency;
}

/**
 * Shows the address's language when this page is another language's (the one 404.html a host such
 * as GitHub Pages serves for every address): hides the body, fetches that language's own not-found
 * page, and puts its body, stylesheets and language in place of this one's. Its scripts are not run:
 * a not-found page works without them. If the page cannot be had within three seconds, this one shows.
 * Self-contained and in plain syntax, like `fill`: it is inlined into the page as a script.
 */
function swap(url: string, done: () => void) {
  const h = document.documentElement;
  h.setAttribute('data-swap', '');
  function reveal() {
    clearTimeout(timer);
    h.removeAttribute('data-swap');
  }
  const timer = setTimeout(reveal, 3000);
  const ready = new Promise(function (resolve) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve);
    else resolve(undefined);
  });
  fetch(url)
    .then(function (response) {
      if (!response.ok) throw new Error(String(response.status));
      return response.text();
    })
    .then(function (text) {
      return ready.then(function () {
        const page = new DOMParser().parseFromString(text, 'text/html');
        const sheets: Promise<unknown>[] = [];
        page.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
          const href = link.getAttribute('href');
          if (!href || document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return;
          const copy = document.createElement('link');
          copy.rel = 'stylesheet';
          copy.href = href;
          sheets.push(
            new Promise(function (resolve) {
              copy.onload = resolve;
              copy.onerror = resolve;
            }),
          );
          document.head.appendChild(copy);
        });
        page.querySelectorAll('script').forEach(function (script) {
          script.remove();
        });
        ['lang', 'class', 'data-script'].forEach(function (name) {
          const value = page.documentElement.getAttribute(name);
          if (value !== null) h.setAttribute(name, value);
        });
        document.body.replaceWith(document.adoptNode(page.body));
        done();
        return Promise.all(sheets);
      });
    })
    .then(reveal, reveal);
}

/**
 * The not-found page's two inline scripts (the post-build step allows them by hash):
 * - `boot`, the first thing in <body>: reads the address and marks <html> with the missing thing
 *   (data-missing, data-heading), so CSS shows the right message in the very first paint. On a page
 *   that may stand in for every language (`swap`), an address in another language fetches that
 *   language's own not-found page and shows it instead (see `swap`).
 * - `fill`, the last thing in <body>: writes a missing category's name into its heading and sets the title.
 */
export function notFoundScripts(basePath: string, titles: NotFoundTitles, { swapLanguage = false } = {}): { boot: string; fill: string } {
  const read = `(${readMissingAddress.toString()})`;
  const filler = `(${fill.toString()})(${JSON.stringify(titles)})`;
  const boot =
    `(function(){var m=${read}(location.pathname,${JSON.stringify(basePath)},${JSON.stringify(PREFIXED_LOCALES)},${JSON.stringify(DEFAULT_LOCALE)});` +
    'var h=document.documentElement;h.setAttribute("data-missing",m.kind);if(m.heading)h.setAttribute("data-heading",m.heading);' +
    (swapLanguage
      ? `if(m.locale!==h.getAttribute("lang")&&${JSON.stringify(PREFIXED_LOCALES)}.indexOf(m.locale)>=0)(${swap.toString()})(${JSON.stringify(basePath)}+"/"+m.locale+"/404.html",function(){${filler}})`
      : '') +
    '})()';
  return { boot, fill: filler };
}
