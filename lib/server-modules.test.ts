/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules only the server may run say so on their first line, `import 'server-only'`: Next then
 * refuses the build when a browser component imports one, directly or through another module (the
 * build names the chain). They are the door to content, what reads picture and logo files, the
 * sitemap's dates, the editor's settings, the SEO helpers and every view model. (The modules the
 * browser tests and the build's content check import under plain Node, lib/content/load/load.ts, lib/i18n,
 * lib/urls and the like, must not reach one: the marker throws there, and those runs stop at once.)
 */
const inFolder = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'fixture.ts')
    .map((name) => path.join(dir, name));

const SERVER = [
  'lib/content/index.ts',
  'lib/images.ts',
  'lib/logo.ts',
  'lib/routes.ts',
  'lib/cms/settings.ts',
  ...inFolder('lib/seo'),
  ...inFolder('lib/pages'),
];

const firstLine = (file: string) => readFileSync(file, 'utf8').split('\n', 1)[0];

it.each(SERVER)('%s is for the server only', (file) => {
  expect(firstLine(file)).toBe("import 'server-only';");
});
