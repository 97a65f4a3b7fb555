import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A browser script kept in a file of its own (plain JavaScript, run as written), as the text of an
 * inline `<script>`: read at build time, less its comments and indentation. The post-build step
 * allows every inline script by its hash in the page's Content-Security-Policy.
 *
 * What is left out: each line's leading and trailing spaces, every line that is part of a comment
 * (one that starts with `/*`, `*` or `//`), and a JSDoc comment within a line of code (a type cast,
 * in a script that is type-checked). So in such a script a comment has its lines to itself, no line
 * of code starts with `*`, no string or template literal spans several lines, and no string holds
 * `/**`.
 *
 * A script may also be an ES module that the server or the tests import as well
 * (lib/not-found-script.js): `run` then names the function the page calls with `window`. Its
 * `export` words are dropped and it runs inside a function, so that nothing it declares is global.
 * A module that imports another is given with it, the imported one first
 * (`browserScript(['lib/compare-view.js', 'lib/compare-script.js'], …)`): their `import` statements
 * are dropped, so the one function holds both.
 */
export function browserScript(file: string | readonly string[], run?: string): string {
  const lines = (typeof file === 'string' ? [file] : file)
    .flatMap((one) => readFileSync(path.join(process.cwd(), one), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(\/\*|\*|\/\/)/.test(line))
    .map((line) => line.replace(/\/\*\*.*?\*\/ ?/g, ''));
  if (run === undefined) return lines.join('\n');
  // An import statement, on one line or over several (up to its `from '…';`), is left out.
  let importing = false;
  const code = lines.filter((line) => {
    if (/^import /.test(line)) importing = true;
    const skip = importing;
    if (importing && /(^import ['"]|from ['"][^'"]+['"];?$)/.test(line)) importing = false;
    return !skip;
  });
  return ['(function () {', ...code.map((line) => line.replace(/^export /, '')), `${run}(window);`, '})();'].join('\n');
}
