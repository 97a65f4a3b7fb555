/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtBasePath } from './built-site.mjs';

describe('builtBasePath', () => {
  let project = '';
  beforeEach(() => {
    project = mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
    mkdirSync(path.join(project, 'out'));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  /** @param {object} manifest */
  const record = (manifest) => {
    mkdirSync(path.join(project, '.next'), { recursive: true });
    writeFileSync(path.join(project, '.next', 'routes-manifest.json'), JSON.stringify(manifest));
  };

  it('reads the base path Next recorded beside the export folder', () => {
    record({ version: 3, basePath: '/lic-site', redirects: [] });
    expect(builtBasePath(path.join(project, 'out'))).toBe('/lic-site');
    record({ version: 3, basePath: '' });
    expect(builtBasePath(path.join(project, 'out'))).toBe('');
  });

  it('says to build first when there is no build beside the export folder', () => {
    expect(() => builtBasePath(path.join(project, 'out'))).toThrow(/routes-manifest\.json is missing: .* Run "npm run build" first/);
  });
});
