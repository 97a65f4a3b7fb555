import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES } from '@/lib/content/load';
import { findPlaceholders, type Placeholder } from '@/lib/content/placeholders';
import type { Agency, SiteSettings } from '@/lib/content/schemas';

/**
 * The editor's own settings from content/site.json, read without validating the rest of the content:
 * the editor must open even when an edit has broken the content, so that it can be put right.
 */
export function readSettings(root = process.cwd()): Pick<SiteSettings, 'editor'> {
  try {
    const data = JSON.parse(readFileSync(path.join(root, CONTENT_FILES.site), 'utf8')) as Pick<SiteSettings, 'editor'>;
    return { editor: data.editor };
  } catch {
    return {};
  }
}

/**
 * The identifying values that are still the shipped placeholders, for the editor to mark. Read without
 * validating: a broken file marks nothing here, and the build names its problem.
 */
export function readPlaceholders(root = process.cwd()): Placeholder[] {
  try {
    const settings = JSON.parse(readFileSync(path.join(root, CONTENT_FILES.site), 'utf8')) as SiteSettings;
    const agency = JSON.parse(readFileSync(path.join(root, CONTENT_FILES.agency), 'utf8')) as Record<string, Agency>;
    return findPlaceholders(settings, Object.values(agency)[0], { site: CONTENT_FILES.site, agency: CONTENT_FILES.agency });
  } catch {
    return [];
  }
}
