import type { Locale } from '@/lib/i18n/locales';
import { ENDING, anyOf, literal, phrase, upTo } from './phrases';
import type { OwnerRole } from './roles';

/**
 * What the site may not say, by language: the patterns behind the wording rules (rules.ts). These are
 * rules of an insurance advertisement, not interface words, so they live beside the rules rather than
 * in the dictionaries. A language added to LOCALES needs its entry here (TypeScript asks for it).
 *
 * Each claim is matched as people write it, not as fixed pairs: a language's words for the insurer,
 * for independence and for each role, put together in the word orders of that language with the few
 * words a sentence may put between them (phrases.ts reads whole words in any script, every
 * inflection, nukta or not). The tables of examples that must fail and must pass, in every language,
 * are in wording.test.ts: add a wording there first, then here.
 */
export type WordingPolicy = {
  /** Ways of saying the site is independent of the insurer (or of any insurer), or not tied to it. */
  independence: RegExp[];
  /**
   * Ways of saying the site is the insurer's own (“This is LIC's official website”, “यह LIC की आधिकारिक
   * वेबसाइट है”): `claims` wherever they are written; `title`, a text that is only the name of such a site
   * (“LIC’s Official Website”), except in the words of a link that leads to the insurer's own site, which
   * name where it leads. A text that sends the visitor to licindia.in (“LIC’s official website licindia.in”)
   * or says the site is not the insurer's (the footer's line) is neither.
   */
  officialSite: { claims: RegExp[]; title: RegExp };
  /** A licence for a development officer, who holds none: only an agent is licensed. */
  licence: RegExp[];
  /** Rankings and superlatives an insurance advertisement may not claim (IRDAI: no claim of ranking, on any criteria). */
  ranking: RegExp[];
  /**
   * A death claim follows the death of the life assured, never “the policyholder's death”: in a child's
   * policy the policyholder (the parent who proposed it) is not the life assured, and the parent's death
   * brings no death claim.
   */
  policyholderDeath: RegExp[];
  /**
   * Each role's names. `owner` finds them where a text gives them to the owner (“I am an LIC agent”,
   * “{person}, Development Officer”); `names` finds them anywhere, and `others` where they clearly
   * belong to someone else (“the branch’s development officer”). See OTHER_ROLE_REFUSED for which is used.
   */
  roles: Record<OwnerRole, { names: RegExp; owner: (person?: string) => RegExp; others?: RegExp }>;
  /**
   * A guarantee claimed in a text must state its condition in the same text. `claim` finds the word,
   * `negated` the places where it says a thing is not guaranteed, `condition` the condition's words.
   */
  guarantee: { claim: RegExp; negated: RegExp; condition: RegExp };
  /**
   * How a plan's text states a minimum amount: the words for what it is the minimum of, and the words
   * that make it a minimum, before the amount (“minimum”, “at least”, न्यूनतम, किमान) or after it (“or
   * more”, से शुरू, पासून). Lakh and crore are read in every language (figure-rules.ts).
   */
  minimum: { before: RegExp; after: RegExp; of: Record<'minimumSumAssured' | 'minimumPremium' | 'minimumPurchasePrice', RegExp> };
  /**
   * The words of someone speaking for the owner, as a team or alone (“we”, “our”, “I”, “me”; हम, मैं;
   * आम्ही, मी), in every inflection: a plan's words never say them, so that they read the same whichever
   * voice the owner chooses (content/agency.json → voice).
   */
  ownerVoice: RegExp;
};

/**
 * Where a page about the owner may not use the other role's names. A development officer's site
 * speaks of agents all the time (the ones he recruits, LIC's agents, the visitor's own agent), so an
 * agent's names are refused only where they name the owner. An agent's site has no development
 * officer but the branch's, so a development officer's names are refused anywhere else.
 */
export const OTHER_ROLE_REFUSED: Record<OwnerRole, 'where-they-name-the-owner' | 'anywhere-but-of-others'> = {
  agent: 'where-they-name-the-owner',
  'development-officer': 'anywhere-but-of-others',
};

/** How a text names the owner without a pronoun: the placeholder, or the name in content/agency.json (filled in by `namingOwner`). */
const PERSON = '(?:\\{person\\}|<person>)';

/** A pattern of where a text gives a role's name to the owner, made once for each owner's name. */
function namingOwner(source: string): (person?: string) => RegExp {
  const made = new Map<string, RegExp>();
  return (person = '') => {
    let pattern = made.get(person);
    if (!pattern) {
      pattern = phrase(source.replaceAll('|<person>', person.trim() ? `|${literal(person.trim())}` : ''));
      made.set(person, pattern);
    }
    return pattern;
  };
}

/** A text that is only a title (“LIC Agent”, “LIC agent, {town}”, a place of at most two words after it): a heading or tagline that names the owner. */
const title = (name: string) => `^\\s*${name}(?:\\s*[,|·:–—-]\\s*[\\p{L}\\p{M}\\p{N}{}.'-]+(?:\\s+[\\p{L}\\p{M}\\p{N}{}.'-]+)?)?\\s*$`;

/* ---------------------------------------------------------------- English */

const EN = {
  insurer: anyOf(
    "LIC(?:'s)?",
    "L\\.I\\.C\\.?(?:'s)?",
    "(?:the\\s+)?Life\\s+Insurance\\s+Corporation(?:\\s+of\\s+India)?(?:'s)?",
    "the\\s+(?:insurer|corporation|insurance\\s+company)(?:'s)?",
    'any\\s+(?:one\\s+|single\\s+|particular\\s+|other\\s+)?(?:insurer|insurance\\s+company|company)',
  ),
  /** Words that make “independent” stronger, or join it to another. */
  degree: anyOf('fully', 'completely', 'entirely', 'totally', 'wholly', 'truly', 'quite', '100%', 'and'),
  /** Someone who sells or advises on insurance. */
  seller: anyOf(...'agents? agency agencies advis[eo]rs? advisory advice consultants? brokers? planners? intermediar(?:y|ies)'.split(' ')),
  developmentOfficer: "(?:development|dev\\.)\\s+officers?(?:'s|')?",
  agent: "(?:(?:life\\s+)?insurance\\s+)?agents?(?:'s|')?",
  /** Words that end the few between “I am” and a role: a negation, or the start of another phrase (“we are recruiting agents”). */
  barred: 'not never no to of for with and or but who that which than from by about in on at [\\p{L}]+ing'.split(' '),
};

/** Where an English text gives a role's name to the owner. */
function ownerEn(role: string, singular: string): string {
  const between = upTo(3, EN.barred);
  return anyOf(
    `(?:I\\s+am|I'm|we\\s+are|we're|(?:I|we)\\s+have\\s+been|(?:I|we)'ve\\s+been|(?:I|we)\\s+(?:work|serve)\\s+as)\\s+${between}${role}`,
    `as\\s+(?:an?|your)\\s+${between}${role},?\\s+(?:I|we)`,
    `your\\s+(?:own\\s+|trusted\\s+|local\\s+|friendly\\s+|personal\\s+)?LIC\\s+${role}`,
    `${PERSON},?\\s+(?:(?:an?|your|the)\\s+)?(?:branch(?:'s)?\\s+)?(?:LIC\\s+)?${role}`,
    `(?:LIC\\s+)?${role}\\s+${PERSON}`,
    title(`(?:(?:an?|your)\\s+)?(?:LIC\\s+)?${singular}`),
  );
}

/** The insurer's site, in English: its official or authorised website, or simply its website. */
const EN_SITE = '(?:web\\s?sites?|sites?|portals?|web\\s?pages?|home\\s?pages?)';
const EN_OFFICIAL = '(?:official|authori[sz]ed)';
const EN_OFFICIAL_SITE = anyOf(
  `${EN.insurer}\\s+(?:own\\s+|only\\s+)?${EN_OFFICIAL}\\s+${EN_SITE}`,
  `${EN_OFFICIAL}\\s+(?:${EN.insurer}\\s+)?${EN_SITE}\\s+(?:of|for)\\s+${EN.insurer}`,
  `${EN_OFFICIAL}\\s+${EN.insurer}\\s+${EN_SITE}`,
  `${EN.insurer}[\\s-]authori[sz]ed\\s+${EN_SITE}`,
  `${EN_SITE}\\s+(?:officially\\s+)?(?:authori[sz]ed|run|owned|operated|managed)\\s+by\\s+${EN.insurer}`,
);
const EN_INSURERS_SITE = anyOf(
  EN_OFFICIAL_SITE,
  `${EN.insurer}\\s+(?:own\\s+)?(?:web\\s?site|site|portal)`,
  `(?:web\\s?site|site|portal)\\s+of\\s+${EN.insurer}`,
);
/** The words that stop a claim between “this is” and the site's name: a negation, or a link to it (“a link to”). */
const EN_NOT_A_CLAIM = ['not', 'never', 'no', 'neither', 'nor', 'to', 'of', 'for', 'from', 'like', 'than', 'about', 'instead'];

const en: WordingPolicy = {
  // “I” only before a verb: the rules read a text in lower case, and a brochure's “(i)” is a list's number.
  ownerVoice: phrase(
    anyOf(
      'we',
      'us',
      'our',
      'ours',
      'ourselves',
      "we're",
      "we've",
      "we'll",
      "I'm",
      "I've",
      "I'll",
      'I\\s+(?:am|was|will|would|can|could|shall|should|may|must|have|had|do|help|advise|offer|work|give|explain|send|show)',
      'me',
      'my',
      'mine',
      'myself',
    ),
  ),
  officialSite: {
    claims: [
      `(?:this(?:\\s+(?:web\\s?site|site|portal|page))?\\s+is|this's|(?:we|our\\s+(?:web\\s?site|site|portal))\\s+(?:is|are)|we're)\\s+${upTo(2, EN_NOT_A_CLAIM)}${EN_INSURERS_SITE}`,
      `(?:you\\s+are|you're)\\s+(?:now\\s+)?(?:on|at|visiting|in)\\s+${upTo(1, EN_NOT_A_CLAIM)}${EN_INSURERS_SITE}`,
      `welcome\\s+to\\s+${upTo(1, EN_NOT_A_CLAIM)}${EN_INSURERS_SITE}`,
      `this\\s+(?:web\\s?site|site|portal)\\s+is\\s+(?:officially\\s+)?(?:run|owned|operated|managed|authori[sz]ed)\\s+by\\s+${EN.insurer}`,
    ].map(phrase),
    title: phrase(title(`(?![\\s\\S]*licindia)(?:the\\s+|an?\\s+)?${EN_OFFICIAL_SITE}`)),
  },
  policyholderDeath: [
    phrase("policy[\\s-]?holders?(?:'s|')?\\s+(?:death|demise|passing)"),
    phrase('(?:death|demise|passing)\\s+of\\s+(?:the\\s+|a\\s+|your\\s+)?policy[\\s-]?holders?'),
    phrase('policy[\\s-]?holders?\\s+(?:dies|died|passes\\s+away|passed\\s+away)'),
  ],
  independence: [
    `independent(?:ly)?\\s+(?:of|from)\\s+${EN.insurer}`,
    `independent\\s+(?:${EN.insurer}\\s+)?(?:(?:life\\s+)?insurance\\s+|financial\\s+)?${EN.seller}`,
    `independent\\s+${EN.insurer}`,
    `(?:I\\s+am|I'm|we\\s+are|we're)\\s+(?:${EN.degree}\\s+)*independent(?!\\s+(?:work|workers?)(?![\\p{L}]))`,
    `(?:not|never|no\\s+longer)\\s+(?:${EN.degree}\\s+)*(?:tied|bound|linked|attached|affiliated|connected|associated|restricted|limited|obliged)\\s+(?:to|with)\\s+${EN.insurer}`,
    `(?:no|without)\\s+(?:ties|links?|affiliation)\\s+(?:to|with)\\s+${EN.insurer}`,
    `unaffiliated\\s+(?:to|with)\\s+${EN.insurer}`,
    `not\\s+(?:an?\\s+)?(?:(?:agents?|representatives?)\\s+of\\s+${EN.insurer}|LIC's\\s+(?:agents?|representatives?))`,
  ].map(phrase),
  licence: [`licen[cs]ed\\s+(?:LIC\\s+)?${EN.developmentOfficer}`, `${EN.developmentOfficer}\\s+(?:with\\s+an?\\s+)?licen[cs]e`].map(
    phrase,
  ),
  ranking: [
    'largest',
    'biggest',
    `most\\s+(?:trusted|reliable|popular|preferred|respected|admired|trustworthy|valued|successful|recommended)`,
    `(?:market|industry|category)\\s+leaders?`,
    `leading\\s+(?:life\\s+)?(?:insurer|insurance\\s+company|company|brand)s?`,
    'the\\s+leader\\s+in',
    'top(?:-|\\s)?(?:rated|ranked|ranking)',
    `top\\s+${upTo(2)}(?:insurer|insurance\\s+company|company|brand|choice|pick|performer)s?`,
    `(?:the\\s+)?best\\s+(?:life\\s+)?(?:insurer|insurance\\s+company|company|brand)`,
    "(?:India|the\\s+country|the\\s+world)'s\\s+(?:favou?rite|best|top|number\\s+one|most\\s+trusted)",
    'ranked\\s+(?:first|1st|#?\\s?1|no\\.?\\s?1|number\\s+one)',
    'trusted\\s+by\\s+(?:generations|millions|crores|lakhs)',
    'unmatched|unbeatable|unrivall?ed|unparall?ell?ed|second\\s+to\\s+none',
  ].map(phrase),
  roles: {
    'development-officer': {
      names: phrase(EN.developmentOfficer),
      owner: namingOwner(ownerEn(`(?:LIC\\s+)?${EN.developmentOfficer}`, 'development\\s+officer')),
      others: phrase(
        anyOf(
          `${upTo(3)}branch(?:'s|es')?\\s+${EN.developmentOfficer}`,
          `${EN.developmentOfficer}\\s+(?:of|at|in|from)\\s+${upTo(3)}branch`,
        ),
      ),
    },
    agent: {
      names: phrase(EN.agent),
      owner: namingOwner(ownerEn(`(?:LIC\\s+)?${EN.agent}`, '(?:insurance\\s+)?agent')),
    },
  },
  guarantee: {
    claim: /\bguarantee(?:d|s)?\b/i,
    negated: /\b(?:not|no|never)\s+(?:\w+\s+)?guarantee\w*/i,
    condition: /\bin force\b|\bconditions apply\b/i,
  },
  minimum: {
    before: /\b(?:minimum|min\.|from|start(?:s|ing)?\s+(?:at|from)|at\s+least)\b/i,
    after: /^\s*(?:or\s+more|and\s+above|upwards|onwards)\b/i,
    of: { minimumSumAssured: /sum\s+assured|\bcover\b/i, minimumPremium: /premium/i, minimumPurchasePrice: /purchase\s+price/i },
  },
};

/* ---------------------------------------------------------------- Hindi */

const HI = {
  insurer: anyOf(
    'LIC',
    'L\\.I\\.C\\.?',
    'एलआईसी',
    'एल\\.\\s?आई\\.\\s?सी\\.?',
    '(?:भारतीय\\s+)?जीवन\\s+बीमा\\s+निगम',
    'निगम',
    '(?:किसी\\s+(?:भी\\s+)?)?बीमा\\s+कंपनी',
    'बीमाकर्ता',
  ),
  independent: anyOf('स्वतंत्र(?:ता)?', 'आज़ाद', 'इंडिपेंडेंट'),
  /** Words a sentence puts between the insurer and “independent”: how fully, and the subject. */
  degree: anyOf('पूरी', 'पूरे', 'तरह', 'से', 'पूर्णतः', 'पूर्ण', 'रूप', 'बिल्कुल', 'एकदम', 'अलग', 'और', 'हम', 'मैं'),
  /** Words a sentence puts before “not tied”: whose tie, and how much of one. */
  tie: anyOf('हम', 'हमारा', 'हमारी', 'मेरा', 'मेरी', 'कोई', 'भी', 'किसी', 'तरह', 'का', 'की', 'प्रकार', 'सीधा', 'सीधे'),
  seller: anyOf('एजेंट', 'एजेन्ट', 'सलाहकार', 'अभिकर्ता', 'एजेंसी', 'ब्रोकर', 'बीमा', 'सलाह'),
  developmentOfficer: `(?:विकास\\s+अधिकार[ीि]${ENDING}|डेवलपमेंट\\s+ऑफ़िसर${ENDING}|डेव्हलपमेंट\\s+ऑफिसर${ENDING})`,
  agent: `(?:एजेंट${ENDING}|एजेन्ट${ENDING}|अभिकर्ता${ENDING}|बीमा\\s+प्रतिनिधि${ENDING})`,
  barred: ['नहीं', 'न', 'आप', 'आपको', 'आपके', 'आपकी', 'तुम', 'तुम्हें', 'उन्हें', 'उनको', 'उनके', 'को', 'ने', 'और', 'या', 'लिए'],
};

/** Where a Hindi text gives a role's name to the owner. */
function ownerHi(role: string, singular: string): string {
  const named = `(?:LIC\\s+|बीमा\\s+)?${role}`;
  return anyOf(
    `(?:मैं|हम)\\s+${upTo(4, HI.barred)}${named}\\s+(?:हूं|हैं|के\\s+रूप\\s+में|के\\s+तौर\\s+पर)`,
    `${named}\\s+के\\s+(?:रूप\\s+में|तौर\\s+पर)\\s*,?\\s+(?:मैं|हम)`,
    `(?:आपका|आपके|आपकी)\\s+(?:अपना\\s+|भरोसेमंद\\s+|विश्वसनीय\\s+|स्थानीय\\s+)?LIC\\s+${role}(?!\\s+बन)`,
    `${PERSON}\\s*,?\\s+(?:शाखा\\s+(?:के|की|का)\\s+)?${named}`,
    `${named}\\s+${PERSON}`,
    title(`(?:LIC\\s+)?${singular}`),
  );
}

/** The insurer's site, in Hindi: its official (आधिकारिक, अधिकृत, ऑफ़िशियल) website, or simply its website. */
const HI_SITE = `(?:वेब\\s?साइट|वेबसाईट|साइट|साईट|पोर्टल|वेब\\s?पेज|होम\\s?पेज|पेज)${ENDING}`;
const HI_OFFICIAL = '(?:आधिकारिक|अधिकृत|ऑफ़िशियल|ऑफिशियल|ऑफ़िशल|ऑफिशल|आफिशियल|ऑफिसियल)';
const HI_OF = '\\s+(?:की|का|के)\\s+(?:अपनी\\s+|अपना\\s+|अपने\\s+|एकमात्र\\s+|एक\\s+)?';
const HI_OFFICIAL_SITE = anyOf(
  `${HI.insurer}${HI_OF}${HI_OFFICIAL}\\s+${HI_SITE}`,
  `${HI.insurer}\\s+(?:द्वारा\\s+)?${HI_OFFICIAL}\\s+(?:की\\s+गई\\s+|किया\\s+गया\\s+)?${HI_SITE}`,
  `${HI_OFFICIAL}\\s+${HI.insurer}\\s+${HI_SITE}`,
);
const HI_INSURERS_SITE = anyOf(HI_OFFICIAL_SITE, `${HI.insurer}${HI_OF}(?:वेब\\s?साइट|वेबसाईट|साइट|पोर्टल)${ENDING}`);

const hi: WordingPolicy = {
  ownerVoice: phrase(
    anyOf('हम', 'हमें', 'हमको', 'हमसे', 'हमने', 'हमपर', `हमार${ENDING}`, 'हमलोग', 'मैं', 'मैंने', 'मुझे', 'मुझको', 'मुझसे', 'मुझपर', `मेर${ENDING}`),
  ),
  officialSite: {
    claims: [
      `(?:यह|ये|यही)(?:\\s+(?:वेब\\s?साइट|वेबसाईट|साइट|पोर्टल|पेज))?\\s+(?:भी\\s+)?(?:एक\\s+)?${HI_INSURERS_SITE}\\s+(?:ही\\s+)?(?:है|हैं)`,
      `(?:हम|हमारी\\s+(?:वेब\\s?साइट|साइट))\\s+(?:ही\\s+)?${HI_INSURERS_SITE}\\s+(?:है|हैं)`,
      `${HI_INSURERS_SITE}\\s+पर\\s+(?:आपका\\s+)?(?:हार्दिक\\s+)?स्वागत`,
      `आप\\s+(?:अभी\\s+|इस\\s+समय\\s+)?${HI_INSURERS_SITE}\\s+पर\\s+(?:हैं|है)`,
      `(?:यह|ये)\\s+(?:वेब\\s?साइट|साइट|पोर्टल)\\s+${HI.insurer}\\s+(?:द्वारा|की\\s+ओर\\s+से)\\s+(?:संचालित|चलाई|चलाया|अधिकृत)`,
    ].map(phrase),
    title: phrase(title(`(?![\\s\\S]*licindia)${HI_OFFICIAL_SITE}`)),
  },
  policyholderDeath: [phrase(`पॉलिसी\\s?धारक(?:ों)?\\s+(?:की|के)\\s+(?:मृत्यु|मौत|निधन|देहांत)${ENDING}`)],
  independence: [
    `${HI.insurer}\\s+से\\s+(?:${HI.degree}\\s+){0,3}${HI.independent}`,
    `स्वतंत्र\\s+(?:LIC\\s+|बीमा\\s+|वित्तीय\\s+)?${HI.seller}`,
    `स्वतंत्र\\s+${HI.insurer}`,
    `(?:मैं|हम)\\s+(?:${HI.degree}\\s+){0,2}स्वतंत्र\\s+(?:हूं|हैं)`,
    `${HI.insurer}\\s+(?:से|के\\s+साथ)\\s+(?:${HI.tie}\\s+){0,3}(?:बंध|बँध|जुड़|संबद्ध|सम्बद्ध|संबंध|सम्बन्ध|नाता|वास्ता|लेना-देना)${ENDING}\\s+(?:हुए\\s+)?(?:नहीं|न)`,
    `${HI.insurer}\\s+से\\s+(?:${HI.tie}\\s+){0,2}(?:नहीं|न)\\s+(?:बंध|बँध|जुड़)${ENDING}`,
    `${HI.insurer}\\s+(?:के|का|की)\\s+(?:एजेंट|एजेंटों|प्रतिनिधि|अभिकर्ता)\\s+(?:नहीं|न)`,
  ].map(phrase),
  licence: [`(?:लाइसेंसधारी|लाइसेंसशुदा|लाइसेंस\\s*प्राप्त)\\s+(?:LIC\\s+)?${HI.developmentOfficer}`].map(phrase),
  ranking: [
    `सबसे\\s+(?:ज़्यादा\\s+|अधिक\\s+)?(?:बड़ा|बड़ी|बड़े|भरोसेमंद|विश्वसनीय|विश्वासपात्र|बेहतर|बेहतरीन|लोकप्रिय|पसंदीदा|पुराना|पुरानी|पुराने|आगे|अग्रणी|प्रमुख|सुरक्षित)`,
    'सर्वश्रेष्ठ|सर्वोत्तम|सर्वोत्कृष्ट|अव्वल|बेजोड़|लाजवाब',
    '(?:नंबर|नं\\.?)\\s?(?:1|वन)',
    'नंबर\\s+एक\\s+(?:बीमा|कंपनी|बीमाकर्ता)',
    `(?:शीर्ष|अग्रणी)\\s+(?:जीवन\\s+)?(?:बीमा|बीमाकर्ता|कंपनी)${ENDING}`,
    'पीढ़ियों\\s+(?:से|का|की)\\s+(?:भरोसा|भरोसेमंद|विश्वास)',
  ].map(phrase),
  roles: {
    'development-officer': {
      names: phrase(HI.developmentOfficer),
      owner: namingOwner(ownerHi(HI.developmentOfficer, 'विकास\\s+अधिकारी')),
      others: phrase(`शाखा\\s+(?:के|की|का)\\s+(?:किसी\\s+|एक\\s+)?${HI.developmentOfficer}`),
    },
    agent: {
      names: phrase(HI.agent),
      owner: namingOwner(ownerHi(HI.agent, anyOf('एजेंट', 'एजेन्ट', 'अभिकर्ता'))),
    },
  },
  guarantee: {
    claim: /(?<![\p{L}\p{M}])गारंटी/u,
    negated: /(?<![\p{L}\p{M}])(?:कोई )?गारंटी(?:ड)?[^.।;:]*?नहीं/u,
    condition: /लागू रहने|लागू रहे|चालू रहने|शर्तें लागू/u,
  },
  minimum: {
    before: /न्यूनतम|कम से कम/u,
    after: /^\s*(?:से\s+शुरू|या\s+(?:उससे\s+)?(?:अधिक|ज़्यादा|ज्यादा))/u,
    of: { minimumSumAssured: /बीमा राशि|कवर/u, minimumPremium: /प्रीमियम/u, minimumPurchasePrice: /क्रय मूल्य/u },
  },
};

/* ---------------------------------------------------------------- Marathi */

const MR = {
  /** The insurer's names, with the ending a postposition takes (महामंडळापासून, कंपनीशी). */
  insurer: anyOf(
    'LIC',
    'L\\.I\\.C\\.?',
    'एलआयसी',
    'एल\\.\\s?आय\\.\\s?सी\\.?',
    '(?:भारतीय\\s+)?आयुर्विमा\\s+महामंडळा?',
    'महामंडळा?',
    '(?:कोणत्याही\\s+)?विमा\\s+(?:कंपनी|कंपन्यां)',
  ),
  independent: anyOf('स्वतंत्र(?:पणे|रीत्या|रित्या)?', 'स्वायत्त', 'इंडिपेंडंट', 'इंडिपेंडेंट'),
  degree: anyOf('पूर्णपणे', 'पूर्ण', 'संपूर्ण', 'पूर्णतः', 'अगदी', 'एकदम', 'वेगळे', 'वेगळा', 'वेगळी', 'वेगळ्या', 'आणि', 'व', 'राहून', 'आम्ही', 'मी'),
  tie: anyOf('आमचा', 'आमचे', 'आमची', 'माझा', 'माझे', 'माझी', 'कोणताही', 'कोणतेही', 'काहीही', 'थेट', 'आम्ही', 'मी'),
  seller: anyOf('एजंट', 'एजेंट', 'सल्लागार', 'प्रतिनिधी', 'एजन्सी', 'ब्रोकर', 'विमा', 'सल्ला'),
  developmentOfficer: `(?:विकास\\s+अधिका(?:री|र्य)${ENDING}|डेव्हलपमेंट\\s+ऑफिसर${ENDING}|डेवलपमेंट\\s+ऑफिसर${ENDING})`,
  agent: `(?:एजंट${ENDING}|एजेंट${ENDING}|अभिकर्ता${ENDING}|अभिकर्त्या${ENDING}|विमा\\s+प्रतिनिधी${ENDING})`,
  barred: ['नाही', 'न', 'तुम्ही', 'तुम्हाला', 'तुमचा', 'तुमचे', 'तुमच्या', 'त्यांना', 'त्यांचे', 'आणि', 'किंवा', 'नव्या', 'नवीन', 'प्रत्येक'],
};

/** Where a Marathi text gives a role's name to the owner. */
function ownerMr(role: string, singular: string): string {
  const named = `(?:LIC\\s?(?:चा|चे|ची)?\\s+|विमा\\s+)?${role}`;
  return anyOf(
    `(?:मी|आम्ही)\\s+${upTo(4, MR.barred)}${named}\\s+(?:आहे|आहोत|म्हणून)`,
    `${named}\\s+म्हणून\\s*,?\\s+(?:मी|आम्ही)`,
    `(?:तुमचा|तुमचे|तुमच्या|तुमची)\\s+(?:विश्वासू\\s+|स्थानिक\\s+|हक्काचा\\s+|हक्काचे\\s+)?LIC\\s+${role}(?!\\s+(?:हो|बन))`,
    `${PERSON}\\s*,?\\s+(?:शाखे(?:च्या|चे|चा|ची|तील)\\s+)?${named}`,
    `${named}\\s+${PERSON}`,
    title(`(?:LIC\\s+)?${singular}`),
  );
}

/** The insurer's site, in Marathi: its official (अधिकृत, ऑफिशियल) website or संकेतस्थळ, or simply its website. */
const MR_SITE = `(?:वेब\\s?साइट|वेबसाईट|साइट|साईट|संकेतस्थळ|पोर्टल|वेब\\s?पेज|पान)${ENDING}`;
const MR_OFFICIAL = '(?:अधिकृत|आधिकारिक|अधिकारिक|ऑफिशियल|ऑफिशिअल|ऑफिशल)';
const MR_OF = '\\s?(?:ची|चा|चे|च्या)\\s+(?:स्वतःची\\s+|स्वतःचे\\s+|स्वतःच्या\\s+|एकमेव\\s+|एक\\s+)?';
const MR_OFFICIAL_SITE = anyOf(
  `${MR.insurer}${MR_OF}${MR_OFFICIAL}\\s+${MR_SITE}`,
  `${MR.insurer}\\s+(?:द्वारे\\s+|ने\\s+)?${MR_OFFICIAL}\\s+(?:केलेल${ENDING}\\s+)?${MR_SITE}`,
  `${MR_OFFICIAL}\\s+${MR.insurer}\\s+${MR_SITE}`,
);
const MR_INSURERS_SITE = anyOf(MR_OFFICIAL_SITE, `${MR.insurer}${MR_OF}(?:वेब\\s?साइट|वेबसाईट|साइट|संकेतस्थळ|पोर्टल)${ENDING}`);
/**
 * “ही”, “हे” and “हा” say “this” at the start of a sentence, but follow a noun as its topic in “licindia.in ही
 * LIC ची अधिकृत वेबसाइट आहे”, which sends the visitor to LIC: only the first is read as the site speaking of itself.
 */
const MR_THIS = '(?:(?<![\\p{L}\\p{M}\\p{N}]\\s*)|(?<=(?:कारण|आणि|पण|होय|म्हणजे)\\s+))(?:ही|हे|हा)';

const mr: WordingPolicy = {
  ownerVoice: phrase(anyOf(`आम्ह${ENDING}`, `आमच${ENDING}`, 'मी', 'मला', `माझ${ENDING}`)),
  officialSite: {
    claims: [
      `${MR_THIS}(?:\\s+(?:वेब\\s?साइट|वेबसाईट|साइट|संकेतस्थळ|पोर्टल))?\\s+(?:सुद्धा\\s+|देखील\\s+)?(?:एक\\s+)?${MR_INSURERS_SITE}\\s+(?:आहे|आहोत)`,
      `(?:आम्ही|आमची\\s+(?:वेब\\s?साइट|साइट)|आमचे\\s+संकेतस्थळ)\\s+${MR_INSURERS_SITE}\\s+(?:आहे|आहोत)`,
      `${MR_INSURERS_SITE}\\s+(?:(?:तुमचे|आपले)\\s+)?(?:हार्दिक\\s+)?स्वागत`,
      `तुम्ही\\s+(?:आता\\s+)?${MR_INSURERS_SITE}\\s+आहात`,
      `${MR_THIS}\\s+(?:वेब\\s?साइट|वेबसाईट|साइट|संकेतस्थळ|पोर्टल)\\s+${MR.insurer}\\s?(?:द्वारे|तर्फे|कडून)\\s+(?:चालवल|संचालित|अधिकृत)${ENDING}`,
    ].map(phrase),
    title: phrase(title(`(?![\\s\\S]*licindia)${MR_OFFICIAL_SITE}`)),
  },
  policyholderDeath: [phrase(`पॉलिसी\\s?धारका(?:चा|च्या|चे|ची)\\s+(?:मृत्यू|निधन)${ENDING}`)],
  independence: [
    `${MR.insurer}\\s?(?:पासून|च्या\\s+बाहेर)\\s+(?:${MR.degree}\\s+){0,3}${MR.independent}`,
    `स्वतंत्र\\s+(?:LIC\\s+|विमा\\s+|आर्थिक\\s+)?${MR.seller}`,
    `स्वतंत्र\\s+${MR.insurer}`,
    `(?:मी|आम्ही)\\s+(?:${MR.degree}\\s+){0,2}स्वतंत्र\\s+(?:आहे|आहोत)`,
    `${MR.insurer}\\s?(?:शी|ला|च्याशी)\\s+(?:${MR.tie}\\s+){0,3}(?:संबंध|संलग्न|बांधील|बांधलेल|जोडलेल|निगडित|संबंधित)${ENDING}\\s+(?:नाही|नाहीत|नसलेल${ENDING}|नसून)`,
    `${MR.insurer}\\s?(?:चे|चा|ची|च्या)\\s+(?:${MR.tie}\\s+)?(?:एजंट|एजेंट|प्रतिनिधी)\\s+(?:नाही|नाहीत|नसून)`,
  ].map(phrase),
  licence: [`(?:परवानाधारक|लायसन्सधारक|परवानाप्राप्त|लायसन्सप्राप्त)\\s+(?:LIC\\s+)?${MR.developmentOfficer}`].map(phrase),
  ranking: [
    `सर्वां?त\\s+(?:जास्त\\s+|अधिक\\s+)?(?:मोठी|मोठा|मोठे|मोठ्या|विश्वासार्ह|विश्वसनीय|भरवशाच${ENDING}|लोकप्रिय|आघाडीच${ENDING}|आघाडीवर|पुढे|जुनी|जुना|जुने|सुरक्षित)`,
    'सर्वश्रेष्ठ|सर्वोत्तम|सर्वोत्कृष्ट|अव्वल|बेजोड|अतुलनीय',
    '(?:नंबर|नं\\.?|क्रमांक|क्र\\.)\\s?(?:1|वन)',
    'नंबर\\s+एक\\s+(?:विमा|कंपनी)',
    `(?:आघाडीच${ENDING}|अग्रगण्य|अग्रणी)\\s+(?:आयुर्विमा|विमा|कंपनी)${ENDING}`,
    `पिढ्यान्?पिढ्या${ENDING}\\s+(?:विश्वास|भरवसा)`,
  ].map(phrase),
  roles: {
    'development-officer': {
      names: phrase(MR.developmentOfficer),
      owner: namingOwner(ownerMr(MR.developmentOfficer, 'विकास\\s+अधिकारी')),
      others: phrase(`शाखे(?:च्या|चे|चा|ची|तील|मधील|तल्या)\\s+(?:एका\\s+)?${MR.developmentOfficer}`),
    },
    agent: {
      names: phrase(MR.agent),
      owner: namingOwner(ownerMr(MR.agent, anyOf('एजंट', 'एजेंट', 'अभिकर्ता'))),
    },
  },
  guarantee: {
    claim: /(?<![\p{L}\p{M}])(?:हमी|खात्रीशीर|गॅरंटीड)/u,
    negated: /(?<![\p{L}\p{M}])(?:हमी|खात्रीशीर|गॅरंटीड)[^.।;:]*?(?:नसते|नाही)/u,
    condition: /चालू असेपर्यंत|चालू असताना|अटी लागू/u,
  },
  minimum: {
    before: /किमान/u,
    after: /^[\p{L}\p{M}]*\s*(?:पासून|किंवा\s+(?:त्याहून\s+|त्यापेक्षा\s+)?(?:अधिक|जास्त))/u,
    of: { minimumSumAssured: /विमा रक्कम|विमा रकमे|विमा संरक्षण|कवच/u, minimumPremium: /हप्त|प्रीमियम/u, minimumPurchasePrice: /खरेदी किंमत/u },
  },
};

/** Rankings written in Latin letters inside a text in any language (“LIC भारत की No.1 कंपनी”). */
const ANY_LANGUAGE_RANKING = [phrase('(?:no|nr)\\.?\\s?1|#\\s?1|number\\s+(?:1|one)|no\\.\\s?one')];

export const POLICY: Record<Locale, WordingPolicy> = Object.fromEntries(
  Object.entries({ en, hi, mr }).map(([locale, policy]) => [locale, { ...policy, ranking: [...policy.ranking, ...ANY_LANGUAGE_RANKING] }]),
) as Record<Locale, WordingPolicy>;

/** Lines the regulator prescribes word for word, in the default language. */
/** The glossary's word for the life assured, the person whose death a death claim follows (GLOSSARY.md). */
export const LIFE_ASSURED: Record<Locale, string> = { en: 'life assured', hi: 'बीमित व्यक्ति', mr: 'विमित व्यक्ती' };

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
  /** Times Internet's news site in Indian languages (The Times of India group): tamil.samayam.com and its others. */
  { name: 'Samayam', domains: ['samayam.com'] },
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
