import { z } from 'zod';
import { INSURER_NEWS, NEWS_PUBLISHERS } from '../policy/policy';
import { OWNER_ROLES, type OwnerRole, type OwnerVoice } from '../policy/roles';

/**
 * What every content schema is made of: the editor's metadata on a field (`.meta()`), the patterns and
 * messages of the rules, the kinds of text (one line, prose, a path, an address, a date) and the
 * texts written for each of the owner's roles. The schemas themselves are in schemas.ts (the pages)
 * and identity.ts (the owner).
 */

/**
 * What the editor at /admin shows for a field, attached to the field where it sits in its schema
 * (`.meta({ label, hint })`) and read back through zod's public API (lib/cms/config.ts walks
 * `z.toJSONSchema()`, which carries it). The same name in two places can say two things:
 * Agency → Branch → Branch code is not Editor sign-in → Git branch.
 */
declare module 'zod' {
  interface GlobalMeta {
    /** The field's name in the editor, and in the build's messages (lib/content/registry/places.ts). */
    label?: string;
    /** A line under the field: what to put there. */
    hint?: string;
    /** How the editor shows a text or a path, where its type alone does not say: a multi-line box, an upload, a date, a colour. */
    widget?: 'text' | 'image' | 'date' | 'colour';
    /** The same in every language: typed once, on the default language's side, and copied to the others. */
    shared?: boolean;
    /** The editor's message for a value that does not match the field's pattern (the build's is the schema's own). */
    message?: string;
    /** The editor's pattern, where the JSON Schema's is not one the editor can use (web addresses, e-mail). */
    editorPattern?: string;
    /** A list's items, one of them: "news item". */
    singular?: string;
    /** The field of a list item that names it in the editor's list (its summary), or a summary of Decap's ({{fields.name}}). */
    summary?: string;
    /** The words of an option of a choice, by its value. */
    options?: Record<string, string>;
    /** Placeholders its page fills in ({plan}, {insurer}…): such a text is filled in that one stage, so it cannot use the owner's ({brand}…), which the content build fills in every other text. */
    placeholders?: string[];
    /**
     * A name (the owner's, a town's, the state's), not a sentence: a language written in the same script
     * as an earlier language of the site (Marathi after Hindi) may leave it empty, and uses that one's
     * (lib/content/owner/same-script.ts).
     */
    sameInScript?: boolean;
    /** A fact about the owner (a name, a code, the state), written out: it cannot use the owner's placeholders ({brand}, {town}…), which are made from such facts. */
    identity?: boolean;
    /** Words that depend on the owner's role: one text for each (byRole). */
    byRole?: boolean;
    /** Words that say "we" or "I": one text for each voice (byVoice). */
    byVoice?: boolean;
  }
}

export { OWNER_ROLES, OWNER_VOICES, type OwnerRole, type OwnerVoice } from '../policy/roles';

/** The web domains a news item may link to: the insurer's and the listed publishers' (policy.ts). */
const NEWS_DOMAINS = [...INSURER_NEWS.domains, ...NEWS_PUBLISHERS.flatMap((publisher) => publisher.domains)];

/** Regular expressions behind the content rules, shared with the editor's configuration. */
export const PATTERNS = {
  /**
   * An Indian number as it is dialled from anywhere: +91, then the 10-digit mobile number (starting 6,
   * 7, 8 or 9), or the STD code and the landline number, 10 digits in all (+91 253 2345678); spaces or
   * hyphens where the owner puts them, but between the STD code and the number for a landline.
   */
  phone: /^\+91[ -]?(?:[6-9](?:[ -]?\d){9}|[1-8]\d[ -]\d(?:[ -]?\d){7}|[1-8]\d{2}[ -]\d(?:[ -]?\d){6}|[1-8]\d{3}[ -]\d(?:[ -]?\d){5})$/,
  /** WhatsApp's form of an Indian mobile number: 91 and the 10 digits, nothing else (wa.me reads the country from the first digits). */
  whatsapp: /^91[6-9]\d{9}$/,
  postalCode: /^\d{6}$/,
  /** A time of day on the 24-hour clock, e.g. 09:30 or 17:30. */
  time: /^(?:[01]\d|2[0-3]):[0-5]\d$/,
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

/**
 * The plan number and UIN a brochure address on licindia.in carries, where it carries them:
 * …/lic-s-jeevan-labh-plan-736-512n304v03 carries plan 736 and UIN 512N304V03, …/lic-s-new-jeevan-shanti-
 * plan-no.-758-uin-512n338v08- plan 758 and 512N338V08, …/lic-s-amritbaal-774%09512n365v02 (a tab between
 * them) 774 and 512N365V02; …/lic-s-jeevan-tarun neither. A plan number is three digits just before the
 * UIN (“uin” between them allowed) or just after “plan” or “no”.
 */
export function brochureIds(url: string): { planNo?: string; uin?: string } {
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/%[0-9a-f]{2}/gi, (code) => {
    const character = String.fromCharCode(parseInt(code.slice(1), 16));
    return /[a-z0-9]/i.test(character) ? character : ' ';
  });
  const words = path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const uin = words.findIndex((word) => /^512[nl]\d{3}v\d{2}$/.test(word));
  const planNo = words.findIndex(
    (word, i) =>
      /^\d{3}$/.test(word) &&
      ((uin >= 0 && (i + 1 === uin || (words[i + 1] === 'uin' && i + 2 === uin))) || ['plan', 'no'].includes(words[i - 1] ?? '')),
  );
  return { ...(planNo >= 0 ? { planNo: words[planNo] } : {}), ...(uin >= 0 ? { uin: words[uin]!.toUpperCase() } : {}) };
}

/** A UIN's version: 3 for 512N304V03. */
export const uinVersion = (uin: string) => Number(uin.slice(-2));

/** The messages of those rules, shown by the build and by the editor alike. */
export const MESSAGES = {
  phone:
    'must be +91 and the 10-digit mobile number (starting 6 to 9), like +91 98765 43210, or +91, the STD code, a space and the landline number (10 digits after +91), like +91 253 2345678',
  whatsapp:
    'must be 91 and the 10-digit mobile number (starting 6 to 9), digits only, like 919876543210: without 91, WhatsApp opens a chat with a number in another country',
  postalCode: 'must be a six-digit PIN code',
  time: 'must be a time on the 24-hour clock, like 09:30 or 17:30',
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

/**
 * Markup: “<” before a letter, “/” or “!” (<b>, </script>, <!--). A text field holds words, which
 * every page shows as they are written, so a tag would reach the visitor as the tag's letters; “age < 18”
 * is words.
 */
const MARKUP = /<[a-z/!][^<>]{0,40}>?/i;

/**
 * A pictograph (an emoji, a flag): © ® ™ are signs, not pictographs. A plan's name is LIC's, as its
 * brochure spells it, and a flame after it reads as hype.
 */
const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3\uFE0F]+/u;

/**
 * A problem of a text whose words a rule refused: the build quotes them with the text around them
 * (read.ts turns `params.words` into an excerpt), the editor shows the message.
 */
const refuse = (pattern: RegExp, message: (words: string) => string) => (text: string, context: z.core.$RefinementCtx<string>) => {
  const words = pattern.exec(text)?.[0];
  if (words) context.addIssue({ code: 'custom', message: message(words), params: { words } });
};

/** Any text of the content: one line or more, not empty, words and no markup. */
export const nonEmpty = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .superRefine(
    refuse(MARKUP, (tag) => `must not contain markup (“${tag}”): write the words alone, which every page shows as they are written`),
  );
/**
 * The longest a name, heading or title may be, about twice the longest the site has had, so that every
 * page's layout holds it (a banner title is the home page's first heading, a category's name sits on
 * the wheel). The editor's hint says the bound.
 */
export const LONGEST = { planName: 60, name: 60, shortName: 20, heading: 120, eyebrow: 60, slideTitle: 80, newsTitle: 150, needName: 40 };
/** A text of at most `most` characters. */
export const bounded = (most: number) =>
  nonEmpty.max(most, { error: (issue) => `must be at most ${most} characters (it has ${String(issue.input).length})` });
/** A heading or a title of a page, a section, a block or an item. */
export const heading = bounded(LONGEST.heading);
/** The small line above a heading. */
export const eyebrow = bounded(LONGEST.eyebrow);
/** A person's, a place's or an agency's name. */
export const name = bounded(LONGEST.name);
/** A plan's name as LIC's brochure spells it: no pictograph. */
export const planName = bounded(LONGEST.planName).superRefine(
  refuse(PICTOGRAPH, (sign) => `must not hold a pictograph (“${sign}”): a plan’s name is LIC’s, as its brochure spells it`),
);

/** Prose: a text longer than a line, in a multi-line box in the editor. */
export const prose = nonEmpty.meta({ widget: 'text' });
/** A text that matches one of PATTERNS, refused with its message by the build and the editor alike. */
export const matching = (name: keyof typeof PATTERNS & keyof typeof MESSAGES) =>
  z.string().regex(PATTERNS[name], MESSAGES[name]).meta({ message: MESSAGES[name] });
export const slug = matching('slug');
/** A path to a file under public/, written from the site root, e.g. /images/logo.svg */
export const imagePath = z
  .string()
  .regex(/^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|gif)$/i, 'must be a site path like /images/name.svg')
  .meta({ widget: 'image' });
export const httpsUrl = z
  .url({ protocol: /^https$/, error: 'must be an https:// address' })
  .meta({ editorPattern: '^https:\\/\\/\\S+$', message: 'must be an https:// address' });
export const hexColour = matching('hexColour').meta({ widget: 'colour' });
export const ddmmyyyy = z
  .string()
  .refine((value) => parseDate(value) !== null, 'must be a real date written DD/MM/YYYY')
  .meta({ widget: 'date' });

/** Parses DD/MM/YYYY into a UTC date, or null when it is not a real calendar date in that form. */
export function parseDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  return date.getUTCDate() === Number(dd) && date.getUTCMonth() === Number(mm) - 1 ? date : null;
}

/**
 * The words of a site address's name that begin with “lic” (www.licadvisor-nashik.in: “licadvisor”;
 * lic-agent.github.io: “lic”): LIC's name in an intermediary's address reads as LIC's own site, which
 * LIC's approval refuses. A word that only holds the letters (public, relic) is not LIC's name.
 */
function licWordsIn(url: string): string[] {
  if (!URL.canParse(url)) return [];
  return new URL(url).hostname
    .toLowerCase()
    .split(/[.-]/)
    .filter((word) => word.startsWith('lic'));
}

/** The editor's form of that rule: no word of the address's name (after https://, a dot or a hyphen) begins with “lic”. */
const NOT_LIC_ADDRESS = '^https:\\/\\/(?![lL][iI][cC])(?![^\\/?#\\s]*[.-][lL][iI][cC])\\S+$';
const NOT_LIC_MESSAGE =
  'must be an https:// address whose name has no word beginning with “lic”: LIC’s name in the address reads as LIC’s own site';

/** The address the site is published at: an https address that does not read as LIC's (see licWordsIn). */
export const siteAddress = httpsUrl
  .superRefine((url, context) => {
    const words = licWordsIn(url);
    if (words.length > 0)
      context.addIssue({
        code: 'custom',
        message: `${NOT_LIC_MESSAGE} (“${words.join('”, “')}”); choose an address of your own name or your agency’s`,
      });
  })
  .meta({ editorPattern: NOT_LIC_ADDRESS, message: NOT_LIC_MESSAGE });

/** An address on the insurer's own site, licindia.in. */
export const licindiaUrl = httpsUrl
  .refine((href) => PATTERNS.licindia.test(href), MESSAGES.licindia)
  .meta({ editorPattern: PATTERNS.licindia.source, message: MESSAGES.licindia });

/** One of the important links on /news (content/links.json → items): a page of the insurer's own site. */
export const importantLinkSchema = z.strictObject({
  label: nonEmpty,
  description: prose,
  href: licindiaUrl.meta({ label: 'Link', hint: 'Only addresses on licindia.in, the insurer’s own site.' }),
  /** The link goes to a licindia.in page that leads to the page it names, whose own address no source shows: the build lists it. */
  leadsThere: z.boolean().optional().meta({
    label: 'Goes to a page that leads there',
    hint: 'On while Link is a licindia.in page that leads to the page this link names (no source shows that page’s own address). The build lists it until you put the page’s own address and turn this off. Set it the same in every language.',
  }),
});

/** Where a news item leads: the insurer's own site, or a listed newspaper's or news agency's. */
export const newsLinkUrl = httpsUrl
  .refine((href) => PATTERNS.newsLink.test(href), MESSAGES.newsLink)
  .meta({ editorPattern: PATTERNS.newsLink.source, message: MESSAGES.newsLink });

/** An address of the insurer, the regulator or the Insurance Ombudsman. */
export const grievanceUrl = httpsUrl
  .refine((href) => PATTERNS.grievance.test(href), MESSAGES.grievance)
  .meta({ editorPattern: PATTERNS.grievance.source, message: MESSAGES.grievance });

/**
 * Words that depend on the owner's role: one text for each role. The site shows the one for the
 * role of content/agency.json, so a change of role needs no other edit; both are checked.
 */
export const byRole = <T extends z.ZodType>(text: T) =>
  z
    .strictObject(
      Object.fromEntries(
        OWNER_ROLES.map((role) => [role, text.meta({ label: `As ${role === 'agent' ? 'an agent' : 'a development officer'}` })]),
      ) as Record<OwnerRole, T>,
    )
    .meta({ byRole: true });

/**
 * Words that speak for the owner, written saying "we" (a team) and "I" (one person): the site shows
 * the one for content/agency.json → voice, so a change of voice needs no other edit.
 */
export const byVoice = <T extends z.ZodType>(text: T) =>
  z
    .strictObject({ we: text.meta({ label: 'Saying “we”' }), I: text.meta({ label: 'Saying “I”' }) } as Record<OwnerVoice, T>)
    .meta({ byVoice: true });

/** A heading and a text in the owner's voice: “Let us help” or “Let me help”. */
export const voiced = { heading: byVoice(heading).meta({ label: 'Heading' }), text: byVoice(prose).meta({ label: 'Text' }) };

/** A list of texts in the owner's voice (a page's paragraphs, a task's steps), one list for each voice: `item` names one of them. */
export const voicedList = (item: string, atLeastOne?: string) =>
  byVoice(
    z
      .array(prose.meta({ label: item }))
      .min(1, atLeastOne)
      .meta({ summary: item.toLowerCase() }),
  );

/** Content as the pages read it: each text written for both roles becomes the one for the owner's role, and for both voices the voice's. */
export type Resolved<T> =
  T extends Record<OwnerRole, infer U>
    ? Resolved<U>
    : T extends Record<OwnerVoice, infer U>
      ? Resolved<U>
      : T extends (infer E)[]
        ? Resolved<E>[]
        : T extends object
          ? { [K in keyof T]: Resolved<T[K]> }
          : T;
