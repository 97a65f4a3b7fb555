/*
 * The not-found page's one script, inlined as it is at the top of every 404 page (not-found-view.tsx;
 * the post-build step allows it by its hash). A static host answers every unknown address with the
 * same 404.html, so the page holds three messages: this reads the address and marks
 * <html data-missing="product|category|page"> before the first paint, and CSS (app/globals.css)
 * shows that message. The routes it reads the address with are in the page's data block
 * (#not-found-data, made by lib/not-found.ts from the route table in lib/urls.ts). Without
 * JavaScript the page shows its generic message. Inlined without its comment lines and indentation:
 * a comment has its lines to itself, and no line of code starts with * or //.
 */
(function () {
  const html = document.documentElement;
  const block = document.getElementById('not-found-data');
  if (!block) return;
  const data = JSON.parse(block.textContent);

  /**
   * What is missing at `pathname`, and in which language: { locale, kind, heading }. The base path
   * goes first, then a language's prefix (/hi/…); a trailing .html, empty segments and escapes do
   * not count. The longest route shape whose fixed words the address starts with, and whose length
   * it has at least, names the message; a missing category's heading is its name as a category
   * heading (hyphens to spaces, in capitals: lib/text.ts, categoryHeading).
   */
  function read(pathname) {
    let path = pathname;
    if (data.base && (path === data.base || path.indexOf(data.base + '/') === 0)) path = path.slice(data.base.length);
    const segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      });
    let locale = '';
    if (segments.length > 0 && Object.prototype.hasOwnProperty.call(data.pages, segments[0])) locale = segments.shift();
    if (segments.length > 0) segments[segments.length - 1] = segments[segments.length - 1].replace(/\.html$/i, '');
    const parts = segments.filter((segment) => segment.trim() !== '');
    for (const [shape, kind] of data.shapes) {
      const words = shape.split('/').filter((word) => word !== '');
      if (parts.length < words.length || !words.every((word, i) => word.charAt(0) === '[' || word === parts[i])) continue;
      if (kind !== 'category') return { locale, kind };
      const at = words.findIndex((word) => word.charAt(0) === '[');
      return { locale, kind, heading: parts[at].replace(/-/g, ' ').toUpperCase() };
    }
    return { locale, kind: 'page' };
  }

  /** Writes a missing category's name into its heading and titles the document, in the words of the page now shown. */
  function fill() {
    const own = document.getElementById('not-found-data');
    if (!own) return;
    const titles = JSON.parse(own.textContent).titles;
    const kind = html.getAttribute('data-missing');
    const heading = html.getAttribute('data-heading');
    if (heading) document.querySelectorAll('[data-missing-heading]').forEach((target) => (target.textContent = heading));
    document.title =
      kind === 'product' ? titles.product : kind === 'category' && heading ? titles.category.split('{heading}').join(heading) : titles.page;
  }

  /** Runs `then` once the page's HTML is all there (the messages come after this script). */
  function whenParsed(then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  }

  /**
   * Shows another language's own not-found page in place of this one: on a host with one 404 page
   * for the whole site (GitHub Pages), this page answers /hi/… too. The page stays hidden while
   * that language's page is fetched; its body, stylesheets and language replace this one's, and
   * its scripts are not run. If it cannot be had within three seconds, this page shows.
   */
  function swap(url) {
    html.setAttribute('data-swap', '');
    const timer = setTimeout(reveal, 3000);
    function reveal() {
      clearTimeout(timer);
      html.removeAttribute('data-swap');
    }
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then((text) => new Promise((resolve) => whenParsed(() => resolve(text))))
      .then((text) => {
        const page = new DOMParser().parseFromString(text, 'text/html');
        const sheets = [];
        page.querySelectorAll('link[rel="stylesheet"]').forEach((link) => {
          const href = link.getAttribute('href');
          if (!href || document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return;
          const copy = document.createElement('link');
          copy.rel = 'stylesheet';
          copy.href = href;
          sheets.push(new Promise((resolve) => (copy.onload = copy.onerror = resolve)));
          document.head.appendChild(copy);
        });
        page.querySelectorAll('script:not([type="application/json"])').forEach((script) => script.remove());
        for (const name of ['lang', 'class', 'data-script']) {
          const value = page.documentElement.getAttribute(name);
          if (value !== null) html.setAttribute(name, value);
        }
        document.body.replaceWith(document.adoptNode(page.body));
        fill();
        return Promise.all(sheets);
      })
      .then(reveal, reveal);
  }

  const missing = read(location.pathname);
  html.setAttribute('data-missing', missing.kind);
  if (missing.heading) html.setAttribute('data-heading', missing.heading);
  if (missing.locale && missing.locale !== html.getAttribute('lang')) swap(data.pages[missing.locale]);
  whenParsed(fill);
})();
