import 'server-only';
import type { Metadata } from 'next';
import type { OpportunitiesPageContent } from '@/lib/content';
import { format, type Dictionary } from '@/lib/i18n';
import type { ImageData } from '@/lib/images';
import { pageMetadata } from '@/lib/seo/metadata';
import { telHref, whatsappHref } from '@/lib/text';
import { isOn, pathOf, urlFor } from '@/lib/urls';
import type { PageContext } from './context';

type OpportunitySlide = { image: ImageData; alt: string; enlargeLabel: string };

export type OpportunitiesPageView = {
  metadata: Metadata;
  heading: string;
  content: OpportunitiesPageContent;
  slides: OpportunitySlide[];
  firstStep: OpportunitiesPageContent['firstStep'] & {
    call: { href: string; label: string };
    whatsapp: { href: string; label: string };
    contact: { href: string; label: string };
  };
  words: { sliderLabel: string; carousel: Dictionary['carousel']; close: string; newTab: string };
};

/**
 * /opportunities: becoming an LIC agent, what an agency is and is not, and the first step. Undefined
 * while the site does not recruit. On an agent's site the first step is an introduction to the
 * branch's Development Officer, who recruits and trains LIC's agents.
 */
export function opportunitiesPage(context: PageContext<'opportunitiesPage'>): OpportunitiesPageView | undefined {
  const { locale, dict, site } = context;
  const content = context.content.opportunitiesPage;
  if (!isOn('opportunities', { site })) return undefined;
  const introduction = site.role === 'agent' ? ` ${format(dict.opportunities.introduction, { branch: site.branch.name })}` : '';
  return {
    metadata: pageMetadata(context, { title: dict.opportunities.heading, description: content.intro, path: pathOf('opportunities') }),
    heading: dict.opportunities.heading,
    content,
    slides: content.slides.map((slide) => ({
      image: context.image(slide.image),
      alt: slide.alt,
      enlargeLabel: format(dict.dialog.enlarge, { name: slide.alt }),
    })),
    firstStep: {
      ...content.firstStep,
      text: `${content.firstStep.text}${introduction}`,
      call: { href: telHref(site.phone), label: format(dict.cta.callNumber, { phone: site.phone }) },
      whatsapp: { href: whatsappHref(site.whatsapp, content.firstStep.whatsappMessage), label: dict.cta.chatOnWhatsapp },
      contact: { href: urlFor(locale, 'contact'), label: dict.cta.allContactDetails },
    },
    words: { sliderLabel: dict.opportunities.sliderLabel, carousel: dict.carousel, close: dict.dialog.close, newTab: dict.a11y.newTab },
  };
}
