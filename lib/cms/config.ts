import { z } from 'zod';
import { CONTENT_FILES, PLANS_DIR } from '@/lib/content/files';
import {
  MESSAGES,
  PATTERNS,
  aboutSchema,
  agencySchema,
  bannersSchema,
  categoriesSchema,
  contactPageSchema,
  ddmmyyyy,
  grievanceUrl,
  hexColour,
  homeSchema,
  httpsUrl,
  imagePath,
  importantLinksSchema,
  licindiaUrl,
  newsLinkUrl,
  newsPageSchema,
  newsSchema,
  opportunitiesPageSchema,
  plansPageSchema,
  policyHelpSchema,
  privacySchema,
  PLAN_WORDS,
  planSchema,
  siteSettingsSchema,
  type SiteSettings,
} from '@/lib/content/schemas';
import type { Placeholder } from '@/lib/content/placeholders';
import { getDictionary } from '@/lib/i18n';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/**
 * The configuration of the editor at /admin (Decap CMS), generated from the very schemas the build
 * checks content with: every field of every schema becomes an editor field, with the widget, the
 * pattern and the message of its rule. What the editor cannot express, the build still checks.
 */

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | 'duplicate';
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  value_type?: 'int' | 'float';
  default?: unknown;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  allow_input?: boolean;
  label_singular?: string;
  collapsed?: boolean;
  summary?: string;
};

/** Friendlier labels than the field names give; every other label is the name in words. */
const LABELS: Record<string, string> = {
  siteUrl: 'Site address',
  email: 'E-mail',
  whatsapp: 'WhatsApp number',
  whatsappMessage: 'WhatsApp message',
  whatsappLabel: 'WhatsApp button',
  openingHours: 'Opening hours for search engines',
  socials: 'Social profiles',
  x: 'X',
  linkedin: 'LinkedIn',
  insurer: 'Insurer',
  registration: 'IRDAI registration number',
  particulars: 'Particulars (how it was established, head office)',
  person: 'Your full name',
  approval: 'LIC’s written approval of this site',
  reference: 'Reference',
  planNo: 'Plan number',
  uin: 'UIN',
  descriptor: 'LIC’s description of the contract',
  status: 'Sales status',
  withdrawnOn: 'Withdrawn on',
  brochureUrl: 'Page or sales brochure on licindia.in',
  checkedOn: 'Checked against LIC’s pages on',
  canDo: 'What the policyholder can do, and when',
  official: 'LIC’s own page',
  steps: 'Steps',
  documents: 'Documents to keep ready',
  applyUrl: 'Application page on licindia.in',
  allReleasesUrl: 'LIC’s press releases on licindia.in',
  postalCode: 'PIN code',
  country: 'Country code',
  editor: 'Editor sign-in',
  authUrl: 'Sign-in service address',
  reviewEdits: 'Review every edit before it is published',
  agencyName: 'Agency name',
  role: 'Your role with LIC',
  code: 'Development Officer code or agency code',
  geo: 'Map position (optional)',
  kind: 'Kind of plan',
  unitLinked: 'Statements for unit linked plans',
  isTrending: 'Trending',
  path: 'Address (path)',
  metatitle: 'Title for search engines',
  metadescription: 'Description for search engines',
  imageUrls: 'Pictures',
  details: 'Detail blocks',
  Description: 'Description',
  listItems: 'List items',
  imageUrl: 'Picture',
  image: 'Picture',
  alt: 'Picture description (alt text)',
  href: 'Link',
  ctaLabel: 'Button',
  firstStep: 'First step',
  whyLic: 'Why LIC?',
  thankYou: 'Thank you',
  allProducts: 'All plans page',
  categoryPage: 'Category pages',
  browseAllLead: 'Line before the link to all plans',
  aboutLink: 'Link to About Us',
  plansLink: 'Link to the plans',
  figures: 'Figures',
};

/** Hints shown under a field, for rules a label cannot say. */
const HINTS: Record<string, string> = {
  phone: 'International form, e.g. +91 98765 43210. Used for every call button.',
  whatsapp: 'Digits only, with the country code, e.g. 919876543210.',
  siteUrl: 'The address the site is published at, e.g. https://www.example.com. A sub-path moves the whole site.',
  openingHours: 'For search engines, in this form: Mo-Sa 10:00-18:00.',
  path: 'Lower-case words joined by hyphens; it is the plan’s web address and the file name. Do not change it once published.',
  id: 'product and a number, e.g. product16; unique.',
  categories: 'The needs this plan serves.',
  imageUrls: 'Exactly four pictures.',
  date: 'The day the source published it.',
  link: 'The source’s own page for this item: LIC’s release on licindia.in, or the article itself of a newspaper or news agency the site accepts. Never a home page or a list of releases.',
  href: 'Only addresses on licindia.in, the insurer’s own site.',
  closing: 'Keep {about} and {plans}: that is where the two links go.',
  repository: 'The GitHub repository the editor saves to, written owner/name.',
  colour: 'The segment’s colour on the category wheel.',
  value: 'A whole number, without + or words.',
  role: 'development-officer: you are an LIC Development Officer who recruits and leads agents; agent: you are an LIC agent. Every page says this one way, from this field.',
  code: 'Your Development Officer code or agency code, shown in the footer of every page and on About Us. XXXXXXXX until you give it.',
  person: 'Your full name as in LIC’s records: every page says you publish this site. Square brackets mark a placeholder.',
  branch: 'The LIC branch you belong to: its name and its code.',
  approval: 'Add it once LIC’s divisional office has approved the site in writing: the footer then says so.',
  planNo: 'LIC’s plan number from the current brochure, e.g. 736. XXX until you have it.',
  uin: 'The UIN from the current brochure, e.g. 512N304V03 (L for unit-linked plans, N for the others).',
  descriptor:
    'The line LIC prints under the plan’s name in its brochure, e.g. (A Non-Linked, Participating, Individual, Life Assurance Savings Plan).',
  status:
    'withdrawn: LIC no longer sells the plan. unconfirmed: sources disagree and LIC’s own page does not say; the page asks visitors to check with you. Either way its page stays for people who hold it, but it cannot be trending or listed under a need.',
  withdrawnOn:
    'The day LIC withdrew the plan, DD/MM/YYYY, as LIC’s page of withdrawn plans gives it. Only for a withdrawn plan; empty while no source gives it.',
  brochureUrl: 'The plan’s page or sales brochure on licindia.in; for a withdrawn plan, its last brochure if LIC still publishes it.',
  checkedOn: 'The day you checked this task against LIC’s own page, DD/MM/YYYY. Empty until then: the page claims no check.',
  source: 'Who published it, by name, e.g. “LIC press release” or “Business Standard”. A news item names the publisher its link leads to.',
  year: 'The financial year the figures are for, e.g. 2024-25.',
  kind: 'As the insurer files the plan: unit-linked (ULIP), participating (with bonuses), non-participating (no bonuses, benefits fixed in the policy), term (pure protection) or annuity (pension). Only non-participating and annuity plans may be in guaranteed-returns; every unit-linked plan shows the statements for unit linked plans.',
  unitLinked:
    'The regulator’s statements every unit linked plan’s page shows, in the insurer’s wording. Keep {plan} and {insurer} in the statement about names.',
  reviewEdits:
    'On: every edit is saved as a draft, and someone you trust publishes it after reading it. Each edit is a new advertisement of LIC’s plans, so LIC expects it to be reviewed.',
  geo: 'Latitude and longitude of the office, e.g. 19.9975 and 73.7898, for search engines. Leave empty until known.',
};

/** On/off fields whose name is shared with a text field elsewhere: their own label and hint. */
const SWITCHES: Record<string, Pick<CmsField, 'label' | 'hint'>> = {
  note: {
    label: 'Show as a note',
    hint: 'On: this block is drawn as a note (a gold box with an info sign), like the plan’s “Good To Know” block, rather than as a benefit. Set it the same in every language.',
  },
};

/** Text that is usually longer than a line gets a multi-line box. */
const LONG_TEXT = new Set([
  'description',
  'Description',
  'text',
  'summary',
  'intro',
  'footerMessage',
  'metadescription',
  'note',
  'pitch',
  'particulars',
  'riskFactors',
]);

/** Fields of the pages that describe the same thing in every language: typed once, in English, and copied. */
const SHARED = new Set([
  'icon',
  'colour',
  'image',
  'value',
  'role',
  'code',
  'reference',
  'date',
  'updated',
  'checkedOn',
  'applyUrl',
  'allReleasesUrl',
]);

const words = (name: string) => {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const unwrap = (schema: z.ZodType): { inner: z.ZodType; optional: boolean } =>
  schema instanceof z.ZodOptional ? { inner: schema.unwrap() as z.ZodType, optional: true } : { inner: schema, optional: false };

/** The minimum and maximum number of items an array schema allows. */
function lengthLimits(schema: z.ZodArray): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of (schema._zod.def.checks ?? []) as {
    _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } };
  }[]) {
    const def = check._zod.def;
    if (def.check === 'min_length') limits.min = def.minimum;
    if (def.check === 'max_length') limits.max = def.maximum;
    if (def.check === 'length_equals') limits.min = limits.max = def.length;
  }
  return limits;
}

/** A rule the build checks, as the editor's pattern: the same regular expression and message. */
const rule = (pattern: RegExp, message: string): [string, string] => [pattern.source, message];

type Context = {
  i18n: boolean;
  inList: boolean;
  mediaFolder: string;
  /** Labels for this file's own generic field names, e.g. items → News items / news item. */
  names?: Record<string, [label: string, singular: string]>;
  /**
   * Inside an optional object: Decap checks a required field even when its object is left out, so
   * none is marked required there; the build still checks the object whenever it is present.
   */
  insideOptional?: boolean;
};

/** One editor field for one schema field. */
function fieldFor(name: string, schema: z.ZodType, context: Context): CmsField {
  const { inner, optional } = unwrap(schema);
  const named = context.inList ? undefined : context.names?.[name];
  const field: CmsField = { name, label: named?.[0] ?? LABELS[name] ?? words(name), widget: 'string' };
  if (optional || context.insideOptional) field.required = false;
  if (HINTS[name]) field.hint = HINTS[name];
  if (context.i18n) field.i18n = SHARED.has(name) && !context.inList ? 'duplicate' : true;

  if (inner === imagePath) {
    Object.assign(field, {
      widget: 'image',
      choose_url: false,
      media_folder: `/public/images/${context.mediaFolder}`,
      public_folder: `/images/${context.mediaFolder}`,
    });
  } else if (inner === ddmmyyyy) {
    Object.assign(field, { widget: 'datetime', format: 'DD/MM/YYYY', date_format: 'DD/MM/YYYY', time_format: false });
  } else if (inner === hexColour) {
    Object.assign(field, { widget: 'color', allow_input: true, pattern: rule(PATTERNS.hexColour, MESSAGES.hexColour) });
  } else if (inner instanceof z.ZodObject) {
    const shape = inner.shape as Record<string, z.ZodType>;
    Object.assign(field, {
      widget: 'object',
      collapsed: false,
      fields: Object.entries(shape).map(([key, value]) => fieldFor(key, value, optional ? { ...context, insideOptional: true } : context)),
    });
    // Objects hold their own per-language and shared fields; the object itself is per language.
    if (context.i18n) field.i18n = true;
  } else if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    // An optional list may be left out altogether, so its length limits only bind a list that is there.
    const limits = optional ? {} : lengthLimits(inner);
    if (element instanceof z.ZodEnum) {
      // A choice of several options, not a list: it can be shared between languages.
      Object.assign(field, { widget: 'select', multiple: true, options: element.options.map(String), ...limits });
    } else if (element instanceof z.ZodObject) {
      const itemContext = { ...context, inList: true, names: undefined, insideOptional: false }; // an item's fields bind once added
      const shape = element.shape as Record<string, z.ZodType>;
      const first = Object.keys(shape).find((key) => ['title', 'label', 'alt'].includes(key));
      Object.assign(field, {
        widget: 'list',
        label_singular: named?.[1] ?? words(name.replace(/s$/, '')).toLowerCase(),
        ...(first ? { summary: `{{fields.${first}}}` } : {}),
        fields: Object.entries(shape).map(([key, value]) => fieldFor(key, value, itemContext)),
        ...limits,
      });
    } else {
      const item = fieldFor(name.replace(/s$/, ''), element, { ...context, inList: true });
      delete item.i18n;
      if (item.widget === 'string' && (LONG_TEXT.has(name) || name === 'paragraphs')) item.widget = 'text';
      Object.assign(field, { widget: 'list', field: item, ...limits });
    }
    // Decap keeps a list per language: lists cannot be shared.
    if (context.i18n && field.widget === 'list') field.i18n = true;
  } else if (inner instanceof z.ZodEnum) {
    Object.assign(field, { widget: 'select', options: inner.options.map(String) });
  } else if (inner instanceof z.ZodBoolean) {
    Object.assign(field, { widget: 'boolean', default: false }, SWITCHES[name]);
  } else if (inner instanceof z.ZodNumber) {
    Object.assign(field, { widget: 'number', value_type: (inner as z.ZodNumber).isInt ? 'int' : 'float' });
  } else if (inner._zod.def.type === 'string') {
    // Plain text, e-mail and web addresses alike (zod's formats are strings too).
    const text = inner as z.ZodString;
    if (LONG_TEXT.has(name)) field.widget = 'text';
    if (inner === httpsUrl) field.pattern = rule(/^https:\/\/\S+$/, 'must be an https:// address');
    if (inner === licindiaUrl) field.pattern = rule(PATTERNS.licindia, MESSAGES.licindia);
    if (inner === grievanceUrl) field.pattern = rule(PATTERNS.grievance, MESSAGES.grievance);
    if (inner === newsLinkUrl) field.pattern = rule(PATTERNS.newsLink, MESSAGES.newsLink);
    if (name in PATTERNS && !['licindia', 'grievance', 'ddmmyyyy'].includes(name)) {
      const key = name as keyof typeof PATTERNS & keyof typeof MESSAGES;
      field.pattern = rule(PATTERNS[key], MESSAGES[key]);
    }
    if (name === 'email') field.pattern = rule(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');
    if (name === 'path') field.pattern = rule(PATTERNS.slug, MESSAGES.slug);
    if (name === 'id') field.pattern = rule(PATTERNS.productId, MESSAGES.productId);
    if (text.maxLength !== null && text.maxLength !== undefined) {
      field.pattern ??= rule(new RegExp(`^[\\s\\S]{0,${text.maxLength}}$`), `must be at most ${text.maxLength} characters`);
    }
  } else {
    throw new Error(`The editor has no field for ${name}: its schema is not one it knows`);
  }
  return field;
}

/** The editor fields of an object schema. */
function fieldsFor(schema: z.ZodObject, context: Context): CmsField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => fieldFor(key, value, context));
}

type Page = { name: string; label: string; file: string; schema: z.ZodObject; media: string; names?: Context['names'] };

/** The files holding every language, grouped the way the agent thinks of them. */
const PAGES: Page[] = [
  { name: 'home', label: 'Home page', file: CONTENT_FILES.home, schema: homeSchema, media: 'promo' },
  { name: 'about', label: 'About Us', file: CONTENT_FILES.about, schema: aboutSchema, media: 'about' },
  {
    name: 'opportunities',
    label: 'Opportunities',
    file: CONTENT_FILES.opportunities,
    schema: opportunitiesPageSchema,
    media: 'opportunities',
  },
  {
    name: 'plan-pages',
    label: 'Plan pages (all plans, wheel, categories)',
    file: CONTENT_FILES.planPages,
    schema: plansPageSchema,
    media: 'uploads',
  },
  { name: 'news-page', label: 'Latest News & Links page', file: CONTENT_FILES.newsPage, schema: newsPageSchema, media: 'uploads' },
  { name: 'contact', label: 'Contact page', file: CONTENT_FILES.contact, schema: contactPageSchema, media: 'uploads' },
  { name: 'privacy', label: 'Privacy notice', file: CONTENT_FILES.privacy, schema: privacySchema, media: 'uploads' },
];

type Collection = Record<string, unknown>;

function localizedFileCollection(name: string, label: string, files: Page[], description?: string): Collection {
  return {
    name,
    label,
    ...(description ? { description } : {}),
    i18n: true,
    format: 'json-clean',
    editor: { preview: false },
    files: files.map((page) => ({
      name: page.name,
      label: page.label,
      file: page.file,
      i18n: true,
      fields: fieldsFor(page.schema, { i18n: true, inList: false, mediaFolder: page.media, names: page.names }),
    })),
  };
}

/**
 * A field written once, in the default language's block, and shown only on that side of the editor
 * (Decap leaves a field without i18n out of the other languages).
 */
function writtenOnce(field: CmsField): CmsField {
  const once: CmsField = { ...field };
  delete once.i18n;
  if (once.fields) once.fields = once.fields.map(writtenOnce);
  if (once.field) once.field = writtenOnce(once.field);
  return once;
}

/** The hint of a field whose value is still a placeholder. */
const PLACEHOLDER_HINT = 'Still the placeholder: replace it before the site goes live.';

/** Marks the fields at `paths` (e.g. "socials.x", "code.number") as still holding placeholders. */
function markPlaceholders(fields: CmsField[], paths: string[], prefix = ''): CmsField[] {
  return fields.map((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (field.fields) return { ...field, fields: markPlaceholders(field.fields, paths, path) };
    return paths.includes(path) ? { ...field, hint: `⚠ ${PLACEHOLDER_HINT}${field.hint ? ` ${field.hint}` : ''}` } : field;
  });
}

/** One entry per kind of placeholder: the same field in every language is one thing to replace. */
const dedupeByLabel = (placeholders: Placeholder[]) => [...new Map(placeholders.map((p) => [p.label, p])).values()];

/** A collection's description, followed by the placeholders it still holds. */
function describe(description: string, placeholders: Placeholder[]): string {
  if (placeholders.length === 0) return description;
  return `${description} ⚠ Still placeholders, to replace before the site goes live: ${placeholders.map((p) => p.label).join(', ')}.`;
}

export type EditorOptions = {
  /** The GitHub repository the editor saves to (owner/name). */
  repository: string;
  branch: string;
  /** An OAuth proxy for signing in, when the site is not on Netlify. */
  authUrl?: string;
  /** Every edit is saved as a draft to review before it is published (Decap's editorial workflow). */
  reviewEdits?: boolean;
  /** The site's sub-path, if any (the editor's "Go back to site" link). */
  basePath?: string;
  /** Values still holding the shipped placeholders (lib/content/placeholders.ts), marked on their fields. */
  placeholders?: Placeholder[];
};

/** Where the editor saves: content/site.json's editor settings, or the host's own variables. */
export function editorOptions(
  settings: Pick<SiteSettings, 'editor'>,
  env: Record<string, string | undefined> = process.env,
): EditorOptions {
  const fromNetlify = env.REPOSITORY_URL?.match(/github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/)?.[1];
  return {
    repository: settings.editor?.repository ?? env.CMS_REPOSITORY ?? env.GITHUB_REPOSITORY ?? fromNetlify ?? 'owner/repository',
    branch: settings.editor?.branch ?? env.CMS_BRANCH ?? 'main',
    ...(settings.editor?.authUrl ? { authUrl: settings.editor.authUrl } : env.CMS_AUTH_URL ? { authUrl: env.CMS_AUTH_URL } : {}),
    ...(settings.editor?.reviewEdits ? { reviewEdits: true } : {}),
    ...(env.NEXT_PUBLIC_BASE_PATH ? { basePath: env.NEXT_PUBLIC_BASE_PATH } : {}),
  };
}

/** Decap CMS's whole configuration. */
/** The languages by their own names, the default first, for the editor's notes. */
const languageNames = LOCALES.map((locale) => getDictionary(locale).meta.name);

export function cmsConfig(options: EditorOptions): Record<string, unknown> {
  const i18n = { i18n: true, inList: false } as const;
  const placeholders = options.placeholders ?? [];
  const inFile = (file: string) => placeholders.filter((p) => p.file === file);
  const agency = localizedFileCollection('agency', 'Agency', [
    { name: 'agency', label: 'Name, role, code, address and hours', file: CONTENT_FILES.agency, schema: agencySchema, media: 'uploads' },
  ]);
  const agencyFiles = agency.files as { fields: CmsField[] }[];
  // A placeholder sits in one language's block (en.person); the editor's fields are the same in each.
  const inAgency = inFile(CONTENT_FILES.agency);
  agencyFiles[0]!.fields = markPlaceholders(agencyFiles[0]!.fields, [...new Set(inAgency.map((p) => p.field.replace(/^[a-z]{2}\./, '')))]);
  if (inAgency.length > 0)
    agency.description = describe(
      'Who publishes the site: your name, role, code, branch and LIC’s approval, and where visitors meet you.',
      dedupeByLabel(inAgency),
    );
  const inPlans = placeholders.filter((p) => p.file.startsWith(`${PLANS_DIR}/`));
  return {
    backend: {
      name: 'github',
      repo: options.repository,
      branch: options.branch,
      ...(options.authUrl ? { base_url: options.authUrl, auth_endpoint: 'auth' } : {}),
      commit_messages: {
        create: 'Editor: add {{collection}} “{{slug}}”',
        update: 'Editor: update {{collection}} “{{slug}}”',
        delete: 'Editor: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Editor: upload “{{path}}”',
        deleteMedia: 'Editor: delete “{{path}}”',
      },
    },
    load_config_file: false,
    ...(options.reviewEdits ? { publish_mode: 'editorial_workflow' } : {}),
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    site_url: `${options.basePath ?? ''}/`,
    locale: 'en',
    // Every file holds its languages side by side ({ "en": …, "hi": … }).
    i18n: { structure: 'single_file', locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    collections: [
      {
        name: 'settings',
        label: 'Site settings',
        description: describe('Phone, e-mail, WhatsApp and the addresses that are the same in every language.', inFile(CONTENT_FILES.site)),
        format: 'json-clean',
        editor: { preview: false },
        files: [
          {
            name: 'site',
            label: 'Contact details and site address',
            file: CONTENT_FILES.site,
            fields: markPlaceholders(
              fieldsFor(siteSettingsSchema, { i18n: false, inList: false, mediaFolder: 'uploads' }),
              inFile(CONTENT_FILES.site).map((p) => p.field),
            ),
          },
        ],
      },
      agency,
      {
        name: 'plans',
        label: 'Plans',
        label_singular: 'plan',
        description: describe(
          `One entry per plan. What the plan is (its number, UIN, kind, status, needs and pictures) is written once, on the ${languageNames[0]} side; its words in every language: ${languageNames[0]} first, then ${languageNames.slice(1).join(' and ')}.`,
          dedupeByLabel(inPlans.map((p) => ({ ...p, label: `${p.label} of ${p.file.replace(/^.*\/|\.json$/g, '')}` }))),
        ),
        folder: PLANS_DIR,
        i18n: true,
        create: true,
        format: 'json-clean',
        extension: 'json',
        identifier_field: 'name',
        slug: '{{path}}',
        summary: '{{name}}',
        sortable_fields: ['id', 'name'],
        editor: { preview: false },
        fields: fieldsFor(planSchema, { ...i18n, mediaFolder: 'products' }).map((field) =>
          (PLAN_WORDS as readonly string[]).includes(field.name) ? field : writtenOnce(field),
        ),
      },
      localizedFileCollection('categories', 'Categories', [
        {
          name: 'categories',
          label: 'The six needs of the category wheel',
          file: CONTENT_FILES.categories,
          schema: categoriesSchema,
          media: 'icons',
        },
      ]),
      localizedFileCollection('hero', 'Hero slides', [
        {
          name: 'banners',
          label: 'Home page slides',
          file: CONTENT_FILES.banners,
          schema: bannersSchema,
          media: 'banners',
          names: { slides: ['Slides', 'slide'] },
        },
      ]),
      localizedFileCollection(
        'news',
        'News',
        [
          {
            name: 'news',
            label: 'News cards',
            file: CONTENT_FILES.news,
            schema: newsSchema,
            media: 'news',
            names: { items: ['News items', 'news item'] },
          },
        ],
        `Add new items at the end of the list, in ${languageNames.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
      ),
      localizedFileCollection('links', 'Important links', [
        {
          name: 'links',
          label: 'Links to the insurer’s services',
          file: CONTENT_FILES.links,
          schema: importantLinksSchema,
          media: 'uploads',
          names: { items: ['Links', 'link'] },
        },
      ]),
      localizedFileCollection(
        'policy-help',
        'Policy help',
        [
          {
            name: 'policy-help',
            label: 'Help for people who hold a policy',
            file: CONTENT_FILES.policyHelp,
            schema: policyHelpSchema,
            media: 'uploads',
            names: { tasks: ['Tasks', 'task'] },
          },
        ],
        'One page per task, in the same order in every language. Take each fact from LIC’s own pages, and change the date it was checked when you check it again.',
      ),
      localizedFileCollection('pages', 'Pages', PAGES),
    ],
  };
}
