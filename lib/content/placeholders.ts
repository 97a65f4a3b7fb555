import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlaceholderUrl } from '../site-url';
import { PLANS_DIR } from './files';

/** The phone number and WhatsApp digits the content ships with: they read as placeholders and reach nobody. */
const PLACEHOLDER_PHONE = '+91 98765 43210';
const PLACEHOLDER_WHATSAPP = '919876543210';

/** A value in content/ that is still a placeholder (or a fact still to give): where it is, and what it is. */
export type Placeholder = { file: string; field: string; label: string; value: string };

/**
 * Whether a text stands for a value the owner has yet to give: a row of X's (a code, a UIN: XXXXXXXX)
 * or words in square brackets, alone or inside a sentence ([Full name], “LIC of India, [Branch] Branch”).
 * Such a value is never shown as if it were real: it reads as what it is, and every build lists it.
 */
export function isPlaceholderText(text: string): boolean {
  return /^X{3,}$/i.test(text.trim()) || /\[[^\]]+\]/.test(text);
}

const isPlaceholderEmail = (email: string) => isPlaceholderUrl(`https://${email.split('@')[1] ?? ''}`);
/** A social profile on the network's own site whose account name is "example". */
const isPlaceholderProfile = (url: string) => isPlaceholderUrl(url) || /\/(?:in\/)?example\/?$/i.test(url);

type Key = string | number;

/** Every string in a piece of JSON, with where it sits. */
function stringsIn(data: unknown, keys: Key[] = []): [Key[], string][] {
  if (typeof data === 'string') return [[keys, data]];
  if (Array.isArray(data)) return data.flatMap((item, index) => stringsIn(item, [...keys, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => stringsIn(value, [...keys, key]));
  return [];
}

const fieldPath = (keys: Key[]) =>
  keys.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${key}`)).join('');

/** Friendlier names for the fields that usually hold placeholders. */
const LABELS: Record<string, string> = {
  siteUrl: 'Site address',
  phone: 'Phone',
  whatsapp: 'WhatsApp number',
  email: 'E-mail',
  person: 'Your full name',
  code: 'Development Officer code or agency code',
  'branch.name': 'Branch name',
  'branch.code': 'Branch code',
  division: 'Division',
  approval: 'LIC’s written approval of this site (reference and date)',
  planNo: 'Plan number',
  uin: 'UIN',
  descriptor: 'LIC’s description of the contract',
  withdrawnOn: 'The day LIC withdrew the plan (DD/MM/YYYY)',
  'whyLic.source': 'Source of the About figures',
  'whyLic.year': 'Financial year of the About figures',
  'tasks.official.href': 'LIC’s own page for the help task',
  geo: 'Office map coordinates (for “Get directions”)',
};

const readJson = (root: string, file: string): unknown => {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  } catch {
    // A file that cannot be read is reported, with its problem, by the content check.
    return undefined;
  }
};

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

/**
 * Every value in content/ that is still a placeholder, and every fact the owner has yet to give: the
 * site address, phone, WhatsApp number, e-mail and social profiles as shipped; any text of X's or in
 * [square brackets] (name, code, branch, a plan's number or UIN, the source of a figure); the insurer's
 * written approval; each plan's descriptor in the insurer's words. Read from the files as they are,
 * without validating them, so the editor can mark them even while another field is broken.
 */
export function findPlaceholders(root = process.cwd()): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (file: string, keys: Key[], value: string) => {
    const field = fieldPath(keys);
    const bare = fieldPath(keys.filter((key, index) => !(index === 0 && file !== 'content/site.json')));
    found.push({ file, field, label: LABELS[bare.replace(/\[\d+\]/g, '')] ?? LABELS[String(keys[keys.length - 1])] ?? bare, value });
  };
  const site = readJson(root, 'content/site.json') as Record<string, unknown> | undefined;
  if (site) {
    const text = (key: string) => (typeof site[key] === 'string' ? (site[key] as string) : '');
    if (isPlaceholderUrl(text('siteUrl'))) add('content/site.json', ['siteUrl'], text('siteUrl'));
    if (text('phone').replace(/\s/g, '') === PLACEHOLDER_PHONE.replace(/\s/g, '')) add('content/site.json', ['phone'], text('phone'));
    if (text('whatsapp') === PLACEHOLDER_WHATSAPP) add('content/site.json', ['whatsapp'], text('whatsapp'));
    if (isPlaceholderEmail(text('email'))) add('content/site.json', ['email'], text('email'));
    for (const [network, url] of Object.entries((site.socials ?? {}) as Record<string, string>)) {
      if (isPlaceholderProfile(url))
        found.push({ file: 'content/site.json', field: `socials.${network}`, label: `Social profile (${network})`, value: url });
    }
    if (site.geo === undefined) add('content/site.json', ['geo'], 'not given yet');
  }
  for (const file of contentFiles(root)) {
    const data = readJson(root, file);
    for (const [keys, value] of stringsIn(data)) if (isPlaceholderText(value)) add(file, keys, value);
    if (file === 'content/agency.json' && data && typeof data === 'object') {
      for (const [locale, agency] of Object.entries(data as Record<string, Record<string, unknown>>)) {
        if (agency && !agency.approval) add(file, [locale, 'approval'], 'not given yet');
      }
    }
    if (file === 'content/policy-help.json' && data && typeof data === 'object') {
      // The link is the same in every language: one line per task, for the first language.
      const [locale, help] = Object.entries(data as Record<string, { tasks?: { slug: string; official?: { href?: string } }[] }>)[0] ?? [];
      help?.tasks?.forEach((task, index) => {
        if (task.official?.href && URL.canParse(task.official.href) && new URL(task.official.href).pathname.replace(/\/+$/, '') === '')
          add(
            file,
            [locale!, 'tasks', index, 'official', 'href'],
            `${task.official.href} (LIC's home page, not its page for ${task.slug})`,
          );
      });
    }
    if (file.startsWith(`${PLANS_DIR}/`) && data && typeof data === 'object') {
      for (const [locale, plan] of Object.entries(data as Record<string, Record<string, unknown>>)) {
        if (plan && plan.descriptor === undefined) add(file, [locale, 'descriptor'], 'not given yet');
      }
    }
  }
  return found;
}

/** The one warning a build prints while placeholders remain: each value, with where to change it. */
export function placeholderWarning(found: Placeholder[]): string | undefined {
  if (found.length === 0) return undefined;
  return [
    `⚠ The site still has ${found.length === 1 ? 'a placeholder' : `${found.length} placeholders`}, or facts to give, that visitors would read as they are. Replace ${found.length === 1 ? 'it' : 'each'} in the editor or in the file before the site goes live:`,
    ...found.map((p) => `  • ${p.file} → ${p.field} (${p.label}): ${p.value}`),
  ].join('\n');
}
