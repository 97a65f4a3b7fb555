/**
 * The owner's facts in the site's words. A text may name the owner by placeholder ({brand}, {town},
 * {years}…), filled in each language from content/agency.json, so a new owner is one
 * edit of the identity, not of every page. A text whose words depend on the owner's role is written
 * for each role (`byRole` in schemas.ts), one that says "we" or "I" for each voice (`byVoice`), and the site
 * shows the one for the role and the voice of agency.json.
 */
import { isLocale, LANGUAGE_NAMES } from '@/lib/i18n/locales';
import { childOf, type FieldNode } from '../registry/fields';
import { excerpt, problem, type Key } from '../rules/problems';
import { placeOf } from '../registry/places';
import type { OwnerRole, OwnerVoice } from '../schema/schemas';

/** The owner's placeholders, and what each stands for (the editor's hints say so). */
export const OWNER_PLACEHOLDERS = {
  brand: 'your agency name',
  short: 'its short name',
  person: 'your full name',
  town: 'your town',
  branch: 'your LIC branch',
  division: 'your LIC division',
  years: 'your years of experience',
  agents: 'the agents you have recruited',
  hours: 'your opening hours, in words',
} as const;
type OwnerPlaceholder = keyof typeof OWNER_PLACEHOLDERS;

/** Where each placeholder's value is given, in the editor's words. */
const GIVEN_AT: Record<OwnerPlaceholder, string> = {
  brand: 'Agency → Agency name',
  short: 'Agency → Short name',
  person: 'Agency → Your full name',
  town: 'Agency → Town',
  branch: 'Agency → LIC branch → Branch name',
  division: 'Agency → Division',
  years: 'Agency → Years of experience',
  agents: 'Agency → Agents recruited',
  hours: 'Site settings → Opening hours',
};

/** One language's values of the placeholders; an optional fact the owner has not given is undefined. */
export type OwnerValues = Record<OwnerPlaceholder, string | undefined>;

const TOKEN = /\{(\w+)\}/g;
const isOwnerPlaceholder = (name: string): name is OwnerPlaceholder => Object.hasOwn(OWNER_PLACEHOLDERS, name);
const braces = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/**
 * What a text at `node` may use. Each text is filled in one stage: one whose schema declares its own
 * placeholders ({plan}, {date}…) is filled by its page with those alone; any other by the content
 * build with the owner's (none in a fact they are made from).
 */
function placeholdersFor(node: FieldNode | undefined): string[] {
  if (node?.placeholders?.length) return node.placeholders;
  return node?.identity ? [] : Object.keys(OWNER_PLACEHOLDERS);
}

/**
 * Every placeholder of a file's texts (both roles' words included) that the site does not know at its
 * place: a typo would otherwise be published in braces.
 */
export function checkPlaceholders(file: string, keys: Key[], data: unknown, node: FieldNode | undefined, problems: string[]) {
  if (typeof data === 'string') {
    const allowed = placeholdersFor(node);
    for (const token of data.matchAll(TOKEN)) {
      const name = token[1];
      if (allowed.includes(name!)) continue;
      problems.push(
        problem(
          file,
          keys,
          node?.identity
            ? `cannot use {${name}}: a fact about you is written out here, not made from placeholders`
            : node?.placeholders?.length && isOwnerPlaceholder(name!)
              ? `cannot use {${name}}: this text is filled in on each page with ${braces(allowed)} only; write ${OWNER_PLACEHOLDERS[name]} out`
              : `uses {${name}}, which the site does not fill in: this text may use ${braces(allowed)}`,
          excerpt(data, token.index, token.index + token[0].length),
        ),
      );
    }
  } else if (Array.isArray(data)) {
    data.forEach((item, index) => checkPlaceholders(file, [...keys, index], item, childOf(node, index), problems));
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) checkPlaceholders(file, [...keys, key], value, childOf(node, key), problems);
  }
}

/** A text with the owner's placeholders filled in, and the names of those with no value (left in braces). */
function fill(text: string, values: OwnerValues): { text: string; missing: OwnerPlaceholder[] } {
  const missing: OwnerPlaceholder[] = [];
  const filled = text.replace(TOKEN, (whole, name: string) => {
    if (!isOwnerPlaceholder(name)) return whole;
    const value = values[name];
    if (value === undefined) missing.push(name);
    return value ?? whole;
  });
  return { text: filled, missing };
}

/** An item of a list of texts left out of the pages because it names an optional fact the owner has not given. */
export type LeftOutItem = { file: string; keys: Key[]; names: OwnerPlaceholder[] };

/**
 * A file's data as the pages show it for the owner's role and voice: each text written for both roles
 * becomes the role's, each written saying "we" and "I" the voice's (byVoice),
 * the owner's placeholders are filled in, and an item of a list of texts that names an optional fact
 * the owner has not given ({years}) is left out, and said so in `leftOut` (the build lists it,
 * describeLeftOut). Any other text that needs one is a problem, naming the field and where the fact is given.
 */
export function resolveOwner(
  file: string,
  keys: Key[],
  data: unknown,
  node: FieldNode | undefined,
  owner: { role: OwnerRole; voice: OwnerVoice },
  values: OwnerValues,
  problems: string[],
  leftOut: LeftOutItem[] = [],
): unknown {
  if (typeof data === 'string') {
    if (node?.identity || node?.placeholders?.length) return data; // a fact written out, or a text its page fills
    const { text, missing } = fill(data, values);
    for (const name of missing)
      problems.push(
        problem(
          file,
          keys,
          `uses {${name}}, but ${GIVEN_AT[name]} is empty: give it there, or write this text without {${name}}`,
          excerpt(data, data.indexOf(`{${name}}`), data.indexOf(`{${name}}`) + name.length + 2),
        ),
      );
    return text;
  }
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => {
      const itemNode = childOf(node, index);
      const missing = typeof item === 'string' ? fill(item, values).missing : [];
      if (missing.length > 0) {
        leftOut.push({ file, keys: [...keys, index], names: missing });
        return [];
      }
      return [resolveOwner(file, [...keys, index], item, itemNode, owner, values, problems, leftOut)];
    });
  }
  if (data && typeof data === 'object') {
    const choice = node?.byRole ? owner.role : node?.byVoice ? owner.voice : undefined;
    if (choice)
      return resolveOwner(
        file,
        [...keys, choice],
        (data as Record<string, unknown>)[choice],
        childOf(node, choice),
        owner,
        values,
        problems,
        leftOut,
      );
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        resolveOwner(file, [...keys, key], value, childOf(node, key), owner, values, problems, leftOut),
      ]),
    );
  }
  return data;
}

/**
 * A file's texts as the rules check them for `role`, each at its place in the file: the texts written
 * for `role`, and with `shared` also the texts written for every role, the owner's placeholders filled
 * in. A text written for another role is left out (undefined), so each is checked against its own role.
 */
export function textsFor(data: unknown, node: FieldNode | undefined, role: OwnerRole, values: OwnerValues, shared: boolean): unknown {
  if (typeof data === 'string') return shared ? fill(data, values).text : undefined;
  if (Array.isArray(data)) return data.map((item, index) => textsFor(item, childOf(node, index), role, values, shared));
  if (data && typeof data === 'object') {
    if (node?.byRole) {
      const own = (data as Record<string, unknown>)[role];
      return { [role]: textsFor(own, childOf(node, role), role, values, true) };
    }
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, textsFor(value, childOf(node, key), role, values, shared)]));
  }
  return shared ? data : undefined;
}

/**
 * What the build says of the items left out (resolveOwner), each once with its languages:
 * "Hero slides → Slides → 1 → Points → 2 (English, Hindi): left out while Agency → Years of experience
 * is empty, as it names {years}".
 */
export function describeLeftOut(items: readonly LeftOutItem[]): string[] {
  const lines = new Map<string, string[]>();
  for (const { file, keys, names } of items) {
    const [locale, ...path] = keys;
    const place = placeOf(file, path) ?? `${file} → ${path.join('.')}`;
    const facts = names.map((name) => GIVEN_AT[name]).join(' and ');
    const line = `${place} ({languages}): left out while ${facts} ${names.length > 1 ? 'are' : 'is'} empty, as it names ${braces(names)}`;
    const languages = lines.get(line) ?? [];
    if (typeof locale === 'string' && isLocale(locale)) languages.push(LANGUAGE_NAMES[locale]);
    lines.set(line, languages);
  }
  return [...lines].map(([line, languages]) => line.replace('{languages}', languages.join(', ')));
}
