import { Link } from '@/components/ui/link';
import type { Crumb } from '@/lib/seo/jsonld';
import { Icon } from './icons';

export type BreadcrumbsProps = {
  items: Crumb[];
  /** Names the navigation landmark ("Breadcrumb"). */
  label: string;
};

/** Visible breadcrumbs; the last item is the current page. Search engines get the same list from the page's JSON-LD (its view model's `breadcrumbJsonLd`). */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="container-page pt-5">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1.5">
              {index > 0 && <Icon name="chevron-right" className="size-3.5 text-slate-400" />}
              {last ? (
                <span aria-current="page" className="font-semibold text-brand-800">
                  {item.name}
                </span>
              ) : (
                <Link href={item.path} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
