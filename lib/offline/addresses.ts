import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/urls';

/** Where a language's offline index is, before the base path: /offline.json, /hi/offline.json (scripts/postbuild.mjs writes it). */
export const offlineIndexPath = (locale: Locale) => localizePath(locale, '/offline.json');

/** Where the service worker is, before the base path. */
const WORKER_PATH = '/sw.js';

/** The service worker's address and scope: the whole site, below the base path (the scope with its trailing slash). */
export const workerAddress = (base: string) => ({ src: `${base}${WORKER_PATH}`, scope: `${base}/` });
