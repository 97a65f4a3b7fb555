/** @jest-environment node */
import { editorPage, editorPolicy, localBackendFor } from './editor-page';

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the editor’s page', () => {
  it('published, talks to GitHub and nothing on this computer', () => {
    const page = editorPage(localBackendFor({ NODE_ENV: 'production', EDITOR_LOCAL_BACKEND: 'http://localhost:8081' }));
    const connect = directive(policyOf(page), 'connect-src');
    expect(connect).toBe("connect-src 'self' blob: https://api.github.com https://www.githubstatus.com");
    expect(page).not.toMatch(/localhost|8081|data-local-backend/);
    expect(page).toContain('<script src="editor.js"></script>');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('served by npm run admin, may use the local backend, and tells the editor where it is', () => {
    const backend = localBackendFor({ NODE_ENV: 'development', EDITOR_LOCAL_BACKEND: 'http://localhost:8081/' });
    expect(backend).toBe('http://localhost:8081');
    const page = editorPage(backend);
    expect(directive(policyOf(page), 'connect-src')).toBe(
      "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com http://localhost:8081",
    );
    expect(page).toContain('<script src="editor.js" data-local-backend="http://localhost:8081/api/v1"></script>');
  });

  it('uses a local backend only on the development server that is given one', () => {
    expect(localBackendFor({ NODE_ENV: 'development' })).toBeUndefined();
    expect(localBackendFor({ NODE_ENV: 'test', EDITOR_LOCAL_BACKEND: 'http://localhost:8081' })).toBeUndefined();
    expect(editorPolicy()).toContain("script-src 'self' 'unsafe-eval'");
    expect(editorPolicy()).not.toContain("'unsafe-inline' 'unsafe-eval'");
  });
});
