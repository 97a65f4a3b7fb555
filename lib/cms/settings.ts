import 'server-only';
import { contentRoot, readSiteFile } from '@/lib/content/registry/site-file';
import { siteSettingsSchema, type SiteSettings } from '@/lib/content/schema/schemas';

/**
 * The editor's own settings from content/site.json, checked on their own without the rest of the
 * content: the editor must open even when an edit has broken the content, so that it can be put
 * right. Settings that do not pass their check are left out (the editor then uses the host's). With
 * them, the demo's values the owner says are really theirs, which the editor then does not mark.
 */
export function readSettings(root = contentRoot()): Pick<SiteSettings, 'editor' | 'sameAsDemo'> {
  const file = readSiteFile(root);
  const editor = siteSettingsSchema.shape.editor.safeParse(file.editor);
  const sameAsDemo = siteSettingsSchema.shape.sameAsDemo.safeParse(file.sameAsDemo);
  return {
    ...(editor.success && editor.data ? { editor: editor.data } : {}),
    ...(sameAsDemo.success && sameAsDemo.data ? { sameAsDemo: sameAsDemo.data } : {}),
  };
}
