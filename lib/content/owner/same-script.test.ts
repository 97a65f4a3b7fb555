/** @jest-environment node */
import { cmsConfig, editorOptions, type CmsField } from '@/lib/cms/config';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, SCRIPTS, scriptLeader, type Locale } from '@/lib/i18n/locales';
import { DEMO_AGENCY } from './demo';
import { edit, editOwner, errorOf, fixtureAsContentRoot, fixtureRoot as root, LOCAL, type Json } from '../load/fixture';
import { loadContent } from '../load/load';
import { findLeftovers, leftoverWarning } from './placeholders';
import { valueAt } from '../rules/problems';
import { SAME_IN_SCRIPT } from './same-script';
import { siteLocales } from '../registry/site-file';

/**
 * Names typed once for languages of one script: a language written in the same script as an earlier
 * one of the site (Marathi after Hindi) may leave the owner's names empty, and uses that one's. The
 * tests take the first such pair the project has (SCRIPTS), whichever it is.
 */

const follower = LOCALES.find((locale) => scriptLeader(locale, LOCALES) !== undefined);
const leader = follower && scriptLeader(follower, LOCALES);
const suite = follower && leader ? describe : describe.skip;
const F = follower!;
const L = leader!;

fixtureAsContentRoot();

const agencyFile = 'content/agency.json';
/** Changes one language's block of the owner's file. */
const editBlock = (locale: Locale, change: (block: Json) => void) => edit(agencyFile, (agency) => change(agency[locale]));

/** Leaves every name of a language's block empty, as the editor writes it (left out), or blank. */
function emptyNames(locale: Locale, how: 'left out' | 'blank' = 'left out') {
  editBlock(locale, (block) => {
    for (const path of SAME_IN_SCRIPT) {
      const parent = valueAt(block, path.slice(0, -1)) as Json;
      if (how === 'left out') delete parent[path.at(-1)!];
      else parent[path.at(-1)!] = Array.isArray(parent[path.at(-1)!]) ? [] : '  ';
    }
    // The editor leaves out an object left with nothing in it.
    if (how === 'left out' && Object.keys(block.address ?? {}).length === 0) delete block.address;
  });
}

const names = (site: object) => SAME_IN_SCRIPT.map((path) => valueAt(site, path));

suite('a name left empty in a language of the same script as an earlier one', () => {
  it('is only the names: no sentence, no code', () => {
    expect(SAME_IN_SCRIPT.map((path) => path.join('.'))).toEqual(
      expect.arrayContaining(['person', 'agencyName', 'town', 'branch.name', 'address.lines', 'address.region']),
    );
    expect(SAME_IN_SCRIPT.map((path) => path.join('.'))).not.toEqual(
      expect.arrayContaining(['description', 'footerMessage', 'whatsappMessage', 'code', 'branch.code']),
    );
  });

  it.each(['left out', 'blank'] as const)('takes the earlier language’s (%s), before the texts’ placeholders are filled', (how) => {
    editBlock(L, (block) => {
      block.town = 'रतनपुर';
      block.agencyName = 'रतन बीमा सलाह';
    });
    emptyNames(F, how);
    const content = loadContent(root(), undefined, LOCAL);
    expect(names(content[F].site)).toEqual(names(content[L].site));
    expect(content[F].site.town).toBe('रतनपुर');
    // The follower's own sentences name the leader's town and agency, filled in.
    expect(content[F].site.description).toContain('रतनपुर');
    expect(content[F].site.description).toContain('रतन बीमा सलाह');
    expect(content[F].site.address.locality).toBe('रतनपुर');
  });

  it('typed, is used as typed, even where it differs from the earlier language’s', () => {
    editBlock(L, (block) => (block.town = 'नासिक'));
    editBlock(F, (block) => (block.town = 'नाशिक'));
    emptyNames(F);
    editBlock(F, (block) => (block.town = 'नाशिक'));
    const content = loadContent(root(), undefined, LOCAL);
    expect(content[F].site.town).toBe('नाशिक');
    expect(content[L].site.town).toBe('नासिक');
  });

  it('is required again when the earlier language is not on the site, saying so with file, field and language', () => {
    editOwner((owner) => (owner.languages = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && locale !== L)));
    expect(siteLocales(root())).not.toContain(L);
    editBlock(F, (block) => delete block.town);
    const message = errorOf();
    expect(message).toContain(
      `${agencyFile} → ${F}.town: is required: ${LANGUAGE_NAMES[F]} gives its own, as ${LANGUAGE_NAMES[L]} (whose it would use when left empty) is not on this site`,
    );
    expect(message).toContain(`Town (${LANGUAGE_NAMES[F]})`);
    // Once, not also as the schema's own “is required”.
    expect(message.split('\n').filter((line) => line.includes(`${F}.town:`))).toHaveLength(1);
  });

  it('is never allowed to the first language of a script', () => {
    editBlock(L, (block) => delete block.town);
    expect(errorOf()).toContain(`${agencyFile} → ${L}.town: is required`);
  });

  it('reports a broken earlier name once, on its own side', () => {
    editBlock(L, (block) => (block.town = '<b>नासिक</b>'));
    emptyNames(F);
    const message = errorOf();
    expect(message).toContain(`${L}.town: must not contain markup`);
    expect(message).not.toContain(`${F}.town`);
  });
});

suite('the build’s list of what is still the demo’s', () => {
  const town = DEMO_AGENCY.find((entry) => entry.keys.join('.') === 'town')!;
  const listed = () => findLeftovers(root()).identity.filter((item) => item.file === agencyFile && item.keys[1] === 'town');

  it('does not list an empty name that uses the owner’s own', () => {
    for (const locale of LOCALES) editBlock(locale, (block) => (block.town = SCRIPTS[locale] === SCRIPTS[L] ? 'रतनपुर' : 'Ratanpur'));
    emptyNames(F);
    expect(listed()).toEqual([]);
    expect(leftoverWarning(findLeftovers(root()))).not.toMatch(/Agency → Town\b/);
  });

  it('lists a demo name an empty one uses once, on the side to type, saying which side uses it', () => {
    for (const locale of LOCALES.filter((each) => each !== L)) editBlock(locale, (block) => (block.town = 'Ratanpur'));
    editBlock(L, (block) => (block.town = town.values.find((value) => /[^\x00-\x7F]/.test(String(value)))));
    emptyNames(F);
    expect(listed().map((item) => item.keys[0])).toEqual([L]);
    const others = LOCALES.filter((locale) => locale !== L && locale !== F);
    const warning = leftoverWarning(findLeftovers(root()))!;
    if (others.length > 0)
      expect(warning).toContain(`Agency → Town (${LANGUAGE_NAMES[L]}, which ${LANGUAGE_NAMES[F]} uses): still the demo value`);
    expect(warning).not.toContain(`${F}.town`);
  });

  it('names a demo name alone when every side shows it, the empty one through the one it uses', () => {
    emptyNames(F);
    const warning = leftoverWarning(findLeftovers(root()))!;
    expect(warning).toMatch(/• Agency → Town: still the demo value/);
    expect(warning).not.toContain(`${F}.town`);
  });
});

suite('the editor', () => {
  type Config = { same_script: Record<string, string>; collections: { files?: { file: string; fields: CmsField[] }[] }[] };
  const agencyFields = (config: Config) => config.collections.flatMap((c) => c.files ?? []).find((f) => f.file === agencyFile)!.fields;

  it('knows which side may leave the names empty, and which fields they are', () => {
    const config = cmsConfig({ ...editorOptions({}), locales: [...LOCALES] }) as unknown as Config;
    expect(config.same_script[F]).toBe(L);
    expect(config.same_script[L]).toBeUndefined();
    const fields = agencyFields(config);
    const field = (path: readonly string[]) =>
      path.reduce<CmsField | undefined>((at, key) => (at ? at.fields : fields)?.find((each) => each.name === key), undefined);
    for (const path of SAME_IN_SCRIPT) expect(field(path)?.same_in_script).toBe(true);
    expect(field(['description'])?.same_in_script).toBeUndefined();
    expect(field(['branch', 'code'])?.same_in_script).toBeUndefined();
  });

  it('asks the side to type its own when the earlier language is not on the site', () => {
    const config = cmsConfig({ ...editorOptions({}), locales: LOCALES.filter((locale) => locale !== L) }) as unknown as Config;
    expect(config.same_script[F]).toBeUndefined();
  });
});
