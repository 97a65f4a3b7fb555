import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { privacyPage } from '@/lib/pages/privacy';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { inlineLinkClass } from '@/components/ui/inline-link';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return privacyPage(await pageContextFor(params)).metadata;
}

/** The privacy notice: what the site collects (nothing), what happens to what a visitor sends, and how to have it deleted. */
export default async function PrivacyPage({ params }: Props) {
  const page = privacyPage(await pageContextFor(params));
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <p className="text-sm text-slate-600">{page.updated}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-extrabold tracking-tight text-brand-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-base leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="mt-12 border-t border-brand-100 pt-6 text-base text-slate-700">
          <a href={page.email.href} className={inlineLinkClass()}>
            {page.email.address}
          </a>
          {' · '}
          <Link href={page.contact.href} className={inlineLinkClass()}>
            {page.contact.label}
          </Link>
        </p>
      </article>
    </>
  );
}
