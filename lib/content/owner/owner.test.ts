/** @jest-environment node */
import { hoursInWords } from '@/lib/hours';
import { getDictionary } from '@/lib/i18n';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { childOf, fieldsOf, type FieldNode } from '../registry/fields';
import { CONTENT_FILES, PLANS_DIR } from '../registry/files';
import { SCREENS } from '../registry/places';
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
} from '../load/fixture';
import { compileContent, loadContent, type SiteContent } from '../load/load';
import { LOCALIZED_NAMES, REGISTRY } from '../registry/registry';
import { describeLeftOut, OWNER_PLACEHOLDERS, resolveOwner, type OwnerValues } from './owner';
import { agencySchema, byRole, byVoice, OWNER_ROLES, prose, type OwnerRole, type Site } from '../schema/schemas';

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
  const hours = LOCALES.map((locale) => hoursInWords(DEMO_SITE.hours, getDictionary(locale, 'we')));
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
      expect(site.hours).toBe(hoursInWords(OTHER_OWNER.site.hours, getDictionary(locale, 'we')));
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

  it('fills each text in one stage: a text its page fills ({plan}…) cannot also use the owner’s', () => {
    edit('content/plan-pages.json', (page) => (page.en.disclosures.brochure = '{brand} links to the brochure of {plan}.'));
    expect(errorOf()).toContain(
      'content/plan-pages.json → en.disclosures.brochure: cannot use {brand}: this text is filled in on each page with {plan}, {insurer} only',
    );
  });

  it('refuses a placeholder in a fact the placeholders are made from', () => {
    edit('content/agency.json', (agency) => (agency.en.town = '{division}'));
    expect(errorOf()).toContain('content/agency.json → en.town: cannot use {division}');
  });

  it('leaves out a list item that names a fact the owner has not given, and refuses any other text that needs it', () => {
    edit('content/agency.json', (agency) => Object.values(agency).forEach((block) => delete (block as Json).years));
    edit('content/home.json', (home) => {
      home.en.hero.highlights = ['{years} years with LIC', 'Advice for every family'];
      home.hi.hero.highlights = ['हर परिवार के लिए सलाह'];
      home.mr.hero.highlights = ['प्रत्येक कुटुंबासाठी सल्ला'];
    });
    expect(load().en.home.hero.highlights).toEqual(['Advice for every family']);
    // Not silently: the build says which item is left out, where the owner finds it, and what it waits for.
    expect(describeLeftOut(compileContent(root(), LOCALES, LOCAL).leftOut)).toEqual([
      'Pages → Home page → Hero → Highlights → 1 (English): left out while Agency → Years of experience is empty, as it names {years}',
    ]);
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
  /**
   * Where each file's texts are in a language's content, for the files whose texts speak of the owner
   * (the registry's `aboutOwner`: the plans, the needs and the insurer's news and links speak of LIC):
   * agency.json's are the site's words of its language blocks, not the settings written once.
   */
  const IN_CONTENT: Record<string, (content: SiteContent[Locale]) => unknown> = {
    [CONTENT_FILES.agency]: ({ site }) => Object.fromEntries(Object.keys(agencySchema.shape).map((key) => [key, site[key as keyof Site]])),
    [CONTENT_FILES.banners]: (content) => content.banners,
    [CONTENT_FILES.home]: (content) => content.home,
    [CONTENT_FILES.about]: (content) => content.about,
    [CONTENT_FILES.opportunities]: (content) => content.opportunitiesPage,
    [CONTENT_FILES.planPages]: (content) => content.plansPage,
    [CONTENT_FILES.contact]: (content) => content.contactPage,
    [CONTENT_FILES.newsPage]: (content) => content.newsPage,
    [CONTENT_FILES.privacy]: (content) => content.privacy,
    [CONTENT_FILES.policyHelp]: (content) => content.policyHelp,
  };
  /** The words an owner speaking alone never says of themselves, by language: whole words, in any inflection the site's languages give them. */
  const WE: Record<Locale, RegExp> = {
    en: /\b(?:we|us|our|ours|ourselves)\b/i,
    hi: /(?<![\u0900-\u097F])(?:हम|हमें|हमको|हमसे|हमने|हमपर|हमारा|हमारी|हमारे|हमलोग)(?![\u0900-\u097F])/,
    mr: /(?<![\u0900-\u097F])(?:आम्ह|आमच)[\u0900-\u097F]*/,
  };

  /** The owner's names as a language's pages show them: a name is the owner's own, whatever its words. */
  const namesOf = ({ site }: SiteContent[Locale]) =>
    [site.agencyName, site.shortName, site.person, site.town, site.division, site.branch.name]
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);

  /**
   * The texts that say “we”, each with its place: of the files that speak of the owner and of the plans,
   * as a language's pages show them, and of the interface words the pages get (the dictionary in the
   * site's voice, unless `words` are given).
   */
  function saysWe(content: SiteContent[Locale], locale: Locale, words: unknown = getDictionary(locale, content.site.voice)): string[] {
    const names = namesOf(content);
    const found: string[] = [];
    const walk = (data: unknown, at: string) => {
      if (typeof data === 'string') {
        const words = names.reduce((text, name) => text.split(name).join(' '), data);
        if (WE[locale].test(words)) found.push(`${at}: ${data}`);
      } else if (Array.isArray(data)) data.forEach((item, index) => walk(item, `${at}[${index}]`));
      else if (data && typeof data === 'object') for (const [key, value] of Object.entries(data)) walk(value, `${at}.${key}`);
    };
    for (const [file, texts] of Object.entries(IN_CONTENT)) walk(texts(content), `${file} → ${locale}`);
    for (const plan of content.products) walk(plan, `${PLANS_DIR}/${plan.path}.json → ${locale}`);
    walk(words, `lib/i18n/dictionaries/${locale}.ts`);
    return found;
  }

  /** Speaks as one person, in the role given. */
  const alone = (role: OwnerRole) => {
    edit('content/agency.json', (agency) => Object.values(agency).forEach((block) => ((block as Json).role = role)));
    editOwner((owner) => (owner.voice = 'I'));
  };

  it('chosen “I”, no text of the owner’s, of a plan’s or of the interface says “we”, “हम” or “आम्ही”, in any language or role: every such text is written both ways', () => {
    const aboutOwner = LOCALIZED_NAMES.filter((name) => REGISTRY[name].aboutOwner).map((name) => CONTENT_FILES[name]);
    expect(Object.keys(IN_CONTENT).sort()).toEqual(aboutOwner.sort());
    for (const role of OWNER_ROLES) {
      alone(role);
      const content = load();
      for (const locale of LOCALES) expect({ role, locale, we: saysWe(content[locale], locale) }).toEqual({ role, locale, we: [] });
    }
  });

  it('finds a text written only saying “we”, in each language, and not an owner’s name that says it', () => {
    alone('agent');
    const planted: Record<Locale, { title: string; brand: string; label: string }> = {
      en: { title: 'Our privacy notice', brand: 'Our Family Advisors', label: 'Talk to us' },
      hi: { title: 'हमारी गोपनीयता सूचना', brand: 'हमारा परिवार सलाहकार', label: 'हमसे बात करें' },
      mr: { title: 'आमची गोपनीयता सूचना', brand: 'आमचे कुटुंब सल्लागार', label: 'आमच्याशी बोला' },
    };
    edit('content/privacy.json', (privacy) => LOCALES.forEach((locale) => (privacy[locale].title = planted[locale].title)));
    edit('content/agency.json', (agency) => LOCALES.forEach((locale) => (agency[locale].agencyName = planted[locale].brand)));
    edit('content/news-page.json', (page) => LOCALES.forEach((locale) => (page[locale].intro = `{brand}: ${page[locale].intro}`)));
    const content = load();
    for (const locale of LOCALES) {
      expect(content[locale].newsPage.intro).toContain(planted[locale].brand);
      expect(saysWe(content[locale], locale)).toEqual([`${CONTENT_FILES.privacy} → ${locale}.title: ${planted[locale].title}`]);
      // An interface word written only saying “we”.
      const dict = getDictionary(locale, 'I');
      expect(saysWe(content[locale], locale, { ...dict, cta: { ...dict.cta, talkToUs: planted[locale].label } })).toEqual([
        `${CONTENT_FILES.privacy} → ${locale}.title: ${planted[locale].title}`,
        `lib/i18n/dictionaries/${locale}.ts.cta.talkToUs: ${planted[locale].label}`,
      ]);
    }
  });

  it('refuses a plan whose words speak for the owner, in each language: a plan reads the same in either voice', () => {
    const plan = readdirSync(path.join(root(), PLANS_DIR)).find((file) => file.endsWith('.json'))!;
    const said: Record<Locale, string> = {
      en: 'Ask us for LIC’s benefit illustration.',
      hi: 'हमसे LIC का इलस्ट्रेशन माँगें।',
      mr: 'आमच्याकडून LIC चे इलस्ट्रेशन मागा.',
    };
    edit(`${PLANS_DIR}/${plan}`, (data) => LOCALES.forEach((locale) => ((data[locale] as Json).metadescription = said[locale])));
    const message = errorOf();
    for (const [locale, found] of [
      ['en', 'us'],
      ['hi', 'हमसे'],
      ['mr', 'आमच्याकडून'],
    ] as const)
      expect(message).toContain(
        `${PLANS_DIR}/${plan} → ${locale}.metadescription: must not say “${found}”: a plan’s words speak of LIC’s plan`,
      );
  });

  /** Every text written saying “we” and “I”, in each language: its place in that language's content, and whether its two sides differ. */
  function voicedPlaces(): { file: string; locale: Locale; path: (string | number)[]; differ: boolean }[] {
    const places: ReturnType<typeof voicedPlaces> = [];
    const role = JSON.parse(readFileSync(path.join(root(), CONTENT_FILES.agency), 'utf8')).en.role as string;
    for (const entry of SCREENS.flatMap((screen) => screen.files)) {
      if (!entry.localized) continue;
      const file = entry.file;
      for (const locale of LOCALES) {
        const walk = (data: unknown, node: FieldNode | undefined, at: (string | number)[]) => {
          if (node?.byVoice)
            places.push({ file, locale, path: at, differ: JSON.stringify((data as Json).we) !== JSON.stringify((data as Json).I) });
          else if (node?.byRole) walk((data as Json)[role], childOf(node, role), at);
          else if (Array.isArray(data)) data.forEach((item, index) => walk(item, childOf(node, index), [...at, index]));
          else if (data && typeof data === 'object')
            for (const [key, value] of Object.entries(data)) walk(value, childOf(node, key), [...at, key]);
        };
        walk(JSON.parse(readFileSync(path.join(root(), file), 'utf8'))[locale], fieldsOf(entry.fields), []);
      }
    }
    return places;
  }
  const at = (content: SiteContent[Locale], { file, path: keys }: { file: string; path: (string | number)[] }): string =>
    JSON.stringify(keys.reduce<unknown>((data, key) => (data as Json)?.[key], IN_CONTENT[file]!(content)));

  it('the demo speaks as “we”; chosen “I”, each text written both ways shows its other side', () => {
    const places = voicedPlaces();
    expect(places.filter(({ differ }) => differ).length).toBeGreaterThan(0);
    expect(places.filter(({ file }) => !IN_CONTENT[file]).map(({ file }) => file)).toEqual([]);
    const demo = load();
    editOwner((owner) => (owner.voice = 'I'));
    const chosen = load();
    for (const locale of LOCALES) {
      expect(demo[locale].site.voice).toBe('we');
      expect(chosen[locale].site.voice).toBe('I');
    }
    for (const place of places) {
      const where = `${place.file} → ${place.locale}.${place.path.join('.')}`;
      const changed = at(chosen[place.locale], place) !== at(demo[place.locale], place);
      expect({ where, changed }).toEqual({ where, changed: place.differ });
    }
  });

  it('checks the text written for the other voice too: a change of voice never publishes a refused word', () => {
    edit('content/about.json', (about) => (about.en.thankYou.text.I = `${about.en.thankYou.text.I} I am independent of LIC.`));
    expect(errorOf()).toMatch(/content\/about\.json → en\.thankYou\.text\.I: must not say “independent of LIC”/);
  });
});

describe('a text written for each role and each voice', () => {
  /** A field of each nesting the schemas may use: each voice inside each role, each role inside each voice, and a list. */
  const schema = z.strictObject({
    roleThenVoice: byRole(byVoice(prose)),
    voiceThenRole: byVoice(byRole(prose)),
    list: byVoice(z.array(prose)),
  });
  const values = Object.fromEntries(Object.keys(OWNER_PLACEHOLDERS).map((name) => [name, undefined])) as OwnerValues;
  const data = {
    roleThenVoice: { 'development-officer': { we: 'officer, we', I: 'officer, I' }, agent: { we: 'agent, we', I: 'agent, I' } },
    voiceThenRole: {
      we: { 'development-officer': 'we, officer', agent: 'we, agent' },
      I: { 'development-officer': 'I, officer', agent: 'I, agent' },
    },
    list: { we: ['we'], I: ['I', 'me'] },
  };

  it.each([
    ['development-officer', 'we', { roleThenVoice: 'officer, we', voiceThenRole: 'we, officer', list: ['we'] }],
    ['agent', 'I', { roleThenVoice: 'agent, I', voiceThenRole: 'I, agent', list: ['I', 'me'] }],
  ] as const)('as %s, saying “%s”: the text written for both, whichever is inside the other', (role, voice, shown) => {
    const problems: string[] = [];
    expect(resolveOwner('content/x.json', ['en'], data, fieldsOf(schema), { role, voice }, values, problems)).toEqual(shown);
    expect(problems).toEqual([]);
  });
});
