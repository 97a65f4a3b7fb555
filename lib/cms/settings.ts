import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES } from '@/lib/content/load';
import type { SiteSettings } from '@/lib/content/schemas';

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

