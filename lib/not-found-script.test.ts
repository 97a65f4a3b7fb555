import { categoryHeading } from './category-heading';
import { readAddress, showMissing, type NotFoundData } from './not-found-script';
import { missingShapes } from './urls';

/** A site below /lic with two other languages, and made-up words: the script carries whatever the page gives it. */
const data: NotFoundData = {
  base: '/lic',
  pages: { hi: '/lic/hi/404.html', mr: '/lic/mr/404.html' },
  shapes: missingShapes(),
  messages: { product: { heading: 'No such plan', text: 'That plan is not here.' }, category: { text: 'No plans for this need.' } },
  title: '{heading} | Agency',
};
const read = (address: string) => readAddress(address, data);
const atRoot = (address: string) => readAddress(address, { ...data, base: '' });

describe('categoryHeading', () => {
  it('turns hyphens into spaces and writes the name in capitals', () => {
    expect(categoryHeading('childresns-marriage')).toBe('CHILDRESNS MARRIAGE');
    expect(categoryHeading('Home-Loans')).toBe('HOME LOANS');
  });
});

describe('readAddress', () => {
  it('names a missing plan under /product/… and inside a category, whether or not the category exists', () => {
    for (const address of [
      '/product/nope',
      '/product/nope/',
      '/product/a/b',
      '/product/nope.html',
      '/product/hi',
      '/product-category/wealth-creations/nope',
      '/product-category/no-such-thing/nope',
    ]) {
      expect(atRoot(address)).toEqual({ locale: '', kind: 'product' });
    }
  });

  it('names a missing category by its address, as a category heading', () => {
    expect(atRoot('/product-category/no-such-thing')).toEqual({ locale: '', kind: 'category', heading: categoryHeading('no-such-thing') });
    expect(atRoot('/product-category/Home-Loans/')).toMatchObject({ heading: 'HOME LOANS' });
  });

  it('decodes the address, survives a malformed escape, and ignores a query, a hash and a .html ending', () => {
    expect(atRoot('/product-category/child%20plans')).toMatchObject({ heading: 'CHILD PLANS' });
    expect(atRoot('/product-category/100%')).toMatchObject({ heading: '100%' });
    expect(atRoot('/product-category/no-such-thing?utm=x#top')).toMatchObject({ heading: 'NO SUCH THING' });
    expect(atRoot('/product-category/no-such-thing.html')).toMatchObject({ heading: 'NO SUCH THING' });
    expect(atRoot('/product-category/a$&b')).toMatchObject({ heading: 'A$&B' });
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
      expect(atRoot(address)).toEqual({ locale: '', kind: 'page' });
    }
  });

  it('reads the address below the base path, and only a whole first segment as the base path', () => {
    expect(read('/lic/product-category/home-loans')).toMatchObject({ kind: 'category', heading: 'HOME LOANS' });
    expect(read('/lic/product/nope')).toMatchObject({ kind: 'product' });
    expect(read('/lic')).toMatchObject({ kind: 'page' });
    expect(read('/licence/product/nope')).toMatchObject({ kind: 'page' });
  });

  it('reads a language’s prefix first, and only a whole first segment as a language', () => {
    expect(read('/lic/hi/product-category/no-such-thing')).toEqual({ locale: 'hi', kind: 'category', heading: 'NO SUCH THING' });
    expect(read('/lic/mr/product/x')).toEqual({ locale: 'mr', kind: 'product' });
    expect(read('/lic/hi/no-such-page')).toEqual({ locale: 'hi', kind: 'page' });
    expect(read('/lic/hindi/product/x')).toEqual({ locale: '', kind: 'page' });
  });
});

describe('showMissing', () => {
  /** A not-found page in `lang` at `address`, as the script finds it: its heading, its text and its data. */
  function page(address: string, lang = 'en') {
    document.documentElement.lang = lang;
    document.documentElement.hidden = false;
    document.title = 'Page not found | Agency';
    document.body.innerHTML =
      '<h1 id="missing-heading">Page not found</h1><p id="missing-text">This page is not here.</p>' +
      `<script id="not-found-data" type="application/json">${JSON.stringify(data)}</script>`;
    const url = new URL(address, 'https://example.com');
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: jest.fn() };
    const history = { replaceState: jest.fn() };
    showMissing({ document, location, history });
    const shown = {
      heading: document.getElementById('missing-heading')!.textContent,
      text: document.getElementById('missing-text')!.textContent,
      title: document.title,
    };
    return { shown, replace: location.replace, replaceState: history.replaceState };
  }

  it('names a missing plan in the page’s heading, text and title', () => {
    expect(page('/lic/product/nope').shown).toEqual({
      heading: 'No such plan',
      text: 'That plan is not here.',
      title: 'No such plan | Agency',
    });
  });

  it('names a missing category from the address, with the no-plans line', () => {
    expect(page('/lic/product-category/no-such-thing').shown).toEqual({
      heading: 'NO SUCH THING',
      text: 'No plans for this need.',
      title: 'NO SUCH THING | Agency',
    });
    expect(page('/lic/product-category/a$&b').shown.title).toBe('A$&B | Agency');
  });

  it('leaves the generic message at any other address', () => {
    expect(page('/lic/no-such-page').shown).toEqual({
      heading: 'Page not found',
      text: 'This page is not here.',
      title: 'Page not found | Agency',
    });
  });

  it('shows the message at an address in its own language, and sends nobody anywhere', () => {
    const { shown, replace, replaceState } = page('/lic/hi/product/nope', 'hi');
    expect(shown.heading).toBe('No such plan');
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('sends a visitor at another language’s address on to that language’s page, keeping the address, and hides meanwhile', () => {
    const { shown, replace } = page('/lic/hi/product-category/no-such-thing?utm=x#top');
    expect(replace).toHaveBeenCalledWith(`/lic/hi/404.html?from=${encodeURIComponent('/lic/hi/product-category/no-such-thing?utm=x#top')}`);
    expect(document.documentElement.hidden).toBe(true);
    expect(shown.heading).toBe('Page not found');
  });

  it('there, reads the kept address and puts it back in the address bar', () => {
    const kept = '/lic/hi/product-category/no-such-thing?utm=x#top';
    const { shown, replace, replaceState } = page(`/lic/hi/404.html?from=${encodeURIComponent(kept)}`, 'hi');
    expect(replace).not.toHaveBeenCalled();
    expect(replaceState).toHaveBeenCalledWith(null, '', kept);
    expect(shown).toMatchObject({ heading: 'NO SUCH THING', title: 'NO SUCH THING | Agency' });
  });

  it('sends nobody on twice: where that language’s page is missing, this one shows its own message', () => {
    const { shown, replace } = page(`/lic/hi/404.html?from=${encodeURIComponent('/lic/hi/product/x')}`, 'en');
    expect(replace).not.toHaveBeenCalled();
    expect(document.documentElement.hidden).toBe(false);
    expect(shown.heading).toBe('No such plan');
  });

  it('keeps its own address when the kept one is not this site’s', () => {
    document.documentElement.lang = 'hi';
    document.body.innerHTML =
      '<h1 id="missing-heading">Page not found</h1><p id="missing-text"></p>' +
      `<script id="not-found-data" type="application/json">${JSON.stringify(data)}</script>`;
    const replaceState = jest.fn(() => {
      throw new DOMException('not this origin', 'SecurityError');
    });
    const location = {
      pathname: '/lic/hi/404.html',
      search: '?from=https%3A%2F%2Fexample.org%2Fproduct%2Fx',
      hash: '',
      replace: jest.fn(),
    };
    expect(() => showMissing({ document, location, history: { replaceState } })).not.toThrow();
    expect(replaceState).toHaveBeenCalled();
  });

  it('does nothing on a page without its data', () => {
    document.body.innerHTML = '<h1 id="missing-heading">Page not found</h1>';
    const location = { pathname: '/product/x', search: '', hash: '', replace: jest.fn() };
    showMissing({ document, location, history: { replaceState: jest.fn() } });
    expect(document.getElementById('missing-heading')!.textContent).toBe('Page not found');
  });
});
