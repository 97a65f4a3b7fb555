import { cmsConfig, editorOptions } from '@/lib/cms/config';
import { readSettings } from '@/lib/cms/settings';

/** The editor's configuration (/admin/config.json), written at build time from the content schemas. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(cmsConfig(editorOptions(readSettings())));
}
