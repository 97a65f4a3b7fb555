import type { Metadata } from 'next';
import { getCategories, getSite } from '@/lib/content';
import { categoryHref, categorySlug } from '@/lib/plans';
import { NotFoundView } from '@/components/not-found/not-found-view';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
};

/** Served as 404.html for every unknown address; the view reads the address and says what is missing. */
export default function NotFound() {
  const categories = getCategories().map((c) => ({ title: c.title, href: categoryHref(categorySlug(c)), colour: c.colour }));
  return (
    <NotFoundView
      agencyName={getSite().agencyName}
      categories={categories}
      basePath={process.env.NEXT_PUBLIC_BASE_PATH ?? ''}
    />
  );
}
