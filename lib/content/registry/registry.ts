import type { z } from 'zod';
import { CONTENT_FILES, PLANS_DIR, type ContentName } from './files';
import {
  aboutSchema,
  agencyFileSchema,
  agencySchema,
  bannersSchema,
  categoriesSchema,
  contactPageSchema,
  homeSchema,
  importantLinksSchema,
  newsPageSchema,
  newsSchema,
  opportunitiesPageSchema,
  ownerSettingsSchema,
  planSchema,
  plansPageSchema,
  policyHelpSchema,
  privacySchema,
  siteSettingsSchema,
} from '../schema/schemas';

/**
 * What content there is: every content file once, by its name in CONTENT_FILES (files.ts, its path),
 * with its schema, whether it is written per language, its screen and label in the editor, the
 * folder its pictures are uploaded to and how its texts may speak of the owner; and the plans'
 * folder likewise. The loader reads and checks what is here (load.ts), the editor shows it
 * (places.ts, lib/cms/config.ts) and the build names a field by its screen; a file not listed here
 * is neither read nor edited, and a unit test (registry.test.ts) holds the three to each other.
 */

/** The editor's screens (its collections), in the editor's order, with their names; each file below names its own. */
export const SCREEN_LABELS = {
  // The owner's screen first: the editor opens on it (public/admin/editor.js).
  agency: 'Agency',
  settings: 'Site settings',
  plans: 'Plans',
  categories: 'Categories',
  hero: 'Hero slides',
  news: 'News',
  links: 'Important links',
  'policy-help': 'Policy help',
  pages: 'Pages',
} as const;
export type ScreenName = keyof typeof SCREEN_LABELS;

/** What the registry says of a content file (or of the plans' folder). */
type Entry = {
  /** Each language's block of the file, or the whole file for one not written per language. */
  schema: z.ZodObject;
  /** The file holds every language side by side ({ "en": …, "hi": … }); otherwise it is the same in every language. */
  localized: boolean;
  /** Its screen in the editor, and its own name there (on a screen of several files, each is a link). */
  screen: ScreenName;
  label: string;
  /** The folder under public/images/ its pictures are uploaded to from the editor. */
  media: string;
  /** Its texts may name the owner by placeholder ({brand}, {town}…): the editor's hints offer them. */
  ownerPlaceholders: boolean;
  /** Its texts speak of the site's owner (not of the plans, nor of the insurer's news): the wording rules hold them to the owner's role. */
  aboutOwner: boolean;
};

/** A file written per language whose default block also holds fields written once for every language (the owner's contacts). */
type EntryWithOnce = Entry & {
  /** The fields written once, in the default language's block. */
  once: z.ZodObject;
  /** The default language's block as the editor shows it, both kinds of field in the owner's order. */
  editorSchema: z.ZodObject;
};

/** Every content file, in the editor's order within each screen. */
export const REGISTRY = {
  agency: {
    schema: agencySchema,
    once: ownerSettingsSchema,
    editorSchema: agencyFileSchema,
    localized: true,
    screen: 'agency',
    label: 'Who you are',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  site: {
    schema: siteSettingsSchema,
    localized: false,
    screen: 'settings',
    label: 'Site address, insurer and editor',
    media: 'uploads',
    ownerPlaceholders: false,
    aboutOwner: false,
  },
  categories: {
    schema: categoriesSchema,
    localized: true,
    screen: 'categories',
    label: 'The six needs of the category wheel',
    media: 'icons',
    ownerPlaceholders: true,
    aboutOwner: false,
  },
  banners: {
    schema: bannersSchema,
    localized: true,
    screen: 'hero',
    label: 'Home page slides',
    media: 'banners',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  news: {
    schema: newsSchema,
    localized: true,
    screen: 'news',
    label: 'News cards',
    media: 'news',
    ownerPlaceholders: false,
    aboutOwner: false,
  },
  links: {
    schema: importantLinksSchema,
    localized: true,
    screen: 'links',
    label: 'Links to the insurer’s services',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: false,
  },
  policyHelp: {
    schema: policyHelpSchema,
    localized: true,
    screen: 'policy-help',
    label: 'Help for people who hold a policy',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  home: {
    schema: homeSchema,
    localized: true,
    screen: 'pages',
    label: 'Home page',
    media: 'promo',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  about: {
    schema: aboutSchema,
    localized: true,
    screen: 'pages',
    label: 'About Us',
    media: 'about',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  opportunities: {
    schema: opportunitiesPageSchema,
    localized: true,
    screen: 'pages',
    label: 'Opportunities',
    media: 'opportunities',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  planPages: {
    schema: plansPageSchema,
    localized: true,
    screen: 'pages',
    label: 'Plan pages (all plans, wheel, categories)',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  newsPage: {
    schema: newsPageSchema,
    localized: true,
    screen: 'pages',
    label: 'Latest News & Links page',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  contact: {
    schema: contactPageSchema,
    localized: true,
    screen: 'pages',
    label: 'Contact page',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  privacy: {
    schema: privacySchema,
    localized: true,
    screen: 'pages',
    label: 'Privacy notice',
    media: 'uploads',
    ownerPlaceholders: true,
    aboutOwner: true,
  },
  // Every name of CONTENT_FILES once, and no other: the compiler refuses a file left out or one it does not know.
} as const satisfies { [N in ContentName]: Entry | EntryWithOnce };

/** The plans: one file per plan in their folder (content/plans/<path>.json), every language side by side. */
export const PLANS = {
  folder: PLANS_DIR,
  schema: planSchema,
  localized: true,
  screen: 'plans',
  label: SCREEN_LABELS.plans,
  media: 'products',
  ownerPlaceholders: false,
  aboutOwner: false,
} as const satisfies Entry & { folder: string };

type Registry = typeof REGISTRY;

/** The content files written per language. */
export type LocalizedName = { [N in ContentName]: Registry[N]['localized'] extends true ? N : never }[ContentName];

/** One language's block of a file written per language, as its schema reads it (the owner's file: without what is written once). */
export type BlockOf<N extends LocalizedName> = z.infer<Registry[N]['schema']>;

/** A content file with everything the registry says of it. */
export type ContentFile = Entry & {
  /** Its name in CONTENT_FILES. */
  key: ContentName;
  /** Its path (content/about.json) and its name in the editor (about). */
  file: string;
  name: string;
  /** The fields written once for every language (their schema), where the file has any. */
  once?: z.ZodObject;
  /** Its fields as the editor shows them, in its order (its schema's, or, with fields written once, the whole default block's). */
  fields: z.ZodObject;
};

/** Every content file, in the registry's order. */
export const CONTENT_ENTRIES: readonly ContentFile[] = (Object.keys(REGISTRY) as ContentName[]).map((key) => {
  const entry: Entry | EntryWithOnce = REGISTRY[key];
  const file = CONTENT_FILES[key];
  return {
    ...entry,
    key,
    file,
    name: file.replace(/^content\//, '').replace(/\.json$/, ''),
    fields: 'editorSchema' in entry ? entry.editorSchema : entry.schema,
  };
});

/** The files written per language, by name. */
export const LOCALIZED_NAMES = CONTENT_ENTRIES.filter((entry) => entry.localized).map((entry) => entry.key as LocalizedName);

/** A content file's entry by its path; undefined for a plan's file or a file the registry does not have. */
export const contentFile = (file: string): ContentFile | undefined => CONTENT_ENTRIES.find((entry) => entry.file === file);

/** Whether a path is a plan's file. */
export const isPlanFile = (file: string) => file.startsWith(`${PLANS.folder}/`);

/** Whether a file holds its languages side by side (its first key is the language): a plan's, and every registry file's but the site settings. */
export const isLocalized = (file: string) => isPlanFile(file) || contentFile(file)?.localized === true;

/** The fields of a file written once for every language, by name (none for most files). */
export const writtenOnce = (file: string): readonly string[] => Object.keys(contentFile(file)?.once?.shape ?? {});
