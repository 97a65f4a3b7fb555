import type { z } from 'zod';
import { LANGUAGE_NAMES, isLocale } from '@/lib/i18n/locales';
import { CONTENT_FILES, PLANS_DIR } from './files';
import { fieldsOf, childOf, labelOf, type FieldNode } from './fields';
import {
  aboutSchema,
  agencyFileSchema,
  bannersSchema,
  categoriesSchema,
  contactPageSchema,
  homeSchema,
  importantLinksSchema,
  newsPageSchema,
  newsSchema,
  OWNER_ONCE,
  opportunitiesPageSchema,
  planSchema,
  plansPageSchema,
  policyHelpSchema,
  privacySchema,
  siteSettingsSchema,
} from './schemas';

/**
 * The editor's screens (its collections and their files), in the editor's order: lib/cms/config.ts
 * makes the editor from them, and the build names a field by them, as the owner sees it in the
 * editor: "Agency → Town", not content/agency.json → en.town.
 */

/** A content file as the editor shows it. `media` is the folder under public/images/ its uploads go to. */
export type ScreenFile = { name: string; label: string; file: string; schema: z.ZodObject; media: string };
/** A screen: a collection of files, or the folder of plan files. */
export type Screen = { collection: string; label: string; files: ScreenFile[]; folder?: string };

export const SCREENS: Screen[] = [
  // The owner's screen first: the editor opens on it (public/admin/editor.js).
  {
    collection: 'agency',
    label: 'Agency',
    files: [{ name: 'agency', label: 'Who you are', file: CONTENT_FILES.agency, schema: agencyFileSchema, media: 'uploads' }],
  },
  {
    collection: 'settings',
    label: 'Site settings',
    files: [
      { name: 'site', label: 'Site address, insurer and editor', file: CONTENT_FILES.site, schema: siteSettingsSchema, media: 'uploads' },
    ],
  },
  { collection: 'plans', label: 'Plans', files: [], folder: PLANS_DIR },
  {
    collection: 'categories',
    label: 'Categories',
    files: [
      {
        name: 'categories',
        label: 'The six needs of the category wheel',
        file: CONTENT_FILES.categories,
        schema: categoriesSchema,
        media: 'icons',
      },
    ],
  },
  {
    collection: 'hero',
    label: 'Hero slides',
    files: [{ name: 'banners', label: 'Home page slides', file: CONTENT_FILES.banners, schema: bannersSchema, media: 'banners' }],
  },
  {
    collection: 'news',
    label: 'News',
    files: [{ name: 'news', label: 'News cards', file: CONTENT_FILES.news, schema: newsSchema, media: 'news' }],
  },
  {
    collection: 'links',
    label: 'Important links',
    files: [
      {
        name: 'links',
        label: 'Links to the insurer’s services',
        file: CONTENT_FILES.links,
        schema: importantLinksSchema,
        media: 'uploads',
      },
    ],
  },
  {
    collection: 'policy-help',
    label: 'Policy help',
    files: [
      {
        name: 'policy-help',
        label: 'Help for people who hold a policy',
        file: CONTENT_FILES.policyHelp,
        schema: policyHelpSchema,
        media: 'uploads',
      },
    ],
  },
  {
    collection: 'pages',
    label: 'Pages',
    files: [
      { name: 'home', label: 'Home page', file: CONTENT_FILES.home, schema: homeSchema, media: 'promo' },
      { name: 'about', label: 'About Us', file: CONTENT_FILES.about, schema: aboutSchema, media: 'about' },
      {
        name: 'opportunities',
        label: 'Opportunities',
        file: CONTENT_FILES.opportunities,
        schema: opportunitiesPageSchema,
        media: 'opportunities',
      },
      {
        name: 'plan-pages',
        label: 'Plan pages (all plans, wheel, categories)',
        file: CONTENT_FILES.planPages,
        schema: plansPageSchema,
        media: 'uploads',
      },
      { name: 'news-page', label: 'Latest News & Links page', file: CONTENT_FILES.newsPage, schema: newsPageSchema, media: 'uploads' },
      { name: 'contact', label: 'Contact page', file: CONTENT_FILES.contact, schema: contactPageSchema, media: 'uploads' },
      { name: 'privacy', label: 'Privacy notice', file: CONTENT_FILES.privacy, schema: privacySchema, media: 'uploads' },
    ],
  },
];

/** Where a file is in the editor: its screen's name (and the file's, where the screen has several), and its fields. */
function entryOf(file: string): { trail: string[]; schema: z.ZodType; localized: boolean } | undefined {
  if (file.startsWith(`${PLANS_DIR}/`))
    return { trail: ['Plans', file.slice(PLANS_DIR.length + 1).replace(/\.json$/, '')], schema: planSchema, localized: true };
  for (const screen of SCREENS) {
    const entry = screen.files.find((f) => f.file === file);
    if (entry)
      return {
        trail: screen.files.length > 1 ? [screen.label, entry.label] : [screen.label],
        schema: entry.schema,
        localized: file !== CONTENT_FILES.site,
      };
  }
  return undefined;
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
  const once = file === CONTENT_FILES.agency && (OWNER_ONCE as readonly PropertyKey[]).includes(path[0]!);
  return `${trail.join(' → ')}${locale && !once ? ` (${isLocale(locale) ? LANGUAGE_NAMES[locale] : locale.toUpperCase()})` : ''}`;
}
