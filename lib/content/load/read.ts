/**
 * Reading content/: each file's JSON, its blocks by language, each checked against its zod schema
 * with a problem per issue, the pictures it names, and the plan files (what a plan is from the default
 * language's block, its words from every language's).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { PLANS_DIR } from '../registry/files';
import { byCatalogueOrder } from './plan-order';
import { excerpt, problem, valueAt, type Key } from '../rules/problems';
import {
  CATEGORY_SLUGS,
  PLAN_WORDS,
  planFactsSchema,
  planSchema,
  planWordsSchema,
  type Plan,
  type PlanFacts,
  type PlanWords,
} from '../schema/schemas';

/** A JSON file's data, or undefined after noting why it cannot be read. */
export function readJson(root: string, file: string, problems: string[]): unknown {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    problems.push(problem(file, [], 'file is missing', undefined));
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    problems.push(`${file}: is not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * Validates `data` read from `file` (at `prefix` inside it, e.g. the language key), returning typed data
 * or collecting a precise message per issue.
 */
export function check<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  problems: string[],
  prefix: readonly Key[] = [],
): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    let message = issue.message;
    if (issue.code === 'invalid_value') {
      message = `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
    } else if (issue.code === 'unrecognized_keys') {
      message = `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    } else if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) {
      message = 'is required';
    }
    const value = valueAt(data, issue.path);
    // A rule that refused some words of a text quotes them with the text around them (schema-parts.ts, `refuse`).
    const words: unknown = issue.code === 'custom' ? issue.params?.words : undefined;
    const at = typeof words === 'string' && typeof value === 'string' ? value.indexOf(words) : -1;
    problems.push(
      problem(file, [...prefix, ...issue.path], message, at >= 0 ? excerpt(value as string, at, at + (words as string).length) : value),
    );
  }
  return undefined;
}

function checkImage(root: string, file: string, keys: Key[], src: string | undefined, problems: string[]) {
  if (src === undefined) return;
  if (!existsSync(path.join(root, 'public', src))) {
    problems.push(problem(file, keys, `image does not exist under public/`, src));
  }
}

/** Every image path a piece of content names, with where it sits, so each can be checked once. */
function imagesIn(data: unknown, keys: Key[] = []): [Key[], string][] {
  if (typeof data === 'string') return /^\/images\//.test(data) ? [[keys, data]] : [];
  if (Array.isArray(data)) return data.flatMap((item, index) => imagesIn(item, [...keys, index]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => imagesIn(value, [...keys, key]));
  return [];
}

/** A file's blocks by language ({ "en": …, "hi": … }), or undefined after noting why it has none. */
function languageBlocks(
  file: string,
  data: unknown,
  locales: readonly Locale[],
  problems: string[],
): Partial<Record<Locale, unknown>> | undefined {
  if (data === undefined) return undefined;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(problem(file, [], `must hold one entry per language (${locales.join(', ')})`, data));
    return undefined;
  }
  // A language the project has but the site leaves out (Agency → Languages on this site) may stay in the file, unread.
  const unknown = Object.keys(data).filter((key) => !(locales as readonly string[]).includes(key) && !isLocale(key));
  if (unknown.length > 0) {
    problems.push(
      problem(file, [], `has ${unknown.length > 1 ? 'languages' : 'a language'} the site does not list: ${unknown.join(', ')}`, unknown),
    );
  }
  return data as Partial<Record<Locale, unknown>>;
}

/** Reads a file holding every language side by side and checks each language against `schema`. */
export function readLocalized<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  locales: readonly Locale[],
  problems: string[],
): Partial<Record<Locale, z.infer<S>>> {
  return readWithOnce(root, file, schema, undefined, locales, problems).blocks;
}

/**
 * How one language's block is read where it differs from the schema (lib/content/owner/same-script.ts): its
 * own schema and data, and the block as read completed from the blocks read before it; undefined
 * where it does not.
 */
export type Reading = (
  file: string,
  locale: Locale,
  locales: readonly Locale[],
  block: unknown,
  problems: string[],
) =>
  { schema: z.ZodType; data: unknown; fill: (parsed: object, blocks: Partial<Record<Locale, unknown>>) => object | undefined } | undefined;

/**
 * Reads a file holding every language side by side whose default language's block also holds the
 * fields of `once`, written once for every language (the owner's contacts in content/agency.json):
 * those are checked against `once`, the rest of each block against `schema`, and a field of `once`
 * written in another language's block is refused with where it goes. `reading` reads a language's block
 * its own way (the owner's names, typed once for languages of one script).
 */
export function readWithOnce<S extends z.ZodType, O extends z.ZodObject>(
  root: string,
  file: string,
  schema: S,
  once: O | undefined,
  locales: readonly Locale[],
  problems: string[],
  reading?: Reading,
): { blocks: Partial<Record<Locale, z.infer<S>>>; once?: z.infer<O> } {
  const blocks = languageBlocks(file, readJson(root, file, problems), locales, problems);
  if (!blocks) return { blocks: {} };
  const onceKeys = once ? Object.keys(once.shape) : [];
  const out: Partial<Record<Locale, z.infer<S>>> = {};
  let onceData: z.infer<O> | undefined;
  for (const locale of locales) {
    let value = blocks[locale];
    if (once && value && typeof value === 'object' && !Array.isArray(value)) {
      const block = value as Record<string, unknown>;
      if (locale === DEFAULT_LOCALE) {
        onceData = check(
          file,
          once,
          fieldsWhere(block, (key) => onceKeys.includes(key)),
          problems,
          [locale],
        );
        for (const [keys, src] of imagesIn(onceData)) checkImage(root, file, [locale, ...keys], src, problems);
      } else
        for (const key of Object.keys(block).filter((key) => onceKeys.includes(key)))
          problems.push(
            problem(file, [locale, key], `is the same in every language: write it once, in the ${DEFAULT_LOCALE} block`, block[key]),
          );
      value = fieldsWhere(block, (key) => !onceKeys.includes(key));
    }
    const own = reading?.(file, locale, locales, value, problems);
    const read = check(file, own?.schema ?? schema, own ? own.data : value, problems, [locale]) as z.infer<S> | undefined;
    const parsed = read !== undefined && own ? (own.fill(read as object, out) as z.infer<S> | undefined) : read;
    if (parsed === undefined) continue;
    for (const [keys, src] of imagesIn(parsed)) checkImage(root, file, [locale, ...keys], src, problems);
    out[locale] = parsed;
  }
  return { blocks: out, ...(onceData ? { once: onceData } : {}) };
}

export const isWord = (key: string) => (PLAN_WORDS as readonly string[]).includes(key);
/** The fields of `data` whose names pass `keep`. */
export const fieldsWhere = (data: object, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => keep(key)));

/** Reads the plan files: what each plan is from the default language's block, its words from every language's. */
export function readPlans(root: string, locales: readonly Locale[], problems: string[]): Partial<Record<Locale, Plan[]>> {
  const dir = path.join(root, PLANS_DIR);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  if (names.length === 0) problems.push(`${PLANS_DIR}: has no plan files`);
  const out = Object.fromEntries(locales.map((locale) => [locale, [] as Plan[]])) as Partial<Record<Locale, Plan[]>>;
  const seen = new Map<string, string>();
  for (const name of names) {
    const file = `${PLANS_DIR}/${name}`;
    const blocks = languageBlocks(file, readJson(root, file, problems), locales, problems);
    if (!blocks) continue;
    const plan = check(file, planSchema, blocks[DEFAULT_LOCALE], problems, [DEFAULT_LOCALE]);
    const words = Object.fromEntries(
      locales
        .filter((locale) => locale !== DEFAULT_LOCALE)
        .map((locale) => [locale, readPlanWords(file, locale, blocks[locale], problems)]),
    ) as Partial<Record<Locale, PlanWords>>;
    if (!plan) continue;
    if (`${plan.path}.json` !== name) {
      problems.push(problem(file, [DEFAULT_LOCALE, 'path'], `must match the file name ${name.replace(/\.json$/, '')}`, plan.path));
    }
    const facts = fieldsWhere(plan, (key) => !isWord(key)) as PlanFacts;
    // A plan's id, and its name in each language, belong to it alone.
    const unique = (keys: [Locale, 'id' | 'name'], value: string) => {
      const other = seen.get(`${keys.join('.')}=${value}`);
      if (other) problems.push(problem(file, keys, `is already used by ${other}`, value));
      seen.set(`${keys.join('.')}=${value}`, file);
    };
    unique([DEFAULT_LOCALE, 'id'], plan.id);
    for (const locale of locales) {
      const own = locale === DEFAULT_LOCALE ? plan : words[locale];
      if (!own) continue;
      unique([locale, 'name'], own.name);
      out[locale]!.push({ ...facts, ...(fieldsWhere(own, isWord) as PlanWords) });
    }
    plan.imageUrls.forEach((src, i) => checkImage(root, file, [DEFAULT_LOCALE, 'imageUrls', i], src, problems));
  }
  for (const plans of Object.values(out)) plans.sort(byCatalogueOrder);
  const plans = out[DEFAULT_LOCALE] ?? [];
  if (plans.length > 0) {
    for (const slug of CATEGORY_SLUGS) {
      if (!plans.some((p) => p.categories.includes(slug)))
        problems.push(`${PLANS_DIR}: no plan is in the category ${slug}; every category needs at least one plan`);
    }
  }
  return out;
}

/**
 * A plan's words in a language other than the default. What the plan is belongs in the default
 * language's block only, and a fact written here is refused with where it goes.
 */
function readPlanWords(file: string, locale: Locale, block: unknown, problems: string[]): PlanWords | undefined {
  if (block && typeof block === 'object' && !Array.isArray(block)) {
    const facts = Object.keys(block).filter((key) => key in planFactsSchema.shape);
    for (const key of facts) {
      problems.push(
        problem(
          file,
          [locale, key],
          `is the same in every language: write it once, in the ${DEFAULT_LOCALE} block`,
          (block as Record<string, unknown>)[key],
        ),
      );
    }
    block = fieldsWhere(block, (key) => !facts.includes(key));
  }
  return check(file, planWordsSchema, block, problems, [locale]);
}
