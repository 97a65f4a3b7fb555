/** @jest-environment node */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { loadContent } from './load';
import {
  LOCAL,
  TWO_SOURCES,
  edit,
  editOwner,
  editPlan,
  errorOf,
  fixtureRoot as root,
  makeFixture,
  planFiles,
  readPlan,
  removeFixture,
  withFacts,
  years,
} from './fixture';

/**
 * The loader's checks of shape and language: every file read, every field checked against its schema,
 * every language describing the same site, on a throw-away copy of whatever content/ holds today.
 */

const repo = process.cwd();

beforeEach(makeFixture);
afterEach(removeFixture);

describe('the content in the repository', () => {
  it('passes every rule, in every language', () => {
    const content = loadContent(repo, LOCALES, LOCAL);
    expect(Object.keys(content).sort()).toEqual([...LOCALES].sort());
  });

  it('loads the same from a copy', () => {
    expect(loadContent(root(), LOCALES, LOCAL)).toEqual(loadContent(repo, LOCALES, LOCAL));
  });
});

describe('bad content stops the build with file, field and value', () => {
  it('rejects an unknown category slug', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => (p.categories = ['wealth']));
    const message = errorOf();
    expect(message).toContain(`${file} → en.categories[0]: must be one of wealth-creations`);
    expect(message).toContain('(found: "wealth")');
  });

  it('rejects a plan without a name, or with an empty one', () => {
    const [first, second] = planFiles();
    editPlan(first!, (p) => delete p.name);
    editPlan(second!, (p) => (p.name = '  '));
    const message = errorOf();
    expect(message).toContain(`${first} → en.name: is required (found: nothing`);
    expect(message).toContain(`${second} → en.name: must not be empty (found: "  ")`);
  });

  it('rejects a path that does not match the file name', () => {
    const [first, second] = planFiles();
    const taken = readPlan(first!).path;
    editPlan(second!, (p) => (p.path = taken));
    expect(errorOf()).toContain(`${second} → en.path: must match the file name`);
  });

  it('rejects an id that another plan has', () => {
    const [first, second] = planFiles();
    editPlan(second!, (p) => (p.id = readPlan(first!).id));
    expect(errorOf()).toContain(`${second} → en.id: is already used by ${first}`);
  });

  it('rejects a plan picture that is not under public/', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => (p.imageUrls[2] = '/images/products/missing.svg'));
    expect(errorOf()).toContain(`${file} → en.imageUrls[2]: image does not exist under public/ (found: "/images/products/missing.svg")`);
  });

  it('rejects a plan without exactly four pictures', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => p.imageUrls.pop());
    expect(errorOf()).toContain(`${file} → en.imageUrls: must list exactly 4 images`);
  });

  it('rejects a detail block with neither a Description nor list items', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => (p.details[0] = { title: 'Overview' }));
    expect(errorOf()).toContain(`${file} → en.details[0]: needs a Description, listItems or both`);
  });

  it('rejects a category left without plans', () => {
    const slug = readPlan(planFiles()[0]!).categories[0];
    for (const file of planFiles()) {
      editPlan(file, (p) => {
        const others = p.categories.filter((c: string) => c !== slug);
        // Keep every plan in some category, so only the emptied one is reported.
        p.categories = others.length > 0 ? others : [slug === 'wealth-creations' ? 'guaranteed-returns' : 'wealth-creations'];
      });
    }
    expect(errorOf()).toContain(`no plan is in the category ${slug}`);
  });

  it('rejects a news date not written DD/MM/YYYY, or one that does not exist', () => {
    edit('content/news.json', (n) => {
      n.en.items.push({ ...n.en.items[0], title: 'A second item' });
      n.en.items[0].date = '2025-02-28';
      n.en.items.at(-1).date = '31/02/2025';
    });
    const message = errorOf();
    expect(message).toContain('content/news.json → en.items[0].date: must be a real date written DD/MM/YYYY (found: "2025-02-28")');
    expect(message).toContain('(found: "31/02/2025")');
  });

  it('rejects news listed out of order, naming the item out of place: the newest item goes last', () => {
    let last = 0;
    edit('content/news.json', (n) => {
      n.en.items.push({ ...n.en.items[0], title: 'An item from long ago', date: '01/01/2001' });
      last = n.en.items.length - 1;
    });
    expect(errorOf()).toMatch(
      new RegExp(
        `content/news\\.json → en\\.items\\[${last}\\]\\.date: is older than item \\d+ \\([\\d/]+\\), which comes before it: news is listed oldest first, so add new items at the end, or correct this date \\(found: "01/01/2001"\\)`,
      ),
    );
  });

  it('rejects an important link off the insurer’s site', () => {
    edit('content/links.json', (l) => (l.en.items[0].href = 'https://example.org/'));
    edit('content/links.json', (l) => (l.hi.items[0].href = 'https://licindia.in.example.org/'));
    const message = errorOf();
    expect(message).toContain('content/links.json → en.items[0].href: must point to the insurer’s own site');
    expect(message).toContain('content/links.json → hi.items[0].href: must point to the insurer’s own site');
  });

  it('rejects a wrong phone number and a WhatsApp number that is not digits', () => {
    editOwner((s) => {
      s.phone = '98765';
      s.whatsapp = '+91 98765 43210';
    });
    const message = errorOf();
    expect(message).toContain(
      'content/agency.json → en.phone: must be +91 and the 10-digit mobile number (starting 6 to 9), like +91 98765 43210',
    );
    expect(message).toContain('(found: "98765")');
    expect(message).toContain(
      'content/agency.json → en.whatsapp: must be 91 and the 10-digit mobile number (starting 6 to 9), digits only',
    );
  });

  it('rejects an unknown field, naming it', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => (p.colour = 'blue'));
    expect(errorOf()).toContain(`${file} → en: has unknown field colour`);
  });

  it('rejects a popup heading too long for the popup', () => {
    edit('content/home.json', (h) => (h.en.popup.heading = 'A very long heading that will never fit in the small promotional popup'));
    const message = errorOf();
    expect(message).toContain('content/home.json → en.popup.heading: must be at most 60 characters');
    expect(message).toContain('(found: "A very long heading');
  });

  it('rejects a popup image that is not under public/', () => {
    edit('content/home.json', (h) => (h.hi.popup.image = '/images/promo/missing.png'));
    expect(errorOf()).toContain(
      'content/home.json → hi.popup.image: image does not exist under public/ (found: "/images/promo/missing.png")',
    );
  });

  it('rejects an About page without its three paragraphs', () => {
    edit('content/about.json', (a) => a.en.paragraphs.we.pop());
    const message = errorOf();
    expect(message).toContain('content/about.json → en.paragraphs.we: must have exactly 3 paragraphs');
    expect(message).toContain('(found: ["');
  });

  it('rejects an experience figure that is not a whole number', () => {
    edit('content/agency.json', (a) => (a.en.years = '10+'));
    expect(errorOf()).toContain('content/agency.json → en.years: must be a number like 10, without + or words (found: "10+")');
  });

  it('rejects an empty section heading', () => {
    edit('content/opportunities.json', (o) => (o.hi.who.heading = ''));
    expect(errorOf()).toContain('content/opportunities.json → hi.who.heading: must not be empty (found: "")');
  });

  it('rejects a contact sentence that lost the place of its links', () => {
    edit('content/contact.json', (c) => (c.en.help.closing.I = 'New to LIC? Read about me.'));
    expect(errorOf()).toContain('content/contact.json → en.help.closing.I: must contain {about} and {plans} where the two links go');
  });

  it('rejects a missing page file, naming it', () => {
    rmSync(path.join(root(), 'content/about.json'));
    expect(errorOf()).toContain('content/about.json → (whole file): file is missing');
  });

  it('rejects a file that is not JSON, naming it', () => {
    writeFileSync(path.join(root(), 'content/banners.json'), '{ "en": { "slides": [');
    expect(errorOf()).toContain('content/banners.json: is not valid JSON');
  });

  it('lists every problem at once', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => (p.categories = ['wealth']));
    editOwner((s) => (s.email = 'not an address'));
    expect(errorOf()).toMatch(/2 problems/);
  });
});

describe('key facts: typed, written once, each with its sources', () => {
  const two = TWO_SOURCES;

  it('loads the key facts of every plan that has them, the same in every language', () => {
    const content = loadContent(root(), LOCALES, LOCAL);
    const withKeyFacts = content.en.products.filter((p) => p.keyFacts);
    expect(withKeyFacts.length).toBeGreaterThan(0);
    for (const locale of LOCALES)
      for (const plan of withKeyFacts) expect(content[locale].products.find((p) => p.path === plan.path)?.keyFacts).toEqual(plan.keyFacts);
  });

  it('refuses a key fact without its source, naming file and field', () => {
    const file = withFacts({ entryAge: { min: [years(18)], max: [years(45)] } });
    expect(errorOf()).toContain(`${file} → en.keyFacts.entryAge.sources: is required`);
  });

  it('refuses a single page of another site as a source: LIC’s own page, or two agreeing pages', () => {
    const file = withFacts({ entryAge: { min: [years(18)], sources: [two[0]] } });
    expect(errorOf()).toContain(
      `${file} → en.keyFacts.entryAge.sources: must be LIC’s own page (licindia.in), or two agreeing pages on different sites`,
    );
    withFacts({ entryAge: { min: [years(18)], sources: [{ url: 'https://licindia.in/web/guest/plan', pageOrClause: 'p. 3' }] } });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('refuses a figure written as words, an unknown unit, an option that names two things, a term of no form and a range without its end', () => {
    const file = withFacts({
      entryAge: { min: [{ value: 'eight', unit: 'years' }], max: [{ value: 50, unit: 'months' }], sources: two },
      policyTerm: {
        options: [
          { form: 'years', years: [16], when: { option: 'policyTerm', years: 16, premiumTerm: 10 } },
          { years: [21] },
          { form: 'range', from: 15 },
          { form: 'years', years: [25], when: { policyTerm: 25 } },
        ],
        sources: two,
      },
    });
    const message = errorOf();
    expect(message).toContain(`${file} → en.keyFacts.entryAge.min[0].value: must be a number`);
    expect(message).toContain(`${file} → en.keyFacts.entryAge.max[0].unit: must be one of years, days`);
    expect(message).toContain(`${file} → en.keyFacts.policyTerm.options[0].when: has unknown field premiumTerm`);
    expect(message).toContain(`${file} → en.keyFacts.policyTerm.options[1].form: must name its form: years, range`);
    expect(message).toContain(`${file} → en.keyFacts.policyTerm.options[2].to: is required`);
    expect(message).toContain(`${file} → en.keyFacts.policyTerm.options[3].when.option: must name its option: policyTerm, premiumTerm`);
  });

  it('reports a figure of the plan’s own text that differs from its key fact, and accepts the same figures', () => {
    const file = withFacts({ policyTerm: { options: [{ form: 'range', from: 15, to: 40 }], sources: two } });
    const say = (text: string) => LOCALES.forEach((locale) => editPlan(file, (p) => (p.details[0].Description = text), locale));
    say('Choose a policy term from 15 to 35 years.');
    expect(errorOf()).toContain(
      `${file} → en.details[0].Description: must agree with keyFacts.policyTerm, which gives 15, 40: the text writes 15, 35`,
    );
    say('Choose a policy term from 15 to 40 years.');
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    // A text that speaks of something else (instalments over 5, 10 or 15 years) is not a term.
    say('Choose a policy term; the claim can be paid over 5, 10 or 15 years.');
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('reports an option the plan does not have', () => {
    const file = withFacts({
      entryAge: {
        min: [years(8)],
        max: [years(59, { option: 'policyTerm', years: 16 }), years(54, { option: 'policyTerm', years: 17 })],
        sources: two,
      },
      policyTerm: { options: [{ form: 'years', years: [16, 21] }], sources: two },
    });
    expect(errorOf()).toContain(
      `${file} → en.keyFacts.entryAge.max[1].when.years: must be one of the policy terms keyFacts.policyTerm lists (16, 21)`,
    );
  });

  it('refuses key facts written in another language’s block: they are written once', () => {
    const [file] = planFiles();
    editPlan(file!, (p) => (p.keyFacts = { benefits: { pays: ['death'], sources: two } }), 'hi');
    expect(errorOf()).toContain(`${file} → hi.keyFacts: is the same in every language: write it once, in the en block`);
  });
});

describe('every language describes the same site', () => {
  it('rejects a plan without its Hindi words, naming the file and the language', () => {
    const [file] = planFiles();
    edit(file!, (data) => delete data.hi);
    expect(errorOf()).toContain(`${file} → hi: is required (found: nothing`);
  });

  it('rejects an empty or missing field in a Hindi plan, with the same rules as English', () => {
    const [first, second] = planFiles();
    editPlan(first!, (p) => (p.name = ''), 'hi');
    editPlan(second!, (p) => delete p.metadescription, 'hi');
    const message = errorOf();
    expect(message).toContain(`${first} → hi.name: must not be empty (found: "")`);
    expect(message).toContain(`${second} → hi.metadescription: is required`);
  });

  it('rejects a fact of a plan written in another language: what a plan is, is written once', () => {
    const [file] = planFiles();
    editPlan(
      file!,
      (p) => {
        p.uin = '512N999V01';
        p.categories = ['wealth-creations'];
        p.isTrending = false;
      },
      'hi',
    );
    const message = errorOf();
    for (const field of ['uin', 'categories', 'isTrending'])
      expect(message).toContain(`${file} → hi.${field}: is the same in every language: write it once, in the en block`);
    expect(message).toMatch(/3 problems/);
  });

  it('gives every language the facts of the default language’s block and its own words', () => {
    const content = loadContent(root(), LOCALES, LOCAL);
    const [file] = planFiles();
    const en = readPlan(file!);
    for (const locale of LOCALES) {
      const plan = content[locale].products.find((p) => p.path === en.path)!;
      expect([plan.uin, plan.kind, plan.categories, plan.imageUrls]).toEqual([en.uin, en.kind, en.categories, en.imageUrls]);
      expect(plan.name).toBe(readPlan(file!, locale).name);
      expect(plan.descriptor).toBe(readPlan(file!, locale).descriptor);
    }
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
    edit('content/news.json', (n) => n.en.items.push({ ...n.en.items.at(-1), title: 'One more item' }));
    expect(errorOf()).toMatch(
      /content\/news\.json → hi\.items: has \d+ news items but en has \d+: every news item needs its hi version, in the same order/,
    );
    makeFixture();
    edit('content/news.json', (n) => (n.hi.items[0].date = '01/01/2001'));
    expect(errorOf()).toContain('content/news.json → hi.items[0].date: must be the same as en.items[0].date (found: "01/01/2001")');
    // An item that reports LIC's results does so in every language.
    makeFixture();
    edit('content/news.json', (n) => (n.hi.items[0].results = !n.en.items[0].results));
    expect(errorOf()).toContain('content/news.json → hi.items[0].results: must be the same as en.items[0].results');
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

describe('a host build never publishes the placeholder address', () => {
  beforeEach(() => edit('content/site.json', (site) => (site.siteUrl = 'https://www.example.com')));

  it('stops a CI build, naming content/site.json → siteUrl and what to put there', () => {
    for (const env of [{ CI: 'true' }, { GITHUB_ACTIONS: 'true' }, { CF_PAGES: '1' }]) {
      let message = '';
      try {
        loadContent(root(), LOCALES, env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('content/site.json → siteUrl: is still the placeholder');
      expect(message).toContain('Put the address the site will live at there');
      expect(message).toContain('(found: "https://www.example.com")');
    }
  });

  it('takes the address Netlify gives, or SITE_URL when it is set', () => {
    expect(loadContent(root(), LOCALES, { NETLIFY: 'true', URL: 'https://suraksha.netlify.app' }).en.site.siteUrl).toBe(
      'https://suraksha.netlify.app',
    );
    expect(loadContent(root(), LOCALES, { CI: 'true', SITE_URL: 'https://www.suraksha.in' }).en.site.siteUrl).toBe(
      'https://www.suraksha.in',
    );
  });

  it('keeps the placeholder on the owner’s own computer, and a real address everywhere', () => {
    expect(loadContent(root(), LOCALES, LOCAL).en.site.siteUrl).toBe('https://www.example.com');
    edit('content/site.json', (site) => (site.siteUrl = 'https://www.suraksha.in'));
    expect(loadContent(root(), LOCALES, { CI: 'true' }).en.site.siteUrl).toBe('https://www.suraksha.in');
  });
});

describe('a live site leaves out what nobody has checked, and news more than 12 months old', () => {
  const PRODUCTION = { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://suraksha.netlify.app' };
  const PREVIEW = { NETLIFY: 'true', CONTEXT: 'deploy-preview', URL: 'https://preview.suraksha.netlify.app' };
  const TODAY = new Date(Date.UTC(2026, 11, 3));
  /** The plans with key facts: one checked against LIC's brochure, the others not. */
  function oneChecked(): { checked: string; unchecked: string[] } {
    const withFacts = planFiles().filter((file) => readPlan(file).keyFacts !== undefined);
    const [first, ...rest] = withFacts;
    editPlan(first!, (plan) => (plan.keyFactsCheckedOn = '01/12/2026'));
    for (const file of rest) editPlan(file, (plan) => delete plan.keyFactsCheckedOn);
    const pathOf = (file: string) => readPlan(file).path as string;
    return { checked: pathOf(first!), unchecked: rest.map(pathOf) };
  }
  /** The news dated, oldest first: one item 13 months before today, one 11 months before it. */
  function datedNews() {
    edit('content/news.json', (news) => {
      for (const block of Object.values(news) as { items: { date: string }[] }[]) {
        block.items = block.items.slice(0, 2);
        block.items[0]!.date = '03/11/2025';
        block.items[1]!.date = '03/01/2026';
      }
    });
  }

  it('a production build: every language’s plans without unchecked key facts, the checked ones kept', () => {
    const { checked, unchecked } = oneChecked();
    expect(unchecked.length).toBeGreaterThan(0);
    const content = loadContent(root(), LOCALES, PRODUCTION, TODAY);
    for (const locale of LOCALES) {
      const plans = content[locale].products;
      expect(plans.find((plan) => plan.path === checked)?.keyFacts).toBeDefined();
      for (const path of unchecked) {
        const plan = plans.find((each) => each.path === path)!;
        expect(plan.keyFacts).toBeUndefined();
        // The plan itself stays, with its page.
        expect(plan.name.length).toBeGreaterThan(0);
      }
    }
  });

  it('a production build: news older than 12 months before the build left out, the recent kept', () => {
    datedNews();
    for (const locale of LOCALES)
      expect(loadContent(root(), LOCALES, PRODUCTION, TODAY)[locale].news.map((item) => item.date)).toEqual(['03/01/2026']);
  });

  it('a preview, a build on a computer and the tests’ build keep both', () => {
    const { unchecked } = oneChecked();
    datedNews();
    for (const env of [PREVIEW, LOCAL, { ...PRODUCTION, TEST_BUILD: '1' }]) {
      const content = loadContent(root(), LOCALES, env, TODAY);
      expect(content.en.news).toHaveLength(2);
      for (const path of unchecked) expect(content.hi.products.find((plan) => plan.path === path)?.keyFacts).toBeDefined();
    }
  });

  it('refuses a checked date that is not a real date, and one written in another language’s block', () => {
    const [file] = planFiles().filter((each) => readPlan(each).keyFacts !== undefined);
    editPlan(file!, (plan) => (plan.keyFactsCheckedOn = '31/02/2026'));
    editPlan(file!, (plan) => (plan.keyFactsCheckedOn = '01/12/2026'), 'hi');
    const message = errorOf();
    expect(message).toContain(`${file} → en.keyFactsCheckedOn: must be a real date written DD/MM/YYYY`);
    expect(message).toContain(`${file} → hi.keyFactsCheckedOn`);
  });
});

describe('a language on the list needs all its words', () => {
  it('names the dictionary, every content block and every plan file a new language lacks', () => {
    const message = (() => {
      try {
        loadContent(root(), [...LOCALES, 'xx' as (typeof LOCALES)[number]], LOCAL);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toContain('lib/i18n/dictionaries/xx.ts: is missing');
    for (const file of [
      'agency',
      'categories',
      'banners',
      'home',
      'about',
      'opportunities',
      'news',
      'links',
      'plan-pages',
      'contact',
      'news-page',
      'privacy',
      'policy-help',
    ]) {
      expect(message).toContain(`content/${file}.json → xx: is required`);
    }
    for (const file of planFiles()) expect(message).toContain(`${file} → xx: is required`);
  });
});

describe('the policyholder help pages', () => {
  const HELP = 'content/policy-help.json';
  type Task = { slug: string; steps: { we: string[]; I: string[] }; documents: string[]; official: { href: string }; summary: string };
  const tasks = (help: Record<string, { tasks: Task[] }>, locale: string) => help[locale]!.tasks;

  it('rejects a task without steps or documents to keep ready', () => {
    edit(HELP, (help) => {
      tasks(help, 'en')[0]!.steps.we = [];
      tasks(help, 'hi')[1]!.documents = [];
    });
    const message = errorOf();
    expect(message).toContain(`${HELP} → en.tasks[0].steps.we: must list at least one step (found: [])`);
    expect(message).toContain(`${HELP} → hi.tasks[1].documents: must list at least one document to keep ready (found: [])`);
  });

  it('rejects a task without LIC’s page, or with a page outside licindia.in', () => {
    edit(HELP, (help) => {
      const [first, second] = tasks(help, 'en');
      delete (first as Partial<Task>).official;
      second!.official.href = 'https://lic-help.example.com/pay';
    });
    const message = errorOf();
    expect(message).toContain(`${HELP} → en.tasks[0].official: is required (found: nothing`);
    expect(message).toContain(`${HELP} → en.tasks[1].official.href:`);
    expect(message).toContain('"https://lic-help.example.com/pay"');
  });

  it('needs every task in every language, at the same address and with the same LIC page', () => {
    edit(HELP, (help) => {
      tasks(help, 'mr').pop();
      const hi = tasks(help, 'hi');
      hi[0]!.slug = 'something-else';
      hi[1]!.official.href = 'https://licindia.in/somewhere-else';
    });
    const message = errorOf();
    expect(message).toMatch(/content\/policy-help\.json → mr\.tasks: has \d+ tasks but en has \d+: every task needs its mr version/);
    expect(message).toContain(`${HELP} → hi.tasks[0].slug: must be the same as en.tasks[0].slug (found: "something-else")`);
    expect(message).toContain(`${HELP} → hi.tasks[1].official.href: must be the same as en.tasks[1].official.href`);
  });

  it('rejects two tasks at one address', () => {
    edit(HELP, (help) => {
      for (const locale of LOCALES) {
        const list = tasks(help, locale);
        list[1]!.slug = list[0]!.slug;
      }
    });
    expect(errorOf()).toMatch(/content\/policy-help\.json → en\.tasks\[1\]\.slug: is already used by en\.tasks\[0\]/);
  });

  it('keeps the figures of a task the same in every language', () => {
    edit(HELP, (help) => {
      const en = tasks(help, 'en');
      const index = en.findIndex((task) => /\d/.test(task.summary));
      const target = index >= 0 ? index : 0;
      en[target]!.summary = `${en[target]!.summary} 99 days`;
    });
    expect(errorOf()).toMatch(/content\/policy-help\.json → (hi|mr)\.tasks\[\d+\]/);
  });
});
