/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { ContentError, loadContent } from './load';

/**
 * These tests check the rules the content must follow, on a throw-away copy of whatever content/
 * holds today. They pick the files they break by what the files contain, never by today's names,
 * so the agent can add, rename or remove plans and news without breaking them.
 */

const repo = process.cwd();
let root: string;
/** A build on someone's own computer: no host, no SITE_URL (the placeholder address is allowed there). */
const LOCAL = {};

/** Every JSON file under a content folder, relative to the repository. */
function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return jsonFiles(relative);
    return entry.name.endsWith('.json') ? [relative] : [];
  });
}

/** A throw-away copy of content/ with every referenced image present under public/. */
function makeFixture() {
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(repo, 'content'), path.join(root, 'content'), { recursive: true });
  for (const file of jsonFiles('content')) {
    for (const [, src] of readFileSync(path.join(root, file), 'utf8').matchAll(/"(\/images\/[^"]+)"/g)) {
      mkdirSync(path.dirname(path.join(root, 'public', src!)), { recursive: true });
      writeFileSync(path.join(root, 'public', src!), '');
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary JSON on purpose
type Json = any;

function read(file: string): Json {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

function edit(file: string, change: (data: Json) => void) {
  const data = read(file);
  change(data);
  writeFileSync(path.join(root, file), JSON.stringify(data, null, 2));
}

/** The default language's plan files, in name order. */
const planFiles = () => jsonFiles('content/products/en').sort();
/** The same plan's file in another language. */
const inLocale = (file: string, locale: string) => file.replace('content/products/en/', `content/products/${locale}/`);

function errorOf(): string {
  try {
    loadContent(root, LOCALES, LOCAL);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

beforeEach(makeFixture);
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the content in the repository', () => {
  it('passes every rule, in every language', () => {
    const content = loadContent(repo, LOCALES, LOCAL);
    expect(Object.keys(content).sort()).toEqual([...LOCALES].sort());
  });

  it('loads the same from a copy', () => {
    expect(loadContent(root, LOCALES, LOCAL)).toEqual(loadContent(repo, LOCALES, LOCAL));
  });
});

describe('bad content stops the build with file, field and value', () => {
  it('rejects an unknown category slug', () => {
    const [file] = planFiles();
    edit(file!, (p) => (p.categories = ['wealth']));
    const message = errorOf();
    expect(message).toContain(`${file} → categories[0]: must be one of wealth-creations`);
    expect(message).toContain('(found: "wealth")');
  });

  it('rejects a plan without a name, or with an empty one', () => {
    const [first, second] = planFiles();
    edit(first!, (p) => delete p.name);
    edit(second!, (p) => (p.name = '  '));
    const message = errorOf();
    expect(message).toContain(`${first} → name: is required (found: nothing`);
    expect(message).toContain(`${second} → name: must not be empty (found: "  ")`);
  });

  it('rejects a path that another plan has, and a path that does not match the file name', () => {
    const [first, second] = planFiles();
    const taken = read(first!).path;
    edit(second!, (p) => (p.path = taken));
    const message = errorOf();
    expect(message).toContain(`${second} → path: is already used by ${first} (found: "${taken}")`);
    expect(message).toContain(`${second} → path: must match the file name`);
  });

  it('rejects an id that another plan has', () => {
    const [first, second] = planFiles();
    edit(second!, (p) => (p.id = read(first!).id));
    expect(errorOf()).toContain(`${second} → id: is already used by ${first}`);
  });

  it('rejects a plan picture that is not under public/', () => {
    const [file] = planFiles();
    edit(file!, (p) => (p.imageUrls[2] = '/images/products/missing.svg'));
    expect(errorOf()).toContain(`${file} → imageUrls[2]: image does not exist under public/ (found: "/images/products/missing.svg")`);
  });

  it('rejects a plan without exactly four pictures', () => {
    const [file] = planFiles();
    edit(file!, (p) => p.imageUrls.pop());
    expect(errorOf()).toContain(`${file} → imageUrls: must list exactly 4 images`);
  });

  it('rejects a detail block with neither a Description nor list items', () => {
    const [file] = planFiles();
    edit(file!, (p) => (p.details[0] = { title: 'Overview' }));
    expect(errorOf()).toContain(`${file} → details[0]: needs a Description, listItems or both`);
  });

  it('rejects a category left without plans', () => {
    const slug = read(planFiles()[0]!).categories[0];
    for (const file of planFiles()) {
      edit(file, (p) => {
        const others = p.categories.filter((c: string) => c !== slug);
        // Keep every plan in some category, so only the emptied one is reported.
        p.categories = others.length > 0 ? others : [slug === 'wealth-creations' ? 'guaranteed-returns' : 'wealth-creations'];
      });
    }
    expect(errorOf()).toContain(`no plan is in the category ${slug}`);
  });

  it('rejects a news date not written DD/MM/YYYY, or one that does not exist', () => {
    edit('content/news.json', (n) => {
      n.en.items[0].date = '2025-02-28';
      n.en.items.at(-1).date = '31/02/2025';
    });
    const message = errorOf();
    expect(message).toContain('content/news.json → en.items[0].date: must be a real date written DD/MM/YYYY (found: "2025-02-28")');
    expect(message).toContain('(found: "31/02/2025")');
  });

  it('rejects news listed out of order: the newest item goes last', () => {
    edit('content/news.json', (n) => {
      n.en.items.push({ ...n.en.items[0], title: 'An item from long ago', date: '01/01/2001' });
    });
    expect(errorOf()).toMatch(/content\/news\.json → en\.items\[\d+\]\.date: is older than item \d+; news is listed oldest first, so add new items at the end \(found: "01\/01\/2001"\)/);
  });

  it('rejects an important link off the insurer’s site', () => {
    edit('content/links.json', (l) => (l.en.items[0].href = 'https://example.org/'));
    edit('content/links.json', (l) => (l.hi.items[0].href = 'https://licindia.in.example.org/'));
    const message = errorOf();
    expect(message).toContain('content/links.json → en.items[0].href: must point to the insurer’s own site');
    expect(message).toContain('content/links.json → hi.items[0].href: must point to the insurer’s own site');
  });

  it('rejects a wrong phone number and a WhatsApp number that is not digits', () => {
    edit('content/site.json', (s) => {
      s.phone = '98765';
      s.whatsapp = '+91 98765 43210';
    });
    const message = errorOf();
    expect(message).toContain('content/site.json → phone: must be an international number like +91 98765 43210 (found: "98765")');
    expect(message).toContain('content/site.json → whatsapp: must be the WhatsApp number as digits only, with country code');
  });

  it('rejects an unknown field, naming it', () => {
    const [file] = planFiles();
    edit(file!, (p) => (p.colour = 'blue'));
    expect(errorOf()).toContain(`${file} → (whole file): has unknown field colour`);
  });

  it('rejects a popup heading too long for the popup', () => {
    edit('content/home.json', (h) => (h.en.popup.heading = 'A very long heading that will never fit in the small promotional popup'));
    const message = errorOf();
    expect(message).toContain('content/home.json → en.popup.heading: must be at most 60 characters');
    expect(message).toContain('(found: "A very long heading');
  });

  it('rejects a popup image that is not under public/', () => {
    edit('content/home.json', (h) => (h.hi.popup.image = '/images/promo/missing.png'));
    expect(errorOf()).toContain('content/home.json → hi.popup.image: image does not exist under public/ (found: "/images/promo/missing.png")');
  });

  it('rejects an About page without its four paragraphs', () => {
    edit('content/about.json', (a) => a.en.paragraphs.pop());
    const message = errorOf();
    expect(message).toContain('content/about.json → en.paragraphs: must have exactly 4 paragraphs');
    expect(message).toContain('(found: ["');
  });

  it('rejects an experience figure that is not a whole number', () => {
    edit('content/about.json', (a) => (a.en.highlights.years.value = '10+'));
    expect(errorOf()).toContain('content/about.json → en.highlights.years.value: must be a number like 10, without + or words (found: "10+")');
  });

  it('rejects an empty section heading', () => {
    edit('content/opportunities.json', (o) => (o.hi.who.heading = ''));
    expect(errorOf()).toContain('content/opportunities.json → hi.who.heading: must not be empty (found: "")');
  });

  it('rejects a contact sentence that lost the place of its links', () => {
    edit('content/contact.json', (c) => (c.en.help.closing = 'New to LIC? Read about us.'));
    expect(errorOf()).toContain('content/contact.json → en.help.closing: must contain {about} and {plans} where the two links go');
  });

  it('rejects a missing page file, naming it', () => {
    rmSync(path.join(root, 'content/about.json'));
    expect(errorOf()).toContain('content/about.json → (whole file): file is missing');
  });

  it('rejects a file that is not JSON, naming it', () => {
    writeFileSync(path.join(root, 'content/banners.json'), '{ "en": { "slides": [');
    expect(errorOf()).toContain('content/banners.json: is not valid JSON');
  });

  it('lists every problem at once', () => {
    const [file] = planFiles();
    edit(file!, (p) => (p.categories = ['wealth']));
    edit('content/site.json', (s) => (s.email = 'not an address'));
    expect(errorOf()).toMatch(/2 problems/);
  });
});

describe('every language describes the same site', () => {
  it('rejects a plan without its Hindi version, naming the missing file', () => {
    const [file] = planFiles();
    rmSync(path.join(root, inLocale(file!, 'hi')));
    expect(errorOf()).toContain(`${inLocale(file!, 'hi')} → (whole file): file is missing: every plan in content/products/en needs its hi version`);
  });

  it('rejects a Hindi plan that does not exist in English', () => {
    const [file] = planFiles();
    const orphan = inLocale(file!, 'hi').replace(/[^/]+\.json$/, 'no-such-plan.json');
    writeFileSync(path.join(root, orphan), JSON.stringify({ ...read(inLocale(file!, 'hi')), id: 'product999', path: 'no-such-plan' }));
    expect(errorOf()).toContain(`${orphan} → path: names a plan that does not exist in content/products/en (found: "no-such-plan")`);
  });

  it('rejects an empty or missing field in a Hindi plan, with the same rules as English', () => {
    const [first, second] = planFiles();
    edit(inLocale(first!, 'hi'), (p) => (p.name = ''));
    edit(inLocale(second!, 'hi'), (p) => delete p.metadescription);
    const message = errorOf();
    expect(message).toContain(`${inLocale(first!, 'hi')} → name: must not be empty (found: "")`);
    expect(message).toContain(`${inLocale(second!, 'hi')} → metadescription: is required`);
  });

  it('rejects a Hindi plan whose categories or trending flag differ from the English', () => {
    const [file] = planFiles();
    edit(inLocale(file!, 'hi'), (p) => {
      p.categories = [...p.categories].reverse().concat(p.categories.includes('income-protection') ? [] : ['income-protection']);
      p.isTrending = !p.isTrending;
    });
    const message = errorOf();
    expect(message).toContain(`${inLocale(file!, 'hi')} → categories: must be the same as in ${file}`);
    expect(message).toContain(`${inLocale(file!, 'hi')} → isTrending: must be the same as in ${file}`);
  });

  it('rejects a Hindi plan naming a category or a picture that does not exist', () => {
    const [first, second] = planFiles();
    edit(inLocale(first!, 'hi'), (p) => (p.categories[0] = 'home-loans'));
    edit(inLocale(second!, 'hi'), (p) => (p.imageUrls[1] = '/images/products/missing.svg'));
    const message = errorOf();
    expect(message).toContain(`${inLocale(first!, 'hi')} → categories[0]: must be one of wealth-creations`);
    expect(message).toContain(`${inLocale(second!, 'hi')} → imageUrls[1]: image does not exist under public/`);
  });

  it('rejects a file without its Hindi part, and a language the site does not list', () => {
    edit('content/home.json', (h) => {
      delete h.hi;
      h.gu = h.en;
    });
    const message = errorOf();
    expect(message).toContain('content/home.json → hi: is required (found: nothing');
    expect(message).toContain('content/home.json → (whole file): has a language the site does not list: gu');
  });

  it('rejects a Hindi news list that lacks an item, or dates an item differently', () => {
    edit('content/news.json', (n) => n.hi.items.pop());
    expect(errorOf()).toMatch(/content\/news\.json → hi\.items: has \d+ news items but en has \d+: every news item needs its hi version, in the same order/);
    makeFixture();
    edit('content/news.json', (n) => (n.hi.items[0].date = '01/01/2001'));
    expect(errorOf()).toContain('content/news.json → hi.items[0].date: must be the same as en.items[0].date (found: "01/01/2001")');
  });

  it('rejects Hindi hero slides that do not match the English ones in number', () => {
    edit('content/banners.json', (b) => b.hi.slides.push(b.hi.slides[0]));
    expect(errorOf()).toMatch(/content\/banners\.json → hi\.slides: has \d+ slides but en has \d+/);
  });

  it('rejects a category left out of a language', () => {
    edit('content/categories.json', (c) => delete c.hi['childresns-marriage']);
    expect(errorOf()).toContain('content/categories.json → hi.childresns-marriage: is required');
  });
});

/** The first plan file of the default language whose plan has the given kind. */
const planOfKind = (kind: string) => planFiles().find((file) => read(file).kind === kind);
/** Sets a plan's kind in the default language only. */
const setKindOnly = (file: string, kind: string) => edit(file, (p) => (p.kind = kind));
/** Makes a plan of a kind, in every language (the kind is shared). */
function setKind(file: string, kind: string) {
  for (const locale of LOCALES) edit(inLocale(file, locale), (p) => (p.kind = kind));
}

describe('what the site may say', () => {
  it('refuses a plan with bonuses under guaranteed-returns, naming the plan, the category and why', () => {
    const file = planFiles()[0]!;
    setKind(file, 'participating');
    for (const locale of LOCALES) edit(inLocale(file, locale), (p) => (p.categories = ['guaranteed-returns']));
    expect(errorOf()).toContain(
      `${file} → categories[0]: cannot be guaranteed-returns: the plan's kind is participating, and a participating plan’s benefits depend on bonuses, which are not guaranteed until declared (found: "guaranteed-returns")`,
    );
  });

  it('refuses a unit-linked or term plan under guaranteed-returns too', () => {
    const [first, second] = planFiles();
    setKind(first!, 'unit-linked');
    setKind(second!, 'term');
    for (const file of [first!, second!]) for (const locale of LOCALES) edit(inLocale(file, locale), (p) => (p.categories = ['wealth-creations', 'guaranteed-returns']));
    const message = errorOf();
    expect(message).toContain(`${first} → categories[1]: cannot be guaranteed-returns: the plan's kind is unit-linked`);
    expect(message).toContain(`${second} → categories[1]: cannot be guaranteed-returns: the plan's kind is term`);
  });

  it('lets a non-participating plan or an annuity be listed as guaranteed returns', () => {
    const file = planFiles()[0]!;
    for (const kind of ['non-participating', 'annuity']) {
      setKind(file, kind);
      for (const locale of LOCALES) edit(inLocale(file, locale), (p) => (p.categories = ['guaranteed-returns']));
      expect(() => loadContent(root, LOCALES, LOCAL)).not.toThrow();
    }
  });

  it('refuses a unit-linked plan when a language lacks the regulator’s statements its page must show', () => {
    const file = planOfKind('unit-linked') ?? planFiles()[0]!;
    setKind(file, 'unit-linked');
    const other = LOCALES[LOCALES.length - 1]!;
    edit('content/plan-pages.json', (pages) => delete pages[other].unitLinked);
    expect(errorOf()).toMatch(
      new RegExp(`content/plan-pages\\.json → ${other}\\.unitLinked: is required: content/products/en/[\\w-]+\\.json is a unit-linked plan.*\\(found: nothing \\(the field is missing\\)\\)`),
    );
  });

  it('needs no statements while no plan is unit-linked', () => {
    for (const file of planFiles()) if (read(file).kind === 'unit-linked') setKind(file, 'non-participating');
    for (const locale of LOCALES) edit('content/plan-pages.json', (pages) => delete pages[locale].unitLinked);
    expect(() => loadContent(root, LOCALES, LOCAL)).not.toThrow();
  });

  it('refuses a statement about names that does not name the plan and the insurer', () => {
    edit('content/plan-pages.json', (pages) => (pages.en.unitLinked.name = 'The name of the plan says nothing about its returns.'));
    expect(errorOf()).toContain('content/plan-pages.json → en.unitLinked.name: must contain {plan} and {insurer}');
  });

  it('refuses a claim of independence from the insurer, in any language', () => {
    edit('content/about.json', (about) => (about.en.paragraphs[1] = 'We are an Independent LIC advisor.'));
    expect(errorOf()).toContain('content/about.json → en.paragraphs[1]: must not say “independent lic”');
  });

  it('refuses another role’s words for the owner where a page speaks of the owner, but not in the insurer’s news', () => {
    for (const locale of LOCALES) edit('content/agency.json', (agency) => (agency[locale].role = 'agent'));
    edit('content/about.json', (about) => (about.en.paragraphs[2] = 'Our Development Officer will call you.'));
    edit('content/news.json', (news) => (news.en.items[0].description = 'The insurer thanked its development officers.'));
    const message = errorOf();
    expect(message).toContain('content/about.json → en.paragraphs[2]: must not say “development officer”: content/agency.json says the owner is an agent');
    expect(message).not.toContain('content/news.json');
  });

  it('refuses an owner whose role or code differs between languages', () => {
    const other = LOCALES[LOCALES.length - 1]!;
    edit('content/agency.json', (agency) => {
      agency[other].role = agency.en.role === 'agent' ? 'development-officer' : 'agent';
      agency[other].code.number = 'ABC123';
    });
    const message = errorOf();
    expect(message).toContain(`content/agency.json → ${other}.role: must be the same as en.role`);
    expect(message).toContain(`content/agency.json → ${other}.code.number: must be the same as en.code.number (found: "ABC123")`);
  });

  it('refuses a plan whose kind differs between languages', () => {
    const file = planFiles()[0]!;
    const other = LOCALES[LOCALES.length - 1]!;
    edit(inLocale(file, other), (p) => (p.kind = 'term'));
    setKindOnly(file, 'annuity');
    expect(errorOf()).toContain(`${inLocale(file, other)} → kind: must be the same as in ${file} (found: "term")`);
  });

  it('refuses Western digit grouping, and lakh or crore in Latin letters on a page in another script', () => {
    const file = planFiles()[0]!;
    edit(file, (p) => (p.details[0].Description = 'Cover from ₹5,000,000, or ₹125,000 once.'));
    const other = LOCALES.find((locale) => locale !== 'en')!;
    edit(inLocale(file, other), (p) => (p.details[0].Description = '₹50 lakh का कवर'));
    const message = errorOf();
    expect(message).toContain(`${file} → details[0].Description: writes 5,000,000 in Western groups`);
    expect(message).toContain(`${file} → details[0].Description: writes 125,000 in Western groups`);
    expect(message).toContain(`${inLocale(file, other)} → details[0].Description: writes lakh or crore in Latin letters`);
  });

  it('accepts Indian grouping', () => {
    const file = planFiles()[0]!;
    edit(file, (p) => (p.details[0].Description = 'From ₹12,500 a year, ₹1,25,000 once, or cover of ₹50,00,000 and ₹1,00,00,000.'));
    expect(() => loadContent(root, LOCALES, LOCAL)).not.toThrow();
  });
});

describe('a host build never publishes the placeholder address', () => {
  beforeEach(() => edit('content/site.json', (site) => (site.siteUrl = 'https://www.example.com')));

  it('stops a CI build, naming content/site.json → siteUrl and what to put there', () => {
    for (const env of [{ CI: 'true' }, { GITHUB_ACTIONS: 'true' }, { CF_PAGES: '1' }]) {
      let message = '';
      try {
        loadContent(root, LOCALES, env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('content/site.json → siteUrl: is still the placeholder');
      expect(message).toContain('Put the address the site will live at there');
      expect(message).toContain('(found: "https://www.example.com")');
    }
  });

  it('takes the address Netlify gives, or SITE_URL when it is set', () => {
    expect(loadContent(root, LOCALES, { NETLIFY: 'true', URL: 'https://suraksha.netlify.app' }).en.site.siteUrl).toBe('https://suraksha.netlify.app');
    expect(loadContent(root, LOCALES, { CI: 'true', SITE_URL: 'https://www.suraksha.in' }).en.site.siteUrl).toBe('https://www.suraksha.in');
  });

  it('keeps the placeholder on the owner’s own computer, and a real address everywhere', () => {
    expect(loadContent(root, LOCALES, LOCAL).en.site.siteUrl).toBe('https://www.example.com');
    edit('content/site.json', (site) => (site.siteUrl = 'https://www.suraksha.in'));
    expect(loadContent(root, LOCALES, { CI: 'true' }).en.site.siteUrl).toBe('https://www.suraksha.in');
  });
});

describe('a language on the list needs all its words', () => {
  it('names the dictionary, every content block and every plan file a new language lacks', () => {
    const message = (() => {
      try {
        loadContent(root, [...LOCALES, 'xx' as (typeof LOCALES)[number]], LOCAL);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toContain('lib/i18n/dictionaries/xx.ts: is missing');
    for (const file of ['agency', 'categories', 'banners', 'home', 'about', 'opportunities', 'news', 'links', 'plan-pages', 'contact', 'news-page']) {
      expect(message).toContain(`content/${file}.json → xx: is required`);
    }
    expect(message).toContain('content/products/xx: has no plan files');
    for (const file of planFiles()) expect(message).toContain(`${inLocale(file, 'xx')} → (whole file): file is missing`);
  });
});
