/**
 * The page `npm run admin` shows instead of the site while content/ holds something the site cannot
 * be built from: each problem in the editor's words first (where to find the field), then what is
 * wrong and the value, the file and field last. Plain HTML, no script: the owner fixes the field in
 * the editor, saves, and reloads.
 */

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * One problem as the content module writes it (lib/content/rules/problems.ts):
 * `content/x.json → en.field: what is wrong (found: value) [in the editor: Screen → Field (English)]`.
 * @param {string} line
 * @returns {{ place?: string, message: string, found?: string, where?: string }}
 */
export function readProblem(line) {
  const match = /^(\S+ → \S+): (.*?)(?: \(found: (.*)\))?(?: \[in the editor: (.*)\])?$/s.exec(line);
  if (!match) return { message: line };
  const [, where, message = '', found, place] = match;
  return { ...(place ? { place } : {}), message, ...(found ? { found } : {}), ...(where ? { where } : {}) };
}

/**
 * @param {string[]} problems the content module's lines
 * @param {{ editor: string }} links the editor's address
 * @returns {string}
 */
export function problemsPage(problems, { editor }) {
  const items = problems
    .map(readProblem)
    .map(
      ({ place, message, found, where }) =>
        `<li><p class="place">${escape(place ?? where ?? 'Content')}</p><p>${escape(message)}</p>` +
        `${found ? `<p class="found">Now: ${escape(found)}</p>` : ''}${where && place ? `<p class="where">${escape(where)}</p>` : ''}</li>`,
    )
    .join('\n');
  const count = problems.length === 1 ? 'one thing' : `${problems.length} things`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The site needs ${count} put right</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fb; color: #0b2a5b; }
main { max-width: 52rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
ol { padding-left: 1.25rem; }
li { background: #fff; border: 1px solid #d3e2fa; border-radius: 12px; padding: .75rem 1rem; margin: 0 0 .75rem; }
li p { margin: .25rem 0; }
.place { font-weight: 700; }
.found, .where { color: #475569; font-size: .9rem; overflow-wrap: anywhere; }
a { color: #1d5bbf; font-weight: 700; }
</style>
</head>
<body>
<main>
<h1>The site needs ${count} put right</h1>
<p>The last change in the editor left content the site cannot be built from. Open each field in the <a href="${escape(editor)}">editor</a>, put it right, save, then reload this page.</p>
<ol>
${items}
</ol>
</main>
</body>
</html>
`;
}
