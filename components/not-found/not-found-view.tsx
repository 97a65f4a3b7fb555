'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useSyncExternalStore } from 'react';
import { classifyMissingPath, type MissingPage } from '@/lib/not-found';
import { NAV_LINKS } from '@/lib/navigation';
import { CategoryChips, type CategoryChip } from '@/components/products/category-chips';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const clientPath = () => window.location.pathname;
/** The pre-rendered page knows no address: it shows the generic message, and the browser then refines it. */
const serverPath = () => null;

const PLAN_LINKS = [
  { href: '/all-products', label: 'See all plans', primary: true },
  { href: '/product-category', label: 'Choose your need', primary: false },
] as const;

function PlanLinks() {
  return (
    <ul className="mt-8 flex flex-wrap justify-center gap-3" data-testid="not-found-plan-links">
      {PLAN_LINKS.map(({ href, label, primary }) => (
        <li key={href}>
          <Link
            href={href}
            className={
              primary
                ? 'inline-flex items-center rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow-card hover:bg-brand-900'
                : 'inline-flex items-center rounded-full bg-white px-6 py-3 font-bold text-brand-800 shadow-card ring-1 ring-brand-200 hover:bg-brand-50'
            }
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The body of the 404 page. A static host serves the same 404.html for every unknown address, so the page
 * reads the address in the browser: a missing plan, a missing category, or any other page.
 */
export type NotFoundViewProps = {
  agencyName: string;
  /** The six plan categories, offered when the visitor asked for a category that does not exist. */
  categories: CategoryChip[];
  /** The site's base path, removed from the address before reading it. */
  basePath?: string;
};

export function NotFoundView({ agencyName, categories, basePath = '' }: NotFoundViewProps) {
  const pathname = useSyncExternalStore(subscribe, clientPath, serverPath);
  const missing: MissingPage = pathname === null ? { kind: 'page' } : classifyMissingPath(pathname, basePath);

  const title = missing.kind === 'product' ? 'Product not found' : missing.kind === 'category' ? missing.heading : null;
  useEffect(() => {
    if (!title) return;
    const wanted = `${title} | ${agencyName}`;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // The router may render the pre-built page title again after hydration; keep the one that fits.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [title, agencyName]);

  if (missing.kind === 'product') {
    return (
      <section className="container-page flex flex-col items-center py-20 text-center sm:py-28" data-testid="not-found" data-kind="product">
        <p aria-hidden="true" className="font-display text-6xl font-extrabold text-brand-400 sm:text-7xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Product not found</h1>
        <p className="mt-4 max-w-md leading-relaxed text-slate-600">
          We could not find that plan. It may have been renamed or is no longer offered. Every plan we advise on is
          listed on our plans pages.
        </p>
        <PlanLinks />
      </section>
    );
  }

  if (missing.kind === 'category') {
    return (
      <section className="container-page py-16 text-center sm:py-24" data-testid="not-found" data-kind="category">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-900 sm:text-4xl">{missing.heading}</h1>
        <div className="mx-auto mt-8 max-w-xl rounded-2xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100">
          <p className="text-lg font-semibold text-brand-900">No products found for this category.</p>
          <p className="mt-2 text-slate-600">These are the needs we have plans for:</p>
          <CategoryChips label="Plan categories" chips={categories} size="responsive" align="center" className="mt-5" />
          <PlanLinks />
        </div>
      </section>
    );
  }

  return (
    <section className="container-page py-20 text-center" data-testid="not-found" data-kind="page">
      <p aria-hidden="true" className="font-display text-6xl font-extrabold text-brand-400 sm:text-7xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">Page not found</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        The page you were looking for has moved or never existed. These pages will help you find your way:
      </p>
      <PlanLinks />
      <nav aria-label="Main pages" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {NAV_LINKS.filter(({ href }) => !PLAN_LINKS.some((link) => link.href === href)).map(({ href, label }) => (
            <li key={href}>
              <Link href={href} className="inline-block rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
