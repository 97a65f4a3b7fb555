import { Link } from '@/components/ui/link';
import type { CategoryCardView } from '@/lib/pages/plan-lists';
import { AppImage } from '@/components/ui/app-image';
import { Icon } from '@/components/ui/icons';

type CategoryCardProps = Omit<CategoryCardView, 'key'> & {
  /** 'Plans:' before the names. */
  planNamesLabel: string;
};

/** A category with its colour, icon, summary and plan names; the whole card links to the category. */
export function CategoryCard({ title, summary, href, icon, colour, planNames, planNamesLabel, seePlans }: CategoryCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white p-6 shadow-card ring-1 ring-brand-100 transition duration-300 hover:-translate-y-1 hover:shadow-lift has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500">
      <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5" style={{ backgroundColor: colour }} />
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl shadow-card"
          style={{ backgroundColor: colour }}
        >
          <AppImage {...icon} alt="" sizes="32px" className="size-8" />
        </span>
        <h3 className="font-display text-lg leading-snug font-bold text-brand-900">
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
      </div>
      <p className="mt-4 text-[0.95rem] leading-relaxed text-slate-600">{summary}</p>
      <p className="mt-3 text-sm text-slate-500">
        <span className="font-semibold text-slate-700">{planNamesLabel} </span>
        {planNames.join(' · ')}
      </p>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-600 group-hover:text-brand-800"
      >
        {seePlans}
        <Icon name="arrow-right" className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
      </span>
    </article>
  );
}
