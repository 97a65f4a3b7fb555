import type { Category, NewsItem, Plan, PlansPageContent, PolicyHelpContent, Site } from '@/lib/content';
import { STATUS_TO_CONFIRM } from '@/lib/content/schema/schemas';
import type { KeyFacts } from '@/lib/content/schema/key-facts';
import { getDictionary } from '@/lib/i18n';
import type { ImageData } from '@/lib/images';
import type { PageContext } from './context';

/**
 * A small site for the view models' tests: an agent's, in one language (the default one's words), with
 * one need and four plans (one of each sales status, one of them unit-linked), two help tasks and three
 * news items. Nothing in it is the site's content: a test reads what it expects from here, so the owner
 * can change every plan, word and picture without breaking one.
 */

/** The pictures' sizes, without reading a file: every picture is 800 by 600. */
export const sized = (src: string): ImageData => ({ src, width: 800, height: 600 });

const SOURCES = [{ url: 'https://licindia.in/test-plan', pageOrClause: 'p. 2' }];

/** Key facts of every shape the table writes: ages by option and in days, terms, modes, amounts and benefits. */
export const KEY_FACTS: KeyFacts = {
  entryAge: { min: [{ value: 90, unit: 'days' }], max: [{ value: 50, unit: 'years' }], sources: SOURCES },
  maturityAge: { max: [{ value: 75, unit: 'years', when: { option: 'policyTerm', years: 25 } }], sources: SOURCES },
  policyTerm: { options: [{ form: 'years', years: [15, 20, 25] }], sources: SOURCES },
  premiumTerm: {
    options: [
      { form: 'termLess', years: 3, when: { option: 'payment', payment: 'limited' } },
      { form: 'wholeTerm', when: { option: 'payment', payment: 'regular' } },
    ],
    sources: SOURCES,
  },
  premiumModes: { modes: ['yearly', 'monthly'], sources: SOURCES },
  minimumSumAssured: { amount: 200000, sources: SOURCES },
  minimumPremium: { amounts: [{ amount: 3000, per: 'month' }], sources: SOURCES },
  benefits: { pays: ['death', 'maturity'], sources: SOURCES },
};

const detail = (title: string, text: string) => ({ title, Description: text });

const plan = (path: string, number: number, fields: Partial<Plan>): Plan => ({
  id: `product${number}`,
  path,
  name: `Test Plan ${number}`,
  kind: 'participating',
  planNo: String(900 + number),
  uin: `512N9${number}V01`,
  status: 'on-sale',
  categories: ['childrens-education'],
  metatitle: `Test Plan ${number} | a plan for tests`,
  metadescription: `What Test Plan ${number} offers, for search engines.`,
  imageUrls: [1, 2, 3, 4].map((picture) => `/images/products/${path}-${picture}.svg`),
  details: [
    detail(
      'Overview',
      `Test Plan ${number} is a plan made up for the tests, with words enough for a card's excerpt of twenty words and more.`,
    ),
    { title: 'Good to know', note: true, listItems: ['One point a buyer should know.'] },
  ],
  ...fields,
});

/**
 * Four plans: on sale and trending with key facts checked against the brochure, on sale and unit-linked,
 * withdrawn on a known day (its key facts not checked), and one whose sales status is the placeholder.
 */
export const PLANS: Plan[] = [
  plan('first-plan', 1, {
    isTrending: true,
    keyFacts: KEY_FACTS,
    keyFactsCheckedOn: '01/11/2026',
    brochureUrl: 'https://licindia.in/first-plan',
  }),
  plan('market-plan', 2, { kind: 'unit-linked', uin: '512L92V01', descriptor: '(A Unit Linked, Individual Plan)' }),
  plan('old-plan', 3, { status: 'withdrawn', withdrawnOn: '01/02/2024', categories: [], keyFacts: KEY_FACTS }),
  plan('unsure-plan', 4, { kind: 'non-participating', status: STATUS_TO_CONFIRM, categories: [], keyFacts: KEY_FACTS }),
];

/** The one need, whose title is not its address's words. */
export const CATEGORY: Category = {
  slug: 'childrens-education',
  title: 'School and College',
  summary: 'Plans that save for a child’s studies.',
  icon: '/images/categories/school.svg',
  colour: '#1D5BBF',
};

const SITE: Site = {
  siteUrl: 'https://agency.test/site',
  phone: '+91 90000 00001',
  email: 'owner@agency.test',
  whatsapp: '919000000001',
  photo: '/images/about/team.svg',
  voice: 'we',
  copyrightYear: 2025,
  agencyName: 'Testpur Life Desk',
  shortName: 'Testpur',
  person: 'Asha Tester',
  role: 'agent',
  code: 'AG-0001',
  branch: { name: 'Testpur Branch', code: '999' },
  division: 'Testpur Division',
  town: 'Testpur',
  years: 7,
  description: 'An LIC agent in Testpur.',
  whatsappMessage: 'Hello, I have a question.',
  footerMessage: 'Serving Testpur.',
  hours: 'Monday to Friday, 10:00 am to 5:00 pm',
  openingHours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:00' }],
  socials: {},
  recruiting: false,
  address: {
    lines: ['Desk 4, Testpur Branch', 'Station Road'],
    region: 'Maharashtra',
    locality: 'Testpur',
    postalCode: '400000',
    country: 'IN',
  },
  insurer: { name: 'Test Insurer', particulars: 'Established for tests.', url: 'https://licindia.in', registration: '512' },
};

const PLANS_PAGE: PlansPageContent = {
  allProducts: { intro: 'Every plan on sale.', description: 'Choose by need.', help: { heading: 'Not sure?', text: 'Ask.' } },
  wheel: { intro: 'Plans by need.', heading: 'Needs', text: 'Pick one.', points: ['One need at a time.'], browseAllLead: 'Or' },
  needs: { heading: 'Every need', text: 'And its plans.' },
  categoryPage: { help: { heading: 'Need help?', text: 'Call.' } },
  unitLinked: {
    heading: 'Unit linked plans',
    risk: 'In {plan}, the investment risk is borne by the policyholder.',
    liquidity: 'No liquidity in the first five years of {plan}.',
    name: '{insurer} is the insurer; {plan} is only the name of the contract.',
    charges: 'Know the charges of {plan} before buying.',
  },
  disclosures: {
    planOf: 'A plan of {insurer}, IRDAI Regn. No. {registration}',
    riskFactors: 'Read the sales brochure before concluding a sale.',
    brochure: 'Brochure of {plan}',
    lastBrochure: 'Last brochure of {plan}',
    withdrawnPlans: { label: 'Withdrawn plans', href: 'https://licindia.in/withdrawn' },
    withdrawn: { heading: 'No longer sold', text: '{insurer} withdrew {plan} on {date}.', undated: '{insurer} has withdrawn {plan}.' },
  },
};

const task = (slug: string, title: string) => ({
  slug,
  icon: 'rupee' as const,
  title,
  summary: `${title}, in a line.`,
  description: `${title}: what to do.`,
  canDo: 'What a policyholder can do.',
  steps: ['The first step.'],
  documents: ['The policy document'],
  official: { label: 'The insurer’s page', href: 'https://licindia.in/help' },
  whatsapp: title.toLowerCase(),
});

const POLICY_HELP: PolicyHelpContent = {
  hub: {
    title: 'Help with your policy',
    intro: 'For policyholders.',
    description: 'Help for policyholders.',
    finalWord: 'The insurer’s own rules are the final word.',
    checked: 'Checked on {date}.',
  },
  tasks: [{ ...task('pay-premium', 'Paying a premium'), checkedOn: '05/06/2025' }, task('claim', 'Making a claim')],
};

const news = (day: number, fields: Partial<NewsItem> = {}): NewsItem => ({
  title: `News of day ${day}`,
  description: `On day ${day} the insurer announced something worth reading about, at some length.`,
  source: 'Test Times',
  link: `https://news.test/day-${day}`,
  category: 'Company',
  date: `${String(day).padStart(2, '0')}/03/2025`,
  ...fields,
});

/** Three news items, oldest first as the file lists them: the middle one has a picture. */
export const NEWS: NewsItem[] = [news(1), news(2, { imageUrl: '/images/news/day-2.webp' }), news(3, { results: true })];

export type FixtureContext = PageContext<
  'products' | 'categories' | 'plansPage' | 'policyHelp' | 'news' | 'home' | 'banners' | 'importantLinks' | 'newsPage'
>;

/** The small site in the default language, with `site` changed where a test says so. */
export function fixtureContext(site: Partial<Site> = {}): FixtureContext {
  const own = { ...SITE, ...site };
  return {
    locale: 'en',
    dict: getDictionary('en', own.voice),
    site: own,
    image: sized,
    content: {
      products: PLANS,
      categories: [CATEGORY],
      plansPage: PLANS_PAGE,
      policyHelp: POLICY_HELP,
      news: NEWS,
      banners: [{ title: 'A secure future', description: 'Plans for every need.', image: '/images/banners/one.svg', alt: 'A family' }],
      home: {
        hero: { highlights: ['Seven years with the insurer'] },
        popup: {
          image: '/images/popup.webp',
          alt: 'An agent at a desk',
          eyebrow: 'Talk to us',
          heading: 'Questions about a plan?',
          text: 'Ask on WhatsApp.',
          whatsappLabel: 'Ask on WhatsApp',
          callLabel: 'Call',
          whatsappMessage: 'Hello, I saw your site.',
        },
        opportunities: {
          image: '/images/join.webp',
          alt: 'Agents',
          eyebrow: 'Join',
          heading: 'Become an agent',
          text: 'Work with us.',
          points: ['Flexible hours'],
          agency: 'An agency is no job with a salary.',
          linkLabel: 'Read more',
        },
        trending: { eyebrow: 'Popular', text: 'Plans people ask about.' },
        contact: { eyebrow: 'Contact', heading: 'Talk to us', text: 'Call or write.' },
      },
      importantLinks: [{ label: 'Pay a premium', description: 'On the insurer’s site.', href: 'https://licindia.in/pay' }],
      newsPage: {
        eyebrow: 'News',
        intro: 'The insurer’s news.',
        news: {
          eyebrow: 'Latest',
          heading: 'News',
          text: 'Newest first.',
          allReleases: 'All releases',
          allReleasesUrl: 'https://licindia.in/press',
        },
        links: { eyebrow: 'Links', text: 'Useful pages.' },
      },
    },
  };
}

const GUARANTEED: Category = { ...CATEGORY, slug: 'guaranteed-returns', title: 'Fixed Benefits' };
const extra = (path: string, planNo: string, fields: Partial<Plan>): Plan => ({
  ...PLANS[0]!,
  id: `product${planNo}`,
  path,
  name: `Plan ${planNo}`,
  planNo,
  uin: `512N${planNo}V01`,
  isTrending: false,
  brochureUrl: `https://licindia.in/${path}`,
  ...fields,
});
const ULIP = extra('fund-plan', '800', {
  kind: 'unit-linked',
  uin: '512L800V01',
  keyFacts: {
    entryAge: KEY_FACTS.entryAge,
    benefits: { pays: ['maturity', 'death'], sources: SOURCES },
    minimumPremium: KEY_FACTS.minimumPremium,
  },
});
const TERM = extra('cover-plan', '700', {
  kind: 'term',
  keyFactsCheckedOn: '01/03/2026',
  categories: ['guaranteed-returns'],
  keyFacts: {
    entryAge: { min: [{ value: 18, unit: 'years' }], max: [{ value: 65, unit: 'years' }], sources: SOURCES },
    benefits: { pays: ['death'], sources: SOURCES },
  },
});
const CHILD = extra('child-plan', '600', {
  kind: 'non-participating',
  keyFacts: { entryAge: { min: [{ value: 30, unit: 'days' }], max: [{ value: 12, unit: 'years' }], sources: SOURCES } },
});
const ANNUITY = extra('pension-plan', '650', {
  kind: 'annuity',
  keyFacts: { entryAge: KEY_FACTS.entryAge, minimumPurchasePrice: { amount: 150000, sources: SOURCES } },
});
const WITHDRAWN = extra('old-pension', '500', { status: 'withdrawn', categories: [] });

/** The comparison's plans besides the fixture's: one of each kind, a child's, and a need whose benefits are guaranteed. */
export const COMPARED = { ULIP, TERM, CHILD, ANNUITY, GUARANTEED };

/** The small site with a plan of every kind on sale (plan numbers out of the catalogue's order) and a second need. */
export function comparisonContext(): FixtureContext {
  const context = fixtureContext();
  return {
    ...context,
    content: { ...context.content, products: [...PLANS, ULIP, TERM, CHILD, ANNUITY, WITHDRAWN], categories: [CATEGORY, GUARANTEED] },
  };
}
