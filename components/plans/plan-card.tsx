import clsx from 'clsx';
import type { Plan } from '@/lib/content/schema/schemas';
import type { Dictionary } from '@/lib/i18n';
import type { ImageData } from '@/lib/images';
import { AppImage } from '@/components/ui/app-image';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { TrendingChip } from './trending-chip';

export type PlanCardProps = {
  product: Pick<Plan, 'name' | 'isTrending'>;
  /** The first words of its overview (planExcerpt, in the view model). */
  excerpt: string;
  /** Where the card leads: /product/{path}, or /product-category/{c}/{path} inside a category. */
  href: string;
  /** Under the name: the plan's number and UIN as the insurer files them. */
  filed: string;
  /** The plan's first image. */
  image: ImageData;
  /** The words on the card: 'Featured', 'View plan details'. */
  labels: Pick<Dictionary['plans'], 'trending' | 'viewDetails'>;
  /** The card title's heading level under the page's headings. */
  headingLevel?: 2 | 3;
  /** Load the image at once (cards in the first row). */
  priority?: boolean;
  className?: string;
};

/**
 * A plan card: first image, name, the first 20 words of the overview and a 'Featured' chip on trending plans.
 * The whole card is one link named by the plan (the title link stretches over the card).
 */
export function PlanCard({ product, excerpt, href, filed, image, labels, headingLevel = 2, priority = false, className }: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-brand-100 transition duration-300 hover:-translate-y-1 hover:shadow-lift',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500',
        className,
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <AppImage
          {...image}
          alt=""
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="size-full object-cover transition duration-500 ease-out group-hover:scale-[1.04]"
        />
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-brand-950/25 to-transparent" />
        {product.isTrending === true && <TrendingChip label={labels.trending} className="absolute top-3 left-3 shadow-card" />}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="font-display text-lg leading-snug font-bold text-brand-900 sm:text-xl">
          <Link href={href} className="after:absolute after:inset-0 after:z-10 focus-visible:outline-none">
            {product.name}
          </Link>
        </Heading>
        <p className="mt-1 text-xs font-semibold tracking-wide text-brand-600">{filed}</p>
        <p className="mt-2.5 text-[0.95rem] leading-relaxed text-slate-600">{excerpt}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-600 transition-colors group-hover:text-brand-800"
        >
          {labels.viewDetails}
          <Icon name="arrow-right" className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
