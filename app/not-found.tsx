import type { Metadata } from 'next';
import Link from 'next/link';
import { NAV_LINKS } from '@/lib/navigation';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not here.',
};

export default function NotFound() {
  return (
    <section className="container-page py-20 text-center">
      <p className="font-display text-6xl font-extrabold text-brand-500">404</p>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">Page not found</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        The page you were looking for has moved or never existed. These pages will help you find your way:
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {NAV_LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className="inline-block rounded-full border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
