/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_FILES } from '@/lib/content/files';
import {
  CATEGORY_SLUGS,
  aboutSchema,
  agencySchema,
  bannersSchema,
  categoriesSchema,
  contactPageSchema,
  homeSchema,
  imagePath,
  importantLinksSchema,
  newsPageSchema,
  MESSAGES,
  newsSchema,
  opportunitiesPageSchema,
  plansPageSchema,
  policyHelpSchema,
  privacySchema,
  PLAN_WORDS,
  planFactsSchema,
  planSchema,
  siteSettingsSchema,
} from '@/lib/content/schemas';
import { LOCALES } from '@/lib/i18n/locales';
import { findPlaceholders, isPlaceholderText, placeholderWarning } from '@/lib/content/placeholders';
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
function schemaPaths(schema: z.ZodType, prefix = '', insideOptional = false): Map<string, { optional: boolean; schema: z.ZodType }> {
  const out = new Map<string, { optional: boolean; schema: z.ZodType }>();
  const own = schema instanceof z.ZodOptional;
  const optional = own || insideOptional;
  const inner = own ? (schema.unwrap() as z.ZodType) : schema;
  if (prefix) out.set(prefix, { optional, schema: inner });
  if (inner instanceof z.ZodObject) {
    for (const [key, value] of Object.entries(inner.shape as Record<string, z.ZodType>)) {
      for (const [path, info] of schemaPaths(value, prefix ? `${prefix}.${key}` : key, optional && prefix !== '')) out.set(path, info);
    }
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

const SCHEMAS: [string, z.ZodObject][] = [
  [CONTENT_FILES.site, siteSettingsSchema],
  [CONTENT_FILES.agency, agencySchema],
  [CONTENT_FILES.categories, categoriesSchema],
  [CONTENT_FILES.banners, bannersSchema],
  [CONTENT_FILES.home, homeSchema],
  [CONTENT_FILES.about, aboutSchema],
  [CONTENT_FILES.opportunities, opportunitiesPageSchema],
  [CONTENT_FILES.news, newsSchema],
  [CONTENT_FILES.links, importantLinksSchema],
  [CONTENT_FILES.planPages, plansPageSchema],
  [CONTENT_FILES.contact, contactPageSchema],
  [CONTENT_FILES.newsPage, newsPageSchema],
  [CONTENT_FILES.privacy, privacySchema],
  [CONTENT_FILES.policyHelp, policyHelpSchema],
];

/** What does not agree between a schema field and its editor field (nothing, when all is well). */
function mismatches(path: string, field: CmsField | undefined, info: { optional: boolean; schema: z.ZodType }): string[] {
  if (!field) return [`${path}: the editor has no field for it`];
  const problems: string[] = [];
  const expectWidget = (widget: string) => field.widget !== widget && problems.push(`${path}: widget ${field.widget}, expected ${widget}`);
  if ((field.required === false) !== info.optional) problems.push(`${path}: optional in one and required in the other`);
  const schema = info.schema;
  if (schema === imagePath) expectWidget('image');
  else if (schema instanceof z.ZodObject) expectWidget('object');
  else if (schema instanceof z.ZodBoolean) expectWidget('boolean');
  else if (schema instanceof z.ZodNumber) expectWidget('number');
  else if (schema instanceof z.ZodEnum) {
    expectWidget('select');
    if (JSON.stringify(field.options) !== JSON.stringify(schema.options)) problems.push(`${path}: options differ`);
  } else if (schema instanceof z.ZodArray) {
    if (schema.element instanceof z.ZodEnum) {
      expectWidget('select');
      if (!field.multiple || JSON.stringify(field.options) !== JSON.stringify(schema.element.options))
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
});

describe('the editor speaks both languages where the content does', () => {
  it('every file except the shared settings is edited per language', () => {
    expect(fileFields(CONTENT_FILES.site).localized).toBe(false);
    const notLocalized = Object.values(CONTENT_FILES).filter((file) => file !== CONTENT_FILES.site && !fileFields(file).localized);
    expect(notLocalized).toEqual([]);
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
    expect(plans.get('categories')?.options).toEqual([...CATEGORY_SLUGS]);
  });

  it('the phone and WhatsApp number follow the schema’s patterns, with its messages', () => {
    const phone = field(CONTENT_FILES.site, 'phone');
    expect(accepts(phone, '+91 98765 43210')).toBe(true);
    expect(accepts(phone, '98765')).toBe(false);
    expect(phone.pattern![1]).toBe(siteSettingsSchema.shape.phone.safeParse('98765').error?.issues[0]?.message);
    const whatsapp = field(CONTENT_FILES.site, 'whatsapp');
    expect(accepts(whatsapp, '919876543210')).toBe(true);
    expect(accepts(whatsapp, '91987654321a')).toBe(false);
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
  });

  it('turns on the review of every edit (the editorial workflow) when the owner asks for it', () => {
    const reviewed = cmsConfig(editorOptions({ editor: { repository: 'agent/site', reviewEdits: true } }, {}));
    expect(reviewed.publish_mode).toBe('editorial_workflow');
    expect(cmsConfig(editorOptions({ editor: { repository: 'agent/site' } }, {})).publish_mode).toBeUndefined();
  });
});

describe('placeholders', () => {
  let root: string;
  const write = (file: string, data: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(data));
  };
  const settings = {
    siteUrl: 'https://www.example.com',
    phone: '+91 98765 43210',
    email: 'advisor@example.com',
    whatsapp: '919876543210',
    socials: {
      x: 'https://x.com/example',
      facebook: 'https://www.facebook.com/suraksha',
      linkedin: 'https://www.linkedin.com/in/example',
      instagram: 'https://www.instagram.com/suraksha',
    },
  };
  const agency = {
    en: {
      person: '[Full name]',
      code: 'XXXXXXXX',
      branch: { name: 'Nashik Road', code: '951' },
      address: { lines: ['LIC of India, [Branch] Branch Office'] },
    },
  };
  const plan = {
    name: 'Jeevan Labh',
    planNo: '736',
    uin: 'XXXXXXXXXX',
    descriptor: 'A Non-Linked, Participating, Individual, Life Assurance Savings Plan',
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'placeholders-'));
    write('content/site.json', settings);
    write('content/agency.json', agency);
    write('content/plans/jeevan-labh.json', { en: plan });
    write('content/plans/jeevan-umang.json', { en: { ...plan, uin: '512N312V03', descriptor: undefined } });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds every value still shipped as a placeholder or still to give, and only those', () => {
    expect(findPlaceholders(root).map((p) => `${p.file} → ${p.field}`)).toEqual([
      'content/site.json → siteUrl',
      'content/site.json → phone',
      'content/site.json → whatsapp',
      'content/site.json → email',
      'content/site.json → socials.x',
      'content/site.json → socials.linkedin',
      'content/site.json → geo',
      'content/agency.json → en.person',
      'content/agency.json → en.code',
      'content/agency.json → en.address.lines[0]',
      'content/agency.json → en.approval',
      'content/plans/jeevan-labh.json → en.uin',
      'content/plans/jeevan-umang.json → en.descriptor',
    ]);
    write('content/site.json', {
      ...settings,
      siteUrl: 'https://www.suraksha.in',
      phone: '+91 94220 12345',
      email: 'hello@suraksha.in',
      whatsapp: '919422012345',
      socials: { ...settings.socials, x: 'https://x.com/suraksha', linkedin: 'https://www.linkedin.com/in/suraksha' },
      geo: { latitude: 19.9975, longitude: 73.7898 },
    });
    write('content/agency.json', {
      en: {
        ...agency.en,
        person: 'Ravi Kulkarni',
        code: '0123456X',
        address: { lines: ['LIC of India, Nashik Road Branch Office'] },
        approval: { reference: 'MKTG/2026/14', date: '01/12/2026' },
      },
    });
    write('content/plans/jeevan-labh.json', { en: { ...plan, uin: '512N304V03' } });
    write('content/plans/jeevan-umang.json', { en: { ...plan, uin: '512N312V03' } });
    expect(findPlaceholders(root)).toEqual([]);
  });

  it('the settings screen says which values are still placeholders, on the fields and in its description', () => {
    const marked = cmsConfig({ repository: 'agent/site', branch: 'main', placeholders: findPlaceholders(root) })
      .collections as Collection[];
    const settingsFile = marked.find((c) => c.name === 'settings')!;
    const fields = fieldPaths(settingsFile.files![0]!.fields);
    expect(fields.get('phone')?.hint).toMatch(/^⚠ Still the placeholder/);
    expect(fields.get('socials.x')?.hint).toMatch(/^⚠ Still the placeholder/);
    expect(fields.get('socials.facebook')?.hint ?? '').not.toMatch(/placeholder/);
    expect((settingsFile as { description?: string }).description).toContain(
      'Still placeholders, to replace before the site goes live: Site address, Phone, WhatsApp number, E-mail, Social profile (x), Social profile (linkedin), Office map coordinates (for “Get directions”).',
    );
    const agencyFields = fieldPaths(marked.find((c) => c.name === 'agency')!.files![0]!.fields);
    expect(agencyFields.get('person')?.hint).toMatch(/^⚠ Still the placeholder/);
    expect(agencyFields.get('code')?.hint).toMatch(/^⚠ Still the placeholder/);
    expect(agencyFields.get('division')?.hint ?? '').not.toMatch(/placeholder/);
    const plans = marked.find((c) => c.name === 'plans') as { description?: string };
    expect(plans.description).toContain('UIN of jeevan-labh');
  });

  it('the warning a build prints lists each placeholder with its file and field', () => {
    const warning = placeholderWarning(findPlaceholders(root))!;
    expect(warning).toContain('13 placeholders');
    expect(warning).toContain('content/site.json → phone (Phone): +91 98765 43210');
    expect(warning).toContain('content/agency.json → en.code (Development Officer code or agency code): XXXXXXXX');
    expect(warning).toContain('content/plans/jeevan-labh.json → en.uin (UIN): XXXXXXXXXX');
    expect(placeholderWarning([])).toBeUndefined();
  });

  it('reads a text as a placeholder when it is a row of X or has words in square brackets', () => {
    for (const text of ['XXX', 'xxxxxxxx', '[Full name]', 'LIC of India, [Branch] Branch Office'])
      expect(isPlaceholderText(text)).toBe(true);
    for (const text of ['512N304V03', 'Nashik', 'Plan No. 736', 'Box X']) expect(isPlaceholderText(text)).toBe(false);
  });
});
