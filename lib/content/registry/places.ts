import type { z } from 'zod';
import { LANGUAGE_NAMES, isLocale } from '@/lib/i18n/locales';
import { fieldsOf, childOf, labelOf, type FieldNode } from './fields';
import { CONTENT_ENTRIES, contentFile, isPlanFile, PLANS, SCREEN_LABELS, writtenOnce, type ContentFile, type ScreenName } from './registry';

/**
 * The editor's screens (its collections and their files), in the editor's order, as the registry
 * (registry.ts) declares them: lib/cms/config.ts makes the editor from them, and the build names a
 * field by them, as the owner sees it in the editor: "Agency → Town", not content/agency.json → en.town.
 */

/** A screen: a collection of files, or the folder of plan files. */
export type Screen = { collection: ScreenName; label: string; files: ContentFile[]; folder?: string };

export const SCREENS: Screen[] = (Object.keys(SCREEN_LABELS) as ScreenName[]).map((collection) => ({
  collection,
  label: SCREEN_LABELS[collection],
  files: CONTENT_ENTRIES.filter((entry) => entry.screen === collection),
  ...(PLANS.screen === collection ? { folder: PLANS.folder } : {}),
}));

/** Where a file is in the editor: its screen's name (and the file's, where the screen has several), and its fields. */
function entryOf(file: string): { trail: string[]; schema: z.ZodType; localized: boolean; once: readonly string[] } | undefined {
  if (isPlanFile(file))
    return {
      trail: [SCREEN_LABELS[PLANS.screen], file.slice(PLANS.folder.length + 1).replace(/\.json$/, '')],
      schema: PLANS.schema,
      localized: PLANS.localized,
      once: [],
    };
  const entry = contentFile(file);
  if (!entry) return undefined;
  const screen = SCREENS.find((each) => each.collection === entry.screen)!;
  return {
    trail: screen.files.length > 1 ? [screen.label, entry.label] : [screen.label],
    schema: entry.fields,
    localized: entry.localized,
    once: writtenOnce(file),
  };
}

/** The editor's screen of a file: ["Pages", "About Us"], ["Agency"], ["Plans", "jeevan-labh"]. */
export const screenOf = (file: string): string[] | undefined => entryOf(file)?.trail;

/**
 * A field as the owner finds it in the editor: "Pages → About Us → Intro → As an agent (Hindi)",
 * "Site settings → Phone", "Agency → Address → Lines → 2 (Marathi)". Undefined for a file the editor does not show.
 */
export function placeOf(file: string, keys: readonly PropertyKey[]): string | undefined {
  const screen = entryOf(file);
  if (!screen) return undefined;
  const [first, ...rest] = keys;
  const locale = screen.localized && typeof first === 'string' && /^[a-z]{2}$/.test(first) ? first : undefined;
  const path = locale ? rest : keys;
  let node: FieldNode | undefined = fieldsOf(screen.schema);
  const trail = [...screen.trail];
  for (const key of path) {
    const child = childOf(node, key);
    trail.push(typeof key === 'number' ? String(key + 1) : labelOf(String(key), child));
    node = child;
  }
  // A field written once for every language (the owner's contacts) has no language side.
  const once = typeof path[0] === 'string' && screen.once.includes(path[0]);
  return `${trail.join(' → ')}${locale && !once ? ` (${isLocale(locale) ? LANGUAGE_NAMES[locale] : locale.toUpperCase()})` : ''}`;
}
