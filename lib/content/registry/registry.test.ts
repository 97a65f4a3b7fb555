/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig, type CmsField } from '@/lib/cms/config';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { edit, errorOf, fixtureRoot as root, makeFixture, planFiles, removeFixture, type Json } from '../load/fixture';
import { CONTENT_ENTRIES, PLANS } from './registry';
import { siteLocales } from './site-file';

/**
 * The registry (registry.ts) is what content there is: the files in content/, what the loader reads
 * and checks, and what the editor shows, each of them exactly the registry's and no more.
 */

type EditorFile = { name: string; label: string; file: string; i18n?: boolean; fields: CmsField[] };
type Collection = { name: string; label: string; folder?: string; i18n?: boolean; files?: EditorFile[]; fields?: CmsField[] };
const { collections } = cmsConfig({ repository: 'owner/site', branch: 'main' }) as { collections: Collection[] };

/** Every field of a list of editor fields, with those inside objects, lists and a list's forms. */
const allFields = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((field) => [
    field,
    ...allFields([...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])]),
  ]);

/** The editor's screen and entry of a file: every one that shows it. */
const shownAt = (file: string) =>
  collections.flatMap((collection) =>
    (collection.files ?? []).filter((entry) => entry.file === file).map((entry) => ({ collection, entry })),
  );
/** The first place the editor shows a file. */
function editorEntryOf(file: string) {
  const [first] = shownAt(file);
  if (!first) throw new Error(`the editor does not show ${file}`);
  return first;
}

describe('the registry of content files', () => {
  it('lists every file of content/, and content/ holds no other: each plan in the plans’ folder', () => {
    const content = path.join(process.cwd(), 'content');
    const entries = readdirSync(content, { withFileTypes: true });
    expect(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => `content/${entry.name}`)
        .sort(),
    ).toEqual(CONTENT_ENTRIES.map((entry) => entry.file).sort());
    expect(entries.filter((entry) => entry.isDirectory()).map((entry) => `content/${entry.name}`)).toEqual([PLANS.folder]);
  });

  it('the editor shows every file on its screen, with its label, languages and picture folder, and nothing else', () => {
    for (const entry of CONTENT_ENTRIES) {
      const shown = shownAt(entry.file);
      expect({ file: entry.file, screens: shown.map(({ collection }) => collection.name) }).toEqual({
        file: entry.file,
        screens: [entry.screen],
      });
      const { collection, entry: editorEntry } = editorEntryOf(entry.file);
      expect({ file: entry.file, name: editorEntry.name, label: editorEntry.label, i18n: editorEntry.i18n === true }).toEqual({
        file: entry.file,
        name: entry.name,
        label: entry.label,
        i18n: entry.localized,
      });
      expect(collection.i18n === true).toBe(entry.localized);
      const folders = allFields(editorEntry.fields).flatMap((field) => (field.widget === 'image' ? [field.media_folder] : []));
      expect({ file: entry.file, folders: [...new Set(folders)] }).toEqual({
        file: entry.file,
        folders: folders.length > 0 ? [`/public/images/${entry.media}`] : [],
      });
    }
    // …and the editor has no screen, file or folder the registry lacks.
    const files = collections.flatMap((collection) => (collection.files ?? []).map((entry) => entry.file));
    expect(files.sort()).toEqual(CONTENT_ENTRIES.map((entry) => entry.file).sort());
    expect(collections.filter((collection) => collection.folder).map(({ name, folder }) => ({ name, folder }))).toEqual([
      { name: PLANS.screen, folder: PLANS.folder },
    ]);
    expect(collections.filter((collection) => !collection.folder && !collection.files?.length)).toEqual([]);
  });

  it('the plans’ screen edits each plan in every language, its pictures in the plans’ folder', () => {
    const plans = collections.find((collection) => collection.folder === PLANS.folder)!;
    expect(plans.i18n === true).toBe(PLANS.localized);
    const folders = allFields(plans.fields ?? []).flatMap((field) => (field.widget === 'image' ? [field.media_folder] : []));
    expect(folders.length).toBeGreaterThan(0);
    expect([...new Set(folders)]).toEqual([`/public/images/${PLANS.media}`]);
  });

  it('the editor offers the owner’s placeholders in the texts of the files that may name the owner, and only there', () => {
    const offers = (fields: CmsField[]) => allFields(fields).some((field) => field.hint?.includes('You may write {brand}'));
    for (const entry of CONTENT_ENTRIES) {
      const { entry: editorEntry } = editorEntryOf(entry.file);
      expect({ file: entry.file, offers: offers(editorEntry.fields) }).toEqual({ file: entry.file, offers: entry.ownerPlaceholders });
    }
    const plans = collections.find((collection) => collection.folder === PLANS.folder)!;
    expect(offers(plans.fields ?? [])).toBe(PLANS.ownerPlaceholders);
  });
});

describe('the loader reads what the registry lists', () => {
  beforeEach(makeFixture);
  afterEach(removeFixture);

  it('every file: a missing one stops the build, named as the editor shows it', () => {
    for (const entry of CONTENT_ENTRIES) rmSync(path.join(root(), entry.file));
    const message = errorOf();
    for (const entry of CONTENT_ENTRIES) {
      const { collection, entry: editorEntry } = editorEntryOf(entry.file);
      const screen = collection.files!.length > 1 ? `${collection.label} → ${editorEntry.label}` : collection.label;
      expect(message).toContain(
        `${entry.file} → (whole file): file is missing (found: nothing (the field is missing)) [in the editor: ${screen}]`,
      );
    }
  });

  it('the plans’ folder: without a plan, the build stops', () => {
    for (const file of planFiles()) rmSync(path.join(root(), file));
    expect(errorOf()).toContain(`${PLANS.folder}: has no plan files`);
  });

  it('a file written per language needs each language’s block; the one that is not is read whole', () => {
    const other = siteLocales(root()).find((locale) => locale !== DEFAULT_LOCALE)!;
    for (const entry of CONTENT_ENTRIES)
      edit(entry.file, (data: Json) => {
        if (entry.localized) delete data[other];
        else for (const key of Object.keys(data)) delete data[key];
      });
    const message = errorOf();
    for (const entry of CONTENT_ENTRIES) {
      // A file read whole names its own fields; one read per language, the language.
      const required = Object.keys(entry.schema.shape).find((key) => !entry.schema.shape[key]!.safeParse(undefined).success);
      expect(message).toContain(`${entry.file} → ${entry.localized ? other : required}: is required`);
    }
  });
});
