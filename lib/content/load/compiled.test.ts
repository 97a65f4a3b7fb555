/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readContentBuild } from '@/lib/content-output';
import { buildContent, readOutput } from './compiled';
import { becomeAnotherOwner, edit, fixtureRoot as root, makeFixture, removeFixture } from './fixture';
import { loadContent } from './load';
import { findLeftovers } from '../owner/placeholders';
import { siteLocales } from '../registry/site-file';

/**
 * The content build (scripts/check-content.mjs, the first step of `npm run build`), run as the build
 * runs it, on a copy of content/: what it writes is what the loader returns, and what the pages read.
 */

const repo = process.cwd();
/** A build for the tests on this computer: what `TEST_BUILD=1 npm run build` runs first. */
const TEST_ENV = { TEST_BUILD: '1' };
const contentBuild = () =>
  spawnSync('node', [path.join(repo, 'scripts/check-content.mjs'), root()], {
    encoding: 'utf8',
    env: { ...process.env, ...TEST_ENV, CONTENT_ROOT: '' },
  });

beforeEach(makeFixture);
afterEach(removeFixture);

it('writes every language’s content as the loader returns it, owner and role texts filled in, and the pages read it', () => {
  becomeAnotherOwner();
  const written = buildContent(root(), TEST_ENV);
  const loaded = loadContent(root(), siteLocales(root()), TEST_ENV);
  const { build, content } = readOutput(root());
  expect(build).toEqual(written.build);
  expect(build.locales).toEqual(Object.keys(loaded));
  expect(content).toEqual(loaded);
  // The owner's name, not a placeholder of it, in what the pages read.
  expect(content.en.site.agencyName).toBe('Patil Life Advisors');
  expect(JSON.stringify(content)).not.toMatch(/\{(brand|short|person|town|branch|division|years|agents|hours)\}/);

  // A build reads it (process.env.NODE_ENV is production there), the same as the loader's.
  const env = { ...process.env };
  Object.assign(process.env, { NODE_ENV: 'production', CONTENT_ROOT: root() });
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, read in a build's environment
      const { contentProblems, editorLeftovers, getContent } = require('..') as typeof import('..');
      for (const locale of build.locales) expect(getContent(locale)).toEqual(loaded[locale]);
      // The editor's marks are the content build's list, not a second reading of content/.
      expect(editorLeftovers()).toEqual(written.leftovers);
      expect(editorLeftovers()).toEqual(findLeftovers(root()));
      expect(contentProblems()).toEqual([]);
    });
  } finally {
    process.env = env;
  }
});

it('says what stops the site on the development server, as content/ is now', () => {
  const env = { ...process.env };
  Object.assign(process.env, { CONTENT_ROOT: root() });
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, read in the development server's environment
      const { contentProblems } = require('..') as typeof import('..');
      expect(contentProblems()).toEqual([]);
      edit('content/site.json', (site) => {
        site.copyrightYear = 'soon';
      });
      expect(contentProblems()).toEqual([expect.stringMatching(/^content\/site\.json → copyrightYear: .*soon/)]);
    });
  } finally {
    process.env = env;
  }
});

it('lists the routes the content switches off, in every language: recruiting’s page on an agent’s site', () => {
  expect(contentBuild().status).toBe(0);
  const { recruiting } = readOutput(root()).content.en.site;
  const demo = readContentBuild(root())!;
  becomeAnotherOwner();
  edit('content/agency.json', (agency) => {
    for (const block of Object.values(agency) as { recruiting?: string }[]) block.recruiting = 'off';
  });
  expect(contentBuild().status).toBe(0);
  const agent = readContentBuild(root())!;
  expect(agent.switchedOff).toEqual(agent.locales.map((locale) => (locale === 'en' ? '/opportunities' : `/${locale}/opportunities`)));
  expect(demo.switchedOff).toEqual(recruiting ? [] : agent.switchedOff);
});

it('writes no content when it has problems, but what dev and the editor need to start and show them', () => {
  expect(contentBuild().status).toBe(0);
  edit('content/about.json', (about) => {
    about.en.paragraphs[0] += ' We are independent of LIC.';
  });
  expect(contentBuild().status).toBe(1);
  expect(readContentBuild(root())).toMatchObject({ basePath: '', switchedOff: [] });
  expect(existsSync(path.join(root(), '.content/en.json'))).toBe(false);
});

it('next.config.ts imports nothing of lib/content/, directly or through what it imports', () => {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^import (type )?[^;]*?from '([^']+)';/gms)) {
      if (typeOnly || !specifier) continue;
      const local = specifier.startsWith('@/')
        ? path.join(repo, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : undefined;
      if (!local) continue;
      const resolved = [`${local}.ts`, `${local}/index.ts`, local].find((candidate) => existsSync(candidate))!;
      walk(resolved);
    }
  };
  walk(path.join(repo, 'next.config.ts'));
  const imported = [...seen].map((file) => path.relative(repo, file));
  expect(imported).toContain('next.config.ts');
  expect(imported.filter((file) => file.startsWith('lib/content/'))).toEqual([]);
});
