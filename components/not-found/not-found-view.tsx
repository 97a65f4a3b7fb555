import type { NotFoundPage } from '@/lib/pages/not-found';
import { buttonClass } from '@/components/ui/button';
import { browserScript } from '@/components/ui/browser-script';
import { Link } from '@/components/ui/link';
import { CategoryChips } from '@/components/plans/category-chips';

/** The page's script as it is inlined (lib/not-found-script.js after the rule it shares, run with `showMissing(window)`). */
export const NOT_FOUND_SCRIPT = browserScript(['lib/category-heading.js', 'lib/not-found-script.js'], 'showMissing');

/**
 * A language's not-found page, whole in its HTML: the generic message, then the ways on (all plans,
 * the category wheel, the main pages, every need). Its inline script, right after the message, reads
 * the address before the first paint and names a missing plan or category in the same heading and
 * text (lib/not-found-script.js); without JavaScript the generic message stays.
 */
export function NotFoundView({ page }: { page: NotFoundPage }) {
  const { words } = page;
  return (
    <section className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <p aria-hidden="true" className="font-display text-6xl font-extrabold text-brand-400 sm:text-7xl">
        404
      </p>
      <h1 id="missing-heading" className="mt-4 text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">
        {words.title}
      </h1>
      <p id="missing-text" className="mt-4 max-w-md leading-relaxed text-slate-600">
        {words.pageText}
      </p>
      <script
        id="not-found-data"
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(page.data).replace(/</g, '\\u003c') }}
      />
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {page.planLinks.map(({ href, label, primary }) => (
          <li key={href}>
            <Link href={href} className={buttonClass(primary ? 'navy' : 'outline')}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 w-full max-w-xl rounded-2xl bg-brand-50 px-6 py-8 ring-1 ring-brand-100">
        <p className="text-slate-600">{words.categoryText}</p>
        <CategoryChips label={page.categoriesLabel} chips={page.categories} size="responsive" align="center" className="mt-4" />
      </div>
      <nav aria-label={words.mainPages} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {page.mainPages.map(({ href, label }) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-block rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
