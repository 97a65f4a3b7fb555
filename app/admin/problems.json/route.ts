import { contentProblems } from '@/lib/content';

/**
 * What stops the site being built from content/ as it is now, one line per problem in the build's
 * words with the field's place in the editor (lib/content/rules/problems.ts). `npm run admin` asks for it
 * when a page cannot be shown, and shows the owner a page of these instead of a crash screen
 * (scripts/dev/admin.mjs). A published site was built, so its own list is empty.
 */
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ problems: contentProblems() });
}
