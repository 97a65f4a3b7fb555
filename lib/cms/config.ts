import { DEMO_AGENCY, DEMO_MONOGRAM, DEMO_SITE, EXAMPLE_PHONE, EXAMPLE_WHATSAPP } from '@/lib/content/owner/demo';
import { DAY_NAMES } from '@/lib/content/schema/identity';
import { discriminatorOf, fieldsOf, labelOf, type FieldNode } from '@/lib/content/registry/fields';
import { CONTENT_FILES } from '@/lib/content/registry/files';
import { OWNER_PLACEHOLDERS } from '@/lib/content/owner/owner';
import { placeOf, SCREENS, type Screen } from '@/lib/content/registry/places';
import type { Leftovers } from '@/lib/content/owner/placeholders';
import { PLANS, type ContentFile, type ScreenName } from '@/lib/content/registry/registry';
import { PLAN_WORDS, type DemoField, type SiteSettings } from '@/lib/content/schema/schemas';
import { ownName } from '@/lib/i18n';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, scriptLeader, type Locale } from '@/lib/i18n/locales';

/**
 * The configuration of the editor at /admin (Decap CMS), made from the very schemas the build checks
 * content with: every field of every schema becomes an editor field, with the widget, the pattern and
 * the message of its rule, and the label and hint its place in the schema gives it (`.meta()`, read
 * back through zod's public `z.toJSONSchema()`: lib/content/registry/fields.ts). The screens and their files
 * are the registry's (lib/content/registry/registry.ts, through places.ts), which the build's messages name
 * too. What the editor cannot express, the build still checks.
 */

export type CmsField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | 'duplicate';
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
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
  /** A list whose items take one of several forms: the form each item has, and the field that names it. */
  types?: CmsField[];
  typeKey?: string;
  /** The demo's values of this field: the editor marks the field while it holds one (public/admin/editor.js). */
  demo?: (string | number)[];
  /** A pattern of example values (an address on example.com): marked the same way. */
  demo_pattern?: string;
  /** What the mark of an example value says, where the field's own words are needed (may it be left empty?). */
  demo_message?: string;
  /** Marked while empty and the entry's `field` still holds one of `demo` (the logo, while the agency's name is the demo's). */
  empty_mark?: { message: string; field: string; demo: string[] };
  /** The role whose site never shows the field: hidden while the entry's role is it. */
  hidden_for_role?: string;
  /** Days by their codes: a list of opening hours says each row in words under the list. */
  day_names?: Record<string, string>;
  /**
   * A name a language of the same script as an earlier one of the site may leave empty, using that
   * one's (lib/content/owner/same-script.ts): on such a side, the editor says so under it (public/admin/editor.js).
   */
  same_in_script?: boolean;
  /** On the owner's screen, the field's path (“branch.name”): its mark tells the checklist, as the owner types. */
  mark_id?: string;
  /** The checklist of what on this screen is still the demo's (widget `leftovers`): the build's list, re-checked as the owner types. */
  items?: ChecklistItem[];
};

/**
 * One thing of the build's list (lib/content/owner/placeholders.ts) on the owner's screen, with its field's
 * marks: the editor checks it again with every change, and the checklist counts down.
 */
type ChecklistItem = Pick<CmsField, 'demo' | 'demo_pattern' | 'empty_mark' | 'mark_id'> & {
  /** The field as the build's list names it, without its language: “Agency name”, “LIC branch → Branch name”. */
  label: string;
  /** Its language side, where the field is written in each language: “Marathi”. */
  language?: string;
  locale: Locale;
  /** Where it sits in that language's block. */
  path: (string | number)[];
};

type Context = {
  /** The file holds every language side by side. */
  i18n: boolean;
  inList: boolean;
  mediaFolder: string;
  /** Texts here may use the owner's placeholders ({brand}, {town}…). */
  owner: boolean;
  /**
   * Inside an optional object: Decap checks a required field even when its object is left out, so
   * none is marked required there; the build still checks the object whenever it is present.
   */
  insideOptional?: boolean;
  /** The field's path in its file (without the language), for the demo's values. */
  path: string;
  file: string;
  /** The demo's values the owner says are really theirs (Site settings → sameAsDemo), by file and path: not marked. */
  ownDemo: ReadonlySet<string>;
};

/** The demo's values of one field of agency.json. */
function demoAgencyMark(field: string): Pick<CmsField, 'demo'> {
  const values = DEMO_AGENCY.find((entry) => entry.field === field)?.values;
  return values ? { demo: [...values] } : {};
}

/** The demo's values by file and field (lib/content/owner/demo.ts), and the example values, marked in the editor while they remain. */
const DEMO_MARKS: Record<
  string,
  Pick<CmsField, 'demo' | 'demo_pattern' | 'demo_message' | 'empty_mark' | 'hidden_for_role' | 'day_names'>
> = {
  ...Object.fromEntries(DEMO_AGENCY.map(({ keys, values }) => [`${CONTENT_FILES.agency}|${keys.join('.')}`, { demo: [...values] }])),
  [`${CONTENT_FILES.agency}|postalCode`]: { demo: [DEMO_SITE.postalCode] },
  [`${CONTENT_FILES.agency}|phone`]: { demo: [EXAMPLE_PHONE] },
  [`${CONTENT_FILES.agency}|whatsapp`]: { demo: [EXAMPLE_WHATSAPP] },
  [`${CONTENT_FILES.agency}|email`]: {
    demo_pattern: '@example\\.(?:com|org|net)$',
    demo_message: '⚠ Still the example: put your e-mail address.',
  },
  [`${CONTENT_FILES.site}|siteUrl`]: {
    demo_pattern: '^https?://([^/]*\\.)?example\\.(?:com|org|net)(?:[/:]|$)',
    demo_message:
      '⚠ Still the example: put the address your site is published at, your own domain or, until you have one, the host’s (e.g. https://your-site.netlify.app). A live site is not published with the example.',
  },
  // The opening hours as a whole (a list of rows): still the demo's while every row is.
  [`${CONTENT_FILES.agency}|hours`]: { demo: [JSON.stringify(DEMO_SITE.hours)], day_names: { ...DAY_NAMES } },
  [`${CONTENT_FILES.agency}|logo`]: {
    empty_mark: {
      message: `⚠ No logo yet: the site draws the demo’s monogram “${DEMO_MONOGRAM}”. Upload yours, or change Agency name and the monogram follows it.`,
      field: 'agencyName',
      demo: [...DEMO_AGENCY[0]!.values].map(String),
    },
  },
  [`${CONTENT_FILES.agency}|agents`]: { ...demoAgencyMark('agents'), hidden_for_role: 'agent' },
  ...Object.fromEntries(
    ['x', 'facebook', 'linkedin', 'instagram'].map((network) => [
      `${CONTENT_FILES.agency}|socials.${network}`,
      {
        demo_pattern: '/(?:in/)?example/?$',
        demo_message: '⚠ Still the example: put yours, or leave it empty if you have none (no icon shows).',
      },
    ]),
  ),
};

/** Where each demo value the owner may call theirs is marked (sameAsDemo: lib/content/schema/identity.ts). */
const DEMO_FIELD_MARKS: Partial<Record<DemoField, string>> = {
  ...Object.fromEntries(DEMO_AGENCY.map(({ field, keys }) => [field, `${CONTENT_FILES.agency}|${keys.join('.')}`])),
  postalCode: `${CONTENT_FILES.agency}|postalCode`,
};

/** The hint of a text that fills in placeholders: its own ({plan}), and the owner's where it may name the owner. */
function placeholderHint(node: FieldNode, context: Context): string | undefined {
  const own = node.placeholders ?? [];
  const words = [
    own.length > 0 ? `Keep ${own.map((name) => `{${name}}`).join(' and ')}: the site fills them in.` : '',
    context.owner && !node.identity ? `You may write ${OWNER_NAMES} for your own.` : '',
  ].filter(Boolean);
  return words.length > 0 ? words.join(' ') : undefined;
}

/** The owner's placeholders, as the hints list them. */
const OWNER_NAMES = Object.keys(OWNER_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(' ');

const isType = (node: FieldNode, type: string) => node.type === type || (Array.isArray(node.type) && node.type.includes(type));

/** A field of words, not an address, a path, a code or a date: only words may name the owner by placeholder. */
const isWords = (node: FieldNode) =>
  isType(node, 'string') && !node.enum && !node.pattern && !node.editorPattern && (node.widget === undefined || node.widget === 'text');

/** The options of a choice, with their words where its place gives them. */
const optionsOf = (node: FieldNode) =>
  (node.enum ?? []).map((value) =>
    node.options?.[String(value)] ? { label: node.options[String(value)]!, value: String(value) } : String(value),
  );

/** One editor field for one schema field. */
function fieldFor(name: string, node: FieldNode, required: boolean, context: Context): CmsField {
  const field: CmsField = { name, label: labelOf(name, node), widget: 'string' };
  if (!required || context.insideOptional) field.required = false;
  const bound = isType(node, 'string') && node.maxLength !== undefined ? `At most ${node.maxLength} characters.` : undefined;
  const hint = [node.hint, isWords(node) ? placeholderHint(node, context) : undefined, bound].filter(Boolean).join(' ');
  if (hint) field.hint = hint;
  if (context.i18n) field.i18n = node.shared && !context.inList ? 'duplicate' : true;
  const mark = `${context.file}|${context.path}`;
  if (!context.ownDemo.has(mark)) Object.assign(field, DEMO_MARKS[mark]);
  if (context.file === CONTENT_FILES.agency && !context.inList) field.mark_id = context.path;
  if (node.sameInScript && context.i18n) field.same_in_script = true;

  if (node.widget === 'image') {
    Object.assign(field, {
      widget: 'image',
      choose_url: false,
      media_folder: `/public/images/${context.mediaFolder}`,
      public_folder: `/images/${context.mediaFolder}`,
    });
  } else if (node.widget === 'date') {
    Object.assign(field, { widget: 'datetime', format: 'DD/MM/YYYY', date_format: 'DD/MM/YYYY', time_format: false });
  } else if (node.widget === 'colour') {
    Object.assign(field, { widget: 'color', allow_input: true });
    if (node.pattern) field.pattern = [node.pattern, node.message ?? 'must be a colour like #1D5BBF'];
  } else if (node.oneOf && discriminatorOf(node)) {
    // One object of several forms (a key fact's condition): Decap has no such object, so it shows the
    // choice of form and every form's fields, none required; the build checks the fields of the form chosen.
    const key = discriminatorOf(node)!;
    const forms = node.oneOf.map((branch) => String(branch.properties?.[key]?.const));
    // Each form's own fields first, then those most forms share (a channel, entry ages): the order a file writes them in.
    const entries = node.oneOf.flatMap((branch) => Object.entries(branch.properties ?? {}));
    const shared = (key: string) => node.oneOf!.filter((branch) => branch.properties?.[key] !== undefined).length;
    const properties = Object.fromEntries(entries.sort(([a], [b]) => shared(a) - shared(b)));
    const merged: FieldNode = {
      type: 'object',
      properties: { ...properties, [key]: { type: 'string', enum: forms, ...(node.options && { options: node.options }) } },
    };
    const fields = fieldsFor(merged, { ...context, insideOptional: true });
    Object.assign(field, {
      widget: 'object',
      collapsed: false,
      fields: [...fields.filter((f) => f.name === key), ...fields.filter((f) => f.name !== key)],
    });
    field.hint = [field.hint, `Choose the ${labelOf(key, undefined).toLowerCase()}, then fill in its own fields only.`]
      .filter(Boolean)
      .join(' ');
    if (context.i18n) field.i18n = true;
  } else if (isType(node, 'object')) {
    const inner = { ...context, insideOptional: context.insideOptional || !required };
    Object.assign(field, { widget: 'object', collapsed: false, fields: fieldsFor(node, inner) });
    // Objects hold their own per-language and shared fields; the object itself is per language.
    if (context.i18n) field.i18n = true;
  } else if (isType(node, 'array') && node.items) {
    const item = node.items;
    // An optional list may be left out altogether, so its length limits only bind a list that is there.
    const limits = required
      ? { ...(node.minItems !== undefined && { min: node.minItems }), ...(node.maxItems !== undefined && { max: node.maxItems }) }
      : {};
    if (item.enum) {
      // A choice of several options, not a list: it can be shared between languages.
      Object.assign(field, {
        widget: 'select',
        multiple: true,
        options: optionsOf({ ...item, options: node.options ?? item.options }),
        ...limits,
      });
    } else if (item.oneOf && discriminatorOf(item)) {
      // Items of several forms (a key fact's terms): the owner picks the form, and sees its fields only.
      const key = discriminatorOf(item)!;
      const itemContext = { ...context, inList: true, insideOptional: false, path: `${context.path}[]` };
      Object.assign(field, {
        widget: 'list',
        label_singular: node.singular ?? labelOf(name.replace(/s$/, ''), undefined).toLowerCase(),
        ...(node.summary ? { summary: node.summary } : {}),
        typeKey: key,
        types: item.oneOf.map((branch) => {
          const form = String(branch.properties?.[key]?.const);
          const rest = Object.fromEntries(Object.entries(branch.properties ?? {}).filter(([k]) => k !== key));
          const fields = fieldsFor({ ...branch, properties: rest }, itemContext);
          const type: CmsField = { name: form, label: labelOf(form, branch), widget: 'object', fields };
          if (context.i18n) type.i18n = true;
          return type;
        }),
        ...limits,
      });
    } else if (isType(item, 'object')) {
      const summary = node.summary ?? Object.keys(item.properties ?? {}).find((key) => ['title', 'label', 'heading', 'alt'].includes(key));
      Object.assign(field, {
        widget: 'list',
        label_singular: node.singular ?? labelOf(name.replace(/s$/, ''), undefined).toLowerCase(),
        ...(summary ? { summary: summary.includes('{{') ? summary : `{{fields.${summary}}}` } : {}),
        // An item's fields bind once the item is added, even in a list that may be left out.
        fields: fieldsFor(item, { ...context, inList: true, insideOptional: false, path: `${context.path}[]` }),
        ...limits,
      });
    } else {
      const single = fieldFor(name.replace(/s$/, ''), item, true, { ...context, inList: true, path: `${context.path}[]` });
      delete single.i18n;
      // One hint for the list, not one under every item.
      if (single.hint) field.hint = [field.hint, single.hint].filter(Boolean).join(' ');
      delete single.hint;
      // A collapsed item reads as its text, not as the name of the field.
      Object.assign(field, { widget: 'list', summary: `{{fields.${single.name}}}`, field: single, ...limits });
    }
    // Decap keeps a list per language: lists cannot be shared.
    if (context.i18n) field.i18n = true;
  } else if (node.enum) {
    Object.assign(field, { widget: 'select', options: optionsOf(node) });
  } else if (isType(node, 'boolean')) {
    Object.assign(field, { widget: 'boolean', default: false });
  } else if (isType(node, 'integer') || isType(node, 'number')) {
    Object.assign(field, { widget: 'number', value_type: isType(node, 'integer') ? 'int' : 'float' });
  } else if (isType(node, 'string')) {
    if (node.widget === 'text') field.widget = 'text';
    const pattern = node.editorPattern ?? node.pattern;
    if (pattern) field.pattern = [pattern, node.message ?? 'must have the form shown in the hint'];
    else if (node.maxLength !== undefined)
      field.pattern = [`^[\\s\\S]{0,${node.maxLength}}$`, `must be at most ${node.maxLength} characters`];
  } else {
    throw new Error(`The editor has no field for ${context.path}: its schema is not one it knows`);
  }
  return field;
}

/** The editor fields of an object's fields. */
function fieldsFor(node: FieldNode, context: Context): CmsField[] {
  const required = new Set(node.properties && node.required ? node.required : []);
  return Object.entries(node.properties ?? {}).map(([key, child]) =>
    fieldFor(key, child, required.has(key), { ...context, path: context.path ? `${context.path}.${key}` : key }),
  );
}

function fileFields(entry: ContentFile, i18n: boolean, ownDemo: ReadonlySet<string>): CmsField[] {
  const fields = fieldsFor(fieldsOf(entry.fields), {
    i18n,
    inList: false,
    mediaFolder: entry.media,
    owner: entry.ownerPlaceholders,
    path: '',
    file: entry.file,
    ownDemo,
  });
  // What is written once for every language (the owner's contacts, hours, photo, languages, voice): on the default language's side only.
  const once = Object.keys(entry.once?.shape ?? {});
  return fields.map((field) => (once.includes(field.name) ? writtenOnce(field) : field));
}

/** The field at `path` among `fields` (a list's items are its `fields`, or its `field`). */
function fieldAt(fields: CmsField[], path: readonly (string | number)[]): CmsField | undefined {
  const [first, ...rest] = path.filter((key) => typeof key === 'string');
  const field = fields.find((f) => f.name === first);
  if (!field || rest.length === 0) return field;
  return fieldAt(field.fields ?? (field.field ? [field.field] : []), rest);
}

/**
 * The checklist at the top of the owner's screen: what of it the build still lists as the demo's or a
 * placeholder (lib/content/owner/placeholders.ts, findLeftovers), each thing with its language side and the
 * marks of its field, which the editor re-checks as the owner types (public/admin/editor.js, `leftovers`).
 */
function checklist(leftovers: Leftovers, fields: CmsField[], languageNames: Record<string, string>): CmsField {
  const items = leftovers.identity
    .filter((item) => item.file === CONTENT_FILES.agency)
    .flatMap((item): ChecklistItem[] => {
      const [locale, ...path] = item.keys as [Locale, ...(string | number)[]];
      const field = fieldAt(fields, path);
      if (!field) return [];
      const place = placeOf(item.file, item.keys) ?? '';
      const label = place.replace(/^Agency → /, '').replace(/ \([^)]*\)$/, '');
      const language = field.i18n === true ? languageNames[locale] : undefined;
      const marks = Object.fromEntries(
        (['demo', 'demo_pattern', 'empty_mark', 'mark_id'] as const).flatMap((key) =>
          field[key] === undefined ? [] : [[key, field[key]]],
        ),
      );
      return [{ label, ...(language ? { language } : {}), locale, path, ...marks }];
    });
  return {
    name: 'still_the_demo',
    label: 'Still the demo’s',
    widget: 'leftovers',
    required: false,
    hint: 'What on this screen every build still lists as the demo’s or a placeholder: each goes as you put yours. A live site is not published until none remains.',
    items,
  };
}

type Collection = Record<string, unknown>;

/** A screen of files that hold every language (or, for the site settings, none); the owner's opens with its checklist. */
function fileCollection(
  screen: Screen,
  description: string,
  ownDemo: ReadonlySet<string>,
  leftovers: Leftovers | undefined,
  languageNames: Record<string, string>,
): Collection {
  const i18n = screen.files.every((entry) => entry.localized);
  const fieldsOfFile = (entry: ContentFile) => {
    const fields = fileFields(entry, i18n, ownDemo);
    return entry.file === CONTENT_FILES.agency && leftovers ? [checklist(leftovers, fields, languageNames), ...fields] : fields;
  };
  return {
    name: screen.collection,
    label: screen.label,
    description,
    ...(i18n ? { i18n: true } : {}),
    format: 'json-clean',
    editor: { preview: false },
    files: screen.files.map((entry) => ({
      name: entry.name,
      label: entry.label,
      file: entry.file,
      ...(i18n ? { i18n: true } : {}),
      fields: fieldsOfFile(entry),
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
  /** The demo's values the owner says are really theirs: their fields are not marked as the demo's. */
  sameAsDemo?: DemoField[];
  /** The site's languages (siteLocales), the default first; every language the project has when not given. */
  locales?: Locale[];
  /** What the build lists as not the owner's yet (findLeftovers): the owner's screen opens with its checklist. */
  leftovers?: Leftovers;
};

/** Where the editor saves: content/site.json's editor settings, or the host's own variables. */
export function editorOptions(
  settings: Pick<SiteSettings, 'editor' | 'sameAsDemo'>,
  env: Record<string, string | undefined> = process.env,
): EditorOptions {
  const fromNetlify = env.REPOSITORY_URL?.match(/github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/)?.[1];
  return {
    repository: settings.editor?.repository ?? env.CMS_REPOSITORY ?? env.GITHUB_REPOSITORY ?? fromNetlify ?? 'owner/repository',
    // The branch the host built this copy from (Netlify's BRANCH): the editor on a branch's deploy saves to that branch.
    branch: settings.editor?.branch ?? env.CMS_BRANCH ?? env.BRANCH ?? 'main',
    ...(settings.editor?.authUrl ? { authUrl: settings.editor.authUrl } : env.CMS_AUTH_URL ? { authUrl: env.CMS_AUTH_URL } : {}),
    ...(settings.editor?.reviewEdits ? { reviewEdits: true } : {}),
    ...(env.NEXT_PUBLIC_BASE_PATH ? { basePath: env.NEXT_PUBLIC_BASE_PATH } : {}),
    ...(settings.sameAsDemo?.length ? { sameAsDemo: settings.sameAsDemo } : {}),
  };
}

const inTurn = (names: string[]) => names.join(', ').replace(/, ([^,]*)$/, ' and $1');
/** How to reach every language of the site: the right pane shows one at a time. */
function languagesNote(languageNames: string[]): string {
  const others = languageNames.slice(1);
  if (others.length === 0) return '';
  if (others.length === 1) return `${languageNames[0]} is on the left, ${others[0]} on the right.`;
  return `${languageNames[0]} is on the left; the right pane shows ${inTurn(others)} in turn: pick one with its “Writing in …” menu.`;
}
/** What a field's ⚠ mark says (public/admin/editor.js draws it as the value changes). */
const MARKS_NOTE =
  'A field marked ⚠ still holds the demo’s value or a placeholder: every build lists it, and a live site is not published until it is yours.';

/** What each screen is for, in a site of these languages (by their own names, the default first). */
const descriptions = (languageNames: string[], LANGUAGES_NOTE = languagesNote(languageNames)): Partial<Record<ScreenName, string>> => ({
  settings: `The site’s address, the insurer’s particulars and the editor’s sign-in: the same in every language. ${MARKS_NOTE}`,
  agency: `You, on one screen: your role, name, code, branch and town, your phone, e-mail, WhatsApp, opening hours and social profiles, your logo and photo, the site’s languages and whether your texts say “we” or “I”; then your figures, LIC’s approval and where visitors meet you. Every page takes them from here: in any page’s text, {brand}, {town}, {years}… stand for them. ${MARKS_NOTE} ${LANGUAGES_NOTE}`,
  categories: LANGUAGES_NOTE,
  hero: LANGUAGES_NOTE,
  news: `Add new items at the end of the list, in ${inTurn(languageNames)}. ${LANGUAGES_NOTE}`,
  links: LANGUAGES_NOTE,
  'policy-help': `One page per task, in the same order in every language. Take each fact from LIC’s own pages, and change the date it was checked when you check it again. ${LANGUAGES_NOTE}`,
  pages: `The words of each page. A text written “As a development officer” and “As an agent” shows the one for your role (Agency → Your role with LIC). In any text, {brand}, {town}, {years}, {hours}… stand for your own, in each language. ${LANGUAGES_NOTE}`,
});

/** Decap CMS's whole configuration. */
export function cmsConfig(options: EditorOptions): Record<string, unknown> {
  // The site's languages (Agency → Languages on this site): a language left out has no side in the editor.
  const locales = options.locales ?? [...LOCALES];
  const languageNames = locales.map(ownName);
  // A side as the build's list names it: “Agency name (Marathi)”.
  const namesByLocale = Object.fromEntries(locales.map((locale) => [locale, LANGUAGE_NAMES[locale]]));
  const DESCRIPTIONS = descriptions(languageNames);
  const LANGUAGES_NOTE = languagesNote(languageNames);
  const ownDemo = new Set((options.sameAsDemo ?? []).flatMap((field) => DEMO_FIELD_MARKS[field] ?? []));
  const collections = SCREENS.map((screen) =>
    screen.folder
      ? {
          name: screen.collection,
          label: screen.label,
          label_singular: 'plan',
          description: `One entry per plan. What the plan is (its number, UIN, kind, status, needs and pictures) is written once, on the ${languageNames[0]} side; its words in every language. ${LANGUAGES_NOTE}`,
          folder: screen.folder,
          i18n: PLANS.localized,
          create: true,
          format: 'json-clean',
          extension: 'json',
          identifier_field: 'name',
          slug: '{{path}}',
          summary: '{{name}}',
          sortable_fields: ['id', 'name'],
          editor: { preview: false },
          fields: fieldsFor(fieldsOf(PLANS.schema), {
            i18n: PLANS.localized,
            inList: false,
            mediaFolder: PLANS.media,
            owner: PLANS.ownerPlaceholders,
            path: '',
            file: screen.folder,
            ownDemo,
          }).map((field) => ((PLAN_WORDS as readonly string[]).includes(field.name) ? field : writtenOnce(field))),
        }
      : fileCollection(screen, DESCRIPTIONS[screen.collection] ?? LANGUAGES_NOTE, ownDemo, options.leftovers, namesByLocale),
  );
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
    // The languages by name, for the ⚠ marks' sides (public/admin/editor.js reads it, then removes it).
    language_names: namesByLocale,
    // Each language whose names may be left empty, and the language whose it then uses (Marathi: Hindi), read the same way.
    same_script: Object.fromEntries(
      locales.flatMap((locale) => {
        const leader = scriptLeader(locale, locales);
        return leader ? [[locale, leader]] : [];
      }),
    ),
    // Every file holds its languages side by side ({ "en": …, "hi": … }).
    i18n: { structure: 'single_file', locales, default_locale: DEFAULT_LOCALE },
    collections,
  };
}
