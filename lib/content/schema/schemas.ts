import { z } from 'zod';
import { keyFactsSchema } from './key-facts';
import { PLAN_STATUSES, STATUS_TO_CONFIRM } from './sales-status';
import {
  bounded,
  byRole,
  byVoice,
  voiced,
  voicedList,
  ddmmyyyy,
  eyebrow,
  grievanceUrl,
  heading,
  hexColour,
  imagePath,
  importantLinkSchema,
  licindiaUrl,
  LONGEST,
  newsLinkUrl,
  matching,
  nonEmpty,
  planName,
  prose,
  slug,
  type Resolved,
} from './schema-parts';

export * from './schema-parts';
export * from './sales-status';
export * from './identity';

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

const detailBlock = z
  .strictObject({
    title: heading,
    /** Drawn as a note (the plan's "Good To Know" block) rather than as a benefit. */
    note: z.boolean().optional().meta({
      label: 'Show as a note',
      hint: 'On: this block is drawn as a note (a gold box with an info sign), like the plan’s “Good To Know” block, rather than as a benefit. Set it the same in every language.',
    }),
    Description: prose.optional().meta({ label: 'Description' }),
    listItems: z
      .array(nonEmpty.meta({ label: 'List item' }))
      .min(1)
      .optional()
      .meta({ label: 'List items', summary: 'listItem' }),
  })
  .refine((block) => block.Description !== undefined || block.listItems !== undefined, {
    message: 'needs a Description, listItems or both',
  });

/**
 * A plan's file (content/plans/<path>.json) holds every language side by side, like the other
 * content files; but only its words are written per language. What the plan is (its number, UIN,
 * kind, status, needs, pictures…) is the same in every language, so it is written once, in the
 * default language's block, and the other blocks hold only the fields of PLAN_WORDS.
 */
export const planSchema = z.strictObject({
  id: matching('productId').meta({ label: 'Id', hint: 'product and a number, e.g. product16; unique.' }),
  /** The plan's name exactly as the insurer filed it (its brochure's spelling), in this language. */
  name: planName,
  kind: z.enum(PLAN_KINDS).meta({
    label: 'Kind of plan',
    hint: 'As the insurer files the plan: unit-linked (ULIP), participating (with bonuses), non-participating (no bonuses, benefits fixed in the policy), term (pure protection) or annuity (pension). Only non-participating and annuity plans may be in guaranteed-returns; every unit-linked plan shows the statements for unit linked plans.',
  }),
  /** The insurer's plan number and Unique Identification Number (UIN), from the current brochure. */
  planNo: matching('planNo').meta({
    label: 'Plan number',
    hint: 'LIC’s plan number from the current brochure, e.g. 736. XXX until you have it.',
  }),
  uin: matching('uin').meta({
    label: 'UIN',
    hint: 'The UIN from the current brochure, e.g. 512N304V03 (L for unit-linked plans, N for the others).',
  }),
  /** The insurer's own description of the contract, as its brochure prints it under the name. */
  descriptor: nonEmpty.optional().meta({
    label: 'LIC’s description of the contract',
    hint: 'The line LIC prints under the plan’s name in its brochure, e.g. (A Non-Linked, Participating, Individual, Life Assurance Savings Plan).',
  }),
  status: z.enum(PLAN_STATUSES).meta({
    label: 'Sales status',
    hint: 'As licindia.in or LIC’s circular says. withdrawn: LIC no longer sells the plan; its page stays for people who hold it, but it cannot be trending or listed under a need. The placeholder is for a status you have not settled yet: every build lists it, a live site is not published with it, and a preview shows the plan as not on sale.',
    options: {
      'on-sale': 'On sale',
      withdrawn: 'Withdrawn',
      [STATUS_TO_CONFIRM]: 'Not settled yet (placeholder: a live site is not published)',
    },
  }),
  /** The day the insurer withdrew the plan from sale, DD/MM/YYYY (withdrawn plans only; left out while no source gives it). */
  withdrawnOn: ddmmyyyy.optional().meta({
    label: 'Withdrawn on',
    hint: 'The day LIC withdrew the plan, DD/MM/YYYY, as LIC’s page of withdrawn plans gives it. Only for a withdrawn plan; empty while no source gives it.',
  }),
  /** The plan's page or sales brochure on licindia.in (for a withdrawn plan, its last brochure where the insurer still publishes it). */
  brochureUrl: licindiaUrl.optional().meta({
    label: 'Page or sales brochure on licindia.in',
    hint: 'The plan’s page or sales brochure on licindia.in; for a withdrawn plan, its last brochure if LIC still publishes it.',
  }),
  isTrending: z.boolean().optional().meta({ label: 'Trending' }),
  /** The needs the plan is listed under; a plan not on sale is listed under none. */
  categories: z.array(z.enum(CATEGORY_SLUGS)).meta({ hint: 'The needs this plan serves.' }),
  path: slug.meta({
    label: 'Address (path)',
    hint: 'Lower-case words joined by hyphens; it is the plan’s web address and the file name. Do not change it once published.',
  }),
  metatitle: nonEmpty.max(70, 'must be at most 70 characters').meta({ label: 'Title for search engines' }),
  metadescription: prose.max(170, 'must be at most 170 characters').meta({ label: 'Description for search engines', widget: 'text' }),
  imageUrls: z
    .array(imagePath.meta({ label: 'Picture' }))
    .length(4, 'must list exactly 4 images')
    .meta({ label: 'Pictures', hint: 'Exactly four pictures.' }),
  /**
   * The day the owner checked the key facts against LIC's current sales brochure, DD/MM/YYYY. Until then a
   * production build leaves the plan's key facts (and its comparison column) out and lists the plan; a
   * preview shows them marked as not yet checked (lib/content/rules/live.ts).
   */
  keyFactsCheckedOn: ddmmyyyy.optional().meta({
    label: 'Key facts checked against LIC’s brochure on',
    hint: 'The day you checked every key fact below against LIC’s current sales brochure for this plan (its plan number and UIN), DD/MM/YYYY. Empty until then: a live site leaves the key facts and the plan’s column in the comparison out, and every build lists the plan.',
  }),
  /** Entry age, terms, premiums, maturity age and benefits: typed, each with the pages it came from (lib/content/schema/key-facts.ts). */
  keyFacts: keyFactsSchema.optional().meta({
    label: 'Key facts',
    hint: 'Each fact with the pages its value came from: LIC’s own page, or two agreeing pages of other sites. Visitors never see those pages: they read LIC’s sales brochure for the plan as the source.',
  }),
  details: z
    .array(detailBlock)
    .min(1, 'must have at least one detail block')
    .meta({ label: 'Detail blocks', singular: 'detail block', summary: 'title' }),
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
  title: bounded(LONGEST.needName),
  summary: prose,
  /** White pictogram drawn on the segment. */
  icon: imagePath.meta({ label: 'Icon', shared: true }),
  colour: hexColour.meta({ label: 'Colour', shared: true, hint: 'The segment’s colour on the category wheel.' }),
});
/** The six needs of the category wheel, by slug, in wheel order (content/categories.json). */
export const categoriesSchema = z.strictObject(
  Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, categoryEntrySchema])) as Record<CategorySlug, typeof categoryEntrySchema>,
);
export type Category = z.infer<typeof categoryEntrySchema> & { slug: CategorySlug };

/**
 * One news item: a real event about the insurer, summarised neutrally in this language, with who
 * reported it and when, and a link to that report itself (rules.ts checks it is one page, not a list).
 */
const newsItemSchema = z.strictObject({
  title: bounded(LONGEST.newsTitle),
  /** A neutral summary of what the source reported, in this language: nothing it does not say. */
  description: prose,
  /** Who published it, by name: “LIC press release”, or the newspaper or news agency, e.g. “Business Standard”. */
  source: nonEmpty.meta({
    hint: 'Who published it, by name, e.g. “LIC press release” or “Business Standard”. A news item names the publisher its link leads to.',
  }),
  /** The source's own page for this item: LIC's release on licindia.in, or the publisher's article. */
  link: newsLinkUrl.meta({
    label: 'Link',
    hint: 'The source’s own page for this item: LIC’s release on licindia.in, or the article itself of a newspaper or news agency the site accepts. Never a home page or a list of releases.',
  }),
  category: nonEmpty,
  imageUrl: imagePath.optional().meta({ label: 'Picture' }),
  /** The day the source published it, DD/MM/YYYY. */
  date: ddmmyyyy.meta({ label: 'Date', hint: 'The day the source published it.' }),
  /** An item that reports the insurer's financial results or business figures: it carries the past-performance line. */
  results: z.boolean().optional().meta({
    label: 'Reports LIC’s results or business figures',
    hint: 'On for an item about LIC’s profit, premium income, policies sold or other business figures: the site then adds “Past performance is not an indication of future performance” wherever the item shows. Set it the same in every language.',
  }),
});
export const newsSchema = z.strictObject({
  items: z
    .array(newsItemSchema)
    .min(1, 'must list at least one news item')
    .meta({ label: 'News items', singular: 'news item', summary: 'title' }),
});

/** A picture, the same in every language, with its description in this one. */
const picture = imagePath.meta({ label: 'Picture', shared: true });
const alt = nonEmpty.meta({ label: 'Picture description (alt text)' });
const image = { image: picture, alt };

const slideSchema = z.strictObject({ title: bounded(LONGEST.slideTitle), description: prose, ...image });
const slides = z.array(slideSchema).min(1, 'must have at least one slide').meta({ label: 'Slides', singular: 'slide', summary: 'title' });
export const bannersSchema = z.strictObject({ slides });

export const importantLinksSchema = z.strictObject({
  items: z.array(importantLinkSchema).min(1, 'must list at least one link').meta({ label: 'Links', singular: 'link', summary: 'label' }),
});

/** A heading with its lead paragraph. */
const headed = { heading, text: prose };
const points = z
  .array(nonEmpty.meta({ label: 'Point' }))
  .min(1, 'must list at least one point')
  .meta({ summary: 'point' });
const whatsappMessage = nonEmpty.max(200, 'must be at most 200 characters').meta({ label: 'WhatsApp message' });

/** The home page's words: the promotional popup and the copy of its sections. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({
    highlights: z
      .array(nonEmpty.meta({ label: 'Highlight' }))
      .min(1)
      .max(3, 'must list at most 3 highlights')
      .meta({ summary: 'highlight', hint: 'A highlight that uses {years} or {agents} is left out while that value is empty (Agency).' }),
  }),
  popup: z.strictObject({
    ...image,
    eyebrow,
    heading: nonEmpty.max(60, 'must be at most 60 characters'),
    text: byVoice(prose.max(220, 'must be at most 220 characters').meta({ widget: 'text' })).meta({ label: 'Text' }),
    whatsappLabel: nonEmpty.meta({ label: 'WhatsApp button' }),
    callLabel: byVoice(nonEmpty).meta({ label: 'Call button' }),
    whatsappMessage,
  }),
  /** The recruiting teaser, shown while the site recruits; `agency` says in a line what an agency is not (a job with a salary). */
  opportunities: z
    .strictObject({
      ...image,
      eyebrow,
      heading,
      text: byRole(voiced.text).meta({ label: 'Text' }),
      points,
      agency: prose,
      linkLabel: nonEmpty.meta({ label: 'Link' }),
    })
    .meta({ label: 'Becoming an LIC agent (shown while Agency → Recruiting is on)' }),
  trending: z.strictObject({ eyebrow, text: voiced.text }),
  contact: z.strictObject({ eyebrow, ...voiced }),
});

/** One of the owner's two experience figures on About: its value is the owner's (Agency → Years of experience, Agents recruited). */
const highlight = z.strictObject({ label: nonEmpty, text: prose });

/** How a published figure is written: a percentage (98.15%), a number in crore (2.21 crore) or rupees in crore (₹2,30,272 crore). */
const FIGURE_UNITS = ['percent', 'crore', 'rupee-crore'] as const;

/** One of the insurer's published figures, with what it counts. */
const figure = z.strictObject({
  value: z
    .number('must be a number like 98.15, without % or words')
    .positive('must be more than 0')
    .meta({ label: 'Value', shared: true, hint: 'A number, without % or words.' }),
  unit: z.enum(FIGURE_UNITS),
  label: nonEmpty,
  description: prose,
});

/** The About Us page: team picture, the paragraphs, experience highlights, the insurer's figures and the closing banner. */
export const aboutSchema = z.strictObject({
  /** The line under the page heading, also the page's description for search engines. */
  intro: byRole(byVoice(prose)).meta({ label: 'Intro' }),
  alt: byVoice(alt).meta({ label: 'Your photo’s description (alt text)' }),
  eyebrow: byVoice(eyebrow).meta({ label: 'Eyebrow' }),
  heading: byRole(heading).meta({ label: 'Heading' }),
  paragraphs: byVoice(
    z
      .array(prose.meta({ label: 'Paragraph' }))
      .length(3, 'must have exactly 3 paragraphs')
      .meta({ summary: 'paragraph' }),
  ).meta({ label: 'Paragraphs' }),
  /** The last paragraph: the owner's work in the owner's role (a development officer's agents; an agent's own code and service). */
  roleParagraph: byRole(byVoice(prose)).meta({ label: 'Last paragraph: your work in your role' }),
  /** The labels of the owner's figures; their values are the owner's (content/agency.json → years, agents), each shown only when given. */
  highlights: z
    .strictObject({
      years: highlight.meta({ label: 'Years of experience (shown while Agency → Years of experience is given)' }),
      agents: highlight.meta({
        label: 'Agents recruited (shown on a development officer’s site while Agency → Agents recruited is given)',
      }),
    })
    .meta({ label: 'Your figures' }),
  whyLic: z
    .strictObject({
      eyebrow,
      text: prose,
      /** The insurer's published figures (the same values in every language); none, and the section is left out. */
      figures: z
        .array(figure)
        .min(1, 'must list at least one figure, or none at all')
        .max(3, 'must list at most 3 figures')
        .optional()
        .meta({
          label: 'Figures',
          singular: 'figure',
          summary: 'label',
          hint: 'LIC’s published claims figures, with their source and year. Remove every figure (in every language) and the whole section is left out.',
        }),
      /** Where the figures were published, e.g. “IRDAI Annual Report 2024-25”: shown under them. */
      source: nonEmpty.optional().meta({ hint: 'Where LIC or IRDAI published the figures, e.g. “IRDAI Annual Report 2024-25”.' }),
      /** The financial year they are for, e.g. 2024-25: shown under them. */
      year: nonEmpty.optional().meta({ hint: 'The financial year the figures are for, e.g. 2024-25.' }),
      /** That past performance does not indicate future performance. */
      note: prose,
    })
    .refine((why) => why.figures === undefined || why.source !== undefined, {
      message: 'is required while there are figures: where they were published',
      path: ['source'],
    })
    .refine((why) => why.figures === undefined || why.year !== undefined, {
      message: 'is required while there are figures: the financial year they are for',
      path: ['year'],
    })
    .meta({ label: 'Why LIC?' }),
  thankYou: z.strictObject({ heading, text: voiced.text }).meta({ label: 'Thank you' }),
});

const offer = z.strictObject({ title: heading, text: voiced.text });

/** The Opportunities page: its picture slider and its text sections (content/opportunities.json). */
export const opportunitiesPageSchema = z.strictObject({
  eyebrow,
  intro: byRole(prose).meta({ label: 'Intro' }),
  slider: z.strictObject({ eyebrow, ...headed }),
  /** The slider's pictures; their words are not shown, only the alt texts are read. */
  slides,
  why: z.strictObject({ eyebrow, ...headed, points }),
  /** What joining gives: a development officer's team and mentoring, or, on an agent's site, the introduction to the branch. */
  offer: byRole(
    z.strictObject({
      eyebrow,
      ...voiced,
      items: z
        .array(offer)
        .min(2, 'must list at least 2 offers')
        .max(6, 'must list at most 6 offers')
        .meta({ label: 'Items', singular: 'offer', summary: 'title' }),
    }),
  ).meta({ label: 'What you offer' }),
  who: z.strictObject({ eyebrow, ...headed, points }),
  /**
   * What an agency is and is not: appointed by the insurer after the regulator's examination, paid by
   * commission only, no salary, one life insurer; and the insurer's own page to apply on.
   */
  agency: z.strictObject({
    heading,
    points: byVoice(points).meta({ label: 'Points' }),
    applyLabel: nonEmpty.meta({ label: 'Apply button' }),
    applyUrl: licindiaUrl.meta({ label: 'Application page on licindia.in', shared: true }),
  }),
  firstStep: z.strictObject({ eyebrow, heading, text: voiced.text, whatsappMessage }).meta({ label: 'First step' }),
});

const help = z.strictObject({ heading, text: voiced.text });
/** One of the regulator's statements for unit-linked plans: {plan} and {insurer} are filled in on each plan's page. */
const statement = prose.meta({ placeholders: ['plan', 'insurer'] });

/** The words of the plan pages: all plans, the category wheel and each category page. */
export const plansPageSchema = z.strictObject({
  allProducts: z.strictObject({ intro: byVoice(prose), description: byVoice(prose), help }).meta({ label: 'All plans page' }),
  wheel: z.strictObject({
    intro: prose,
    heading,
    text: voiced.text,
    points: byVoice(points).meta({ label: 'Points' }),
    browseAllLead: nonEmpty.meta({ label: 'Line before the link to all plans' }),
  }),
  needs: z.strictObject({ ...headed }),
  categoryPage: z.strictObject({ help }).meta({ label: 'Category pages' }),
  /**
   * The regulator's statements every unit-linked plan's page shows, in its body. Required while any plan
   * is unit-linked. {plan} is the plan's name and {insurer} the insurer's, filled in on each page.
   */
  unitLinked: z
    .strictObject({
      heading,
      /** The investment risk in the portfolio is borne by the policyholder. */
      risk: statement,
      /** No liquidity in the first five years. */
      liquidity: statement,
      /** The names say nothing about quality, prospects or returns. */
      name: prose
        .refine(
          (text) => text.includes('{plan}') && text.includes('{insurer}'),
          'must contain {plan} and {insurer}, where the plan’s and the insurer’s names go',
        )
        .meta({ widget: 'text', placeholders: ['plan', 'insurer'] }),
      /** Know the risks and charges before you buy. */
      charges: statement,
    })
    .optional()
    .meta({
      label: 'Statements for unit linked plans',
      hint: 'The regulator’s statements every unit linked plan’s page shows, in the insurer’s wording.',
    }),
  /** What every plan's page says under its name, in the insurer's prescribed words. */
  disclosures: z.strictObject({
    /** The insurer and its IRDAI registration: {insurer} and {registration} are filled in. */
    planOf: nonEmpty
      .refine((text) => text.includes('{insurer}') && text.includes('{registration}'), 'must contain {insurer} and {registration}')
      .meta({ placeholders: ['insurer', 'registration'] }),
    /** For more details on risk factors, terms and conditions please read the sales brochure carefully before concluding a sale. */
    riskFactors: prose,
    /** The link to the plan's page and brochure on licindia.in: {plan} is filled in. */
    brochure: nonEmpty
      .refine((text) => text.includes('{plan}'), 'must contain {plan}, where the plan’s name goes')
      .meta({ placeholders: ['plan', 'insurer'] }),
    /** For a withdrawn plan, the link to its last brochure where the insurer still publishes it: {plan} is filled in. */
    lastBrochure: nonEmpty
      .refine((text) => text.includes('{plan}'), 'must contain {plan}, where the plan’s name goes')
      .meta({ placeholders: ['plan', 'insurer'] }),
    /** For a withdrawn plan without a brochure: the insurer's own page of the plans it has withdrawn. */
    withdrawnPlans: z.strictObject({ label: nonEmpty, href: licindiaUrl.meta({ label: 'Link' }) }),
    /** A withdrawn plan's notice, under its name: {plan} and {insurer} are filled in, and {date} where the day is known. */
    withdrawn: z.strictObject({
      heading,
      text: byVoice(
        prose
          .refine((text) => text.includes('{plan}') && text.includes('{date}'), 'must contain {plan} and {date}')
          .meta({ widget: 'text', placeholders: ['plan', 'insurer', 'date'] }),
      ).meta({ label: 'Text' }),
      /** The same, while no source gives the day it was withdrawn. */
      undated: byVoice(
        prose
          .refine((text) => text.includes('{plan}') && !text.includes('{date}'), 'must contain {plan} and no {date}')
          .meta({ widget: 'text', placeholders: ['plan', 'insurer'] }),
      ).meta({ label: 'Undated' }),
    }),
  }),
});

/** A sentence with {about} and {plans} where the two links go. */
const withLinks = nonEmpty
  .refine((text) => text.includes('{about}') && text.includes('{plans}'), 'must contain {about} and {plans} where the two links go')
  .meta({ placeholders: ['about', 'plans'] });

/** A step of the way to complain, with the official pages it names. */
const grievanceStep = z.strictObject({
  title: heading,
  text: prose,
  links: z
    .array(z.strictObject({ label: nonEmpty, href: grievanceUrl.meta({ label: 'Link' }) }))
    .meta({ singular: 'link', summary: 'label' }),
});

/** The Contact page's words (the numbers and address come from agency.json). */
export const contactPageSchema = z.strictObject({
  eyebrow: byVoice(eyebrow).meta({ label: 'Eyebrow' }),
  intro: byVoice(prose).meta({ label: 'Intro' }),
  call: z.strictObject({ title: voiced.heading.meta({ label: 'Title' }), text: voiced.text }),
  email: z.strictObject({ title: voiced.heading.meta({ label: 'Title' }), text: voiced.text }),
  whatsapp: z.strictObject({ title: heading, text: voiced.text }),
  /** Where visitors meet the owner, and when ({hours}: the opening hours of Agency, in this language). */
  visit: z.strictObject({ eyebrow, ...voiced }).meta({ label: 'Where to meet you' }),
  /** How to complain: the insurer first, then the regulator, then the Insurance Ombudsman, in that order. */
  complaints: z.strictObject({
    heading,
    intro: byVoice(prose).meta({ label: 'Intro' }),
    steps: z
      .array(grievanceStep)
      .length(3, 'must list 3 steps: the insurer, IRDAI and the Insurance Ombudsman')
      .meta({ singular: 'step', summary: 'title' }),
  }),
  help: z.strictObject({
    heading: voiced.heading,
    items: points,
    closing: byVoice(withLinks).meta({ label: 'Closing' }),
    aboutLink: byVoice(nonEmpty).meta({ label: 'Link to About Us' }),
    plansLink: nonEmpty.meta({ label: 'Link to the plans' }),
  }),
});

/** The privacy notice: who holds what a visitor sends, and how to have it deleted. {person} is the publisher's name. */
export const privacySchema = z.strictObject({
  title: heading,
  intro: byVoice(
    prose
      .refine((text) => text.includes('{person}'), 'must contain {person}, where the publisher’s name goes: the person who holds the data')
      .meta({ widget: 'text' }),
  ).meta({ label: 'Intro' }),
  /** The day the notice was last changed, DD/MM/YYYY (the same in every language). */
  updated: ddmmyyyy.meta({ label: 'Updated', shared: true }),
  sections: z
    .array(
      z.strictObject({
        heading: voiced.heading,
        paragraphs: voicedList('Paragraph'),
      }),
    )
    .min(1)
    .meta({ singular: 'section', summary: 'heading.we' }),
});

/** The pictograms a help task may show (from the site's one icon set). */
const HELP_ICONS = ['rupee', 'search', 'refresh', 'wallet', 'users', 'bank', 'file', 'calendar', 'heart', 'shield', 'phone'] as const;

/** One thing a policyholder needs to do, with LIC's own page for it (content/policy-help.json → tasks). */
const helpTaskSchema = z.strictObject({
  /** The task's address, /policy-help/{slug}: the same in every language, in the same order. */
  slug,
  icon: z.enum(HELP_ICONS),
  title: heading,
  /** One line on the hub's card. */
  summary: prose,
  /** The page's description for search engines, written for what a policyholder types. */
  description: prose.max(170, 'must be at most 170 characters').meta({ widget: 'text' }),
  /** What the policyholder can do, and when. */
  canDo: byVoice(prose).meta({ label: 'What the policyholder can do, and when' }),
  steps: voicedList('Step', 'must list at least one step'),
  documents: z
    .array(nonEmpty.meta({ label: 'Document' }))
    .min(1, 'must list at least one document to keep ready')
    .meta({ label: 'Documents to keep ready', summary: 'document' }),
  /** LIC's own page for the task, on licindia.in. */
  official: z.strictObject({ label: nonEmpty, href: licindiaUrl.meta({ label: 'Link' }) }).meta({ label: 'LIC’s own page' }),
  /** Names the task in the WhatsApp message the visitor sends (“… I need help with: {task}”). */
  whatsapp: nonEmpty.max(80, 'must be at most 80 characters'),
  /**
   * The day the owner checked this task against LIC's own current page or form, DD/MM/YYYY (the same in
   * every language). Left out until then: the page claims no check, and the build lists the task.
   */
  checkedOn: ddmmyyyy.optional().meta({
    label: 'Checked against LIC’s own page on',
    hint: 'The day you checked this task against LIC’s own page, DD/MM/YYYY. Empty until then: the page claims no check.',
  }),
});

/** The policyholder help hub and its tasks (content/policy-help.json). */
export const policyHelpSchema = z.strictObject({
  hub: z.strictObject({
    title: heading,
    intro: byVoice(prose).meta({ label: 'Intro' }),
    description: prose.max(170, 'must be at most 170 characters').meta({ widget: 'text' }),
    /** That LIC's own rules and forms are the final word. */
    finalWord: prose,
    /** On a task's page once the owner has checked it against LIC's: {date} is filled in. */
    checked: nonEmpty
      .refine((text) => text.includes('{date}'), 'must contain {date}, where the day the task was checked goes')
      .meta({ placeholders: ['date'] }),
  }),
  tasks: z.array(helpTaskSchema).min(1, 'must list at least one task').meta({ singular: 'task', summary: 'title' }),
});

/** The words of the Latest News & Links page (the cards and links have files of their own). */
export const newsPageSchema = z.strictObject({
  eyebrow,
  intro: prose,
  news: z.strictObject({
    eyebrow,
    ...headed,
    allReleases: nonEmpty,
    allReleasesUrl: licindiaUrl.meta({ label: 'LIC’s press releases on licindia.in', shared: true }),
  }),
  links: z.strictObject({ eyebrow, text: prose }),
});

export type Plan = z.infer<typeof planSchema>;
export type PlanFacts = z.infer<typeof planFactsSchema>;
export type PlanWords = z.infer<typeof planWordsSchema>;
export type DetailBlock = Plan['details'][number];
export type NewsItem = z.infer<typeof newsItemSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type ImportantLink = z.infer<typeof importantLinkSchema>;
export type HomeContent = Resolved<z.infer<typeof homeSchema>>;
export type AboutContent = Resolved<z.infer<typeof aboutSchema>>;
export type OpportunitiesPageContent = Resolved<z.infer<typeof opportunitiesPageSchema>>;
export type PlansPageContent = Resolved<z.infer<typeof plansPageSchema>>;
export type ContactPageContent = Resolved<z.infer<typeof contactPageSchema>>;
export type NewsPageContent = z.infer<typeof newsPageSchema>;
export type PrivacyContent = Resolved<z.infer<typeof privacySchema>>;
export type PolicyHelpContent = Resolved<z.infer<typeof policyHelpSchema>>;
export type HelpTask = PolicyHelpContent['tasks'][number];
export type AboutFigure = NonNullable<AboutContent['whyLic']['figures']>[number];
