import 'server-only';
import type { Metadata } from 'next';
import type { PrivacyContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { mailHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import type { PageContext } from './context';

type PrivacyPageView = {
  metadata: Metadata;
  title: string;
  intro: string;
  updated: string;
  sections: PrivacyContent['sections'];
  email: { address: string; href: string };
  contact: { href: string; label: string };
};

/** /privacy: what the site collects (nothing), what happens to what a visitor sends, and how to have it deleted. */
export function privacyPage(context: PageContext<'privacy'>): PrivacyPageView {
  const { locale, dict, site } = context;
  const { privacy } = context.content;
  const intro = format(privacy.intro, { person: site.person });
  return {
    metadata: pageMetadata(context, { title: privacy.title, description: intro, path: pathOf('privacy') }),
    title: privacy.title,
    intro,
    updated: format(dict.privacy.updated, { date: formatNewsDate(privacy.updated, dict.meta) }),
    sections: privacy.sections,
    email: { address: site.email, href: mailHref(site.email) },
    contact: { href: urlFor(locale, 'contact'), label: dict.nav.contact },
  };
}
