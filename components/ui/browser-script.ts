import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A browser script kept in a file of its own (plain JavaScript, run as written), as the text of an
 * inline `<script>`: read at build time, less its comments and indentation. The post-build step
 * allows every inline script by its hash in the page's Content-Security-Policy.
 *
 * What is left out: the opening block comment, each line's leading and trailing spaces, and every
 * line that holds only a `//` comment. So a script for this must not span a string or template
 * literal over several lines.
 */
export function browserScript(file: string): string {
  const source = readFileSync(path.join(process.cwd(), file), 'utf8');
  return source
    .replace(/^\s*\/\*[\s\S]*?\*\/\s*/, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}
