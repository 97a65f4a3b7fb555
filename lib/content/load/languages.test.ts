/**
 * @jest-environment node
 */
import sitemap from '@/app/sitemap';
import { cmsConfig, editorOptions } from '@/lib/cms/config';
import { otherLanguages } from '@/lib/i18n';
import { LANGUAGE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { alternatesFor } from '@/lib/seo/metadata';
import { edit, editOwner, fixtureAsContentRoot, fixtureRoot as root, LOCAL } from './fixture';
import { loadContent } from './load';
import { buildVerdict, findLeftovers, leftoverWarning } from '../owner/placeholders';
import { siteLocales, sitePrefixedLocales } from '../registry/site-file';

/**
 * The owner's languages (Agency → Languages on this site): English always, and each other
 * language the owner keeps. A language left out asks nothing of the owner and publishes nothing.
 * The tests leave out the last language the project has, whichever it is.
 */

const left = LOCALES.at(-1)!;
const kept = LOCALES.filter((locale) => locale !== left);

fixtureAsContentRoot();

const keepLanguages = () => editOwner((owner) => (owner.languages = kept.slice(1)));

describe('the demo', () => {
  it('keeps every language the project has', () => {
    expect(siteLocales(root())).toEqual([...LOCALES]);
    expect(Object.keys(loadContent(root(), undefined, LOCAL))).toEqual([...LOCALES]);
  });

  it('keeps every language when the setting is missing', () => {
    editOwner((owner) => delete owner.languages);
    expect(siteLocales(root())).toEqual([...LOCALES]);
  });
});

describe('a site without one of the languages', () => {
  it('has no route, content, link or hreflang in it', () => {
    keepLanguages();
    expect(siteLocales(root())).toEqual(kept);
    expect(sitePrefixedLocales(root())).not.toContain(left);
    expect(Object.keys(loadContent(root(), undefined, LOCAL))).toEqual(kept);
    for (const locale of kept) expect(otherLanguages(locale, siteLocales()).map((other) => other.locale)).not.toContain(left);
    const { languages } = alternatesFor('https://www.agency.in', 'en', '/about-us');
    expect(Object.keys(languages ?? {})).toEqual([...kept, 'x-default']);
  });

  it('asks nothing of the owner in it: its fields may be empty or the demo’s', () => {
    keepLanguages();
    edit('content/agency.json', (agency) => {
      agency[left].agencyName = '';
      delete agency[left].town;
    });
    expect(() => loadContent(root(), undefined, LOCAL)).not.toThrow();
    const found = findLeftovers(root());
    for (const item of [...found.identity, ...found.required, ...found.checks]) expect(item.keys[0]).not.toBe(left);
    expect(leftoverWarning(found)).not.toMatch(new RegExp(`\\b${left}\\.`));
  });

  it('has no side in the editor, and nothing of it in the owner’s checklist', () => {
    keepLanguages();
    const config = cmsConfig({ ...editorOptions({}), locales: siteLocales(), leftovers: findLeftovers(root()) }) as {
      i18n: { locales: string[] };
      collections: { files?: { fields: { widget: string; items?: { locale: string; language?: string }[] }[] }[] }[];
    };
    expect(config.i18n.locales).toEqual(kept);
    expect(JSON.stringify(config)).not.toContain(`“Writing in …” menu`);
    const checklist = config.collections[0]!.files![0]!.fields.find((field) => field.widget === 'leftovers')!;
    expect(checklist.items!.length).toBeGreaterThan(0);
    expect(checklist.items!.filter((item) => item.locale === left || item.language === LANGUAGE_NAMES[left])).toEqual([]);
  });

  it('has no entry in the sitemap, and no alternate in any entry', () => {
    keepLanguages();
    const entries = sitemap();
    expect(entries.length).toBeGreaterThan(0);
    const addresses = entries.flatMap((entry) => [entry.url, ...Object.keys(entry.alternates?.languages ?? {}).map((l) => `lang:${l}`)]);
    expect(
      addresses.filter((address) => address === `lang:${left}` || new URL(address, 'https://x.in').pathname.startsWith(`/${left}/`)),
    ).toEqual([]);
    expect(entries.filter((entry) => new URL(entry.url).pathname.split('/')[1] === kept.at(-1)).length).toBeGreaterThan(0);
  });
});

describe('the build names the language side of what it lists', () => {
  it('a field still the demo’s on one side only: “Agency name (Marathi)”, and the first line counts what stops a live site', () => {
    edit('content/agency.json', (agency) => {
      for (const locale of kept) agency[locale].agencyName = 'Sunita Sharma Insurance Advice';
    });
    const refusal = buildVerdict({ NETLIFY: 'true', CONTEXT: 'production', URL: 'https://site.netlify.app' }, root()).refusal!;
    expect(refusal.split('\n')[0]).toMatch(/^\d+ things stop a live site: /);
    expect(refusal).toContain(`• Agency → Agency name (${LANGUAGE_NAMES[left]}): still the demo value`);
  });
});
