/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSettings } from './settings';

describe('the editor’s settings', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'editor-settings-'));
    mkdirSync(path.join(root, 'content'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const site = (data: unknown) =>
    writeFileSync(path.join(root, 'content/site.json'), typeof data === 'string' ? data : JSON.stringify(data));

  it('are read even when the rest of the site file is broken, so the editor opens to put it right', () => {
    site({ siteUrl: 'not an address', phone: 12, editor: { repository: 'agent/site', branch: 'main', reviewEdits: true } });
    expect(readSettings(root)).toEqual({ editor: { repository: 'agent/site', branch: 'main', reviewEdits: true } });
  });

  it('say which demo values the owner has said are really theirs, so the editor does not mark them', () => {
    site({ siteUrl: 'not an address', sameAsDemo: ['region', 'hours'] });
    expect(readSettings(root)).toEqual({ sameAsDemo: ['region', 'hours'] });
    site({ sameAsDemo: ['not a field'] });
    expect(readSettings(root)).toEqual({});
  });

  it('are left out when they are not valid, or the file is not there or not JSON (the host’s settings apply)', () => {
    site({ editor: { repository: 'not a repository' } });
    expect(readSettings(root)).toEqual({});
    site('{ "editor": ');
    expect(readSettings(root)).toEqual({});
    rmSync(path.join(root, 'content/site.json'));
    expect(readSettings(root)).toEqual({});
  });
});
