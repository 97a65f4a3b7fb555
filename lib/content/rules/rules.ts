import { DEFAULT_LOCALE, SCRIPTS, type Locale } from '@/lib/i18n/locales';
import { OTHER_DIGITS } from './figures';
import {
  ARTICLE_NUMBER,
  INDEX_PAGES,
  INSURER_NEWS,
  NEWS_PUBLISHERS,
  OTHER_ROLE_REFUSED,
  POLICY,
  PRESCRIBED,
  type WordingPolicy,
} from '../policy/policy';
import { reading, type Found } from '../policy/phrases';
import { isPlanFile } from '../registry/registry';
import { excerpt, valueAt } from './problems';
import {
  GUARANTEED_KINDS,
  OWNER_ROLES,
  PATTERNS,
  brochureIds,
  parseDate,
  uinVersion,
  type AboutContent,
  type Agency,
  type NewsItem,
  type OwnerRole,
  type PlanKind,
  type PlansPageContent,
  type Plan,
} from '../schema/schemas';

/**
 * The rules of what the site may say, checked on every build. Each problem names the file, the field
 * and the value (see `problem` in load.ts). What cannot be checked is written down for the owner in
 * docs/compliance.md ("What the build refuses").
 */

type Key = PropertyKey;
export type Problem = (file: string, keys: readonly Key[], message: string, value: unknown) => string;

/**
 * One language's content as it was read, with the file each part came from. `aboutOwner` marks the
 * files that speak of the site's owner (not the plans, nor the news). The news is the site's own
 * summary of what a source reported, so every rule holds for it too: a newspaper's “largest” is not
 * repeated.
 */
export type Document = { file: string; locale: Locale; keys: Key[]; data: unknown; aboutOwner: boolean };

/** Where a field sits, after the name of what holds it: .details[0].Description. */
export const fieldPath = (keys: readonly Key[]) => keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('');

/** Every string in a piece of content, with where it sits. */
export function stringsIn(data: unknown, keys: Key[] = []): [Key[], string][] {
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
export function checkGuaranteedReturns(file: string, product: Plan, problem: Problem): string[] {
  const index = product.categories.indexOf('guaranteed-returns');
  if (index < 0 || GUARANTEED_KINDS.includes(product.kind)) return [];
  const why = NOT_GUARANTEED[product.kind as keyof typeof NOT_GUARANTEED];
  return [
    problem(
      file,
      ['categories', index],
      `cannot be guaranteed-returns: the plan's kind is ${product.kind}, and ${why}`,
      'guaranteed-returns',
    ),
  ];
}

/** While any plan is unit-linked, every language needs the regulator's statements its page shows. */
export function checkUnitLinkedStatements(
  planPagesFile: string,
  plansPage: Partial<Record<Locale, Pick<PlansPageContent, 'unitLinked'>>>,
  unitLinked: { file: string; product: Plan }[],
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

/**
 * A plan's number and UIN are the ones its brochure address carries, where it carries them
 * (…/lic-s-jeevan-labh-plan-736-512n304v03: plan 736, UIN 512N304V03; brochureIds): a transposed plan
 * number or another plan's UIN is refused, and so is a UIN of an earlier version than the address's.
 * A later version is not: LIC keeps a page's first address when it revises the plan (Yuva Term's page
 * still says v01 of a plan now at V02), so the owner's checks list it (placeholders.ts) instead.
 */
export function checkBrochureIds(file: string, product: Plan, problem: Problem): string[] {
  if (!product.brochureUrl) return [];
  const carried = brochureIds(product.brochureUrl);
  const address = `its brochure address, ${product.brochureUrl.replace(/^https:\/\/[^/]+/, '…')}`;
  const problems: string[] = [];
  const given = (value: string) => !/^X+$/i.test(value);
  if (carried.planNo && given(product.planNo) && carried.planNo !== product.planNo)
    problems.push(
      problem(
        file,
        ['planNo'],
        `must be the plan number ${address}, carries (${carried.planNo}): check both against the plan’s brochure on licindia.in`,
        product.planNo,
      ),
    );
  const uin = product.uin.toUpperCase();
  if (carried.uin && given(uin) && (carried.uin.slice(0, -2) !== uin.slice(0, -2) || uinVersion(uin) < uinVersion(carried.uin)))
    problems.push(
      problem(
        file,
        ['uin'],
        `must be the UIN ${address}, carries (${carried.uin}), or a later version of it: check both against the plan’s current brochure on licindia.in`,
        product.uin,
      ),
    );
  return problems;
}

/** The publisher is one person: role, code, branch code and the insurer's approval are the same in every language. */
export function checkOneOwner(file: string, agency: Partial<Record<Locale, Agency>>, problem: Problem): string[] {
  const reference = agency[DEFAULT_LOCALE];
  if (!reference) return [];
  const shared: [Key[], (a: Agency) => unknown][] = [
    [['role'], (a) => a.role],
    [['code'], (a) => a.code],
    [['branch', 'code'], (a) => a.branch.code],
    [['approval'], (a) => a.approval],
  ];
  return (Object.entries(agency) as [Locale, Agency][]).flatMap(([locale, own]) =>
    shared
      .filter(([, get]) => JSON.stringify(get(own)) !== JSON.stringify(get(reference)))
      .map(([keys, get]) => problem(file, [locale, ...keys], `must be the same as ${DEFAULT_LOCALE}.${keys.join('.')}`, get(own))),
  );
}

/**
 * A plan's sales status decides where it may appear: a plan on sale is listed under at least one need;
 * a plan not on sale (withdrawn, or its status not settled yet) is neither trending nor listed under a need
 * (its page stays, for the people who hold its policies), and only a withdrawn plan may carry the day it
 * was withdrawn. A unit-linked plan's UIN has an L, any other an N.
 */
export function checkPlanStatus(file: string, product: Plan, problem: Problem): string[] {
  const problems: string[] = [];
  if (product.status !== 'on-sale') {
    const why = product.status === 'withdrawn' ? 'the plan is withdrawn from sale' : 'its sales status is not settled yet (a placeholder)';
    if (product.isTrending === true)
      problems.push(problem(file, ['isTrending'], `must not be true: ${why}, so it cannot be shown as trending`, true));
    product.categories.forEach((category, index) =>
      problems.push(problem(file, ['categories', index], `must be removed: ${why}, so it is listed under no need`, category)),
    );
  } else if (product.categories.length === 0) {
    problems.push(problem(file, ['categories'], 'must list at least one category', product.categories));
  }
  if (product.status !== 'withdrawn' && product.withdrawnOn)
    problems.push(problem(file, ['withdrawnOn'], 'must be left out unless the plan is withdrawn', product.withdrawnOn));
  const letter = product.uin.match(/^512([NL])/)?.[1];
  const expected = product.kind === 'unit-linked' ? 'L' : 'N';
  if (letter && letter !== expected) {
    problems.push(
      problem(
        file,
        ['uin'],
        `must have ${expected} after 512: the plan's kind is ${product.kind}, and the insurer's UINs carry L for linked plans and N for the others`,
        product.uin,
      ),
    );
  }
  return problems;
}

/** The insurer's published figures on About are the same in every language: value and unit, in the same order. */
export function checkSameAboutFigures(
  file: string,
  about: Partial<Record<Locale, Pick<AboutContent, 'whyLic'>>>,
  problem: Problem,
): string[] {
  const reference = about[DEFAULT_LOCALE]?.whyLic.figures;
  if (!reference) return [];
  return (Object.entries(about) as [Locale, Pick<AboutContent, 'whyLic'>][]).flatMap(([locale, page]) =>
    (page.whyLic.figures ?? []).flatMap((figure, index) => {
      const original = reference[index];
      if (original && original.value === figure.value && original.unit === figure.unit) return [];
      return [
        problem(file, [locale, 'whyLic', 'figures', index], `must have the value and unit of ${DEFAULT_LOCALE}.whyLic.figures[${index}]`, {
          value: figure.value,
          unit: figure.unit,
        }),
      ];
    }),
  );
}

/** The line every plan page carries is the regulator's, word for word, in the default language. */
export function checkPrescribedLines(
  file: string,
  plansPage: { disclosures: Pick<PlansPageContent['disclosures'], 'riskFactors'> } | undefined,
  problem: Problem,
): string[] {
  if (!plansPage) return [];
  const text = plansPage.disclosures.riskFactors;
  return text.includes(PRESCRIBED.riskFactors)
    ? []
    : [problem(file, [DEFAULT_LOCALE, 'disclosures', 'riskFactors'], `must say, word for word: “${PRESCRIBED.riskFactors}”`, text)];
}

/** Whether a host is one of the domains, or a subdomain of one. */
const onDomain = (host: string, domains: readonly string[]) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * A news item names who published it and leads to that source's own page for it: LIC's release
 * itself on licindia.in (not the list of releases, nor the home page), or the article itself of a
 * newspaper or news agency policy.ts lists (an address with the article's number, not a home, section
 * or tag page). Its `source` names that publisher (LIC for licindia.in), as the publisher's own name,
 * so a link cannot lead somewhere other than the source the card names. (The schema refuses a link
 * to any other site.)
 */
export function checkNewsLinks(file: string, locale: Locale, news: NewsItem[], problem: Problem): string[] {
  return news.flatMap((item, index) => {
    const url = new URL(item.link);
    const host = url.hostname.toLowerCase();
    const path = url.pathname.replace(/\/+$/, '').toLowerCase();
    const where = (field: 'link' | 'source') => [locale, 'items', index, field] as const;
    const problems: string[] = [];
    const fromInsurer = onDomain(host, INSURER_NEWS.domains);
    if (fromInsurer && INDEX_PAGES.includes(path)) {
      problems.push(
        problem(
          file,
          where('link'),
          'must lead to the release itself on licindia.in, not to the list of releases or the home page',
          item.link,
        ),
      );
    }
    if (!fromInsurer && !ARTICLE_NUMBER.test(path)) {
      problems.push(
        problem(
          file,
          where('link'),
          'must lead to the article itself (its address carries the article’s number), not to the publisher’s home page or a list of articles',
          item.link,
        ),
      );
    }
    const names = fromInsurer ? [INSURER_NEWS.name] : NEWS_PUBLISHERS.filter((p) => onDomain(host, p.domains)).map((p) => p.name);
    if (names.length > 0 && !names.some((name) => item.source.includes(name))) {
      problems.push(problem(file, where('source'), `must name the publisher the link leads to: ${names.join(' or ')}`, item.source));
    }
    return problems;
  });
}

/** The calendar day a moment falls on in India, where the site's news happens and its owner builds it: a date at 00:00 UTC. */
function dayInIndia(now: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/**
 * The items that keep the news in order, oldest first: the longest run of items, in the list's order,
 * whose dates never go back (the first such run where there are several). Any other item is out of place.
 */
function inOrder(times: number[]): Set<number> {
  const length = times.map(() => 1);
  const before = times.map(() => -1);
  times.forEach((time, i) => {
    for (let j = 0; j < i; j++)
      if (times[j]! <= time && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        before[i] = j;
      }
  });
  const kept = new Set<number>();
  for (let at = length.indexOf(Math.max(...length)); at >= 0; at = before[at]!) kept.add(at);
  return kept;
}

/**
 * A news item is dated the day its source published it: never after the day of the build (`today`,
 * the build's clock, read as a day in India), and the list runs oldest first (the site shows it newest
 * first), so a new item goes at the end. An item out of place is named, not the one after it: the
 * items that keep the order are the most that can (a date typed 2027 for 2025 in the first item names
 * the first item).
 */
export function checkNewsDates(file: string, locale: Locale, news: NewsItem[], today: Date, problem: Problem): string[] {
  const day = dayInIndia(today).getTime();
  const dated = news.flatMap((item, index) => {
    const time = parseDate(item.date)?.getTime();
    return time === undefined ? [] : [{ index, time, date: item.date }];
  });
  const problems = dated
    .filter(({ time }) => time > day)
    .map(({ index, date }) =>
      problem(
        file,
        [locale, 'items', index, 'date'],
        `is after the day of this build (${ddmmyyyy(new Date(day))}): a news item is dated the day its source published it`,
        date,
      ),
    );
  const kept = inOrder(dated.map(({ time }) => time));
  dated.forEach(({ index, time, date }, at) => {
    if (kept.has(at)) return;
    const next = dated.find((other, i) => i > at && kept.has(i));
    const previous = dated.findLast((other, i) => i < at && kept.has(i));
    const why =
      next && time > next.time
        ? `is later than item ${next.index} (${next.date}), which comes after it`
        : `is older than item ${previous?.index ?? 0} (${previous?.date ?? ''}), which comes before it`;
    problems.push(
      problem(
        file,
        [locale, 'items', index, 'date'],
        `${why}: news is listed oldest first, so add new items at the end, or correct this date`,
        date,
      ),
    );
  });
  return problems;
}

/** A number written with commas in Western groups of three (5,000,000 or 125,000) instead of Indian ones (50,00,000, 1,25,000). */
const GROUPED = /\d{1,3}(?:,\d{2,3})+(?!\d)/g;
const INDIAN = /^\d{1,2}(?:,\d{2})*,\d{3}$/;

/** Lakh and crore in Latin letters, or the Cr abbreviation. */
const LATIN_UNITS = /\b(?:lakhs?|lacs?|crores?|Cr)\b/i;

/** A web address (a link's target), e.g. a newspaper's article whose address says “crore”. */
const WEB_ADDRESS = /^https?:\/\/\S+$/;

/** A value that is a code rather than words (a slug, an enum value such as "rupee-crore"). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Fields that only name a thing (a heading, a title): a guarantee they name is stated, with its condition, in the text they head. */
const NAMING_FIELDS = new Set(['title', 'heading', 'eyebrow', 'label', 'name']);

/** A path, an address or a code (a slug, an enum value): not a sentence that claims anything. */
const isCode = (text: string) => SLUG.test(text) || /^(?:\/|mailto:|tel:)\S*$/.test(text);

/** Devanagari digits, as a run: the figure a text writes with them. */
const OTHER_DIGITS_RUN = new RegExp(`${OTHER_DIGITS.source}+`);

/** Whether a piece of content is a link to the insurer's own site: its words may name the site it leads to. */
const leadsToInsurer = (data: unknown) =>
  data !== null &&
  typeof data === 'object' &&
  Object.values(data).some((value) => typeof value === 'string' && PATTERNS.licindia.test(value));

/** A guarantee a text claims without its condition: the word that claims it (“गारंटीड”), where no “not guaranteed” says it, or nothing. */
function unconditionalGuarantee(text: string, { claim, negated, condition }: WordingPolicy['guarantee']): Found | undefined {
  if (condition.test(text)) return undefined;
  const denied = [...text.matchAll(new RegExp(negated.source, `${negated.flags}g`))].map((m) => [m.index, m.index + m[0].length] as const);
  const word = [...text.matchAll(new RegExp(claim.source, `${claim.flags}g`))].find(
    (m) => !denied.some(([from, to]) => m.index >= from && m.index < to),
  );
  if (!word) return undefined;
  // The whole word, as the text writes it (गारंटी is the start of गारंटीड).
  const end = word.index + word[0].length + (/^[\p{L}\p{M}]*/u.exec(text.slice(word.index + word[0].length))?.[0].length ?? 0);
  return { words: text.slice(word.index, end), start: word.index, end };
}

/** The owner as content/agency.json gives them: the role, and the name in each language. */
export type Owner = { role: OwnerRole; person?: Partial<Record<Locale, string>> };

const AS_OWNER: Record<OwnerRole, string> = { agent: 'an agent', 'development-officer': 'a development officer' };
/** Who else a page may name with another role's words, by that role. */
const OTHERS_ALLOWED: Record<OwnerRole, string> = {
  agent: 'the agents the owner recruits may be named',
  'development-officer': 'the branch’s development officer may be named as such',
};

/**
 * One kind of claim a text may not make: where it is found in a language, and why it is refused. A
 * text is searched only if it says `words` (a role's names: a quick test before the slower patterns).
 */
type Claim = { patterns: { pattern: RegExp; except?: RegExp; notInLink?: boolean }[]; why: string; words?: RegExp };

/** The claims a document's texts may not make (the patterns are in policy.ts). */
function claimsFor(document: Document, owner: Owner | undefined): Claim[] {
  const policy = POLICY[document.locale];
  const person = owner?.person?.[document.locale];
  const claims: Claim[] = [
    {
      patterns: policy.independence.map((pattern) => ({ pattern })),
      why: 'the site never claims to be independent of the insurer (nor of every insurer): its owner sells and services LIC’s plans for LIC',
    },
    {
      patterns: [...policy.officialSite.claims.map((pattern) => ({ pattern })), { pattern: policy.officialSite.title, notInLink: true }],
      why: 'the site is its owner’s advertisement, never the insurer’s own site: no text may say it is LIC’s (official or authorised) website, as every page’s footer says it is not',
    },
    {
      patterns: policy.licence.map((pattern) => ({ pattern })),
      why: 'a development officer holds no licence of his own: only an agent is licensed',
    },
    {
      patterns: policy.ranking.map((pattern) => ({ pattern })),
      why: 'an insurance advertisement may not claim a ranking or superlative, on any criterion',
    },
    {
      patterns: policy.policyholderDeath.map((pattern) => ({ pattern })),
      why: 'a death claim follows the death of the life assured (the person whose life is insured), not of the policyholder: in a child’s policy they are different people',
    },
  ];
  if (isPlanFile(document.file))
    claims.push({
      patterns: [{ pattern: policy.ownerVoice }],
      why: 'a plan’s words speak of LIC’s plan, never for you, so they read the same whichever voice you choose (Agency → Your texts say): what you offer is said on every plan’s page in your voice',
    });
  if (document.aboutOwner && owner)
    for (const other of OWNER_ROLES.filter((role) => role !== owner.role)) {
      const { names, owner: naming, others } = policy.roles[other];
      claims.push({
        words: names,
        patterns: [
          { pattern: naming(person) },
          ...(OTHER_ROLE_REFUSED[other] === 'anywhere-but-of-others' ? [{ pattern: names, except: others }] : []),
        ],
        why: `content/agency.json says the owner is ${AS_OWNER[owner.role]}, so no page may call the owner ${AS_OWNER[other]} (${OTHERS_ALLOWED[other]})`,
      });
    }
  return claims;
}

/**
 * What no text may say, in any language (the patterns are in policy.ts, their examples in wording.test.ts):
 * - that the site is independent of the insurer, or a licence a development officer does not hold;
 * - where a file speaks of the owner, another role's name for the owner: a development officer is not
 *   an agent, and an agent is not a development officer (OTHER_ROLE_REFUSED says where);
 * - a ranking or superlative of the insurer ("largest", "No. 1", "सबसे बड़ी");
 * - the policyholder's death where the life assured's is meant;
 * - a guarantee without its condition (the policy in force, conditions apply) in the same text;
 * - a number grouped the Western way (₹50,00,000, not ₹5,000,000), or digits other than 0–9;
 * - lakh or crore in Latin letters on a page in another script.
 * A claim is reported once per text, as the text writes it.
 */
export function checkWording(documents: Document[], owner: Owner | undefined, problem: Problem): string[] {
  const problems: string[] = [];
  for (const document of documents) {
    const { file, locale, keys, data } = document;
    const policy = POLICY[locale];
    if (!policy) continue;
    const refused = claimsFor(document, owner);
    for (const [path, text] of stringsIn(data)) {
      // A web address is where a link leads, not words a visitor reads: its own words are the site's it leads to.
      if (WEB_ADDRESS.test(text)) continue;
      const where = [...keys, ...path];
      const field = String(path[path.length - 1] ?? '');
      const read = reading(text);
      const inLink = leadsToInsurer(valueAt(data, path.slice(0, -1)));
      for (const { patterns, why, words } of isCode(text) ? [] : refused) {
        if (words && !read.find(words)) continue;
        const found = patterns
          .filter(({ notInLink }) => !(notInLink && inLink))
          .map(({ pattern, except }) => read.find(pattern, except))
          .find(Boolean);
        if (found) problems.push(problem(file, where, `must not say “${found.words}”: ${why}`, excerpt(text, found.start, found.end)));
      }
      // A slug, a path or an address (no spaces) is not a sentence that claims anything.
      if (!NAMING_FIELDS.has(field) && /\s/.test(text.trim())) {
        const claim = unconditionalGuarantee(text, policy.guarantee);
        if (claim) {
          problems.push(
            problem(
              file,
              where,
              `claims a guarantee without its condition (“${claim.words}”): say in the same text that it holds while the policy is in force (all due premiums paid), or “conditions apply”`,
              excerpt(text, claim.start, claim.end),
            ),
          );
        }
      }
      for (const match of text.matchAll(GROUPED)) {
        if (!INDIAN.test(match[0]))
          problems.push(
            problem(
              file,
              where,
              `writes ${match[0]} in Western groups: use Indian digit grouping (12,500 · 1,25,000 · 50,00,000)`,
              excerpt(text, match.index, match.index + match[0].length),
            ),
          );
      }
      const digits = OTHER_DIGITS_RUN.exec(text);
      if (digits)
        problems.push(
          problem(
            file,
            where,
            'writes digits other than 0–9: every page writes figures with 0–9',
            excerpt(text, digits.index, digits.index + digits[0].length),
          ),
        );
      const unit = SCRIPTS[locale] !== 'latin' && !SLUG.test(text) ? LATIN_UNITS.exec(text) : null;
      if (unit) {
        problems.push(
          problem(
            file,
            where,
            `writes lakh or crore in Latin letters (or Cr): use the language’s own words for them (found “${unit[0]}”)`,
            excerpt(text, unit.index, unit.index + unit[0].length),
          ),
        );
      }
    }
  }
  return problems;
}
