import type { NewsPageView } from '@/lib/pages/news';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';

export type ImportantLinksProps = {
  content: NewsPageView['content']['links'];
  heading: string;
  links: NewsPageView['links'];
  newTab: string;
};

/** The important links on /news: a tile each, named and described, opening the insurer's or the regulator's page. */
export function ImportantLinks({ content, heading, links, newTab }: ImportantLinksProps) {
  return (
    <section aria-labelledby="links-heading" className="py-14 sm:py-20">
      <div className="container-page">
        <SectionHeading id="links-heading" eyebrow={content.eyebrow} title={heading} text={content.text} align="center" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.label}>
              <ExternalLink
                href={link.href}
                newTab={newTab}
                className="group flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lift hover:ring-brand-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-brand-500 text-gold-300 shadow-card transition group-hover:from-gold-400 group-hover:to-gold-300 group-hover:text-brand-950">
                  <Icon name="link" className="size-6" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-display text-base font-bold text-brand-900">{link.label}</span>
                  <span className="mt-0.5 text-sm text-slate-600">{link.description}</span>
                </span>
                <Icon
                  name="arrow-up-right"
                  className="size-5 shrink-0 text-brand-400 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-brand-700"
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
