import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NotFoundView } from './not-found-view';

const categories = [
  { title: 'Wealth Creation', href: '/product-category/wealth-creations', colour: '#1D5BBF' },
  { title: 'Guaranteed Returns', href: '/product-category/guaranteed-returns', colour: '#0B7F70' },
];

function visit(path: string) {
  window.history.pushState({}, '', path);
  return render(<NotFoundView agencyName="Test Advisors" categories={categories} />);
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('NotFoundView', () => {
  it('pre-renders the generic page, whatever the address', () => {
    window.history.pushState({}, '', '/product/nope');
    const html = renderToString(<NotFoundView agencyName="Test Advisors" categories={categories} />);
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
    render(<NotFoundView agencyName="Test Advisors" categories={categories} basePath="/lic" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('HOME LOANS');
  });
});
