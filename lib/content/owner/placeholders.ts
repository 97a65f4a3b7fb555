import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlaceholderUrl, productionBranch, productionHost, type BuildEnv } from '@/lib/site-url';
import { DEMO_AGENCY, DEMO_MONOGRAM, DEMO_SITE, EXAMPLE_PHONE, EXAMPLE_WHATSAPP } from './demo';
import { CONTENT_FILES, PLANS_DIR } from '../registry/files';
import { LANGUAGE_NAMES, LOCALES, isLocale, scriptLeader, type Locale } from '@/lib/i18n/locales';
import { contentRoot, siteLocales } from '../registry/site-file';
import { fieldsOf } from '../registry/fields';
import { isStaleNews, NEWS_MONTHS } from '../rules/live';
import { DAY_NAMES } from '../schema/identity';
import { placeOf, SCREENS, screenOf } from '../registry/places';
import { contentFile, isLocalized, isPlanFile, PLANS, writtenOnce } from '../registry/registry';
import { emptyNames, nameAt } from './same-script';
import { brochureIds, uinVersion } from '../schema/schema-parts';
import type { DemoField } from '../schema/schemas';

/**
 * What in content/ is not the owner's yet, read from the files as they are (without validating them,
 * so the editor can say it even while another field is broken):
 * - the owner's identity still the demo's or a placeholder: a row of X (a code: XXXXXXXX), words in
 *   [square brackets] (a name, an address line, the source of a figure), the example phone, e-mail,
 *   site address and social profiles, and the demo owner's own values (demo.ts). Every build lists
 *   them, and a production build on a host stops while any remains (scripts/check-content.mjs): a live site
 *   never shows one;
 * - what a live site needs that only the owner can give: LIC's written approval of the site. A production
 *   build stops without it, like a placeholder;
 * - what the owner still has to check or give, which the site can do without: each plan's key facts
 *   checked against LIC's brochure (a live site leaves unchecked ones out), each plan's descriptor in
 *   LIC's words, the help pages' links to LIC's own pages, the important links that go to a page leading
 *   to the one they name, news older than 12 months (a live site leaves it out), the map position.
 */

type Key = string | number;

/** One thing not the owner's yet. */
type Leftover = {
  file: string;
  /** Where it sits in the file, the language first where the file has languages. */
  keys: Key[];
  /** The value as it is, or what is missing. */
  value: string;
  kind: 'placeholder' | 'demo' | 'example' | 'monogram' | 'not-given' | 'home-page' | 'stale' | 'leads-there';
  /** The languages that leave this name empty and use it (Marathi, after Hindi: same-script.ts): it shows on their pages too. */
  usedBy?: Locale[];
};

/**
 * The owner's identity still the demo's or a placeholder (a live site never shows one), what a live site
 * needs besides (LIC's approval), and the owner's checks.
 */
export type Leftovers = {
  identity: Leftover[];
  required: Leftover[];
  checks: Leftover[];
  /** The languages the site publishes (siteLocales), whose sides the list names. */
  languages: Locale[];
};

/**
 * Whether a text stands for a value the owner has yet to give: a row of X's (a code, a UIN: XXXXXXXX)
 * or words in square brackets, alone or inside a sentence ([Full name], “LIC of India, [Branch] Branch”).
 * Such a value is never shown as if it were real: it reads as what it is, and every build lists it.
 */
export function isPlaceholderText(text: string): boolean {
  return /^X{3,}$/i.test(text.trim()) || /\[[^\]]+\]/.test(text);
}

/** A social profile on the network's own site whose account name is "example". */
const isExampleProfile = (url: string) => isPlaceholderUrl(url) || /\/(?:in\/)?example\/?$/i.test(url);

/** Every string in a piece of JSON, with where it sits. */
function stringsIn(data: unknown, keys: Key[] = []): [Key[], string][] {
  if (typeof data === 'string') return [[keys, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => stringsIn(item, [...keys, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => stringsIn(value, [...keys, key]));
  return [];
}

const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    // A file that cannot be read is reported, with its problem, by the content check.
    return undefined;
  }
};

const isObject = (data: unknown): data is Record<string, unknown> => data !== null && typeof data === 'object' && !Array.isArray(data);
const blocks = (data: unknown): [string, Record<string, unknown>][] =>
  isObject(data) ? (Object.entries(data).filter(([, block]) => isObject(block)) as [string, Record<string, unknown>][]) : [];

/** The files a placeholder may sit in: every content file and every plan's. */
function contentFiles(root: string): string[] {
  const jsonIn = (dir: string) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir))
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => `${dir}/${name}`)
      : [];
  return [...jsonIn('content'), ...jsonIn(PLANS_DIR)];
}

/** The demo's opening hours as the list writes them: Monday to Friday, 10:00 to 17:30. */
const hoursText = (rows: typeof DEMO_SITE.hours) =>
  rows.map((row) => `${DAY_NAMES[row.days[0]]} to ${DAY_NAMES[row.days.at(-1)!]}, ${row.opens} to ${row.closes}`).join('; ');

/** The placeholder of content/site.json: the site's address. */
function inSiteFile(site: Record<string, unknown>, found: Leftover[]) {
  if (typeof site.siteUrl === 'string' && isPlaceholderUrl(site.siteUrl))
    found.push({ file: CONTENT_FILES.site, keys: ['siteUrl'], value: site.siteUrl, kind: 'placeholder' });
}

/** The demo's and the examples' values of what the owner writes once, in agency.json's default block. */
function inOwnerBlock(agency: unknown, own: Set<DemoField>, found: Leftover[]) {
  const [first] = blocks(agency);
  if (!first) return;
  const [locale, owner] = first;
  const file = CONTENT_FILES.agency;
  const text = (key: string) => (typeof owner[key] === 'string' ? (owner[key] as string) : '');
  const add = (keys: Key[], value: string, kind: Leftover['kind']) => found.push({ file, keys: [locale, ...keys], value, kind });
  if (text('phone').replace(/\s/g, '') === EXAMPLE_PHONE.replace(/\s/g, '')) add(['phone'], text('phone'), 'example');
  if (text('whatsapp') === EXAMPLE_WHATSAPP) add(['whatsapp'], text('whatsapp'), 'example');
  if (isPlaceholderUrl(`https://${text('email').split('@')[1] ?? ''}`)) add(['email'], text('email'), 'example');
  if (!own.has('hours') && JSON.stringify(owner.hours) === JSON.stringify(DEMO_SITE.hours))
    add(['hours'], hoursText(DEMO_SITE.hours), 'demo');
  for (const [network, url] of Object.entries(isObject(owner.socials) ? owner.socials : {}))
    if (typeof url === 'string' && isExampleProfile(url)) add(['socials', network], url, 'example');
  if (!own.has('postalCode') && text('postalCode') === DEMO_SITE.postalCode) add(['postalCode'], DEMO_SITE.postalCode, 'demo');
}

/** The demo owner's values in content/agency.json, in each language, and the monogram drawn from the demo's name. */
function inAgencyFile(agency: unknown, own: Set<DemoField>, found: Leftover[]) {
  const file = CONTENT_FILES.agency;
  for (const [locale, block] of blocks(agency)) {
    for (const { field, keys, values } of DEMO_AGENCY) {
      // An agent's site never shows the agents a development officer has recruited: nothing to change there.
      if (field === 'agents' && block.role === 'agent') continue;
      const value = keys.reduce<unknown>((data, key) => (isObject(data) ? data[key] : undefined), block);
      if (!own.has(field) && (typeof value === 'string' || typeof value === 'number') && values.includes(value))
        found.push({ file, keys: [locale, ...keys], value: String(value), kind: 'demo' });
    }
  }
  const [first] = blocks(agency);
  const brand = first?.[1].agencyName;
  if (first && !first[1].logo && !own.has('brand') && DEMO_AGENCY[0]!.values.includes(brand as string))
    found.push({ file, keys: [first[0], 'logo'], value: DEMO_MONOGRAM, kind: 'monogram' });
}

/** Whether a placeholder is one visitors would read: About's figures' source and year only while there are figures. */
function shown(file: string, keys: Key[], data: unknown): boolean {
  if (file !== CONTENT_FILES.about || keys[1] !== 'whyLic') return true;
  const block = blocks(data).find(([locale]) => locale === keys[0])?.[1];
  return isObject(block?.whyLic) && Array.isArray(block.whyLic.figures) && block.whyLic.figures.length > 0;
}

/** What a live site needs that only the owner can give: LIC's written approval (the same in every language: one line, for the first). */
function requiredIn(file: string, data: unknown, found: Leftover[]) {
  const [first] = blocks(data);
  if (file === CONTENT_FILES.agency && first && !first[1].approval)
    found.push({ file, keys: [first[0], 'approval'], value: 'not given yet', kind: 'not-given' });
}

/** What the owner still has to give or check, which the site can do without. */
function checksIn(file: string, data: unknown, found: Leftover[], today: Date) {
  const add = (keys: Key[], value: string, kind: Leftover['kind']) => found.push({ file, keys, value, kind });
  if (file === CONTENT_FILES.site && isObject(data) && data.geo === undefined) add(['geo'], 'not given yet', 'not-given');
  const [first] = blocks(data);
  if (file === CONTENT_FILES.policyHelp && first) {
    const tasks = Array.isArray(first[1].tasks)
      ? (first[1].tasks as { slug?: string; checkedOn?: string; official?: { href?: string } }[])
      : [];
    tasks.forEach((task, index) => {
      if (!task.checkedOn) add([first[0], 'tasks', index, 'checkedOn'], `${task.slug}: not checked yet`, 'not-given');
      const href = task.official?.href;
      if (href && URL.canParse(href) && new URL(href).pathname.replace(/\/+$/, '') === '')
        add([first[0], 'tasks', index, 'official', 'href'], `${href} (LIC's home page, not its page for ${task.slug})`, 'home-page');
    });
  }
  if (file === CONTENT_FILES.news)
    for (const [locale, block] of blocks(data).slice(0, 1)) {
      // The dates are the same in every language: the first language's items.
      const items = Array.isArray(block.items) ? (block.items as { date?: string }[]) : [];
      items.forEach((item, index) => {
        if (isStaleNews(item, today)) add([locale, 'items', index, 'date'], item.date!, 'stale');
      });
    }
  // An important link whose page's own address no source shows goes to a licindia.in page that leads there (the first language's say).
  if (file === CONTENT_FILES.links && first && Array.isArray(first[1].items))
    (first[1].items as { label?: string; href?: string; leadsThere?: boolean }[]).forEach((link, index) => {
      if (link.leadsThere) add([first[0], 'items', index, 'href'], `${link.label} (${link.href})`, 'leads-there');
    });
  if (isPlanFile(file))
    for (const [locale, plan] of blocks(data)) {
      if (plan.descriptor === undefined) add([locale, 'descriptor'], 'not given yet', 'not-given');
      // What the plan is sits in the first (default) language's block only.
      if (plan.keyFacts !== undefined && plan.keyFactsCheckedOn === undefined)
        add(
          [locale, 'keyFactsCheckedOn'],
          'not checked against LIC’s sales brochure yet, so a live site leaves the key facts and the plan’s column in the comparison out',
          'not-given',
        );
      if (plan.status === 'withdrawn' && plan.withdrawnOn === undefined) add([locale, 'withdrawnOn'], 'not given yet', 'not-given');
      const carried = typeof plan.brochureUrl === 'string' ? brochureIds(plan.brochureUrl).uin : undefined;
      const uin = typeof plan.uin === 'string' ? plan.uin.toUpperCase() : '';
      // A later version than the brochure address's (the build refuses an earlier one): LIC's page may have kept its first address.
      if (carried && uin.slice(0, -2) === carried.slice(0, -2) && uinVersion(uin) > uinVersion(carried))
        add(
          [locale, 'uin'],
          `a later version than the brochure address’s (${carried}): LIC keeps a page’s address when it revises a plan, so check the UIN against LIC’s current brochure`,
          'not-given',
        );
    }
}

/** Everything in content/ that is not the owner's yet (see the top of this file), for a build on `today`. */
export function findLeftovers(root = contentRoot(), today = new Date()): Leftovers {
  const identity: Leftover[] = [];
  const required: Leftover[] = [];
  const checks: Leftover[] = [];
  const site = readJson(root, CONTENT_FILES.site);
  const own = new Set<DemoField>(isObject(site) && Array.isArray(site.sameAsDemo) ? (site.sameAsDemo as DemoField[]) : []);
  if (isObject(site)) inSiteFile(site, identity);
  const agency = readJson(root, CONTENT_FILES.agency);
  inAgencyFile(agency, own, identity);
  inOwnerBlock(agency, own, identity);
  for (const file of contentFiles(root)) {
    const data = readJson(root, file);
    for (const [keys, value] of stringsIn(data))
      if (isPlaceholderText(value) && shown(file, keys, data)) identity.push({ file, keys, value, kind: 'placeholder' });
    requiredIn(file, data, required);
    checksIn(file, data, checks, today);
  }
  // A language the site leaves out (Agency → Languages on this site) publishes nothing: nothing of it is listed.
  const published = siteLocales(root);
  const left = new Set<Key>(LOCALES.filter((locale) => !published.includes(locale)));
  const kept = (item: Leftover) => !(isLocalized(item.file) && left.has(item.keys[0]!));
  return {
    identity: identity.filter(kept).map((item) => withUsers(item, agency, published)),
    required: required.filter(kept),
    checks: checks.filter(kept),
    languages: published,
  };
}

/**
 * A name of the owner's file with the languages that leave it empty and use it (same-script.ts): the
 * list names it once, on the side to type. An empty name is never listed itself: the one it uses is.
 */
function withUsers(item: Leftover, agency: unknown, published: readonly Locale[]): Leftover {
  const [locale, ...path] = item.keys;
  const name = item.file === CONTENT_FILES.agency && typeof locale === 'string' && isLocale(locale) ? nameAt(path) : undefined;
  if (!name) return item;
  const block = (other: Locale) => blocks(agency).find(([code]) => code === other)?.[1];
  const usersOf = (leader: Locale): Locale[] =>
    published
      .filter((other) => scriptLeader(other, published) === leader && emptyNames(block(other) ?? {}).includes(name))
      .flatMap((other) => [other, ...usersOf(other)]);
  const usedBy = usersOf(locale as Locale);
  return usedBy.length > 0 ? { ...item, usedBy } : item;
}

/** One line of the list: a field of one screen, its languages together. */
type Line = {
  screen: string;
  field: string;
  kind: Leftover['kind'];
  values: string[];
  where: string[];
  file: string;
  rank: number[];
  /** The language sides the field is on, for a file written in every language. */
  languages: Locale[];
  /** The sides that leave it empty and use one of those. */
  usedBy: Locale[];
};

/** A field's language side as placeOf writes it: “ (Marathi)”. */
const LANGUAGE_SUFFIX = new RegExp(` \\((?:${Object.values(LANGUAGE_NAMES).join('|')})\\)$`);

/**
 * A line's field with its language sides when it is not on every side the site has: “Agency name
 * (Marathi)”, “Town (English, Hindi)”; a field still the demo's in every language, or written once
 * (the logo), is named alone.
 */
const fieldOf = (line: Line, published: readonly Locale[]) => {
  const names = (locales: Locale[]) => locales.map((locale) => LANGUAGE_NAMES[locale]).join(', ');
  const users = line.usedBy.filter((locale) => !line.languages.includes(locale));
  const shown = line.languages.length + users.length;
  if (line.kind === 'monogram' || line.languages.length === 0 || shown >= published.length) return line.field;
  return `${line.field} (${names(line.languages)}${users.length > 0 ? `, which ${names(users)} uses` : ''})`;
};

/** Where a field comes in the editor: its screen's place, then its own among the file's fields. */
function rankOf(file: string, keys: Key[]): number[] {
  const screens = SCREENS.flatMap((screen) => (screen.folder ? [screen.folder] : screen.files.map((f) => f.file)));
  const screen = screens.findIndex((name) => file === name || file.startsWith(`${name}/`));
  const entry = contentFile(file);
  const fields = Object.keys(entry ? (fieldsOf(entry.fields).properties ?? {}) : {});
  const field = keys.find((key) => typeof key === 'string' && fields.includes(key));
  return [screen, field === undefined ? fields.length : fields.indexOf(field as string)];
}

/** The leftovers by the editor's screens, in the editor's order, each field once with its languages' values. */
function linesOf(found: Leftover[]): Line[] {
  const lines = new Map<string, Line>();
  for (const item of found) {
    const screen = screenOf(item.file)?.join(' → ') ?? item.file;
    const place = (placeOf(item.file, item.keys) ?? item.keys.join('.')).replace(LANGUAGE_SUFFIX, '');
    const field = place.startsWith(`${screen} → `) ? place.slice(screen.length + 3) : place;
    const id = `${item.file}|${field}|${item.kind}`;
    const line = lines.get(id) ?? {
      screen,
      field,
      kind: item.kind,
      values: [],
      where: [],
      file: item.file,
      rank: rankOf(item.file, item.keys),
      languages: [],
      usedBy: [],
    };
    for (const locale of item.usedBy ?? []) if (!line.usedBy.includes(locale)) line.usedBy.push(locale);
    const language = item.keys[0];
    // A field written once, for every language (the owner's contacts), is named alone.
    const once = typeof item.keys[1] === 'string' && writtenOnce(item.file).includes(item.keys[1]);
    if (!once && isLocalized(item.file) && typeof language === 'string' && isLocale(language) && !line.languages.includes(language))
      line.languages.push(language);
    if (!line.values.includes(item.value)) line.values.push(item.value);
    line.where.push(item.keys.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${key}`)).join(''));
    lines.set(id, line);
  }
  return [...lines.values()].sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]!);
}

const quoted = (values: string[]) => values.map((value) => `“${value}”`).join(' / ');

/** What a line says of its value. */
function saying({ kind, values, field }: Line): string {
  switch (kind) {
    case 'placeholder':
      return `still the placeholder ${quoted(values)}`;
    case 'demo':
      return `still the demo value ${quoted(values)}`;
    case 'example':
      return `still the example ${quoted(values)}${field.startsWith('Social profiles') ? ': put yours, or leave it empty if you have none' : ''}`;
    case 'monogram':
      return `none, so the site draws the demo’s monogram ${quoted(values)}: upload yours, or change Agency name and the monogram follows it`;
    case 'home-page':
    case 'leads-there':
      return `${values.join('; ')}`;
    default:
      return values.join(' / ');
  }
}

/** The owner's leftovers, screen by screen: "Agency → Town: still the demo value “Nashik” (content/agency.json → en.town, …)". */
function identityList(found: Leftover[], published: readonly Locale[]): string[] {
  const out: string[] = [];
  let screen = '';
  for (const line of linesOf(found)) {
    if (line.screen !== screen) out.push(`  ${(screen = line.screen)}`);
    out.push(`    • ${line.screen} → ${fieldOf(line, published)}: ${saying(line)} (${line.file} → ${line.where.join(', ')})`);
  }
  return out;
}

/** What the list says once where a demo value remains: one that really is the owner's is said so, not changed. */
const demoNote = (found: Leftover[]): string[] =>
  found.some((item) => item.kind === 'demo')
    ? [`  A demo value that really is yours (your town, your state): choose it in ${placeOf(CONTENT_FILES.site, ['sameAsDemo'])}.`]
    : [];

/** The owner's checks, shorter: each kind once, with the files it concerns. */
function checksList(found: Leftover[]): string[] {
  const byField = new Map<string, Line[]>();
  for (const line of linesOf(found)) {
    // A field of every plan, or of every item of a list, is one line.
    const key = `${isPlanFile(line.file) ? PLANS.label : line.screen}|${line.field.replace(/ → \d+(?= →|$)/g, '')}`;
    byField.set(key, [...(byField.get(key) ?? []), line]);
  }
  return [...byField.entries()].map(([key, lines]) => {
    const [screen, field] = key.split('|');
    const first = lines[0]!;
    const where = `${first.file} → ${lines.flatMap((l) => l.where).join(', ')}`;
    if (first.kind === 'stale')
      return `    • ${screen} → ${field}: ${lines.map((l) => l.values[0]).join(', ')}: more than ${NEWS_MONTHS} months old, so a live site leaves ${lines.length > 1 ? 'them' : 'it'} out; add recent news (${where})`;
    if (screen === 'Plans')
      return `    • Plans → ${field}: ${first.values[0]}, for ${lines.length} plan${lines.length > 1 ? 's' : ''} (${lines.map((l) => l.file.replace(/^.*\/|\.json$/g, '')).join(', ')})`;
    if (first.kind === 'leads-there') {
      const named = lines.flatMap((l) => l.values).join('; ');
      return `    • ${screen} → ${field}: a licindia.in page that leads to the page named, whose own address no source shows (${named}): put each page’s own address and turn off “Goes to a page that leads there” (${where})`;
    }
    if (lines.length > 1 || first.kind === 'home-page') {
      const what =
        first.kind === 'home-page' ? 'LIC’s home page rather than its page for the task' : first.values[0]!.replace(/^[\w-]+: /, '');
      return `    • ${screen} → ${field}: ${what}, in ${lines.length} task${lines.length > 1 ? 's' : ''} (${where})`;
    }
    return `    • ${screen} → ${field}: ${saying(first)} (${first.file} → ${first.where.join(', ')})`;
  });
}

/** What a live site needs besides: LIC's written approval. */
const requiredList = (required: Leftover[]): string[] =>
  linesOf(required).map(
    (line) =>
      `    • ${line.screen} → ${line.field}: ${line.values.join(' / ')}: a live site is published only once LIC’s divisional office has approved it in writing (${line.file} → ${line.where.join(', ')})`,
  );

/** The one warning a build prints while anything is not the owner's yet: the identity first, then what a live site needs, then the checks. */
export function leftoverWarning({ identity, required, checks, languages: published }: Leftovers): string | undefined {
  if (identity.length === 0 && required.length === 0 && checks.length === 0) return undefined;
  const lines = identityList(identity, published);
  return [
    ...(identity.length > 0
      ? [
          `⚠ The site still shows the demo owner or a placeholder in ${lines.filter((l) => l.startsWith('    •')).length} places. A live site is not published while any remains (a production build on Netlify, GitHub Pages or Cloudflare Pages stops); change each in the editor:`,
          ...lines,
          ...demoNote(identity),
        ]
      : []),
    ...(required.length > 0 ? ['', 'A live site also needs (a production build stops without it):', ...requiredList(required)] : []),
    ...(checks.length > 0
      ? ['', 'Also yours to give or check (a live site goes without them, or leaves out what they concern):', ...checksList(checks)]
      : []),
  ].join('\n');
}

/** Why a production build stops: LIC's approval missing, and what a live site would show that is not the owner's. */
function productionRefusal({ identity, required, languages: published }: Leftovers, host: string): string | undefined {
  if (identity.length === 0 && required.length === 0) return undefined;
  const unsettled = identity
    .filter((item) => isPlanFile(item.file) && item.keys.at(-1) === 'status')
    .map((item) => item.file.replace(/^.*\/|\.json$/g, ''));
  const reasons = [
    ...(required.length > 0 ? ['LIC’s written approval of the site is not given'] : []),
    ...(unsettled.length > 0 ? [`the sales status of ${unsettled.join(', ')} is not settled (a placeholder)`] : []),
    ...(identity.length > unsettled.length ? ['the site still shows the demo owner or a placeholder'] : []),
  ];
  const items = [...requiredList(required), ...identityList(identity, published)];
  const count = items.filter((line) => line.startsWith('    •')).length;
  return [
    `${count} ${count === 1 ? 'thing stops' : 'things stop'} a live site: this is a production build on ${host}, and ${reasons.join('; ')}. A live site is never published so: give each in the editor (or in the file), then publish again. A deploy preview, or a build on your own computer, shows the site as it is.`,
    ...items,
    ...demoNote(identity),
  ].join('\n');
}

/**
 * What a build says of the leftovers: a production build on a host (lib/site-url.ts, productionHost)
 * stops while LIC's approval is missing or the identity is the demo's or a placeholder (a plan's
 * sales status included), naming each; any other build (a deploy preview, a build on a computer, the
 * tests') prints the list and goes on. `today` dates the news a live site leaves out. With the verdict,
 * the leftovers it was made from.
 */
export function buildVerdict(
  env: BuildEnv,
  root = contentRoot(),
  today = new Date(),
  leftovers: Leftovers = findLeftovers(root, today),
): { refusal?: string; warning?: string; leftovers: Leftovers } {
  const host = productionHost(env, productionBranch(root));
  const refusal = host ? productionRefusal(leftovers, host) : undefined;
  if (refusal) return { refusal, leftovers };
  const warning = leftoverWarning(leftovers);
  return warning ? { warning, leftovers } : { leftovers };
}
