import { render, within } from '@testing-library/react';
import { en } from '@/lib/i18n/dictionaries/en';
import { notFoundScripts } from '@/lib/not-found-script';
import type { NotFoundCopy } from '@/lib/not-found-copy';
import { NotFoundView } from './not-found-view';

const copy: NotFoundCopy = {
  words: en.notFound,
  categoriesLabel: en.plans.categoriesLabel,
  categories: [
    { title: 'Wealth Creation', href: '/product-category/wealth-creations', colour: '#1D5BBF' },
    { title: 'Guaranteed Returns', href: '/product-category/guaranteed-returns', colour: '#0B7F70' },
  ],
  planLinks: [
    { href: '/all-products', label: en.notFound.seeAllPlans, primary: true },
    { href: '/product-category', label: en.notFound.chooseNeed, primary: false },
  ],
  mainPages: [
    { path: '/', href: '/', label: 'Home' },
    { path: '/contact', href: '/contact', label: 'Contact' },
  ],
};

const titles = {
  en: { agency: 'Test Advisors', product: 'Product not found', page: 'Page not found' },
  hi: { agency: 'टेस्ट', product: 'योजना नहीं मिली', page: 'पेज नहीं मिला' },
};

/** The not-found page as a browser gets it at `path`: the view, then its two scripts run. */
function visit(path: string, { basePath = '', swapLanguage = false } = {}) {
  window.history.pushState({}, '', path);
  for (const name of ['data-missing', 'data-heading', 'data-swap']) document.documentElement.removeAttribute(name);
  document.documentElement.setAttribute('lang', 'en');
  const view = render(<NotFoundView copy={copy} />);
  const { boot, fill } = notFoundScripts(basePath, titles, { swapLanguage });
  new Function(boot)();
  new Function(fill)();
  return view;
}

const html = document.documentElement;
const section = (kind: string) => document.querySelector(`[data-kind="${kind}"]`) as HTMLElement;

afterEach(() => window.history.pushState({}, '', '/'));

describe('NotFoundView', () => {
  it('holds the three messages, each with one h1 and ways on', () => {
    render(<NotFoundView copy={copy} />);
    for (const kind of ['product', 'category', 'page']) {
      expect(within(section(kind)).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(section(kind)).getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/all-products');
      expect(within(section(kind)).getByRole('link', { name: 'Choose your need' })).toHaveAttribute('href', '/product-category');
    }
    expect(within(section('product')).getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
    expect(within(section('category')).getByText('No products found for this category.', { selector: 'p' })).toBeInTheDocument();
    expect(within(section('category')).getByRole('link', { name: 'Wealth Creation' })).toHaveAttribute('href', '/product-category/wealth-creations');
    expect(within(section('page')).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(within(section('page')).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });
});

describe('the 404 page’s scripts', () => {
  it('mark a missing plan under /product/…', () => {
    visit('/product/nope');
    expect(html).toHaveAttribute('data-missing', 'product');
    expect(html).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Product not found | Test Advisors');
  });

  it('mark a missing category and write its name into the heading', () => {
    visit('/product-category/no-such-thing');
    expect(html).toHaveAttribute('data-missing', 'category');
    expect(within(section('category')).getByRole('heading', { level: 1 })).toHaveTextContent('NO SUCH THING');
    expect(document.title).toBe('NO SUCH THING | Test Advisors');
  });

  it('mark any other address as a missing page', () => {
    visit('/no-such-page');
    expect(html).toHaveAttribute('data-missing', 'page');
    expect(document.title).toBe('Page not found | Test Advisors');
  });

  it('leave a language’s own page in its language: it reads the address but fetches nothing', () => {
    const fetch = jest.fn();
    global.fetch = fetch;
    visit('/hi/product/nope');
    expect(html).toHaveAttribute('lang', 'en');
    expect(html).not.toHaveAttribute('data-swap');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('remove the base path before reading the address', () => {
    visit('/lic/product-category/home-loans', { basePath: '/lic' });
    expect(within(section('category')).getByRole('heading', { level: 1 })).toHaveTextContent('HOME LOANS');
  });
});

describe('the default language’s 404.html under another language’s address (one 404 page for the whole site)', () => {
  const hindiPage =
    '<!DOCTYPE html><html lang="hi" class="fonts-hi" data-script="devanagari"><head><link rel="stylesheet" href="/_next/static/chunks/hi.css"></head>' +
    '<body><main><section class="not-found" data-kind="product"><h1>योजना नहीं मिली</h1></section>' +
    '<section class="not-found" data-kind="category"><h1 data-missing-heading>इस श्रेणी में कोई योजना नहीं मिली।</h1></section></main>' +
    '<script>window.hindiScriptRan = true</script></body></html>';
  const respond = (body: string, ok = true) => jest.fn(() => Promise.resolve({ ok, status: ok ? 200 : 404, text: () => Promise.resolve(body) }));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hides the page, fetches that language’s own not-found page and shows it instead, without its scripts', async () => {
    const fetch = respond(hindiPage);
    global.fetch = fetch as unknown as typeof global.fetch;
    visit('/lic/hi/product-category/no-such-thing', { basePath: '/lic', swapLanguage: true });
    expect(html).toHaveAttribute('data-swap');
    expect(fetch).toHaveBeenCalledWith('/lic/hi/404.html');
    await settled();
    await settled();
    expect(html).toHaveAttribute('lang', 'hi');
    expect(html).toHaveAttribute('class', 'fonts-hi');
    expect(document.body.querySelector('[data-missing-heading]')).toHaveTextContent('NO SUCH THING');
    expect(document.title).toBe('NO SUCH THING | टेस्ट');
    expect(document.head.querySelector('link[href="/_next/static/chunks/hi.css"]')).not.toBeNull();
    expect((window as unknown as { hindiScriptRan?: boolean }).hindiScriptRan).toBeUndefined();
    // The stylesheet is "loaded" once jsdom fires its event; the page shows then, or after 3 s at most.
    document.head.querySelector('link[href="/_next/static/chunks/hi.css"]')!.dispatchEvent(new Event('load'));
    await settled();
    expect(html).not.toHaveAttribute('data-swap');
  });

  it('shows its own language when the other page cannot be had', async () => {
    global.fetch = respond('', false) as unknown as typeof global.fetch;
    visit('/hi/product/nope', { swapLanguage: true });
    await settled();
    await settled();
    expect(html).not.toHaveAttribute('data-swap');
    expect(html).toHaveAttribute('lang', 'en');
    expect(document.title).toBe('Product not found | Test Advisors');
  });

  it('fetches nothing for an address in its own language', () => {
    const fetch = jest.fn();
    global.fetch = fetch;
    visit('/product/nope', { swapLanguage: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(html).not.toHaveAttribute('data-swap');
  });
});
