import type { Locale } from '@/lib/i18n/locales';
import type { OwnerRole } from './schemas';

/**
 * What the site may not say, by language: the phrases behind the content rules (rules.ts). These are
 * rules of an insurance advertisement, not interface words, so they live beside the rules rather than
 * in the dictionaries. A language added to LOCALES needs its entry here (TypeScript asks for it).
 */
export type WordingPolicy = {
  /** Phrases that would claim independence from the insurer, or a licence a development officer does not hold. */
  independence: string[];
  /** The words only one role may use for the owner: a development officer's site never calls the owner an agent's words, and the reverse. */
  roleWords: Record<OwnerRole, string[]>;
  /** Rankings and superlatives an insurance advertisement may not claim (IRDAI: no claim of ranking, on any criteria). */
  ranking: string[];
  /**
   * A guarantee claimed in a text must state its condition in the same text. `claim` finds the word,
   * `negated` the places where it says a thing is not guaranteed, `condition` the condition's words.
   */
  guarantee: { claim: RegExp; negated: RegExp; condition: RegExp };
};

export const POLICY: Record<Locale, WordingPolicy> = {
  en: {
    independence: [
      'independent agent',
      'independent advisor',
      'independent adviser',
      'independent lic',
      'independent insurance',
      'licensed development officer',
      'licensed lic development officer',
    ],
    roleWords: { 'development-officer': ['development officer'], agent: [] },
    ranking: [
      'largest',
      'biggest',
      'no. 1',
      'no.1',
      'number one',
      'number 1',
      'trusted by generations',
      'most trusted',
      'market leader',
      'leading insurer',
    ],
    guarantee: {
      claim: /\bguarantee(?:d|s)?\b/i,
      negated: /\b(?:not|no|never)\s+(?:\w+\s+)?guarantee\w*/i,
      condition: /\bin force\b|\bconditions apply\b/i,
    },
  },
  hi: {
    independence: ['स्वतंत्र एजेंट', 'स्वतंत्र सलाहकार', 'स्वतंत्र LIC', 'स्वतंत्र बीमा', 'लाइसेंसधारी विकास अधिकारी', 'लाइसेंसधारी LIC विकास अधिकारी'],
    roleWords: { 'development-officer': ['विकास अधिकारी'], agent: [] },
    ranking: ['सबसे बड़ी', 'सबसे बड़ा', 'सबसे बड़े', 'नंबर 1', 'नंबर वन', 'नं. 1', 'पीढ़ियों से भरोसेमंद', 'पीढ़ियों का भरोसा', 'सबसे भरोसेमंद', 'अग्रणी बीमा'],
    guarantee: {
      claim: /(?<![\p{L}\p{M}])गारंटी/u,
      negated: /(?<![\p{L}\p{M}])(?:कोई )?गारंटी(?:ड)?[^.।;:]*?नहीं/u,
      condition: /लागू रहने|लागू रहे|चालू रहने|शर्तें लागू/u,
    },
  },
  mr: {
    independence: [
      'स्वतंत्र एजंट',
      'स्वतंत्र सल्लागार',
      'स्वतंत्र LIC',
      'स्वतंत्र एलआयसी',
      'स्वतंत्र विमा',
      'परवानाधारक विकास अधिकारी',
      'परवानाधारक LIC विकास अधिकारी',
      'लायसन्सधारक विकास अधिकारी',
      'लायसन्सधारक LIC विकास अधिकारी',
    ],
    roleWords: { 'development-officer': ['विकास अधिकारी'], agent: [] },
    ranking: [
      'सर्वात मोठी',
      'सर्वात मोठा',
      'सर्वात मोठ्या',
      'नंबर 1',
      'नंबर वन',
      'क्रमांक 1',
      'पिढ्यान्‌पिढ्यांचा विश्वास',
      'पिढ्यानपिढ्यांचा विश्वास',
      'सर्वात विश्वासार्ह',
      'आघाडीची विमा',
    ],
    guarantee: {
      claim: /(?<![\p{L}\p{M}])(?:हमी|खात्रीशीर|गॅरंटीड)/u,
      negated: /(?<![\p{L}\p{M}])(?:हमी|खात्रीशीर|गॅरंटीड)[^.।;:]*?(?:नसते|नाही)/u,
      condition: /चालू असेपर्यंत|चालू असताना|अटी लागू/u,
    },
  },
};

/** Lines the regulator prescribes word for word, in the default language. */
export const PRESCRIBED = {
  /** IRDAI Master Circular on Insurance Advertisements: every advertisement that invites an enquiry. */
  riskFactors: 'For more details on risk factors, terms and conditions please read the sales brochure carefully before concluding a sale.',
} as const;

/** Paths on licindia.in that list releases rather than being one: a news item may not link there. */
export const INDEX_PAGES = ['', '/press-release', '/press-releases', '/news', '/media', '/web/guest/press-release', '/web/guest/home'];

/**
 * Where a news item may lead when LIC published no release of its own: well-known Indian newspapers
 * and news agencies, each by the name a news item's `source` must give and its web domains (a
 * subdomain counts, e.g. hindi.business-standard.com). A publisher added here is one more the build
 * accepts; anything else is refused.
 */
export const NEWS_PUBLISHERS: readonly { name: string; domains: readonly string[] }[] = [
  { name: 'Business Standard', domains: ['business-standard.com'] },
  { name: 'Business Today', domains: ['businesstoday.in'] },
  { name: 'The Economic Times', domains: ['economictimes.indiatimes.com'] },
  { name: 'Mint', domains: ['livemint.com'] },
  { name: 'Financial Express', domains: ['financialexpress.com'] },
  { name: 'The Hindu', domains: ['thehindu.com'] },
  { name: 'BusinessLine', domains: ['thehindubusinessline.com'] },
  { name: 'The Times of India', domains: ['timesofindia.indiatimes.com'] },
  { name: 'Hindustan Times', domains: ['hindustantimes.com'] },
  { name: 'The Indian Express', domains: ['indianexpress.com'] },
  { name: 'Moneycontrol', domains: ['moneycontrol.com'] },
  { name: 'PTI', domains: ['ptinews.com'] },
  /** A site that publishes the Press Trust of India's wire reports as PTI filed them. */
  { name: 'PTI', domains: ['newsdrum.in'] },
];

/** The insurer's own site, where its releases are, and the name a news item from it gives as its source. */
export const INSURER_NEWS = { name: 'LIC', domains: ['licindia.in'] } as const;

/**
 * A publisher's article carries its number in its address (five digits or more: …-125031800455_1.html,
 * …/article69338911.ece, …-1190651-2025-03-28); its home page, a section or a tag page does not.
 */
export const ARTICLE_NUMBER = /\d{5,}/;
