import clsx from 'clsx';
import type { Product } from '@/lib/content/schemas';
import type { Dictionary } from '@/lib/i18n';
import { getImage } from '@/lib/images';
import { ProductCard } from './product-card';

export type ProductGridProps = {
  products: Product[];
  /** Where each card leads: the plan's own page, or its page inside a category. */
  hrefFor: (product: Product) => string;
  labels: Pick<Dictionary['plans'], 'trending' | 'viewDetails'>;
  /** The cards' heading level under the page's headings. */
  headingLevel?: 2 | 3;
  /** Load the first row's pictures at once (a grid at the top of the page). */
  priorityRow?: boolean;
  className?: string;
  testId?: string;
};

/** Plan cards in a grid of one, two or three columns. */
export function ProductGrid({
  products,
  hrefFor,
  labels,
  headingLevel = 2,
  priorityRow = true,
  className,
  testId = 'product-grid',
}: ProductGridProps) {
  return (
    <ul className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8', className)} data-testid={testId}>
      {products.map((product, index) => (
        <li key={product.path}>
          <ProductCard
            product={product}
            href={hrefFor(product)}
            image={getImage(product.imageUrls[0]!)}
            labels={labels}
            headingLevel={headingLevel}
            priority={priorityRow && index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
