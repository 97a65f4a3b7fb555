import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README stays short: a first-time owner reads it whole. At most 120 lines, and the owner's path
 * (its "Your site, from a browser" part, checklist included) at most 600 words; the detail is in docs/.
 */
const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
const OWNER_PART = '## Your site, from a browser';

/**
 * A part of the README: from its heading to the next one of the same level.
 * @param {string} heading
 */
function part(heading) {
  const start = readme.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`README.md has no “${heading}”`);
  const next = readme.indexOf('\n## ', start + heading.length);
  return readme.slice(start, next < 0 ? undefined : next);
}

/** Words as a reader counts them: runs of letters or digits, markup and addresses' punctuation aside. */
const words = (/** @type {string} */ text) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

describe('the README', () => {
  it('is at most 120 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });

  it('gives the owner’s path in at most 600 words, and links every duty’s detail in docs/', () => {
    const owner = part(OWNER_PART);
    expect(words(owner).length).toBeLessThanOrEqual(600);
    for (const doc of ['docs/owner-checklist.md', 'docs/compliance.md', 'docs/hosting.md', 'docs/editor.md'])
      expect(owner).toContain(`](${doc})`);
  });

  it('links only files that exist', () => {
    for (const [, target] of readme.matchAll(/\]\(((?:docs\/)[^)#]+)/g))
      expect(() => readFileSync(path.join(process.cwd(), target ?? ''))).not.toThrow();
  });
});
