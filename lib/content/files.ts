import { OWNER_FILE, SITE_FILE } from './site-file';

/**
 * Where each kind of content lives. A file holds every language side by side ({ "en": …, "hi": … })
 * and each language is checked against the same schema; plans are one file per plan (see planSchema).
 */
export const CONTENT_FILES = {
  site: SITE_FILE,
  agency: OWNER_FILE,
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

/** Where the plans live: one file per plan, named by its address, every language side by side (content/plans/<path>.json). */
export const PLANS_DIR = 'content/plans';

/** A plan's file. */
export const planFile = (planPath: string) => `${PLANS_DIR}/${planPath}.json`;
