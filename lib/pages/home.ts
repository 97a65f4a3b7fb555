import 'server-only';
import type { Metadata } from 'next';
import { trendingPlans, type HomeContent, type Slide } from '@/lib/content';
import { format, type Dictionary } from '@/lib/i18n';
import type { ImageData } from '@/lib/images';
import { filedLine, planExcerpt } from '@/lib/plans';
import { publisherLines } from '@/lib/publisher';
import { pageMetadata } from '@/lib/seo/metadata';
import { contactAddresses, telHref, whatsappHref, type Contacts } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import type { PageContext } from './context';
import { finderView, type FinderView } from './finder';

/** Trending cards are narrower than plan cards, so their excerpt is shorter. */
const TRENDING_EXCERPT_WORDS = 18;

export type HeroView = {
  slides: (Slide & { picture: ImageData })[];
  /** Short trust lines shown under the slides. */
  highlights: string[];
  /** A line above each slide's title: the agency's tagline. */
  eyebrow: string;
  plansHref: string;
  contactHref: string;
  words: { label: string; explorePlans: string; talkToUs: string; carousel: Dictionary['carousel'] };
};

export type TrendingCardView = {
  key: string;
  name: string;
  /** Under the name: the plan's number and UIN as the insurer files them. */
  filed: string;
  href: string;
  image?: ImageData;
  /** The picture's alt text, and the name of the link that enlarges it. */
  alt: string;
  enlargeLabel: string;
  excerpt: string;
  /** The card link's whole name ("Know More about …"). */
  linkLabel: string;
};

export type TrendingView = {
  eyebrow: string;
  text: string;
  allHref: string;
  cards: TrendingCardView[];
  words: Pick<Dictionary['home'], 'trendingHeading' | 'trendingCarousel' | 'findAll' | 'knowMore'> & {
    trending: string;
    close: string;
    carousel: Dictionary['carousel'];
  };
};

export type OpportunitiesTeaserView = { content: HomeContent['opportunities']; image: ImageData; href: string };

export type ContactTeaserView = {
  content: HomeContent['contact'];
  contacts: Contacts;
  /** The policy-help pages' address, for visitors who already hold a policy. */
  helpHref: string;
  words: { callUs: string; emailUs: string; help: Pick<Dictionary['help'], 'teaser' | 'teaserLink'> };
};

/** The home page's popup: one typed object, its picture, words and two actions. */
export type PromoPopupView = {
  image: ImageData;
  alt: string;
  eyebrow: string;
  heading: string;
  text: string;
  whatsapp: { href: string; label: string };
  call: { href: string; label: string };
  closeLabel: string;
  /** Screen-reader words for links that open a new tab. */
  newTab: string;
};

type HomePageView = {
  metadata: Metadata;
  hero: HeroView;
  /** "Plans for your age": the way into the comparison of plans. */
  finder: FinderView;
  /** The recruiting teaser, while the site recruits (content/agency.json → recruiting). */
  opportunities?: OpportunitiesTeaserView;
  trending: TrendingView;
  contact: ContactTeaserView;
  popup: PromoPopupView;
};

/** The home page in the context's language. */
export function homePage(context: PageContext<'home' | 'banners' | 'products' | 'categories'>): HomePageView {
  const { locale, dict, site, content, image } = context;
  const { home, banners, products } = content;
  const { tagline } = publisherLines(site, dict);
  const { popup } = home;
  return {
    metadata: pageMetadata(context, {
      title: `${site.agencyName} | ${tagline}`,
      absoluteTitle: true,
      description: site.description,
      path: '/',
    }),
    finder: finderView(context, 'home-finder', { linkAll: true }),
    hero: {
      slides: banners.map((slide) => ({ ...slide, picture: image(slide.image) })),
      highlights: home.hero.highlights,
      eyebrow: tagline,
      plansHref: urlFor(locale, 'products'),
      contactHref: urlFor(locale, 'contact'),
      words: { label: dict.home.heroLabel, explorePlans: dict.cta.explorePlans, talkToUs: dict.cta.talkToUs, carousel: dict.carousel },
    },
    ...(site.recruiting
      ? { opportunities: { content: home.opportunities, image: image(home.opportunities.image), href: urlFor(locale, 'opportunities') } }
      : {}),
    trending: {
      eyebrow: home.trending.eyebrow,
      text: home.trending.text,
      allHref: urlFor(locale, 'allProducts'),
      cards: trendingPlans(products).map((plan) => {
        const src = plan.imageUrls[0];
        return {
          key: plan.id,
          name: plan.name,
          filed: filedLine(plan, dict.plan),
          href: urlFor(locale, { plan: plan.path }),
          ...(src ? { image: image(src) } : {}),
          alt: format(dict.home.planIllustration, { name: plan.name }),
          enlargeLabel: format(dict.dialog.enlarge, { name: plan.name }),
          excerpt: planExcerpt(plan, TRENDING_EXCERPT_WORDS),
          linkLabel: format(dict.home.knowMoreAbout, { name: plan.name }),
        };
      }),
      words: { ...dict.home, trending: dict.plans.trending, close: dict.dialog.close, carousel: dict.carousel },
    },
    contact: {
      content: home.contact,
      contacts: contactAddresses(site),
      helpHref: urlFor(locale, 'policyHelp'),
      words: { callUs: dict.cta.callUs, emailUs: dict.cta.emailUs, help: dict.help },
    },
    popup: {
      image: image(popup.image),
      alt: popup.alt,
      eyebrow: popup.eyebrow,
      heading: popup.heading,
      text: popup.text,
      whatsapp: { href: whatsappHref(site.whatsapp, popup.whatsappMessage), label: popup.whatsappLabel },
      call: { href: telHref(site.phone), label: popup.callLabel },
      closeLabel: dict.dialog.close,
      newTab: dict.a11y.newTab,
    },
  };
}
