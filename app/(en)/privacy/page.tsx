import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo';
import { mailHref } from '@/lib/text';
import { urlFor, pathOf } from '@/lib/urls';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { privacy, site } = getContent(locale);
  return pageMetadata({ locale, title: privacy.title, description: format(privacy.intro, { person: site.person }), path: pathOf('privacy') });
}

/** The privacy notice: what the site collects (nothing), what happens to what a visitor sends, and how to have it deleted. */
export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { privacy, site } = getContent(locale);
  return (
    <>
      <PageHero title={privacy.title} intro={format(privacy.intro, { person: site.person })} />
      <article className="container-page max-w-3xl py-12 sm:py-16" data-testid="privacy-notice">
        <p className="text-sm text-slate-600">{format(dict.privacy.updated, { date: formatNewsDate(privacy.updated, dict.meta) })}</p>
        {privacy.sections.map((section) => (
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
          <a href={mailHref(site.email)} className="font-bold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900">
            {site.email}
          </a>
          {' · '}
          <Link href={urlFor(locale, 'contact')} className="font-bold text-brand-700 underline decoration-gold-400 decoration-2 underline-offset-4 hover:text-brand-900">
            {dict.nav.contact}
          </Link>
        </p>
      </article>
    </>
  );
}
