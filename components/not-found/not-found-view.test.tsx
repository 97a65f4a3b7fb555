import { cleanup, render, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { en } from '@/lib/i18n/dictionaries/en';
import { hi } from '@/lib/i18n/dictionaries/hi';
import { notFoundPage } from '@/lib/pages/not-found';
import { categoryHeading } from '@/lib/text';
import { NOT_FOUND_SCRIPT, NotFoundScript, NotFoundView } from './not-found-view';

const agency = (locale: Locale) => getContent(locale).site.agencyName;
const html = document.documentElement;

/** The not-found page of `locale` as a browser gets it at `address`: its data and messages, then its script runs. */
function visit(address: string, { locale = 'en', base = '' }: { locale?: Locale; base?: string } = {}) {
  cleanup();
  document.body.innerHTML = '';
  window.history.pushState({}, '', address);
  for (const name of ['data-missing', 'data-heading', 'data-swap', 'class']) html.removeAttribute(name);
  html.setAttribute('lang', locale);
  document.title = '';
  const page = notFoundPage(locale, base);
  const view = render(
    <>
      <NotFoundScript data={page.data} />
      <NotFoundView page={page} />
    </>,
  );
  new Function(NOT_FOUND_SCRIPT)();
  return view;
}

/** The message the page shows: the one its script marked on <html>, or the generic one. */
const shown = () => html.getAttribute('data-missing') ?? 'page';
const section = (kind: string) => document.querySelector(`[data-kind="${kind}"]`) as HTMLElement;
const heading = () => within(section(shown())).getByRole('heading', { level: 1 }).textContent;

let fetch: jest.Mock;
const stubFetch = (stub: jest.Mock) => {
  fetch = stub;
  global.fetch = stub as unknown as typeof global.fetch;
};
beforeEach(() => stubFetch(jest.fn(() => new Promise(() => {}))));
afterEach(() => window.history.pushState({}, '', '/'));

describe('NotFoundView', () => {
  it('holds the three messages, each with one h1 and ways on', () => {
    render(<NotFoundView page={notFoundPage('en')} />);
    for (const kind of ['product', 'category', 'page']) {
      expect(within(section(kind)).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(section(kind)).getByRole('link', { name: en.notFound.seeAllPlans })).toHaveAttribute('href', '/all-products');
      expect(within(section(kind)).getByRole('link', { name: en.notFound.chooseNeed })).toHaveAttribute('href', '/product-category');
    }
    expect(within(section('product')).getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
    expect(within(section('category')).getByText('No products found for this category.', { selector: 'p' })).toBeInTheDocument();
    const needs = within(section('category')).getByRole('navigation', { name: en.plans.categoriesLabel });
    expect(
      within(needs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(getContent('en').categories.map((c) => c.title));
    expect(within(section('page')).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(within(section('page')).getByRole('link', { name: en.nav.contact })).toHaveAttribute('href', '/contact');
  });
});

describe('the not-found page’s script reads the address', () => {
  it('names a missing plan under /product/…', () => {
    for (const address of ['/product/nope', '/product/nope/', '/product/a/b', '/product/nope.html', '/product/hi']) {
      visit(address);
      expect(shown()).toBe('product');
      expect(heading()).toBe('Product not found');
      expect(document.title).toBe(`Product not found | ${agency('en')}`);
    }
  });

  it('names a missing plan inside a category, whether or not the category exists', () => {
    for (const address of ['/product-category/wealth-creations/nope', '/product-category/no-such-thing/nope']) {
      visit(address);
      expect(shown()).toBe('product');
    }
  });

  it('names a missing category by its address, as a category heading, and lists the real ones', () => {
    visit('/product-category/no-such-thing');
    expect(shown()).toBe('category');
    expect(heading()).toBe('NO SUCH THING');
    expect(heading()).toBe(categoryHeading('no-such-thing'));
    expect(document.title).toBe(`NO SUCH THING | ${agency('en')}`);
    expect(within(section('category')).getByText('No products found for this category.', { selector: 'p' })).toBeInTheDocument();
    visit('/product-category/Home-Loans/');
    expect(heading()).toBe('HOME LOANS');
  });

  it('decodes the address, survives a malformed escape, and ignores a query, a hash and a .html ending', () => {
    visit('/product-category/child%20plans');
    expect(heading()).toBe('CHILD PLANS');
    visit('/product-category/100%');
    expect(heading()).toBe('100%');
    visit('/product-category/no-such-thing?utm=x#top');
    expect(heading()).toBe('NO SUCH THING');
    visit('/product-category/no-such-thing.html');
    expect(heading()).toBe('NO SUCH THING');
    visit('/product-category/a$&b');
    expect(document.title).toBe(`A$&B | ${agency('en')}`);
  });

  it('gives every other address the generic message', () => {
    for (const address of [
      '/',
      '/no-such-page',
      '/product',
      '/product/',
      '/product/%20',
      '/product-category',
      '/products/x',
      '/about-us/team',
      '/all-products/x/y/z',
      '/policy-help/nope',
      '/a/product/nope',
    ]) {
      visit(address);
      expect(shown()).toBe('page');
      expect(heading()).toBe('Page not found');
      expect(document.title).toBe(`Page not found | ${agency('en')}`);
    }
  });

  it('reads the address below the base path, and only a whole first segment as the base path', () => {
    visit('/lic/product-category/home-loans', { base: '/lic' });
    expect(heading()).toBe('HOME LOANS');
    visit('/lic/product/nope', { base: '/lic' });
    expect(shown()).toBe('product');
    visit('/lic', { base: '/lic' });
    expect(shown()).toBe('page');
    visit('/licence/product/nope', { base: '/lic' });
    expect(shown()).toBe('page');
  });

  it('reads a language’s prefix first, and only a whole first segment as a language', () => {
    visit('/hi/product-category/no-such-thing', { locale: 'hi' });
    expect(heading()).toBe('NO SUCH THING');
    expect(document.title).toBe(`NO SUCH THING | ${agency('hi')}`);
    visit('/hi/product/x', { locale: 'hi' });
    expect(heading()).toBe(hi.notFound.productHeading);
    expect(document.title).toBe(`${hi.notFound.productHeading} | ${agency('hi')}`);
    visit('/lic/hi/no-such-page', { locale: 'hi', base: '/lic' });
    expect(heading()).toBe(hi.notFound.title);
    visit('/hindi/product/x');
    expect(shown()).toBe('page');
    // A language's own page, at an address in its language, fetches nothing.
    expect(fetch).not.toHaveBeenCalled();
    expect(html).not.toHaveAttribute('data-swap');
  });
});

describe('the default language’s 404.html under another language’s address (one 404 page for the whole site)', () => {
  const hiPage = notFoundPage('hi', '/lic');
  const hindiPage =
    '<!DOCTYPE html><html lang="hi" class="fonts-hi" data-script="devanagari"><head><link rel="stylesheet" href="/lic/_next/static/chunks/hi.css"></head><body><main>' +
    `<script id="not-found-data" type="application/json">${JSON.stringify(hiPage.data)}</script><script>window.hindiScriptRan = true</script>` +
    `<section class="not-found" data-kind="product"><h1>${hi.notFound.productHeading}</h1></section>` +
    `<section class="not-found" data-kind="category"><h1 data-missing-heading>${hi.notFound.categoryEmpty}</h1></section></main></body></html>`;
  const respond = (body: string, ok = true) =>
    jest.fn(() => Promise.resolve({ ok, status: ok ? 200 : 404, text: () => Promise.resolve(body) }));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hides the page, fetches that language’s own not-found page and shows it instead, without its scripts', async () => {
    stubFetch(respond(hindiPage));
    visit('/lic/hi/product-category/no-such-thing', { base: '/lic' });
    expect(html).toHaveAttribute('data-swap');
    expect(fetch).toHaveBeenCalledWith('/lic/hi/404.html');
    await settled();
    await settled();
    expect(html).toHaveAttribute('lang', 'hi');
    expect(html).toHaveAttribute('class', 'fonts-hi');
    expect(document.body.querySelector('[data-missing-heading]')).toHaveTextContent('NO SUCH THING');
    expect(document.title).toBe(`NO SUCH THING | ${agency('hi')}`);
    expect(document.head.querySelector('link[href="/lic/_next/static/chunks/hi.css"]')).not.toBeNull();
    expect((window as unknown as { hindiScriptRan?: boolean }).hindiScriptRan).toBeUndefined();
    // The stylesheet is "loaded" once jsdom fires its event; the page shows then, or after 3 s at most.
    document.head.querySelector('link[href="/lic/_next/static/chunks/hi.css"]')!.dispatchEvent(new Event('load'));
    await settled();
    expect(html).not.toHaveAttribute('data-swap');
  });

  it('shows its own language when the other page cannot be had', async () => {
    stubFetch(respond('', false));
    visit('/hi/product/nope');
    await settled();
    await settled();
    expect(html).not.toHaveAttribute('data-swap');
    expect(html).toHaveAttribute('lang', 'en');
    expect(document.title).toBe(`Product not found | ${agency('en')}`);
  });

  it('fetches nothing for an address in its own language', () => {
    visit('/product/nope');
    expect(fetch).not.toHaveBeenCalled();
    expect(html).not.toHaveAttribute('data-swap');
  });
});
