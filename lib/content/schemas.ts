import { z } from 'zod';
import { keyFactsSchema } from './key-facts';
import { INSURER_NEWS, NEWS_PUBLISHERS } from './policy';

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
const PLAN_KINDS = ['unit-linked', 'participating', 'non-participating', 'term', 'annuity'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The kinds of plan whose benefits are guaranteed by the policy itself, so they may be listed as guaranteed returns. */
export const GUARANTEED_KINDS: readonly PlanKind[] = ['non-participating', 'annuity'];

/** The capacity the site's owner works in: an agent of the insurer, or a development officer (an employee who recruits and leads agents). */
export const OWNER_ROLES = ['development-officer', 'agent'] as const;
export type OwnerRole = (typeof OWNER_ROLES)[number];

/**
 * Whether a plan can be bought today; or the insurer has withdrawn it from sale (its policies carry on);
 * or sources disagree and the insurer's own word has not been found yet (`unconfirmed`: the site states
 * neither, promotes nothing, and lists the plan for the owner to check).
 */
const PLAN_STATUSES = ['on-sale', 'withdrawn', 'unconfirmed'] as const;

/** The web domains a news item may link to: the insurer's and the listed publishers' (policy.ts). */
const NEWS_DOMAINS = [...INSURER_NEWS.domains, ...NEWS_PUBLISHERS.flatMap((publisher) => publisher.domains)];

/** Regular expressions behind the content rules, shared with the editor's configuration. */
export const PATTERNS = {
  phone: /^\+\d[\d ]{7,16}\d$/,
  whatsapp: /^\d{10,15}$/,
  postalCode: /^\d{6}$/,
  openingHours: /^(?:Mo|Tu|We|Th|Fr|Sa|Su)(?:-(?:Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/,
  /** An https address on licindia.in or one of its subdomains. */
  licindia: /^https:\/\/(?:[a-z0-9-]+\.)*licindia\.in(?:[/?#]|$)/,
  /** An https address on licindia.in or on the site of a newspaper or news agency policy.ts lists: where a news item may lead. */
  newsLink: new RegExp(`^https://(?:[a-z0-9-]+\\.)*(?:${NEWS_DOMAINS.map((domain) => domain.replace(/\./g, '\\.')).join('|')})(?:[/?#]|$)`),
  /** An https address of the insurer, the regulator (IRDAI's Bima Bharosa) or the Insurance Ombudsman: where complaints go. */
  grievance: /^https:\/\/(?:[a-z0-9-]+\.)*(?:licindia\.in|irdai\.gov\.in|cioins\.co\.in)(?:[/?#]|$)/,
  /** LIC's Unique Identification Number of a plan: 512 (LIC's IRDAI registration), N (non-linked) or L (linked), three digits, V and the version. */
  uin: /^(?:512[NL]\d{3}V\d{2}|X+)$/,
  /** LIC's plan number, as its brochure prints it (e.g. 736). */
  planNo: /^(?:\d{3}|X+)$/,
  registration: /^\d{3}$/,
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
  newsLink: `must lead to LIC’s own site (licindia.in) or to a newspaper or news agency the site accepts: ${[...new Set(NEWS_PUBLISHERS.map((publisher) => publisher.name))].join(', ')}`,
  grievance: 'must point to the insurer (licindia.in), IRDAI (irdai.gov.in) or the Insurance Ombudsman (cioins.co.in)',
  ddmmyyyy: 'must be a real date written DD/MM/YYYY',
  repository: 'must be a GitHub repository written owner/name',
  slug: 'must be lower-case words joined by hyphens',
  hexColour: 'must be a colour like #1D5BBF',
  productId: 'must look like product1',
  uin: 'must be the plan’s UIN as LIC prints it, like 512N304V03 (or XXXXXXXXXX until you have it)',
  planNo: 'must be LIC’s three-digit plan number, like 736 (or XXX until you have it)',
  registration: 'must be the insurer’s three-digit IRDAI registration number, like 512',
} as const;

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const slug = z.string().regex(PATTERNS.slug, MESSAGES.slug);
/** A path to a file under public/, written from the site root, e.g. /images/logo.svg */
export const imagePath = z.string().regex(/^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i, 'must be a site path like /images/name.svg');
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
  /** The insurer's website and its IRDAI registration number: the same in every language. */
  insurer: z.strictObject({ url: httpsUrl, registration: z.string().regex(PATTERNS.registration, MESSAGES.registration) }),
  postalCode: z.string().regex(PATTERNS.postalCode, MESSAGES.postalCode),
  country: z.string().length(2, 'must be a two-letter country code'),
  /** Where the office is on a map, for search engines; leave out until known. */
  geo: z
    .strictObject({
      latitude: z.number('must be a number like 19.9975').min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      longitude: z
        .number('must be a number like 73.7898')
        .min(-180, 'must be between -180 and 180')
        .max(180, 'must be between -180 and 180'),
    })
    .optional(),
  /** Where the editor at /admin saves: the GitHub repository holding this site (see the README). */
  editor: z
    .strictObject({
      repository: z.string().regex(PATTERNS.repository, MESSAGES.repository),
      branch: nonEmpty.optional(),
      /** An OAuth proxy for signing in on hosts other than Netlify, e.g. https://auth.example.com. */
      authUrl: httpsUrl.optional(),
      /** Every edit becomes a draft someone reviews and publishes (Decap's editorial workflow): each edit is a new advertisement. */
      reviewEdits: z.boolean().optional(),
    })
    .optional(),
});

/** The site's publisher and the insurer, in one language (content/agency.json). */
export const agencySchema = z.strictObject({
  /** The name of the owner's team; never presented as a company, corporate agent or broker. */
  agencyName: nonEmpty,
  shortName: nonEmpty,
  /** The person who publishes the site, full name as in the insurer's records. */
  person: nonEmpty,
  /** The owner's capacity; the words every page uses for it (and the code's label) come from the language's dictionary. */
  role: z.enum(OWNER_ROLES),
  /** The Development Officer code or agency code: the same in every language. */
  code: nonEmpty,
  /** The insurer's branch the owner belongs to: its name in this language, and its code. */
  branch: z.strictObject({ name: nonEmpty, code: nonEmpty }),
  /** The insurer's division (divisional office) the branch belongs to. */
  division: nonEmpty,
  /** The insurer's written approval of the site as an advertisement; leave out until the owner has it. */
  approval: z.strictObject({ reference: nonEmpty, date: ddmmyyyy }).optional(),
  description: nonEmpty,
  /** Pre-filled in the floating WhatsApp chat. */
  whatsappMessage: nonEmpty.max(200, 'must be at most 200 characters'),
  /** Where visitors meet the owner: the owner's own office, or the owner's desk at the branch. */
  address: z.strictObject({
    lines: z.array(nonEmpty).min(1),
    locality: nonEmpty,
    region: nonEmpty,
  }),
  hours: nonEmpty,
  footerMessage: nonEmpty,
  /** The insurer's name and particulars (how it was established, its head office), as every page's footer states them. */
  insurer: z.strictObject({ name: nonEmpty, particulars: nonEmpty }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Agency = z.infer<typeof agencySchema>;

/** Everything the pages know about the publisher in one language: the shared settings and the identity together. */
export type Site = Omit<SiteSettings, 'insurer' | 'postalCode' | 'country'> &
  Omit<Agency, 'address' | 'insurer'> & {
    address: Agency['address'] & Pick<SiteSettings, 'postalCode' | 'country'>;
    insurer: Agency['insurer'] & SiteSettings['insurer'];
  };

const detailBlock = z
  .strictObject({
    title: nonEmpty,
    /** Drawn as a note (the plan's "Good To Know" block) rather than as a benefit. */
    note: z.boolean().optional(),
    Description: nonEmpty.optional(),
    listItems: z.array(nonEmpty).min(1).optional(),
  })
  .refine((block) => block.Description !== undefined || block.listItems !== undefined, {
    message: 'needs a Description, listItems or both',
  });

/** An address on the insurer's own site, licindia.in. */
export const licindiaUrl = httpsUrl.refine((href) => PATTERNS.licindia.test(href), MESSAGES.licindia);

/**
 * A plan's file (content/plans/<path>.json) holds every language side by side, like the other
 * content files; but only its words are written per language. What the plan is (its number, UIN,
 * kind, status, needs, pictures…) is the same in every language, so it is written once, in the
 * default language's block, and the other blocks hold only the fields of PLAN_WORDS.
 */
export const planSchema = z.strictObject({
  id: z.string().regex(PATTERNS.productId, MESSAGES.productId),
  /** The plan's name exactly as the insurer filed it (its brochure's spelling), in this language. */
  name: nonEmpty,
  kind: z.enum(PLAN_KINDS),
  /** The insurer's plan number and Unique Identification Number (UIN), from the current brochure. */
  planNo: z.string().regex(PATTERNS.planNo, MESSAGES.planNo),
  uin: z.string().regex(PATTERNS.uin, MESSAGES.uin),
  /** The insurer's own description of the contract, as its brochure prints it under the name. */
  descriptor: nonEmpty.optional(),
  status: z.enum(PLAN_STATUSES),
  /** The day the insurer withdrew the plan from sale, DD/MM/YYYY (withdrawn plans only; left out while no source gives it). */
  withdrawnOn: ddmmyyyy.optional(),
  /** The plan's page or sales brochure on licindia.in (for a withdrawn plan, its last brochure where the insurer still publishes it). */
  brochureUrl: licindiaUrl.optional(),
  isTrending: z.boolean().optional(),
  /** The needs the plan is listed under; a plan not on sale is listed under none. */
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  path: slug,
  metatitle: nonEmpty.max(70, 'must be at most 70 characters'),
  metadescription: nonEmpty.max(170, 'must be at most 170 characters'),
  imageUrls: z.array(imagePath).length(4, 'must list exactly 4 images'),
  /** Entry age, terms, premiums, maturity age and benefits: typed, each with its sources (lib/content/key-facts.ts). */
  keyFacts: keyFactsSchema.optional(),
  details: z.array(detailBlock).min(1, 'must have at least one detail block'),
});

/** The fields of a plan written in each language; every other field is written once. */
export const PLAN_WORDS = ['name', 'descriptor', 'metatitle', 'metadescription', 'details'] as const;
const wordsOnly = Object.fromEntries(PLAN_WORDS.map((field) => [field, true])) as Record<(typeof PLAN_WORDS)[number], true>;
/** A plan's words in one language: the block of every language but the default. */
export const planWordsSchema = planSchema.pick(wordsOnly);
/** What a plan is, in any language. */
export const planFactsSchema = planSchema.omit(wordsOnly);

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

/** Where a news item leads: the insurer's own site, or a listed newspaper's or news agency's. */
export const newsLinkUrl = httpsUrl.refine((href) => PATTERNS.newsLink.test(href), MESSAGES.newsLink);

/**
 * One news item: a real event about the insurer, summarised neutrally in this language, with who
 * reported it and when, and a link to that report itself (rules.ts checks it is one page, not a list).
 */
const newsItemSchema = z.strictObject({
  title: nonEmpty,
  /** A neutral summary of what the source reported, in this language: nothing it does not say. */
  description: nonEmpty,
  /** Who published it, by name: “LIC press release”, or the newspaper or news agency, e.g. “Business Standard”. */
  source: nonEmpty,
  /** The source's own page for this item: LIC's release on licindia.in, or the publisher's article. */
  link: newsLinkUrl,
  category: nonEmpty,
  imageUrl: imagePath.optional(),
  /** The day the source published it, DD/MM/YYYY. */
  date: ddmmyyyy,
});
export const newsSchema = z.strictObject({ items: z.array(newsItemSchema).min(1, 'must list at least one news item') });

const slideSchema = z.strictObject({
  title: nonEmpty,
  description: nonEmpty,
  image: imagePath,
  alt: nonEmpty,
});
export const bannersSchema = z.strictObject({ slides: z.array(slideSchema).min(1, 'must have at least one slide') });

const importantLinkSchema = z.strictObject({
  label: nonEmpty,
  description: nonEmpty,
  href: licindiaUrl,
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
  /** The recruiting teaser; `agency` says in a line what an agency is not (a job with a salary). */
  opportunities: z.strictObject({ ...image, eyebrow: nonEmpty, ...headed, points, agency: nonEmpty, linkLabel: nonEmpty }),
  trending: z.strictObject({ eyebrow: nonEmpty, text: nonEmpty }),
  contact: z.strictObject({ eyebrow: nonEmpty, ...headed }),
});

const highlight = z.strictObject({
  value: z.number('must be a number like 10, without + or words').int('must be a whole number').positive('must be more than 0'),
  label: nonEmpty,
  text: nonEmpty,
});

/** How a published figure is written: a percentage (98.15%), a number in crore (2.21 crore) or rupees in crore (₹2,30,272 crore). */
const FIGURE_UNITS = ['percent', 'crore', 'rupee-crore'] as const;

/** One of the insurer's published figures, with what it counts. */
const figure = z.strictObject({
  value: z.number('must be a number like 98.15, without % or words').positive('must be more than 0'),
  unit: z.enum(FIGURE_UNITS),
  label: nonEmpty,
  description: nonEmpty,
});

/** The About Us page: team picture, the four paragraphs, experience highlights, the insurer's figures and the closing banner. */
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
    /** The insurer's published figures (the same values in every language). */
    figures: z.array(figure).min(1, 'must list at least one figure').max(3, 'must list at most 3 figures'),
    /** Where the figures were published, e.g. “IRDAI Annual Report 2024-25”: required, shown under them. */
    source: nonEmpty,
    /** The financial year they are for, e.g. 2024-25: required, shown under them. */
    year: nonEmpty,
    /** That past performance does not indicate future performance. */
    note: nonEmpty,
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
  /**
   * What an agency is and is not: appointed by the insurer after the regulator's examination, paid by
   * commission only, no salary, one life insurer; and the insurer's own page to apply on.
   */
  agency: z.strictObject({ heading: nonEmpty, points, applyLabel: nonEmpty, applyUrl: licindiaUrl }),
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
  /** What every plan's page says under its name, in the insurer's prescribed words. */
  disclosures: z.strictObject({
    /** The insurer and its IRDAI registration: {insurer} and {registration} are filled in. */
    planOf: nonEmpty.refine(
      (text) => text.includes('{insurer}') && text.includes('{registration}'),
      'must contain {insurer} and {registration}',
    ),
    /** For more details on risk factors, terms and conditions please read the sales brochure carefully before concluding a sale. */
    riskFactors: nonEmpty,
    /** The link to the plan's page and brochure on licindia.in: {plan} is filled in. */
    brochure: nonEmpty.refine((text) => text.includes('{plan}'), 'must contain {plan}, where the plan’s name goes'),
    /** For a withdrawn plan, the link to its last brochure where the insurer still publishes it: {plan} is filled in. */
    lastBrochure: nonEmpty.refine((text) => text.includes('{plan}'), 'must contain {plan}, where the plan’s name goes'),
    /** For a withdrawn plan without a brochure: the insurer's own page of the plans it has withdrawn. */
    withdrawnPlans: z.strictObject({ label: nonEmpty, href: licindiaUrl }),
    /** A withdrawn plan's notice, under its name: {plan} and {insurer} are filled in, and {date} where the day is known. */
    withdrawn: z.strictObject({
      heading: nonEmpty,
      text: nonEmpty.refine((text) => text.includes('{plan}') && text.includes('{date}'), 'must contain {plan} and {date}'),
      /** The same, while no source gives the day it was withdrawn. */
      undated: nonEmpty.refine((text) => text.includes('{plan}') && !text.includes('{date}'), 'must contain {plan} and no {date}'),
    }),
    /** The notice of a plan whose sales status sources disagree on: it asks the visitor to check with the owner. */
    unconfirmed: z.strictObject({
      heading: nonEmpty,
      text: nonEmpty.refine((text) => text.includes('{plan}'), 'must contain {plan}, where the plan’s name goes'),
    }),
  }),
});

const channel = z.strictObject({ title: nonEmpty, text: nonEmpty });
/** A sentence with {about} and {plans} where the two links go. */
const withLinks = nonEmpty.refine(
  (text) => text.includes('{about}') && text.includes('{plans}'),
  'must contain {about} and {plans} where the two links go',
);

/** An address of the insurer, the regulator or the Insurance Ombudsman. */
export const grievanceUrl = httpsUrl.refine((href) => PATTERNS.grievance.test(href), MESSAGES.grievance);

/** A step of the way to complain, with the official pages it names. */
const grievanceStep = z.strictObject({
  title: nonEmpty,
  text: nonEmpty,
  links: z.array(z.strictObject({ label: nonEmpty, href: grievanceUrl })),
});

/** The Contact page's words (the numbers and address come from site.json). */
export const contactPageSchema = z.strictObject({
  eyebrow: nonEmpty,
  intro: nonEmpty,
  call: channel,
  email: channel,
  whatsapp: channel,
  /** Where visitors meet the owner, and on which days (the branch's working days where it is the branch). */
  visit: z.strictObject({ eyebrow: nonEmpty, heading: nonEmpty, text: nonEmpty }),
  /** How to complain: the insurer first, then the regulator, then the Insurance Ombudsman, in that order. */
  complaints: z.strictObject({
    heading: nonEmpty,
    intro: nonEmpty,
    steps: z.array(grievanceStep).length(3, 'must list 3 steps: the insurer, IRDAI and the Insurance Ombudsman'),
  }),
  help: z.strictObject({ heading: nonEmpty, items: points, closing: withLinks, aboutLink: nonEmpty, plansLink: nonEmpty }),
});

/** The privacy notice: who holds what a visitor sends, and how to have it deleted. {person} is the publisher's name. */
export const privacySchema = z.strictObject({
  title: nonEmpty,
  intro: nonEmpty.refine(
    (text) => text.includes('{person}'),
    'must contain {person}, where the publisher’s name goes: the person who holds the data',
  ),
  /** The day the notice was last changed, DD/MM/YYYY (the same in every language). */
  updated: ddmmyyyy,
  sections: z.array(z.strictObject({ heading: nonEmpty, paragraphs: z.array(nonEmpty).min(1) })).min(1),
});

/** The pictograms a help task may show (from the site's one icon set). */
const HELP_ICONS = ['rupee', 'search', 'refresh', 'wallet', 'users', 'bank', 'file', 'calendar', 'heart', 'shield', 'phone'] as const;

/** One thing a policyholder needs to do, with LIC's own page for it (content/policy-help.json → tasks). */
const helpTaskSchema = z.strictObject({
  /** The task's address, /policy-help/{slug}: the same in every language, in the same order. */
  slug,
  icon: z.enum(HELP_ICONS),
  title: nonEmpty,
  /** One line on the hub's card. */
  summary: nonEmpty,
  /** The page's description for search engines, written for what a policyholder types. */
  description: nonEmpty.max(170, 'must be at most 170 characters'),
  /** What the policyholder can do, and when. */
  canDo: nonEmpty,
  steps: z.array(nonEmpty).min(1, 'must list at least one step'),
  documents: z.array(nonEmpty).min(1, 'must list at least one document to keep ready'),
  /** LIC's own page for the task, on licindia.in. */
  official: z.strictObject({ label: nonEmpty, href: licindiaUrl }),
  /** Names the task in the WhatsApp message the visitor sends (“… I need help with: {task}”). */
  whatsapp: nonEmpty.max(80, 'must be at most 80 characters'),
  /**
   * The day the owner checked this task against LIC's own current page or form, DD/MM/YYYY (the same in
   * every language). Left out until then: the page claims no check, and the build lists the task.
   */
  checkedOn: ddmmyyyy.optional(),
});

/** The policyholder help hub and its tasks (content/policy-help.json). */
export const policyHelpSchema = z.strictObject({
  hub: z.strictObject({
    title: nonEmpty,
    intro: nonEmpty,
    description: nonEmpty.max(170, 'must be at most 170 characters'),
    /** That LIC's own rules and forms are the final word. */
    finalWord: nonEmpty,
    /** On a task's page once the owner has checked it against LIC's: {date} is filled in. */
    checked: nonEmpty.refine((text) => text.includes('{date}'), 'must contain {date}, where the day the task was checked goes'),
  }),
  tasks: z.array(helpTaskSchema).min(1, 'must list at least one task'),
});

/** The words of the Latest News & Links page (the cards and links have files of their own). */
export const newsPageSchema = z.strictObject({
  eyebrow: nonEmpty,
  intro: nonEmpty,
  news: z.strictObject({ eyebrow: nonEmpty, ...headed, allReleases: nonEmpty, allReleasesUrl: licindiaUrl }),
  links: z.strictObject({ eyebrow: nonEmpty, text: nonEmpty }),
});

export type Plan = z.infer<typeof planSchema>;
export type PlanFacts = z.infer<typeof planFactsSchema>;
export type PlanWords = z.infer<typeof planWordsSchema>;
export type DetailBlock = Plan['details'][number];
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type ImportantLink = z.infer<typeof importantLinkSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type OpportunitiesPageContent = z.infer<typeof opportunitiesPageSchema>;
export type PlansPageContent = z.infer<typeof plansPageSchema>;
export type ContactPageContent = z.infer<typeof contactPageSchema>;
export type NewsPageContent = z.infer<typeof newsPageSchema>;
export type PrivacyContent = z.infer<typeof privacySchema>;
export type PolicyHelpContent = z.infer<typeof policyHelpSchema>;
export type HelpTask = PolicyHelpContent['tasks'][number];
export type AboutFigure = AboutContent['whyLic']['figures'][number];
