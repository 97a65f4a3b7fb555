import { render, screen, within } from '@testing-library/react';
import type { Plan } from '@/lib/content';
import { getDictionary } from '@/lib/i18n';
import { PlanCard, type PlanCardProps } from './plan-card';

const labels = getDictionary('en', 'we').plans;

const product: Pick<Plan, 'name' | 'isTrending'> = { name: 'Example Plan', isTrending: true };
/** The card's words about the plan, as the view model makes them (planExcerpt, tested in lib/plans.test.ts). */
const excerpt = 'LIC Example Plan is a savings plan that pays a guaranteed yearly income...';
const image = { src: '/images/products/example-1.svg', width: 800, height: 600 };

/** The example plan's card, with what a test changes. */
const exampleCard = (props: Partial<PlanCardProps> = {}) => (
  <PlanCard
    product={product}
    excerpt={excerpt}
    href="/product/example-plan"
    image={image}
    filed="Plan No. 999 · UIN 512N999V01"
    labels={labels}
    {...props}
  />
);

describe('PlanCard', () => {
  it('shows the image, the name as a link, its number and UIN, and the excerpt it is given', () => {
    render(exampleCard());
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName('Example Plan');
    expect(link).toHaveAttribute('href', '/product/example-plan');
    expect(within(card).getByRole('heading', { level: 2, name: 'Example Plan' })).toBeInTheDocument();
    expect(within(card).getByText('Plan No. 999 · UIN 512N999V01')).toBeInTheDocument();
    expect(within(card).getByText(excerpt)).toBeInTheDocument();
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img.getAttribute('src')).toContain('example-1.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('shows the featured chip on a featured (trending) plan', () => {
    render(exampleCard());
    expect(within(screen.getByRole('article')).getByText(labels.trending)).toBeInTheDocument();
  });

  it('shows no chip when the plan is not trending or the flag is absent', () => {
    const { rerender } = render(exampleCard({ product: { ...product, isTrending: false }, href: '/x' }));
    expect(screen.queryByText(labels.trending)).not.toBeInTheDocument();
    rerender(exampleCard({ product: { name: product.name }, href: '/x' }));
    expect(screen.queryByText(labels.trending)).not.toBeInTheDocument();
  });

  it('links where it is told and takes a lower heading level', () => {
    render(exampleCard({ href: '/product-category/guaranteed-returns/example-plan', headingLevel: 3 }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Example Plan');
    expect(screen.getByRole('link', { name: 'Example Plan' })).toHaveAttribute('href', '/product-category/guaranteed-returns/example-plan');
  });
});
