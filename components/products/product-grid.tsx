import clsx from 'clsx';
import type { Product } from '@/lib/content/schemas';
import { getImage } from '@/lib/images';
import { ProductCard } from './product-card';

export type ProductGridProps = {
  products: Product[];
  /** Where each card leads: the plan's own page, or its page inside a category. */
  hrefFor: (product: Product) => string;
  className?: string;
};

/** Plan cards in a grid of one, two or three columns; the first row's pictures load at once. */
export function ProductGrid({ products, hrefFor, className }: ProductGridProps) {
  return (
    <ul className={clsx('grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8', className)} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.path}>
          <ProductCard product={product} href={hrefFor(product)} image={getImage(product.imageUrls[0]!)} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
