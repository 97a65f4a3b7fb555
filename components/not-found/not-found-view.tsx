import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NotFoundData, NotFoundPage, PlanLink } from '@/lib/pages/not-found';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { CategoryChips } from '@/components/plans/category-chips';

function PlanLinks({ links }: { links: PlanLink[] }) {
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-3" data-testid="not-found-plan-links">
      {links.map(({ href, label, primary }) => (
        <li key={href}>
          <Link href={href} className={buttonClass(primary ? 'navy' : 'outline')}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const numeral = 'font-display text-6xl font-extrabold text-brand-400 sm:text-7xl';

/**
 * The page's script as it is inlined: its source file, read at build time, without its comment lines
 * (those that start with /*, * or //) and indentation.
 */
export const NOT_FOUND_SCRIPT = readFileSync(path.join(process.cwd(), 'components/not-found/not-found.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !/^(\/\*|\*|\/\/)/.test(line))
  .join('\n');

/**
 * What picks the message for the address: the page's data (routes, languages, titles) and its
 * script (not-found.js), inline so that it runs before the first paint. It goes before the messages,
 * and on a page that may stand in for another language's (the default language's 404.html) first
 * in <body>, so that the page stays hidden while that language's page is fetched.
 */
export function NotFoundScript({ data }: { data: NotFoundData }) {
  return (
    <>
      <script
        id="not-found-data"
        type="application/json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
      />
      <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />
    </>
  );
}

/**
 * The messages of a not-found page in one language: a missing plan, a missing category (its heading
 * is written in from the address) and any other page. NotFoundScript marks <html data-missing="…">
 * and CSS (app/globals.css) shows that message; without JavaScript the generic one shows.
 */
export function NotFoundView({ page }: { page: NotFoundPage }) {
  const { words } = page;
  return (
    <>
      <section
        className="not-found container-page flex flex-col items-center py-20 text-center sm:py-28"
        data-testid="not-found"
        data-kind="product"
      >
        <p aria-hidden="true" className={numeral}>
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{words.productHeading}</h1>
        <p className="mt-4 max-w-md leading-relaxed text-slate-600">{words.productText}</p>
        <PlanLinks links={page.planLinks} />
      </section>

      <section className="not-found container-page flex-col py-16 text-center sm:py-24" data-testid="not-found" data-kind="category">
        {/* The heading is the address's category, hyphens to spaces, in capitals: written in by the page's script. */}
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl" data-missing-heading>
          {words.categoryEmpty}
        </h1>
        <div className="mx-auto mt-8 max-w-xl rounded-2xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100">
          <p className="text-lg font-semibold text-brand-900">{words.categoryEmpty}</p>
          <p className="mt-2 text-slate-600">{words.categoryText}</p>
          <CategoryChips label={page.categoriesLabel} chips={page.categories} size="responsive" align="center" className="mt-5" />
          <PlanLinks links={page.planLinks} />
        </div>
      </section>

      <section className="not-found container-page flex-col items-center py-20 text-center" data-testid="not-found" data-kind="page">
        <p aria-hidden="true" className={numeral}>
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{words.title}</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{words.pageText}</p>
        <PlanLinks links={page.planLinks} />
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
    </>
  );
}
