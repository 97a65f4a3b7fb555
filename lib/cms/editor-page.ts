/**
 * The page of the site editor (/admin/ and /admin/index.html): Decap CMS started by
 * public/admin/editor.js from the site's own files.
 *
 * Its Content-Security-Policy is the editor's own, looser than the site's only where the editor
 * needs it: 'unsafe-eval' (it compiles its configuration's schema), inline styles (its look),
 * blob: (pictures being uploaded), and GitHub's API and avatars once the owner signs in. The
 * published page talks to nothing else. Only the copy `npm run admin` serves on this computer
 * (`scripts/dev/admin.mjs` sets EDITOR_LOCAL_BACKEND, and only `next dev` reads it) adds the
 * local backend that saves straight into content/, and tells editor.js to use it.
 */

/** The editor's policy; `localBackend` is the origin of a local backend it may talk to, if any. */
export function editorPolicy(localBackend?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    [
      'connect-src',
      "'self'",
      'blob:',
      'https://api.github.com',
      'https://www.githubstatus.com',
      ...(localBackend ? [localBackend] : []),
    ].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The local backend this page may use: EDITOR_LOCAL_BACKEND on the development server
 * (`npm run admin`), and never in a build, whatever the environment says.
 */
export function localBackendFor(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.NODE_ENV !== 'development') return undefined;
  const backend = env.EDITOR_LOCAL_BACKEND?.trim();
  return backend ? new URL(backend).origin : undefined;
}

/** The editor's HTML. */
export function editorPage(localBackend?: string): string {
  const script = localBackend
    ? `<script src="editor.js" data-local-backend="${localBackend}/api/v1"></script>`
    : '<script src="editor.js"></script>';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${editorPolicy(localBackend)}" />
    <link rel="icon" href="../logo.svg" />
    <title>Site editor</title>
  </head>
  <body>
    <noscript>The site editor needs JavaScript.</noscript>
    ${script}
  </body>
</html>
`;
}
