import { render, within } from '@testing-library/react';
import { en } from '@/lib/i18n/dictionaries/en';
import { notFoundScripts } from '@/lib/not-found-script';
import { NotFoundView, type NotFoundCopy } from './not-found-view';

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

/** The 404 page as a browser gets it at `path`: the view in its language shell, then its two scripts run. */
function visit(path: string, basePath = '') {
  window.history.pushState({}, '', path);
  document.documentElement.removeAttribute('data-missing');
  document.documentElement.removeAttribute('data-heading');
  document.documentElement.setAttribute('data-locale', 'en');
  const view = render(
    <div data-shell="en">
      <NotFoundView copy={copy} />
    </div>,
  );
  const { boot, fill } = notFoundScripts(basePath, titles);
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

  it('switch the document to Hindi under /hi/', () => {
    visit('/hi/product/nope');
    expect(html).toHaveAttribute('lang', 'hi');
    expect(html).toHaveAttribute('data-locale', 'hi');
    expect(document.title).toBe('योजना नहीं मिली | टेस्ट');
  });

  it('remove the base path before reading the address', () => {
    visit('/lic/product-category/home-loans', '/lic');
    expect(within(section('category')).getByRole('heading', { level: 1 })).toHaveTextContent('HOME LOANS');
  });
});
