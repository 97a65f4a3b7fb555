import { cmsConfig, editorOptions } from '@/lib/cms/config';
import { readSettings } from '@/lib/cms/settings';
import { editorLeftovers } from '@/lib/content';
import { siteLocales } from '@/lib/content/registry/site-file';

/** The editor's configuration (/admin/config.json), written at build time from the content schemas. */
export const dynamic = 'force-static';

export function GET() {
  // The site's languages only: a language left out asks nothing of the owner. The owner's screen opens
  // with what the build lists as still the demo's there.
  return Response.json(cmsConfig({ ...editorOptions(readSettings()), locales: siteLocales(), leftovers: editorLeftovers() }));
}
