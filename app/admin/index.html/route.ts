import { editorPage, localBackendFor } from '@/lib/cms/editor-page';

/**
 * The site editor's page (/admin/ and /admin/index.html), written at build time: the published
 * editor. `npm run admin` serves it from `next dev`, where it may also use the local backend.
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(editorPage(localBackendFor()), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
