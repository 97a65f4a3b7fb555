/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CONTENT_FILES } from '@/lib/content/registry/files';
import {
  CATEGORY_SLUGS,
  ownerSettingsSchema,
  importantLinksSchema,
  LONGEST,
  MESSAGES,
  newsSchema,
  PLAN_WORDS,
  planFactsSchema,
  planSchema,
  siteSettingsSchema,
} from '@/lib/content/schema/schemas';
import { DEMO_AGENCY } from '@/lib/content/owner/demo';
import { findLeftovers } from '@/lib/content/owner/placeholders';
import { placeOf } from '@/lib/content/registry/places';
import { CONTENT_ENTRIES } from '@/lib/content/registry/registry';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { cmsConfig, editorOptions, type CmsField } from './config';

const config = cmsConfig({ repository: 'agent/site', branch: 'main' });
type Collection = {
  name: string;
  folder?: string;
  fields?: CmsField[];
  files?: { file: string; fields: CmsField[]; i18n?: boolean }[];
  i18n?: unknown;
};
const collections = config.collections as Collection[];

/**
 * Every field path of a schema ("popup.heading", "slides[].image"), with whether the editor may leave
 * it empty: an optional field, or any field of an optional object (which may be left out whole).
 */
type SchemaInfo = { optional: boolean; schema: z.ZodType; image: boolean };
function schemaPaths(schema: z.ZodType, prefix = '', insideOptional = false): Map<string, SchemaInfo> {
  const out = new Map<string, SchemaInfo>();
  const own = schema instanceof z.ZodOptional;
  const optional = own || insideOptional;
  const inner = own ? (schema.unwrap() as z.ZodType) : schema;
  if (prefix) out.set(prefix, { optional, schema: inner, image: (schema.meta()?.widget ?? inner.meta()?.widget) === 'image' });
  if (inner instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      for (const [path, info] of schemaPaths(value, prefix ? `${prefix}.${key}` : key, optional && prefix !== '')) out.set(path, info);
    }
  } else if (inner instanceof z.ZodDiscriminatedUnion) {
    // One object of several forms: the editor shows every form's fields, each optional.
    for (const option of inner.options as z.ZodObject[])
      for (const [path, info] of schemaPaths(option, prefix, true)) if (path !== prefix) out.set(path, info);
  } else if (inner instanceof z.ZodArray && inner.element instanceof z.ZodDiscriminatedUnion) {
    // Items of several forms: the editor's list types, named by the discriminator, each with its own fields.
    const key = inner.element.def.discriminator;
    for (const option of inner.element.options as z.ZodObject[])
      for (const [path, info] of schemaPaths(option, `${prefix}[]`))
        if (path !== `${prefix}[]` && path !== `${prefix}[].${key}`) out.set(path, info);
  } else if (inner instanceof z.ZodArray && inner.element instanceof z.ZodObject) {
    for (const [path, info] of schemaPaths(inner.element as z.ZodType, `${prefix}[]`)) if (path !== `${prefix}[]`) out.set(path, info);
  }
  return out;
}

/** Every field path of the editor's fields, with the field. */
function fieldPaths(fields: CmsField[], prefix = ''): Map<string, CmsField> {
  const out = new Map<string, CmsField>();
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    out.set(path, field);
    if (field.widget === 'object') for (const [p, f] of fieldPaths(field.fields ?? [], path)) out.set(p, f);
    if (field.widget === 'list' && field.fields) for (const [p, f] of fieldPaths(field.fields, `${path}[]`)) out.set(p, f);
    for (const type of field.types ?? []) for (const [p, f] of fieldPaths(type.fields ?? [], `${path}[]`)) out.set(p, f);
  }
  return out;
}

const fileFields = (file: string) => {
  for (const collection of collections) {
    const entry = collection.files?.find((f) => f.file === file);
    if (entry) return { fields: entry.fields, localized: entry.i18n === true };
  }
  throw new Error(`no editor entry for ${file}`);
};

/** Each content file's fields as the editor shows them (the registry's). */
const SCHEMAS: [string, z.ZodObject][] = CONTENT_ENTRIES.map((entry) => [entry.file, entry.fields]);

/** A choice's values, whether the editor gives them words or not. */
const values = (options: CmsField['options']) => options?.map((option) => (typeof option === 'string' ? option : option.value));

/** What does not agree between a schema field and its editor field (nothing, when all is well). */
function mismatches(path: string, field: CmsField | undefined, info: SchemaInfo): string[] {
  if (!field) return [`${path}: the editor has no field for it`];
  const problems: string[] = [];
  const expectWidget = (widget: string) => field.widget !== widget && problems.push(`${path}: widget ${field.widget}, expected ${widget}`);
  if ((field.required === false) !== info.optional) problems.push(`${path}: optional in one and required in the other`);
  const schema = info.schema;
  if (info.image) expectWidget('image');
  else if (schema instanceof z.ZodObject) expectWidget('object');
  else if (schema instanceof z.ZodBoolean) expectWidget('boolean');
  else if (schema instanceof z.ZodNumber) expectWidget('number');
  else if (schema instanceof z.ZodEnum) {
    expectWidget('select');
    if (JSON.stringify(values(field.options)) !== JSON.stringify(schema.options)) problems.push(`${path}: options differ`);
  } else if (schema instanceof z.ZodArray) {
    if (schema.element instanceof z.ZodEnum) {
      expectWidget('select');
      if (!field.multiple || JSON.stringify(values(field.options)) !== JSON.stringify(schema.element.options))
        problems.push(`${path}: not a multiple select of the same options`);
    } else expectWidget('list');
  }
  return problems;
}

/** Every mismatch between a schema and the editor's fields for it, both ways. */
function compare(schema: z.ZodType, editorFields: CmsField[]): string[] {
  const fields = fieldPaths(editorFields);
  const paths = schemaPaths(schema);
  return [
    ...[...paths].flatMap(([path, info]) => mismatches(path, fields.get(path), info)),
    // …and no field the schema does not know (the build would reject it).
    ...[...fields.keys()].filter((path) => !paths.has(path)).map((path) => `${path}: the schema has no such field`),
  ];
}

describe('the editor covers every field of every content schema', () => {
  it('has an entry for every content file, and the plans folder', () => {
    for (const file of Object.values(CONTENT_FILES)) expect(() => fileFields(file)).not.toThrow();
    expect(collections.find((c) => c.name === 'plans')?.folder).toBe('content/plans');
  });

  for (const [file, schema] of SCHEMAS) {
    it(`${file}: the same fields, widgets and optionality as its schema`, () => {
      expect(compare(schema, fileFields(file).fields)).toEqual([]);
    });
  }

  it('plans: the same fields as the plan schema, one entry per plan with its languages side by side', () => {
    const plans = collections.find((c) => c.name === 'plans')!;
    expect(compare(planSchema, plans.fields!)).toEqual([]);
    expect(plans.i18n).toBe(true);
    expect(config.i18n).toEqual({ structure: 'single_file', locales: [...LOCALES], default_locale: 'en' });
  });

  it('a key fact’s term: the owner picks its form and sees that form’s fields only; a condition offers its option first', () => {
    const fields = fieldPaths(collections.find((c) => c.name === 'plans')!.fields!);
    const terms = fields.get('keyFacts.policyTerm.options')!;
    expect(terms.typeKey).toBe('form');
    const forms = Object.fromEntries((terms.types ?? []).map((type) => [type.name, (type.fields ?? []).map((field) => field.name)]));
    expect(forms).toMatchObject({
      years: ['years', 'when'],
      range: ['from', 'to', 'when'],
      wholeLife: ['when'],
      termLess: ['years', 'when'],
    });
    const when = fields.get('keyFacts.entryAge.max[].when')!;
    expect(when.fields?.[0]).toMatchObject({ name: 'option', widget: 'select', required: false });
    expect(values(when.fields?.[0]?.options)).toEqual(expect.arrayContaining(['policyTerm', 'payment', 'sumAssured', 'entryAge']));
  });
});

describe('the editor speaks both languages where the content does', () => {
  it('every file except the shared settings is edited per language', () => {
    expect(fileFields(CONTENT_FILES.site).localized).toBe(false);
    const notLocalized = Object.values(CONTENT_FILES).filter((file) => file !== CONTENT_FILES.site && !fileFields(file).localized);
    expect(notLocalized).toEqual([]);
    expect(CONTENT_ENTRIES.filter((entry) => !entry.localized).map((entry) => entry.file)).toEqual([CONTENT_FILES.site]);
  });

  it('a plan’s words are written in every language, and what the plan is only once', () => {
    const fields = fieldPaths(collections.find((c) => c.name === 'plans')!.fields!);
    const translated = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, fields.get(name)?.i18n]));
    expect(translated(PLAN_WORDS)).toEqual(Object.fromEntries(PLAN_WORDS.map((name) => [name, true])));
    const facts = Object.keys(planFactsSchema.shape);
    expect(facts).toEqual(
      expect.arrayContaining(['id', 'path', 'uin', 'planNo', 'kind', 'status', 'isTrending', 'categories', 'imageUrls']),
    );
    // A field without i18n is kept in the default language's block and shown on that side only.
    expect(translated(facts)).toEqual(Object.fromEntries(facts.map((name) => [name, undefined])));
  });
});

describe('the editor checks what the build checks', () => {
  const field = (file: string, path: string) => fieldPaths(fileFields(file).fields).get(path)!;
  const accepts = (f: CmsField, value: string) => new RegExp(f.pattern![0]).test(value);

  it('categories are the six slugs, in a select', () => {
    const plans = fieldPaths(collections.find((c) => c.name === 'plans')!.fields!);
    expect(values(plans.get('categories')?.options)).toEqual([...CATEGORY_SLUGS]);
  });

  it('the phone and WhatsApp number follow the schema’s patterns, with its messages', () => {
    const phone = field(CONTENT_FILES.agency, 'phone');
    expect(accepts(phone, '+91 98765 43210')).toBe(true);
    expect(accepts(phone, '98765')).toBe(false);
    expect(phone.pattern![1]).toBe(ownerSettingsSchema.shape.phone.safeParse('98765').error?.issues[0]?.message);
    const whatsapp = field(CONTENT_FILES.agency, 'whatsapp');
    expect(accepts(whatsapp, '919876543210')).toBe(true);
    expect(accepts(whatsapp, '91987654321a')).toBe(false);
    // The editor and the build agree on every number, and the hint shows the forms.
    for (const number of ['+91 98765 43210', '+91 98765 4321', '+91 253 2345678', '+91 2532345678', '98765 43210', '+44 20 7946 0958'])
      expect({ number, editor: accepts(phone, number) }).toEqual({
        number,
        editor: ownerSettingsSchema.shape.phone.safeParse(number).success,
      });
    for (const number of ['919876543210', '9876543210', '+919876543210', '91 98765 43210'])
      expect({ number, editor: accepts(whatsapp, number) }).toEqual({
        number,
        editor: ownerSettingsSchema.shape.whatsapp.safeParse(number).success,
      });
    expect(phone.hint).toContain('+91 253 2345678');
    expect(whatsapp.hint).toContain('919876543210');
  });

  it('a name, heading or title says its bound in its hint, and the editor holds it to it', () => {
    const plans = fieldPaths(collections.find((c) => c.name === 'plans')!.fields!);
    const title = field(CONTENT_FILES.banners, 'slides[].title');
    expect(title.hint).toContain(`At most ${LONGEST.slideTitle} characters.`);
    expect(accepts(title, 'T'.repeat(LONGEST.slideTitle))).toBe(true);
    expect(accepts(title, 'T'.repeat(LONGEST.slideTitle + 1))).toBe(false);
    expect(plans.get('name')?.hint).toContain(`At most ${LONGEST.planName} characters.`);
    expect(field(CONTENT_FILES.about, 'thankYou.heading').hint).toContain(`At most ${LONGEST.heading} characters.`);
    // A bound is said once, and a field without one says none.
    expect(field(CONTENT_FILES.home, 'popup.heading').hint?.match(/At most \d+ characters\./g)).toEqual(['At most 60 characters.']);
    expect(field(CONTENT_FILES.about, 'thankYou.text.we').hint ?? '').not.toContain('At most');
  });

  it('the site address has no word beginning with “lic”, as the schema says', () => {
    const siteUrl = field(CONTENT_FILES.site, 'siteUrl');
    for (const url of [
      'https://www.licadvisor-nashik.in',
      'https://lic-agent.github.io/',
      'https://www.nashik-lic.in/',
      'https://www.public-advisors.in',
      'https://relic.example.in/',
      'https://ramesh.github.io/lic-site/',
    ])
      expect({ url, editor: accepts(siteUrl, url) }).toEqual({ url, editor: siteSettingsSchema.shape.siteUrl.safeParse(url).success });
    expect(accepts(siteUrl, 'https://www.licadvisor-nashik.in')).toBe(false);
    expect(siteUrl.hint).toContain('without “LIC” in it');
  });

  it('important links only go to licindia.in, as the schema says', () => {
    const href = field(CONTENT_FILES.links, 'items[].href');
    const verdicts = (urls: string[]) =>
      urls.map((url) => [url, accepts(href, url), importantLinksSchema.shape.items.element.shape.href.safeParse(url).success]);
    // The editor and the build agree on every address.
    for (const [url, editor, build] of verdicts([
      'https://licindia.in/',
      'https://ebiz.licindia.in/D2CPM/#qni',
      'https://example.org/',
      'https://licindia.in.example.org/',
      'http://licindia.in/',
    ])) {
      expect({ url, editor }).toEqual({ url, editor: build });
    }
    expect(accepts(href, 'https://example.org/')).toBe(false);
  });

  it('a news item links to licindia.in or a listed newspaper or news agency, as the schema says', () => {
    const link = field(CONTENT_FILES.news, 'items[].link');
    for (const url of [
      'https://licindia.in/web/guest/press-release-1',
      'https://www.business-standard.com/companies/news/lic-story-125031800455_1.html',
      'https://hindi.business-standard.com/finance/lic-story-id-433063',
      'https://www.example-news.in/lic-story-1234567',
      'https://business-standard.com.example.org/lic-story-1234567',
      'http://www.business-standard.com/lic-story-1234567',
    ]) {
      expect({ url, editor: accepts(link, url) }).toEqual({
        url,
        editor: newsSchema.shape.items.element.shape.link.safeParse(url).success,
      });
    }
    expect(accepts(link, 'https://www.example-news.in/lic-story-1234567')).toBe(false);
    expect(link.pattern![1]).toBe(MESSAGES.newsLink);
  });

  it('news dates are DD/MM/YYYY dates; pictures upload into public/images', () => {
    expect(field(CONTENT_FILES.news, 'items[].date')).toMatchObject({ widget: 'datetime', format: 'DD/MM/YYYY', time_format: false });
    expect(field(CONTENT_FILES.news, 'items[].date').required).toBeUndefined();
    expect(field(CONTENT_FILES.news, 'items[].imageUrl')).toMatchObject({
      widget: 'image',
      media_folder: '/public/images/news',
      public_folder: '/images/news',
    });
  });
});

describe('where the editor saves', () => {
  it('takes the repository from the site settings, then from the host', () => {
    expect(editorOptions({ editor: { repository: 'agent/site' } }, {})).toEqual({ repository: 'agent/site', branch: 'main' });
    expect(editorOptions({}, { GITHUB_REPOSITORY: 'gh/pages' }).repository).toBe('gh/pages');
    expect(editorOptions({}, { REPOSITORY_URL: 'https://github.com/netlify/site.git' }).repository).toBe('netlify/site');
    expect(editorOptions({}, { CMS_AUTH_URL: 'https://auth.example.com' }).authUrl).toBe('https://auth.example.com');
    // Netlify's branch deploy of `edit`: its editor saves to `edit`, and the live site follows once merged into main.
    expect(editorOptions({}, { NETLIFY: 'true', BRANCH: 'edit' }).branch).toBe('edit');
  });

  it('turns on the review of every edit (the editorial workflow) when the owner asks for it', () => {
    const reviewed = cmsConfig(editorOptions({ editor: { repository: 'agent/site', reviewEdits: true } }, {}));
    expect(reviewed.publish_mode).toBe('editorial_workflow');
    expect(cmsConfig(editorOptions({ editor: { repository: 'agent/site' } }, {})).publish_mode).toBeUndefined();
    // Review on, with the repository the host gives: the editor settings need no repository of their own.
    const hosted = editorOptions({ editor: { reviewEdits: true } }, { GITHUB_REPOSITORY: 'gh/pages' });
    expect(hosted).toMatchObject({ repository: 'gh/pages', reviewEdits: true });
    expect(cmsConfig(hosted).publish_mode).toBe('editorial_workflow');
  });
});

describe('the editor speaks the owner’s language', () => {
  const all = (fields: CmsField[]): CmsField[] => fields.flatMap((f) => [f, ...all(f.fields ?? []), ...(f.field ? all([f.field]) : [])]);
  const everyField = collections
    .flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)])
    .flatMap((f) => all([f]));
  const at = (file: string, path: string) => fieldPaths(fileFields(file).fields).get(path)!;

  it('labels and hints a field by its place: the Git branch the editor saves to is not the owner’s LIC branch', () => {
    const gitBranch = at(CONTENT_FILES.site, 'editor.branch');
    const branchCode = at(CONTENT_FILES.agency, 'branch.code');
    const code = at(CONTENT_FILES.agency, 'code');
    expect(gitBranch.label).toBe('Git branch');
    expect(gitBranch.hint).toMatch(/Not your LIC branch/);
    expect(branchCode.label).toBe('Branch code');
    expect(code.label).not.toBe(branchCode.label);
    expect(new Set([gitBranch.hint, branchCode.hint, code.hint]).size).toBe(3);
  });

  it('never writes “(optional)” into a label: the editor adds it to every field that may be left empty', () => {
    expect(everyField.filter((f) => /optional/i.test(f.label)).map((f) => f.label)).toEqual([]);
  });

  it('lets the owner leave empty what the owner may not have: social profiles, years, agents, the logo, the map, About’s figures', () => {
    const required = (file: string, paths: string[]) => paths.filter((path) => at(file, path).required !== false);
    expect(required(CONTENT_FILES.agency, ['socials.x', 'socials.facebook', 'socials.linkedin', 'socials.instagram'])).toEqual([]);
    expect(required(CONTENT_FILES.site, ['geo'])).toEqual([]);
    expect(required(CONTENT_FILES.agency, ['years', 'agents', 'logo', 'recruiting'])).toEqual([]);
    expect(at(CONTENT_FILES.about, 'whyLic.figures').required).toBe(false);
  });

  it('sums up every list’s items by their words, not by the name of the field', () => {
    const lists = everyField.filter((f) => f.widget === 'list');
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.filter((f) => !f.summary).map((f) => f.name)).toEqual([]);
    expect(at(CONTENT_FILES.agency, 'address.lines').summary).toBe('{{fields.line}}');
  });

  it('says which placeholders a text may use, where it may use them', () => {
    expect(at(CONTENT_FILES.contact, 'visit.text.we').hint).toMatch(/\{brand\}.*\{town\}.*\{hours\}/);
    expect(at(CONTENT_FILES.planPages, 'disclosures.planOf').hint).toMatch(/Keep \{insurer\} and \{registration\}/);
    // Not in an address, a code, a picture or the settings: only in words that may name the owner.
    expect(at(CONTENT_FILES.agency, 'phone').hint).not.toMatch(/You may write/);
    expect(at(CONTENT_FILES.opportunities, 'agency.applyUrl').hint ?? '').not.toMatch(/You may write/);
    expect(at(CONTENT_FILES.agency, 'photo').hint ?? '').not.toMatch(/You may write/);
    // A fact about the owner (a name, a code, the state) is written out: it cannot use them.
    expect(at(CONTENT_FILES.agency, 'town').hint).not.toMatch(/You may write/);
    expect(at(CONTENT_FILES.agency, 'town').hint).toMatch(/\{town\}/);
    for (const path of ['code', 'branch.code', 'address.region', 'approval.reference'])
      expect(at(CONTENT_FILES.agency, path).hint ?? '').not.toMatch(/You may write/);
  });

  it('shows a text written for each role as two fields, one per role', () => {
    const intro = at(CONTENT_FILES.about, 'intro');
    expect(intro.widget).toBe('object');
    expect(intro.fields?.map((f) => f.label)).toEqual(['As a development officer', 'As an agent']);
    expect(at(CONTENT_FILES.agency, 'role').options).toEqual([
      { label: 'Development officer', value: 'development-officer' },
      { label: 'Agent', value: 'agent' },
    ]);
  });

  it('gives the editor the demo’s values of each field, so that it marks them as the owner types', () => {
    for (const { keys, values: demo } of DEMO_AGENCY) expect(at(CONTENT_FILES.agency, keys.join('.')).demo).toEqual([...demo]);
    expect(at(CONTENT_FILES.agency, 'phone').demo).toEqual(['+91 98765 43210']);
    expect(new RegExp(at(CONTENT_FILES.agency, 'socials.x').demo_pattern!).test('https://x.com/example')).toBe(true);
  });

  it('does not mark a demo value the owner says is really theirs (Site settings → Values of yours that the demo has too)', () => {
    const own = cmsConfig(editorOptions({ sameAsDemo: ['region', 'postalCode'] }, {}));
    const fieldIn = (file: string, path: string) =>
      (own.collections as Collection[])
        .flatMap((c) => c.files ?? [])
        .flatMap((f) => (f.file === file ? [fieldPaths(f.fields).get(path)!] : []))[0]!;
    expect(fieldIn(CONTENT_FILES.agency, 'address.region').demo).toBeUndefined();
    expect(fieldIn(CONTENT_FILES.agency, 'postalCode').demo).toBeUndefined();
    expect(fieldIn(CONTENT_FILES.agency, 'town').demo).toEqual(at(CONTENT_FILES.agency, 'town').demo);
  });

  it('says how to reach every language', () => {
    const pages = collections.find((c) => c.name === 'pages') as { description?: string };
    expect(pages.description).toMatch(/Writing in/);
  });

  it('reads the schemas through zod’s public API only', () => {
    expect(readFileSync('lib/cms/config.ts', 'utf8')).not.toMatch(/_zod/);
    expect(readFileSync('lib/content/registry/fields.ts', 'utf8')).not.toMatch(/_zod/);
  });
});

describe('the editor marks every item the build lists, on its language side', () => {
  const at = (file: string, path: string) => fieldPaths(fileFields(file).fields).get(path)!;
  const plansFields = () => collections.find((c) => c.name === 'plans')!.fields!;
  /** The editor field of a leftover: its path without the language, a list's item by the list's item fields, a list of words by the list. */
  function fieldOf(file: string, keys: (string | number)[], localized: boolean): CmsField | undefined {
    const fields = fieldPaths(file.startsWith('content/plans/') ? plansFields() : fileFields(file).fields);
    const rest = localized ? keys.slice(1) : keys;
    const path = rest
      .map((key) => (typeof key === 'number' ? '[]' : `.${key}`))
      .join('')
      .replace(/^\./, '')
      .replace(/\.\[\]/g, '[]');
    return fields.get(path) ?? fields.get(path.replace(/\[\]$/, ''));
  }
  const marks = (field: CmsField, kind: string, value: string) => {
    if (kind === 'placeholder') return ['string', 'text', 'list', 'select'].includes(field.widget);
    if (kind === 'monogram') return field.empty_mark !== undefined;
    if (field.demo?.some((demo) => String(demo) === value)) return true;
    if (field.demo && field.widget === 'list') return true;
    return field.demo_pattern !== undefined && new RegExp(field.demo_pattern, 'i').test(value);
  };

  it('the demo’s values, placeholders, opening hours, address lines and the logo', () => {
    const { identity } = findLeftovers(process.cwd());
    expect(identity.length).toBeGreaterThan(0);
    const unmarked = identity.filter((item) => {
      const localized = item.file !== CONTENT_FILES.site;
      const field = fieldOf(item.file, item.keys, localized);
      // A field written once (a plan's facts, the owner's contacts) is on the default language's side only.
      const once = item.file.startsWith('content/plans/') || (item.file === CONTENT_FILES.agency && item.keys[0] === DEFAULT_LOCALE);
      return !field || !marks(field, item.kind, item.value) || (localized && !field.i18n && !once);
    });
    expect(unmarked.map((item) => `${item.file} → ${item.keys.join('.')}`)).toEqual([]);
  });

  it('opens the owner’s screen with a checklist of every item the build lists there, each naming its language side', () => {
    const found = findLeftovers(process.cwd());
    const withList = cmsConfig({ repository: 'owner/site', branch: 'main', leftovers: found }) as { collections: Collection[] };
    const [first] = withList.collections;
    expect(first!.name).toBe('agency');
    const [checklist, ...fields] = first!.files![0]!.fields;
    expect(checklist!.widget).toBe('leftovers');
    // Written once, on the default language's side: one checklist for every language.
    expect(checklist!.i18n).toBeUndefined();
    const onScreen = found.identity.filter((item) => item.file === CONTENT_FILES.agency);
    expect(onScreen.length).toBeGreaterThan(0);
    for (const item of onScreen) {
      const [locale, ...path] = item.keys;
      const listed = checklist!.items!.find((each) => each.locale === locale && JSON.stringify(each.path) === JSON.stringify(path));
      expect({ item: item.keys.join('.'), listed: listed !== undefined }).toEqual({ item: item.keys.join('.'), listed: true });
      // A line of a list of words is marked on its list.
      const field = fieldPaths(fields).get(path.filter((key) => typeof key === 'string').join('.'));
      // Its side, named as the build names it: “Agency name (Marathi)”; a field on every side alike is named alone.
      expect({ item: item.keys.join('.'), language: listed!.language }).toEqual({
        item: item.keys.join('.'),
        language: field?.i18n === true ? LANGUAGE_NAMES[locale as keyof typeof LANGUAGE_NAMES] : undefined,
      });
      expect(listed!.label).toBe(
        placeOf(item.file, item.keys)!
          .replace(/^Agency → /, '')
          .replace(/ \((English|Hindi|Marathi)\)$/, ''),
      );
    }
    // The demo's Marathi agency name is one of them, on its side.
    expect(checklist!.items).toContainEqual(
      expect.objectContaining({ label: 'Agency name', language: 'Marathi', locale: 'mr', path: ['agencyName'] }),
    );
  });

  it('hides from an agent the agents a development officer recruited', () => {
    expect(at(CONTENT_FILES.agency, 'agents').hidden_for_role).toBe('agent');
  });

  it('says each row of opening hours in words under the list', () => {
    expect(at(CONTENT_FILES.agency, 'hours').day_names?.Mo).toBe('Monday');
    expect(at(CONTENT_FILES.agency, 'hours').summary).not.toContain('fields.days');
  });
});
