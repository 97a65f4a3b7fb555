import { z } from 'zod';

/** The six plan categories. Slugs are public URLs; `childresns-marriage` keeps its historical spelling. */
export const CATEGORY_SLUGS = [
  'wealth-creations',
  'guaranteed-returns',
  'income-protection',
  'retirement-planning',
  'childrens-education',
  'childresns-marriage',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/**
 * What kind of contract a plan is, as the insurer files it. Rules follow from it: only plans whose
 * benefits are fixed in the policy may be listed under guaranteed-returns, and every unit-linked plan's
 * page carries the regulator's statements for unit-linked plans.
 * - unit-linked: the fund's value follows the market (ULIP);
 * - participating: non-linked, with bonuses the insurer declares (not guaranteed until declared);
 * - non-participating: non-linked, no bonuses, benefits set out in the policy;
 * - term: pure protection, paid on death only;
 * - annuity: a purchase price buys a pension.
 */
export const PLAN_KINDS = ['unit-linked', 'participating', 'non-participating', 'term', 'annuity'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The kinds of plan whose benefits are guaranteed by the policy itself, so they may be listed as guaranteed returns. */
export const GUARANTEED_KINDS: readonly PlanKind[] = ['non-participating', 'annuity'];

/** The capacity the site's owner works in: an agent of the insurer, or a development officer (an employee who recruits and leads agents). */
export const OWNER_ROLES = ['development-officer', 'agent'] as const;
export type OwnerRole = (typeof OWNER_ROLES)[number];

/** Regular expressions behind the content rules, shared with the editor's configuration. */
export const PATTERNS = {
  phone: /^\+\d[\d ]{7,16}\d$/,
  whatsapp: /^\d{10,15}$/,
  postalCode: /^\d{6}$/,
  openingHours: /^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/,
  /** An https address on licindia.in or one of its subdomains. */
  licindia: /^https:\/\/(?:[a-z0-9-]+\.)*licindia\.in(?:[/?#]|$)/,
  ddmmyyyy: /^\d{2}\/\d{2}\/\d{4}$/,
  repository: /^[\w.-]+\/[\w.-]+$/,
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  hexColour: /^#[0-9a-fA-F]{6}$/,
  productId: /^product\d+$/,
} as const;

/** The messages of those rules, shown by the build and by the editor alike. */
export const MESSAGES = {
  phone: 'must be an international number like +91 98765 43210',
  whatsapp: 'must be the WhatsApp number as digits only, with country code',
  postalCode: 'must be a six-digit PIN code',
  openingHours: 'must look like Mo-Sa 10:00-18:00',
  licindia: 'must point to the insurer’s own site (a licindia.in address)',
  ddmmyyyy: 'must be a real date written DD/MM/YYYY',
  repository: 'must be a GitHub repository written owner/name',
  slug: 'must be lower-case words joined by hyphens',
  hexColour: 'must be a colour like #1D5BBF',
  productId: 'must look like product1',
} as const;

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const slug = z.string().regex(PATTERNS.slug, MESSAGES.slug);
/** A path to a file under public/, written from the site root, e.g. /images/logo.svg */
export const imagePath = z
  .string()
  .regex(/^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i, 'must be a site path like /images/name.svg');
export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });
export const hexColour = z.string().regex(PATTERNS.hexColour, MESSAGES.hexColour);
export const ddmmyyyy = z.string().refine((value) => parseDate(value) !== null, 'must be a real date written DD/MM/YYYY');

/** Parses DD/MM/YYYY into a UTC date, or null when it is not a real calendar date in that form. */
export function parseDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  return date.getUTCDate() === Number(dd) && date.getUTCMonth() === Number(mm) - 1 ? date : null;
}

/** The agency's contact details and addresses: the same in every language (content/site.json). */
export const siteSettingsSchema = z.strictObject({
  /** The address the site lives at; canonical URLs, the sitemap and a sub-path follow it. */
  siteUrl: httpsUrl,
  phone: z.string().regex(PATTERNS.phone, MESSAGES.phone),
  email: z.email('must be an e-mail address'),
  whatsapp: z.string().regex(PATTERNS.whatsapp, MESSAGES.whatsapp),
  /** The office hours in schema.org form for search engines, e.g. Mo-Sa 10:00-18:00. */
  openingHours: z.string().regex(PATTERNS.openingHours, MESSAGES.openingHours),
  socials: z.strictObject({
    x: httpsUrl,
    facebook: httpsUrl,
    linkedin: httpsUrl,
    instagram: httpsUrl,
  }),
  copyrightYear: z.number().int().min(2000).max(2100),
  insurerUrl: httpsUrl,
  postalCode: z.string().regex(PATTERNS.postalCode, MESSAGES.postalCode),
  country: z.string().length(2, 'must be a two-letter country code'),
  /** Where the office is on a map, for search engines; leave out until known. */
  geo: z
    .strictObject({
      latitude: z.number('must be a number like 19.9975').min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      longitude: z.number('must be a number like 73.7898').min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
    })
    .optional(),
  /** Where the editor at /admin saves: the GitHub repository holding this site (see the README). */
  editor: z
    .strictObject({
      repository: z.string().regex(PATTERNS.repository, MESSAGES.repository),
      branch: nonEmpty.optional(),
      /** An OAuth proxy for signing in on hosts other than Netlify, e.g. https://auth.example.com. */
      authUrl: httpsUrl.optional(),
    })
    .optional(),
});

/** The agency's identity in one language (content/agency.json). */
export const agencySchema = z.strictObject({
  agencyName: nonEmpty,
  shortName: nonEmpty,
  /** The owner's capacity; the words every page uses for it come from the language's dictionary. */
  role: z.enum(OWNER_ROLES),
  /** The owner's code or licence number, with its label, e.g. Agency code 0123456X: the same in every language but its label. */
  code: z.strictObject({ label: nonEmpty, number: nonEmpty }),
  tagline: nonEmpty,
  description: nonEmpty,
  /** Pre-filled in the floating WhatsApp chat. */
  whatsappMessage: nonEmpty.max(200, 'must be at most 200 characters'),
  address: z.strictObject({
    lines: z.array(nonEmpty).min(1),
    locality: nonEmpty,
    region: nonEmpty,
  }),
  hours: nonEmpty,
  footerMessage: nonEmpty,
  insurerName: nonEmpty,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Agency = z.infer<typeof agencySchema>;

/** Everything the pages know about the agency in one language: its settings and its identity together. */
export type Site = Omit<SiteSettings, 'insurerUrl' | 'postalCode' | 'country'> &
  Omit<Agency, 'address' | 'insurerName'> & {
    address: Agency['address'] & Pick<SiteSettings, 'postalCode' | 'country'>;
    insurer: { name: string; url: string };
  };

const detailBlock = z
  .strictObject({
    title: nonEmpty,
    Description: nonEmpty.optional(),
    listItems: z.array(nonEmpty).min(1).optional(),
  })
  .refine((block) => block.Description !== undefined || block.listItems !== undefined, {
    message: 'needs a Description, listItems or both',
  });

export const productSchema = z.strictObject({
  id: z.string().regex(PATTERNS.productId, MESSAGES.productId),
  name: nonEmpty,
  kind: z.enum(PLAN_KINDS),
  isTrending: z.boolean().optional(),
  categories: z.array(z.enum(CATEGORY_SLUGS)).min(1, 'must list at least one category'),
  path: slug,
  metatitle: nonEmpty.max(70, 'must be at most 70 characters'),
  metadescription: nonEmpty.max(170, 'must be at most 170 characters'),
  imageUrls: z.array(imagePath).length(4, 'must list exactly 4 images'),
  details: z.array(detailBlock).min(1, 'must have at least one detail block'),
});

/** One need on the category wheel, in one language. */
export const categoryEntrySchema = z.strictObject({
  title: nonEmpty,
  summary: nonEmpty,
  /** White pictogram drawn on the segment. */
  icon: imagePath,
  colour: hexColour,
});
/** The six needs of the category wheel, by slug, in wheel order (content/categories.json). */
export const categoriesSchema = z.strictObject(
  Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, categoryEntrySchema])) as Record<CategorySlug, typeof categoryEntrySchema>,
);
export type Category = z.infer<typeof categoryEntrySchema> & { slug: CategorySlug };

export const newsItemSchema = z.strictObject({
  title: nonEmpty,
  description: nonEmpty,
  link: httpsUrl,
  category: nonEmpty,
  imageUrl: imagePath.optional(),
  /** The day of the news, DD/MM/YYYY; without it the footer says 'Unknown Date'. */
  date: ddmmyyyy.optional(),
});
export const newsSchema = z.strictObject({ items: z.array(newsItemSchema).min(1, 'must list at least one news item') });

export const slideSchema = z.strictObject({
  title: nonEmpty,
  description: nonEmpty,
  image: imagePath,
  alt: nonEmpty,
});
export const bannersSchema = z.strictObject({ slides: z.array(slideSchema).min(1, 'must have at least one slide') });

export const importantLinkSchema = z.strictObject({
  label: nonEmpty,
  description: nonEmpty,
  href: httpsUrl.refine((href) => PATTERNS.licindia.test(href), MESSAGES.licindia),
});
export const importantLinksSchema = z.strictObject({ items: z.array(importantLinkSchema).min(1, 'must list at least one link') });

/** A heading with its lead paragraph. */
const headed = { heading: nonEmpty, text: nonEmpty };
const points = z.array(nonEmpty).min(1, 'must list at least one point');
const image = { image: imagePath, alt: nonEmpty };
const whatsappMessage = nonEmpty.max(200, 'must be at most 200 characters');

/** The home page's words: the promotional popup and the copy of its sections. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({ highlights: z.array(nonEmpty).min(1).max(3, 'must list at most 3 highlights') }),
  popup: z.strictObject({
    ...image,
    eyebrow: nonEmpty,
    heading: nonEmpty.max(60, 'must be at most 60 characters'),
    text: nonEmpty.max(220, 'must be at most 220 characters'),
    whatsappLabel: nonEmpty,
    callLabel: nonEmpty,
    whatsappMessage,
  }),
  opportunities: z.strictObject({ ...image, eyebrow: nonEmpty, ...headed, points, linkLabel: nonEmpty }),
  trending: z.strictObject({ eyebrow: nonEmpty, text: nonEmpty }),
  contact: z.strictObject({ eyebrow: nonEmpty, ...headed }),
});

const highlight = z.strictObject({
  value: z.number('must be a number like 10, without + or words').int('must be a whole number').positive('must be more than 0'),
  label: nonEmpty,
  text: nonEmpty,
});

/** The About Us page: team picture, the four paragraphs, experience highlights and the closing banner. */
const statCard = z.strictObject({ label: nonEmpty, description: nonEmpty });

export const aboutSchema = z.strictObject({
  /** The line under the page heading, also the page's description for search engines. */
  intro: nonEmpty,
  ...image,
  eyebrow: nonEmpty,
  heading: nonEmpty,
  paragraphs: z.array(nonEmpty).length(4, 'must have exactly 4 paragraphs'),
  highlights: z.strictObject({ years: highlight, agents: highlight }),
  whyLic: z.strictObject({
    eyebrow: nonEmpty,
    text: nonEmpty,
    note: nonEmpty,
    /** The words on the three statistic cards; the figures come from lib/stats.ts. */
    stats: z.strictObject({ claimsRate: statCard, satisfiedCustomers: statCard, saveMoneyRate: statCard }),
  }),
  thankYou: z.strictObject({ ...headed }),
});

const offer = z.strictObject({ title: nonEmpty, text: nonEmpty });

/** The Opportunities page: its picture slider and its text sections (content/opportunities.json). */
export const opportunitiesPageSchema = z.strictObject({
  eyebrow: nonEmpty,
  intro: nonEmpty,
  slider: z.strictObject({ eyebrow: nonEmpty, ...headed }),
  /** The slider's pictures; their words are not shown, only the alt texts are read. */
  slides: z.array(slideSchema).min(1, 'must have at least one slide'),
  why: z.strictObject({ eyebrow: nonEmpty, ...headed, points }),
  offer: z.strictObject({
    eyebrow: nonEmpty,
    ...headed,
    items: z.array(offer).min(2, 'must list at least 2 offers').max(6, 'must list at most 6 offers'),
  }),
  who: z.strictObject({ eyebrow: nonEmpty, ...headed, points }),
  firstStep: z.strictObject({ eyebrow: nonEmpty, ...headed, whatsappMessage }),
});

const help = z.strictObject({ ...headed });

/** The words of the plan pages: all plans, the category wheel and each category page. */
export const plansPageSchema = z.strictObject({
  allProducts: z.strictObject({ intro: nonEmpty, description: nonEmpty, help }),
  wheel: z.strictObject({ intro: nonEmpty, heading: nonEmpty, text: nonEmpty, points, browseAllLead: nonEmpty }),
  needs: z.strictObject({ ...headed }),
  categoryPage: z.strictObject({ help }),
  /**
   * The regulator's statements every unit-linked plan's page shows, in its body. Required while any plan
   * is unit-linked. {plan} is the plan's name and {insurer} the insurer's, filled in on each page.
   */
  unitLinked: z
    .strictObject({
      heading: nonEmpty,
      /** The investment risk in the portfolio is borne by the policyholder. */
      risk: nonEmpty,
      /** No liquidity in the first five years. */
      liquidity: nonEmpty,
      /** The names say nothing about quality, prospects or returns. */
      name: nonEmpty.refine(
        (text) => text.includes('{plan}') && text.includes('{insurer}'),
        'must contain {plan} and {insurer}, where the plan’s and the insurer’s names go',
      ),
      /** Know the risks and charges before you buy. */
      charges: nonEmpty,
    })
    .optional(),
});

const channel = z.strictObject({ title: nonEmpty, text: nonEmpty });
/** A sentence with {about} and {plans} where the two links go. */
const withLinks = nonEmpty.refine(
  (text) => text.includes('{about}') && text.includes('{plans}'),
  'must contain {about} and {plans} where the two links go',
);

/** The Contact page's words (the numbers and address come from site.json). */
export const contactPageSchema = z.strictObject({
  eyebrow: nonEmpty,
  intro: nonEmpty,
  call: channel,
  email: channel,
  whatsapp: channel,
  visit: z.strictObject({ eyebrow: nonEmpty, heading: nonEmpty }),
  help: z.strictObject({ heading: nonEmpty, items: points, closing: withLinks, aboutLink: nonEmpty, plansLink: nonEmpty }),
});

/** The words of the Latest News & Links page (the cards and links have files of their own). */
export const newsPageSchema = z.strictObject({
  eyebrow: nonEmpty,
  intro: nonEmpty,
  news: z.strictObject({ eyebrow: nonEmpty, ...headed }),
  links: z.strictObject({ eyebrow: nonEmpty, text: nonEmpty }),
});

export type Product = z.infer<typeof productSchema>;
export type DetailBlock = Product['details'][number];
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type ImportantLink = z.infer<typeof importantLinkSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type OpportunitiesPageContent = z.infer<typeof opportunitiesPageSchema>;
export type PlansPageContent = z.infer<typeof plansPageSchema>;
export type ContactPageContent = z.infer<typeof contactPageSchema>;
export type NewsPageContent = z.infer<typeof newsPageSchema>;
