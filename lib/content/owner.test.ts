/** @jest-environment node */
import { hoursInWords } from '@/lib/hours';
import { getDictionary } from '@/lib/i18n';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { childOf, fieldsOf, type FieldNode } from './fields';
import { CONTENT_FILES } from './files';
import { SCREENS } from './places';
import { DEMO_AGENCY, DEMO_SITE, EXAMPLE_PHONE, EXAMPLE_WHATSAPP } from './demo';
import {
  becomeAnotherOwner,
  edit,
  editOwner,
  errorOf,
  fixtureRoot as root,
  LOCAL,
  makeFixture,
  OTHER_OWNER,
  removeFixture,
  type Json,
} from './fixture';
import { loadContent, type SiteContent } from './load';

/**
 * The owner's identity, written once (content/agency.json, site.json) and taken by every page's
 * words; texts written for each role; placeholders filled in each language. On a throw-away copy of
 * whatever content/ holds today: the rules, never today's words.
 */

beforeEach(makeFixture);
afterEach(removeFixture);

const load = (): SiteContent => loadContent(root(), LOCALES, LOCAL);

/** Every word the pages of a language are made from. */
const wordsOf = (content: SiteContent) => JSON.stringify(content);

/** A development officer's words for the owner, in any inflection ("विकास अधिकाऱ्यांच्या"). */
const OFFICER = /development officer|विकास अधिकार/i;

/** What the demo owner leaves on a site that is not the owner's: its names, town, PIN, hours, example profiles and contacts. */
function demoTraces(): (string | RegExp)[] {
  const names = DEMO_AGENCY.filter(({ field }) => ['brand', 'town', 'division'].includes(field)).flatMap(({ values }) =>
    values.map(String),
  );
  const hours = LOCALES.map((locale) => hoursInWords(DEMO_SITE.hours, getDictionary(locale)));
  return [...names, 'Suraksha', DEMO_SITE.postalCode, ...hours, /[/.@]example[/."]/, EXAMPLE_PHONE, EXAMPLE_WHATSAPP];
}

describe('another owner', () => {
  it('an agent in another town, with no social profile and no team figures: every page’s words are theirs, in every language', () => {
    becomeAnotherOwner();
    const content = load();
    const words = wordsOf(content);
    for (const trace of demoTraces()) expect(words).not.toMatch(trace);
    expect(words).not.toMatch(OFFICER);
    for (const locale of LOCALES) {
      const { site, contactPage, about } = content[locale];
      const own = OTHER_OWNER.agency[locale as keyof typeof OTHER_OWNER.agency];
      expect(site).toMatchObject({ agencyName: own.agencyName, town: own.town, role: 'agent', recruiting: false, socials: {} });
      expect(site.hours).toBe(hoursInWords(OTHER_OWNER.site.hours, getDictionary(locale)));
      expect(contactPage.visit.text).toContain(site.hours);
      expect(about.intro).toContain(own.town);
      expect(about.whyLic.figures).toBeUndefined();
    }
  });
});

describe('the role, one switch', () => {
  it('a development officer’s site and an agent’s, from the same content: each text written for each role follows the role', () => {
    const officer = load();
    edit('content/agency.json', (agency) => Object.values(agency).forEach((block) => ((block as Json).role = 'agent')));
    const agent = load();
    for (const locale of LOCALES) {
      for (const get of [
        (c: SiteContent) => c[locale].site.description,
        (c: SiteContent) => c[locale].about.intro,
        (c: SiteContent) => c[locale].about.heading,
        (c: SiteContent) => c[locale].about.roleParagraph,
        (c: SiteContent) => c[locale].home.opportunities.text,
        (c: SiteContent) => c[locale].opportunitiesPage.intro,
        (c: SiteContent) => JSON.stringify(c[locale].opportunitiesPage.offer),
      ])
        expect(get(agent)).not.toBe(get(officer));
      expect(officer[locale].site.recruiting).toBe(true);
      expect(agent[locale].site.recruiting).toBe(false);
    }
    // Nothing an agent's site shows calls the owner a development officer, in any language or inflection.
    expect(wordsOf(agent)).not.toMatch(OFFICER);
  });

  it('an agent may switch recruiting on, a development officer off', () => {
    edit('content/agency.json', (agency) =>
      Object.values(agency).forEach((block) => Object.assign(block as Json, { role: 'agent', recruiting: 'on' })),
    );
    expect(load().en.site.recruiting).toBe(true);
    edit('content/agency.json', (agency) =>
      Object.values(agency).forEach((block) => Object.assign(block as Json, { role: 'development-officer', recruiting: 'off' })),
    );
    expect(load().en.site.recruiting).toBe(false);
  });

  it('checks the text written for the other role against that role: a change of role never publishes a refused word', () => {
    edit('content/about.json', (about) => (about.en.intro.agent.we = 'Meet an LIC Development Officer in {town}.'));
    expect(errorOf()).toMatch(
      /content\/about\.json → en\.intro\.agent\.we: must not say “development officer”.*\[in the editor: Pages → About Us → Intro → As an agent → Saying “we” \(English\)\]/i,
    );
  });
});

describe('the owner’s placeholders', () => {
  it('fills {brand}, {town} and {hours} in each language from the identity', () => {
    const content = load();
    for (const locale of LOCALES) {
      const { site, contactPage } = content[locale];
      expect(contactPage.visit.text).toContain(site.hours);
      expect(site.description).toContain(site.agencyName);
      expect(site.description).toContain(site.town);
      expect(wordsOf(content)).not.toMatch(/\{(brand|short|person|town|branch|division|years|agents|hours)\}/);
    }
  });

  it('refuses a placeholder the site does not know, naming the file, the field and the editor’s place', () => {
    edit('content/contact.json', (contact) => (contact.hi.visit.text.we = 'मिलिए {twon} में'));
    const message = errorOf();
    expect(message).toContain(
      'content/contact.json → hi.visit.text.we: uses {twon}, which the site does not fill in: this text may use {brand}',
    );
    expect(message).toContain('[in the editor: Pages → Contact page → Where to meet you → Text → Saying “we” (Hindi)]');
  });

  it('refuses a placeholder in a fact the placeholders are made from', () => {
    edit('content/agency.json', (agency) => (agency.en.town = '{division}'));
    expect(errorOf()).toContain('content/agency.json → en.town: cannot use {division}');
  });

  it('leaves out a list item that names a fact the owner has not given, and refuses any other text that needs it', () => {
    edit('content/agency.json', (agency) => Object.values(agency).forEach((block) => delete (block as Json).years));
    edit('content/home.json', (home) => (home.en.hero.highlights = ['{years} years with LIC', 'Advice for every family']));
    expect(load().en.home.hero.highlights).toEqual(['Advice for every family']);
    edit('content/contact.json', (contact) => (contact.en.visit.heading.we = 'After {years} years'));
    expect(errorOf()).toContain(
      'content/contact.json → en.visit.heading.we: uses {years}, but Agency → Years of experience is empty: give it there, or write this text without {years}',
    );
  });
});

describe('what an owner may not have', () => {
  it('no social profile, one, or all four', () => {
    editOwner((owner) => (owner.socials = { linkedin: 'https://www.linkedin.com/in/someone' }));
    expect(load().en.site.socials).toEqual({ linkedin: 'https://www.linkedin.com/in/someone' });
    editOwner((owner) => delete owner.socials);
    expect(load().en.site.socials).toEqual({});
  });

  it('no About figures: the source and year are then not asked for; figures without them are refused', () => {
    edit('content/about.json', (about) => {
      for (const block of Object.values(about) as Json[]) {
        delete block.whyLic.figures;
        delete block.whyLic.source;
      }
    });
    expect(load().en.about.whyLic.figures).toBeUndefined();
    makeFixture();
    edit('content/about.json', (about) => delete about.en.whyLic.source);
    expect(errorOf()).toContain('content/about.json → en.whyLic.source: is required while there are figures');
  });
});

describe('the voice, one switch', () => {
  /** Where each file's texts are in a language's content, for the files whose texts speak for the owner. */
  const IN_CONTENT: Record<string, (content: SiteContent[Locale]) => unknown> = {
    [CONTENT_FILES.agency]: (content) => content.site,
    [CONTENT_FILES.about]: (content) => content.about,
    [CONTENT_FILES.contact]: (content) => content.contactPage,
    [CONTENT_FILES.home]: (content) => content.home,
    [CONTENT_FILES.opportunities]: (content) => content.opportunitiesPage,
  };
  /** The words an owner speaking alone never says of themselves, by language. */
  const WE: Record<Locale, RegExp> = {
    en: /\b(?:we|us|our|ours|ourselves)\b/i,
    hi: /(?:^|[\s(“])(?:हम|हमें|हमसे|हमारा|हमारी|हमारे|हमने|हमको|हमपर)(?=[\s,.:;!?।)”]|$)/,
    mr: /(?:^|[\s(“])(?:आम्ही|आम्हाला|आम्हांला|आमचा|आमची|आमचे|आमच्या|आमच्याशी|आमच्यावर|आमच्याकडे)(?=[\s,.:;!?।)”]|$)/,
  };

  /** Every text written saying “we” and “I”, as a language's pages show it: its place in that language's content. */
  function voicedPlaces(): { file: string; path: (string | number)[] }[] {
    const places: { file: string; path: (string | number)[] }[] = [];
    const role = JSON.parse(readFileSync(path.join(root(), CONTENT_FILES.agency), 'utf8')).en.role as string;
    const walk = (file: string, data: unknown, node: FieldNode | undefined, at: (string | number)[]) => {
      if (node?.byVoice) places.push({ file, path: at });
      else if (node?.byRole) walk(file, (data as Json)[role], childOf(node, role), at);
      else if (Array.isArray(data)) data.forEach((item, index) => walk(file, item, childOf(node, index), [...at, index]));
      else if (data && typeof data === 'object')
        for (const [key, value] of Object.entries(data)) walk(file, value, childOf(node, key), [...at, key]);
    };
    for (const entry of SCREENS.flatMap((screen) => screen.files)) {
      if (!entry.localized) continue;
      const data = JSON.parse(readFileSync(path.join(root(), entry.file), 'utf8')).en;
      walk(entry.file, data, fieldsOf(entry.fields), []);
    }
    return places;
  }
  const at = (content: SiteContent[Locale], { file, path: keys }: { file: string; path: (string | number)[] }): string[] => {
    const value = keys.reduce<unknown>((data, key) => (data as Json)?.[key], IN_CONTENT[file]!(content));
    return (Array.isArray(value) ? value : [value]).map(String);
  };

  it('the demo speaks as “we”; chosen “I”, no text written both ways says “we”, “हम” or “आम्ही”, in any language', () => {
    const places = voicedPlaces();
    expect(places.length).toBeGreaterThan(0);
    expect(places.filter(({ file }) => !IN_CONTENT[file]).map(({ file }) => file)).toEqual([]);
    const demo = load();
    editOwner((owner) => (owner.voice = 'I'));
    const alone = load();
    for (const locale of LOCALES) {
      expect(demo[locale].site.voice).toBe('we');
      expect(alone[locale].site.voice).toBe('I');
      for (const place of places) {
        const texts = at(alone[locale], place);
        const where = `${place.file} → ${locale}.${place.path.join('.')}`;
        expect({ where, we: texts.filter((text) => WE[locale].test(text)) }).toEqual({ where, we: [] });
        // Each such text follows the switch: the page shows the other one.
        expect({ where, changed: JSON.stringify(texts) !== JSON.stringify(at(demo[locale], place)) }).toEqual({ where, changed: true });
      }
    }
  });

  it('checks the text written for the other voice too: a change of voice never publishes a refused word', () => {
    edit('content/about.json', (about) => (about.en.thankYou.text.I = `${about.en.thankYou.text.I} I am independent of LIC.`));
    expect(errorOf()).toMatch(/content\/about\.json → en\.thankYou\.text\.I: must not say “independent of LIC”/);
  });
});
