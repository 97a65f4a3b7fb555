import { getDictionary, type Dictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { GUARANTEED_KINDS, OWNER_ROLES, type Agency, type PlanKind, type PlansPageContent, type Product } from './schemas';

/**
 * The rules of what the site may say, checked on every build. Each problem names the file, the field
 * and the value (see `problem` in load.ts). What cannot be checked is written down for the owner in
 * the README ("What the site says").
 */

type Key = PropertyKey;
export type Problem = (file: string, keys: readonly Key[], message: string, value: unknown) => string;

/**
 * One language's content as it was read, with the file each part came from. `aboutOwner` marks the
 * files that speak of the site's owner (not the plans, nor the insurer's news).
 */
export type Document = { file: string; locale: Locale; keys: Key[]; data: unknown; aboutOwner: boolean };

/** Every string in a piece of content, with where it sits. */
function stringsIn(data: unknown, keys: Key[] = []): [Key[], string][] {
  if (typeof data === 'string') return [[keys, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => stringsIn(item, [...keys, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => stringsIn(value, [...keys, key]));
  return [];
}

/** Why a kind of plan may not be listed under guaranteed-returns. */
const NOT_GUARANTEED: Record<Exclude<PlanKind, (typeof GUARANTEED_KINDS)[number]>, string> = {
  participating: 'a participating plan’s benefits depend on bonuses, which are not guaranteed until declared',
  'unit-linked': 'a unit-linked plan’s value follows the market, and the investment risk is borne by the policyholder',
  term: 'a term plan pays only on death and returns nothing at the end of the term',
};

/** A plan whose benefits are not fixed by the policy cannot be listed as guaranteed returns. */
export function checkGuaranteedReturns(file: string, product: Product, problem: Problem): string[] {
  const index = product.categories.indexOf('guaranteed-returns');
  if (index < 0 || GUARANTEED_KINDS.includes(product.kind)) return [];
  const why = NOT_GUARANTEED[product.kind as keyof typeof NOT_GUARANTEED];
  return [problem(file, ['categories', index], `cannot be guaranteed-returns: the plan's kind is ${product.kind}, and ${why}`, 'guaranteed-returns')];
}

/** While any plan is unit-linked, every language needs the regulator's statements its page shows. */
export function checkUnitLinkedStatements(
  planPagesFile: string,
  plansPage: Partial<Record<Locale, Pick<PlansPageContent, 'unitLinked'>>>,
  unitLinked: { file: string; product: Product }[],
  problem: Problem,
): string[] {
  const first = unitLinked[0];
  if (!first) return [];
  return (Object.entries(plansPage) as [Locale, Pick<PlansPageContent, 'unitLinked'>][])
    .filter(([, page]) => page.unitLinked === undefined)
    .map(([locale]) =>
      problem(
        planPagesFile,
        [locale, 'unitLinked'],
        `is required: ${first.file} is a unit-linked plan${unitLinked.length > 1 ? ` (and ${unitLinked.length - 1} more)` : ''}, and every unit-linked plan’s page shows the regulator’s statements written here (the risk borne by the policyholder, no liquidity in the first five years, what the names do not mean)`,
        undefined,
      ),
    );
}

/** The owner's role and code describe one person: the same in every language. */
export function checkOneOwner(file: string, agency: Partial<Record<Locale, Agency>>, problem: Problem): string[] {
  const reference = agency[DEFAULT_LOCALE];
  if (!reference) return [];
  return (Object.entries(agency) as [Locale, Agency][]).flatMap(([locale, own]) => [
    ...(own.role !== reference.role ? [problem(file, [locale, 'role'], `must be the same as ${DEFAULT_LOCALE}.role`, own.role)] : []),
    ...(own.code.number !== reference.code.number ? [problem(file, [locale, 'code', 'number'], `must be the same as ${DEFAULT_LOCALE}.code.number`, own.code.number)] : []),
  ]);
}

/** A number written with commas in Western groups of three (5,000,000 or 125,000) instead of Indian ones (50,00,000, 1,25,000). */
const GROUPED = /\d{1,3}(?:,\d{2,3})+(?!\d)/g;
const INDIAN = /^\d{1,2}(?:,\d{2})*,\d{3}$/;

/** Lakh and crore in Latin letters, or the Cr abbreviation. */
const LATIN_UNITS = /\b(?:lakhs?|lacs?|crores?|Cr)\b/i;

/**
 * What no text may say, in any language:
 * - that the site is independent of the insurer, or (where a file speaks of the owner) another role's
 *   words for the owner: a development officer is not an agent and holds no licence of his own, and an
 *   agent is not a development officer;
 * - a number grouped the Western way (₹50,00,000, not ₹5,000,000);
 * - lakh or crore in Latin letters on a page in another script.
 */
export function checkWording(documents: Document[], role: Agency['role'] | undefined, problem: Problem): string[] {
  const problems: string[] = [];
  for (const { file, locale, keys, data, aboutOwner } of documents) {
    const dict: Dictionary | undefined = getDictionary(locale);
    if (!dict) continue;
    const otherRoles = aboutOwner ? OWNER_ROLES.filter((other) => other !== role) : [];
    const forbidden = [
      ...dict.compliance.forbiddenClaims.map((phrase) => ({ phrase, why: 'the site never claims to be independent of the insurer, nor a licence the owner does not hold' })),
      ...otherRoles.flatMap((other) =>
        dict.roles[other].ownWords.map((phrase) => ({ phrase, why: `content/agency.json says the owner is ${role === 'agent' ? 'an agent' : 'a development officer'}, so no page may call the owner ${dict.roles[other].title}` })),
      ),
    ];
    for (const [path, text] of stringsIn(data)) {
      const where = [...keys, ...path];
      const lower = text.toLocaleLowerCase(dict.meta.intl);
      for (const { phrase, why } of forbidden) {
        if (lower.includes(phrase.toLocaleLowerCase(dict.meta.intl))) problems.push(problem(file, where, `must not say “${phrase}”: ${why}`, text));
      }
      for (const [number] of text.matchAll(GROUPED)) {
        if (!INDIAN.test(number)) problems.push(problem(file, where, `writes ${number} in Western groups: use Indian digit grouping (12,500 · 1,25,000 · 50,00,000)`, text));
      }
      if (dict.meta.script !== 'latin' && LATIN_UNITS.test(text)) {
        problems.push(problem(file, where, 'writes lakh or crore in Latin letters (or Cr): use the language’s own words for them', text));
      }
    }
  }
  return problems;
}
