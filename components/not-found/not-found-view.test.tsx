import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { en } from '@/lib/i18n/dictionaries/en';
import { NotFoundView, type NotFoundCopy } from './not-found-view';

const copy: NotFoundCopy = {
  agencyName: 'Test Advisors',
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

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<NotFoundView copy={copy} />);
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('NotFoundView', () => {
  it('pre-renders the generic page, whatever the address', () => {
    window.history.pushState({}, '', '/product/nope');
    const html = renderToString(<NotFoundView copy={copy} />);
    expect(html).toContain('Page not found');
    expect(html).not.toContain('Product not found');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('says Product not found under /product/…', () => {
    visit('/product/nope');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/all-products');
    expect(screen.getByRole('link', { name: 'Choose your need' })).toHaveAttribute('href', '/product-category');
    expect(document.title).toBe('Product not found | Test Advisors');
  });

  it('says Product not found for a plan inside a category', () => {
    visit('/product-category/wealth-creations/nope');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Product not found');
  });

  it('names a missing category and says it has no products', () => {
    visit('/product-category/no-such-thing');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('NO SUCH THING');
    expect(screen.getByText('No products found for this category.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wealth Creation' })).toHaveAttribute('href', '/product-category/wealth-creations');
    expect(screen.getByRole('link', { name: 'See all plans' })).toBeInTheDocument();
  });

  it('shows the friendly page-not-found elsewhere, with the plans and the main pages', () => {
    visit('/no-such-page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/all-products');
    expect(screen.getByRole('link', { name: 'Choose your need' })).toHaveAttribute('href', '/product-category');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('removes the base path before reading the address', () => {
    window.history.pushState({}, '', '/lic/product-category/home-loans');
    render(<NotFoundView copy={copy} basePath="/lic" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HOME LOANS');
  });
});
