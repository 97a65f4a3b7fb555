import { z } from 'zod';
import { LANGUAGE_NAMES, LOCALES, scriptLeader, type Locale } from '@/lib/i18n/locales';
import { fieldsOf, type FieldNode } from '../registry/fields';
import { agencySchema } from '../schema/identity';
import { problem, valueAt, type Key } from '../rules/problems';

/**
 * Names typed once for languages that share a script. The owner's names (hers, her agency's, her
 * town's, her branch's, her state's and the lines of her address: `sameInScript` in identity.ts) are
 * usually written the same in Hindi and Marathi, both in Devanagari. A language written in the same
 * script as an earlier language of the site (SCRIPTS, lib/i18n/locales.ts) may leave such a name
 * empty: it then uses that language's (scriptLeader), and, typed, is used as typed (नासिक, नाशिक).
 * Without such a language on the site, it types its own.
 */

/** Where the names are in a language's block of content/agency.json: ['town'], ['branch', 'name'], ['address', 'lines']. */
export const SAME_IN_SCRIPT: readonly (readonly string[])[] = (function pathsOf(node: FieldNode, prefix: string[] = []): string[][] {
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    child.sameInScript ? [[...prefix, key]] : pathsOf(child, [...prefix, key]),
  );
})(fieldsOf(agencySchema));

/** Whether a name is left empty: missing, blank, or a list without lines. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The names `block` (one language's, as on disk) leaves empty. */
export const emptyNames = (block: unknown): (readonly string[])[] => SAME_IN_SCRIPT.filter((path) => isEmpty(valueAt(block, path)));

/** The marked name `keys` (a place in a language's block) is, or is inside: ['address', 'lines', 0] is in ['address', 'lines']. */
export const nameAt = (keys: readonly Key[]): readonly string[] | undefined =>
  SAME_IN_SCRIPT.find((path) => path.every((key, index) => keys[index] === key));

/** An object's schema with every marked name optional, and an object of names alone (the address) optional too. */
function withNamesOptional(schema: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      if ((field as z.ZodType).meta()?.sameInScript) return [key, (field as z.ZodType).optional()];
      if (!(field instanceof z.ZodObject)) return [key, field];
      const inner = withNamesOptional(field);
      const allOptional = Object.values(inner.shape).every((each) => (each as z.ZodType).safeParse(undefined).success);
      return [key, allOptional ? inner.optional() : inner];
    }),
  );
  return schema.extend(shape);
}

/** A language's block as a follower reads it: its names may be left empty. */
const FOLLOWER_SCHEMA = withNamesOptional(agencySchema);

/** A copy of JSON data (the content as read is JSON, and a page's test runs where structuredClone is not). */
const copied = (data: unknown): unknown => (data === undefined ? undefined : JSON.parse(JSON.stringify(data)));

/** `data` without the names left empty ("" or []), which the schema would refuse as empty text. */
function withoutEmpty(data: unknown, paths: readonly (readonly string[])[]): unknown {
  if (!data || typeof data !== 'object' || paths.length === 0) return data;
  const copy = copied(data) as Record<string, unknown>;
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1));
    if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[path.at(-1)!];
  }
  return copy;
}

/** Writes `value` at `path` inside `data`, making the objects on the way. */
function setAt(data: Record<string, unknown>, path: readonly string[], value: unknown) {
  let at = data;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[path.at(-1)!] = copied(value);
}

/**
 * How a language's block of the owner's file is read among the site's `locales`: with an earlier
 * language of the same script on the site, its names may be left empty, and take that language's
 * (`fill`, once it is read); with none, but one the project has (Hindi left out of the site), each
 * name is required again, saying why. Any other language reads as the schema says.
 */
export function readingOf(file: string, locale: Locale, locales: readonly Locale[], block: unknown, problems: string[]) {
  const leader = scriptLeader(locale, locales);
  const kin = scriptLeader(locale, LOCALES);
  if (!kin) return undefined;
  const empty = emptyNames(block);
  if (!leader)
    for (const path of empty)
      problems.push(
        problem(
          file,
          [locale, ...path],
          `is required: ${LANGUAGE_NAMES[locale]} gives its own, as ${LANGUAGE_NAMES[kin]} (whose it would use when left empty) is not on this site`,
          valueAt(block, path),
        ),
      );
  return {
    schema: FOLLOWER_SCHEMA,
    data: withoutEmpty(block, empty),
    /** The block as read, its empty names filled from the leader's block as read; undefined while either is missing. */
    fill: (parsed: object, blocks: Partial<Record<Locale, unknown>>): object | undefined => {
      const from = leader && blocks[leader];
      if (empty.length > 0 && !from) return undefined;
      for (const path of empty) setAt(parsed as Record<string, unknown>, path, valueAt(from, path));
      return parsed;
    },
  };
}
