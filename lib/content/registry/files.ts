/**
 * Where each content file lives, by its name: the one place a content file's path is written. Plain
 * data, without schemas, for what only needs the paths (the route table's sitemap sources, the
 * site file's unchecked reading); everything else the project knows of a file, its schema, its
 * languages, its screen in the editor, is its entry in the registry (registry.ts), keyed by these
 * names. A file holds every language side by side ({ "en": …, "hi": … }), but for the site settings;
 * plans are one file per plan (see planSchema).
 */
export const CONTENT_FILES = {
  site: 'content/site.json',
  agency: 'content/agency.json',
  categories: 'content/categories.json',
  banners: 'content/banners.json',
  home: 'content/home.json',
  about: 'content/about.json',
  opportunities: 'content/opportunities.json',
  news: 'content/news.json',
  links: 'content/links.json',
  planPages: 'content/plan-pages.json',
  contact: 'content/contact.json',
  newsPage: 'content/news-page.json',
  privacy: 'content/privacy.json',
  policyHelp: 'content/policy-help.json',
} as const;

/** A content file by its name. */
export type ContentName = keyof typeof CONTENT_FILES;

/** Where the plans live: one file per plan, named by its address, every language side by side (content/plans/<path>.json). */
export const PLANS_DIR = 'content/plans';

/** A plan's file. */
export const planFile = (planPath: string) => `${PLANS_DIR}/${planPath}.json`;
