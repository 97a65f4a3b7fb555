import 'server-only';
import type { Metadata } from 'next';
import type { AboutContent, Site } from '@/lib/content';
import { format } from '@/lib/i18n';
import type { ImageData } from '@/lib/images';
import { publisherLines, type PublisherLines } from '@/lib/publisher';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatFigure } from '@/lib/stats';
import { pathOf, urlFor } from '@/lib/urls';
import type { PageContext } from './context';

/** One of the publisher's two experience figures (years, agents), counted up on the page. */
type ExperienceFigure = { label: string; text: string; value: string; kind: 'years' | 'agents' };

export type WhoWeAreView = {
  /** The page's paragraphs, the one about the owner's role last. */
  content: Pick<AboutContent, 'eyebrow' | 'heading' | 'paragraphs' | 'alt'>;
  image: ImageData;
  /** The badge on the picture: the role's title and the insurer. */
  badge: { title: string; insurer: string };
  /** The owner's figures that are given; none, and the list is left out. */
  experience: { label: string; figures: ExperienceFigure[] };
  identity: { heading: string; publisher: PublisherLines; code: string; officeLabel: string; address: Site['address'] };
};

export type WhyLicView = {
  eyebrow: string;
  heading: string;
  text: string;
  /** The insurer's published figures, written for the page's language. */
  figures: { label: string; description: string; value: string }[];
  source: string;
  note: string;
};

type AboutPageView = {
  metadata: Metadata;
  heading: string;
  eyebrow: string;
  intro: string;
  whoWeAre: WhoWeAreView;
  /** The insurer's figures; left out when the content gives none. */
  whyLic?: WhyLicView;
  thankYou: AboutContent['thankYou'] & { contact: { href: string; label: string }; plans: { href: string; label: string } };
};

/** /about-us: who publishes the site, for which insurer, and the insurer's published figures. */
export function aboutPage(context: PageContext<'about'>): AboutPageView {
  const { locale, dict, site, content } = context;
  const { about } = content;
  const publisher = publisherLines(site, dict);
  const { years, agents } = about.highlights;
  // The owner's own figures, where given; a team of agents is a development officer's.
  const figures: ExperienceFigure[] = [
    ...(site.years ? [{ ...years, value: `${site.years}+`, kind: 'years' as const }] : []),
    ...(site.agents && site.role === 'development-officer' ? [{ ...agents, value: `${site.agents}+`, kind: 'agents' as const }] : []),
  ];
  const { whyLic } = about;
  return {
    metadata: pageMetadata(context, { title: dict.about.heading, description: about.intro, path: pathOf('about') }),
    heading: dict.about.heading,
    eyebrow: publisher.tagline,
    intro: about.intro,
    whoWeAre: {
      content: { ...about, paragraphs: [...about.paragraphs, about.roleParagraph] },
      image: context.image(site.photo),
      badge: { title: dict.roles[site.role].title, insurer: site.insurer.name },
      experience: {
        label: dict.about.experienceLabel,
        figures,
      },
      identity: { heading: dict.compliance.heading, publisher, code: site.code, officeLabel: dict.about.office, address: site.address },
    },
    ...(whyLic.figures
      ? {
          whyLic: {
            eyebrow: whyLic.eyebrow,
            heading: dict.about.whyLic,
            text: whyLic.text,
            figures: whyLic.figures.map((figure) => ({
              label: figure.label,
              description: figure.description,
              value: formatFigure(figure, { intl: dict.meta.intl, crore: dict.about.crore }),
            })),
            source: format(dict.about.figuresSource, { source: whyLic.source ?? '', year: whyLic.year ?? '' }),
            note: whyLic.note,
          },
        }
      : {}),
    thankYou: {
      ...about.thankYou,
      contact: { href: urlFor(locale, 'contact'), label: dict.cta.talkToUs },
      plans: { href: urlFor(locale, 'products'), label: dict.cta.explorePlans },
    },
  };
}
