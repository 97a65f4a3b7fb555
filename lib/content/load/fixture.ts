import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { ContentError, loadContent } from './load';
import { siteLocales } from '../registry/site-file';
import { PLANS_DIR } from '../registry/files';
import { OWNER_ONCE, STATUS_TO_CONFIRM } from '../schema/schemas';

/**
 * A throw-away copy of content/ for the loader's tests: they break one file at a time, by what it
 * contains (never by today's plan names), and read the build's message. The owner can add, rename or
 * remove plans and news without breaking them.
 */

const repo = process.cwd();
let root = '';

/** The fixture's folder (a new one before each test). */
export const fixtureRoot = () => root;

/** A build on someone's own computer: no host, no SITE_URL (the placeholder address is allowed there). */
export const LOCAL = {};

/** Every JSON file under a content folder, relative to the repository. */
function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsonFiles(relative);
    return entry.name.endsWith('.json') ? [relative] : [];
  });
}

/** A fresh copy of content/ with every referenced image present under public/. */
export function makeFixture() {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  for (const file of jsonFiles('content')) {
    for (const [, src] of readFileSync(path.join(root, file), 'utf8').matchAll(/"(\/images\/[^"]+)"/g)) {
      mkdirSync(path.dirname(path.join(root, 'public', src!)), { recursive: true });
      writeFileSync(path.join(root, 'public', src!), '');
    }
  }
}

export function removeFixture() {
  rmSync(root, { recursive: true, force: true });
  root = '';
}

/** A fresh copy before each test, named as the site's content (CONTENT_ROOT), as the editor's server and a host's build name theirs. */
export function fixtureAsContentRoot() {
  beforeEach(() => {
    makeFixture();
    process.env.CONTENT_ROOT = root;
  });
  afterEach(() => {
    delete process.env.CONTENT_ROOT;
    removeFixture();
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary JSON on purpose
export type Json = any;

function read(file: string): Json {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

export function edit(file: string, change: (data: Json) => void) {
  const data = read(file);
  change(data);
  writeFileSync(path.join(root, file), JSON.stringify(data, null, 2));
}

/** Changes what the owner writes once (contacts, hours, profiles, languages, voice): agency.json's default block. */
export const editOwner = (change: (owner: Json) => void) => edit('content/agency.json', (agency) => change(agency[DEFAULT_LOCALE]));

/** The plan files, in name order. */
export const planFiles = () => jsonFiles(PLANS_DIR).sort();
/** A plan's block in one language: the default language's holds what the plan is, and its words. */
export const readPlan = (file: string, locale: string = DEFAULT_LOCALE): Json => read(file)[locale];
/** Changes a plan's block in one language (the default language's unless told). */
export const editPlan = (file: string, change: (plan: Json) => void, locale: string = DEFAULT_LOCALE) =>
  edit(file, (data) => change(data[locale]));

/** Replaces the first plan's key facts by ones written for the test; its file. */
export function withFacts(facts: Record<string, unknown>): string {
  const [file] = planFiles();
  editPlan(file!, (p) => (p.keyFacts = facts));
  return file!;
}
/** Two sources that agree, as a key fact must have. */
export const TWO_SOURCES = [{ url: 'https://one.example.com/plan' }, { url: 'https://two.example.org/plan' }];
/** A key fact in years, under a condition if given. */
export const years = (value: number, when?: object) => ({ value, unit: 'years', ...(when ? { when } : {}) });

/** The build's message for the fixture, which the test expects to be refused (on the build's clock, or on `today`). */
export function errorOf(today?: Date): string {
  try {
    loadContent(root, siteLocales(root), LOCAL, today);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
  throw new Error('expected the content to be rejected');
}

/** Makes a plan of a kind, with the UIN's letter that fits it, in its UIN and its brochure address. */
export function setKind(file: string, kind: string) {
  editPlan(file, (p) => {
    p.kind = kind;
    p.uin = p.uin.replace(/^512[NL]/, kind === 'unit-linked' ? '512L' : '512N');
    if (p.brochureUrl) p.brochureUrl = p.brochureUrl.replace(/512[nl](?=\d{3}v\d{2})/i, kind === 'unit-linked' ? '512l' : '512n');
  });
}

/**
 * Another owner, made in the fixture as an owner would in the editor: an LIC agent in Pune, with no
 * social profile, no team figures, no map position and no About figures, the opening hours Monday to
 * Saturday, in Maharashtra as the demo is (said so in Site settings). Nothing else is changed: every
 * page's words must follow from the identity alone.
 */
export const OTHER_OWNER = {
  site: {
    siteUrl: 'https://www.patil-life.in',
    phone: '+91 98220 12345',
    email: 'ramesh.patil.lic@gmail.com',
    whatsapp: '919822012345',
    postalCode: '411030',
    hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '10:00', closes: '18:00' }],
    sameAsDemo: ['region'],
  },
  agency: {
    en: {
      agencyName: 'Patil Life Advisors',
      shortName: 'Patil',
      person: 'Ramesh Patil',
      branch: 'Pune City',
      division: 'Pune',
      town: 'Pune',
      lines: ['Shop 4, Laxmi Road'],
    },
    hi: {
      agencyName: 'पाटिल लाइफ़ एडवाइज़र्स',
      shortName: 'पाटिल',
      person: 'रमेश पाटिल',
      branch: 'पुणे सिटी',
      division: 'पुणे',
      town: 'पुणे',
      lines: ['दुकान 4, लक्ष्मी रोड'],
    },
    mr: {
      agencyName: 'पाटील लाइफ ॲडव्हायझर्स',
      shortName: 'पाटील',
      person: 'रमेश पाटील',
      branch: 'पुणे सिटी',
      division: 'पुणे',
      town: 'पुणे',
      lines: ['दुकान 4, लक्ष्मी रस्ता'],
    },
  },
  code: '0123456A',
  branchCode: '951',
  years: 7,
  /** LIC's written approval of the site. */
  approval: { reference: 'NSK/MKTG/2026/117', date: '01/12/2026' },
} as const;

/** Makes the fixture OTHER_OWNER's site (see above). */
export function becomeAnotherOwner() {
  // What is written once goes to agency.json's default block, the site's address to site.json.
  const once = (key: string) => (OWNER_ONCE as readonly string[]).includes(key);
  edit('content/site.json', (site) => {
    Object.assign(site, Object.fromEntries(Object.entries(OTHER_OWNER.site).filter(([key]) => !once(key))));
    delete site.geo;
  });
  edit('content/agency.json', (agency) => {
    Object.assign(agency[DEFAULT_LOCALE], Object.fromEntries(Object.entries(OTHER_OWNER.site).filter(([key]) => once(key))));
    delete agency[DEFAULT_LOCALE].socials;
  });
  edit('content/agency.json', (agency) => {
    for (const [locale, own] of Object.entries(OTHER_OWNER.agency) as [
      string,
      (typeof OTHER_OWNER.agency)[keyof typeof OTHER_OWNER.agency],
    ][]) {
      const block = agency[locale];
      if (!block) continue;
      Object.assign(block, {
        agencyName: own.agencyName,
        shortName: own.shortName,
        person: own.person,
        role: 'agent',
        code: OTHER_OWNER.code,
        branch: { name: own.branch, code: OTHER_OWNER.branchCode },
        division: own.division,
        town: own.town,
        years: OTHER_OWNER.years,
        address: { ...block.address, lines: [...own.lines] },
      });
      delete block.agents;
    }
  });
  edit('content/about.json', (about) => {
    for (const block of Object.values(about) as Json[]) {
      delete block.whyLic.figures;
      delete block.whyLic.source;
      delete block.whyLic.year;
    }
  });
  // LIC's written approval, the same in every language, and every plan's sales status settled.
  edit('content/agency.json', (agency) => {
    for (const block of Object.values(agency) as Json[]) block.approval = { ...OTHER_OWNER.approval };
  });
  for (const file of planFiles())
    editPlan(file, (plan) => {
      if (plan.status !== STATUS_TO_CONFIRM) return;
      plan.status = 'withdrawn';
      plan.categories = [];
      delete plan.isTrending;
    });
}
