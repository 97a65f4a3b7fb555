/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { loadContent } from '../load/load';
import { STATUS_TO_CONFIRM } from '../schema/schemas';
import { findLeftovers } from '../owner/placeholders';
import { brochureIds } from '../schema/schemas';
import {
  LOCAL,
  edit,
  editPlan,
  errorOf,
  fixtureRoot as root,
  makeFixture,
  planFiles,
  readPlan,
  removeFixture,
  setKind,
  type Json,
} from '../load/fixture';

/**
 * The rules of what an insurance advertisement may say (rules.ts), each refused with its file, field
 * and value, on a throw-away copy of whatever content/ holds today.
 */

beforeEach(makeFixture);
afterEach(removeFixture);

/** The first plan file whose plan has the given kind. */
const planOfKind = (kind: string) => planFiles().find((file) => readPlan(file).kind === kind);

describe('what the site may say', () => {
  it('refuses a plan with bonuses under guaranteed-returns, naming the plan, the category and why', () => {
    const file = planFiles()[0]!;
    setKind(file, 'participating');
    editPlan(file, (p) => (p.categories = ['guaranteed-returns']));
    expect(errorOf()).toContain(
      `${file} → en.categories[0]: cannot be guaranteed-returns: the plan's kind is participating, and a participating plan’s benefits depend on bonuses, which are not guaranteed until declared (found: "guaranteed-returns")`,
    );
  });

  it('refuses a unit-linked or term plan under guaranteed-returns too', () => {
    const [first, second] = planFiles();
    setKind(first!, 'unit-linked');
    setKind(second!, 'term');
    for (const file of [first!, second!]) editPlan(file, (p) => (p.categories = ['wealth-creations', 'guaranteed-returns']));
    const message = errorOf();
    expect(message).toContain(`${first} → en.categories[1]: cannot be guaranteed-returns: the plan's kind is unit-linked`);
    expect(message).toContain(`${second} → en.categories[1]: cannot be guaranteed-returns: the plan's kind is term`);
  });

  it('lets a non-participating plan or an annuity be listed as guaranteed returns', () => {
    const file = planFiles()[0]!;
    for (const kind of ['non-participating', 'annuity']) {
      setKind(file, kind);
      editPlan(file, (p) => (p.categories = ['guaranteed-returns']));
      expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    }
  });

  it('refuses a unit-linked plan when a language lacks the regulator’s statements its page must show', () => {
    const file = planOfKind('unit-linked') ?? planFiles()[0]!;
    setKind(file, 'unit-linked');
    const other = LOCALES[LOCALES.length - 1]!;
    edit('content/plan-pages.json', (pages) => delete pages[other].unitLinked);
    expect(errorOf()).toMatch(
      new RegExp(
        `content/plan-pages\\.json → ${other}\\.unitLinked: is required: content/plans/[\\w-]+\\.json is a unit-linked plan.*\\(found: nothing \\(the field is missing\\)\\)`,
      ),
    );
  });

  it('needs no statements while no plan is unit-linked', () => {
    for (const file of planFiles()) if (readPlan(file).kind === 'unit-linked') setKind(file, 'non-participating');
    for (const locale of LOCALES) edit('content/plan-pages.json', (pages) => delete pages[locale].unitLinked);
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('refuses a statement about names that does not name the plan and the insurer', () => {
    edit('content/plan-pages.json', (pages) => (pages.en.unitLinked.name = 'The name of the plan says nothing about its returns.'));
    expect(errorOf()).toContain('content/plan-pages.json → en.unitLinked.name: must contain {plan} and {insurer}');
  });

  it('refuses a claim of independence from the insurer, as the text writes it (wording.test.ts has the tables)', () => {
    edit('content/about.json', (about) => (about.en.paragraphs.we[1] = `${about.en.paragraphs.we[1]} We are independent of LIC.`));
    expect(errorOf()).toContain(
      'content/about.json → en.paragraphs.we[1]: must not say “independent of LIC”: the site never claims to be independent',
    );
  });

  it('refuses another role’s words for the owner where a page speaks of the owner, but not in the insurer’s news', () => {
    for (const locale of LOCALES) edit('content/agency.json', (agency) => (agency[locale].role = 'agent'));
    edit('content/about.json', (about) => (about.en.paragraphs.we[2] = 'Our Development Officer will call you.'));
    edit('content/news.json', (news) => (news.en.items[0].description = 'The insurer thanked its development officers.'));
    const message = errorOf();
    expect(message).toContain(
      'content/about.json → en.paragraphs.we[2]: must not say “Development Officer”: content/agency.json says the owner is an agent',
    );
    expect(message).not.toContain('content/news.json');
  });

  it('refuses a publisher whose role, code, branch code or approval differs between languages', () => {
    const other = LOCALES[LOCALES.length - 1]!;
    edit('content/agency.json', (agency) => {
      agency[other].role = agency.en.role === 'agent' ? 'development-officer' : 'agent';
      agency[other].code = 'ABC123';
      agency[other].branch.code = '999';
      agency[other].approval = { reference: 'MKTG/1', date: '01/12/2026' };
    });
    const message = errorOf();
    expect(message).toContain(`content/agency.json → ${other}.role: must be the same as en.role`);
    expect(message).toContain(`content/agency.json → ${other}.code: must be the same as en.code (found: "ABC123")`);
    expect(message).toContain(`content/agency.json → ${other}.branch.code: must be the same as en.branch.code (found: "999")`);
    expect(message).toContain(`content/agency.json → ${other}.approval: must be the same as en.approval`);
  });

  it('refuses Western digit grouping, and lakh or crore in Latin letters on a page in another script', () => {
    const file = planFiles()[0]!;
    editPlan(file, (p) => (p.details[0].Description = 'Cover from ₹5,000,000, or ₹125,000 once.'));
    const other = LOCALES.find((locale) => locale !== 'en')!;
    editPlan(file, (p) => (p.details[0].Description = '₹50 lakh का कवर'), other);
    const message = errorOf();
    expect(message).toContain(`${file} → en.details[0].Description: writes 5,000,000 in Western groups`);
    expect(message).toContain(`${file} → en.details[0].Description: writes 125,000 in Western groups`);
    expect(message).toContain(`${file} → ${other}.details[0].Description: writes lakh or crore in Latin letters`);
  });

  it('accepts Indian grouping', () => {
    const file = planFiles()[0]!;
    for (const locale of LOCALES)
      editPlan(
        file,
        (p) => (p.details[0].Description = 'From ₹12,500 a year, ₹1,25,000 once, or cover of ₹50,00,000 and ₹1,00,00,000.'),
        locale,
      );
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});

/** The first plan file whose plan is on sale. */
const onSalePlan = () => planFiles().find((file) => readPlan(file).status === 'on-sale')!;

describe('every plan as the insurer files it', () => {
  it('refuses a malformed UIN and plan number, naming the file, the field and the value', () => {
    const file = onSalePlan();
    editPlan(file, (p) => {
      p.uin = '512-N304-V03';
      p.planNo = '73';
    });
    const message = errorOf();
    expect(message).toContain(
      `${file} → en.uin: must be the plan’s UIN as LIC prints it, like 512N304V03 (or XXXXXXXXXX until you have it) (found: "512-N304-V03")`,
    );
    expect(message).toContain(
      `${file} → en.planNo: must be LIC’s three-digit plan number, like 736 (or XXX until you have it) (found: "73")`,
    );
  });

  it('refuses a UIN whose letter does not fit the kind of plan', () => {
    const file = onSalePlan();
    editPlan(file, (p) => {
      p.kind = 'unit-linked';
      p.categories = ['wealth-creations'];
      p.uin = '512N304V03';
    });
    expect(errorOf()).toContain(`${file} → en.uin: must have L after 512: the plan's kind is unit-linked`);
  });

  it('refuses a brochure outside licindia.in', () => {
    const file = onSalePlan();
    editPlan(file, (p) => (p.brochureUrl = 'https://www.lic-plans.example.com/brochure.pdf'));
    expect(errorOf()).toContain(
      `${file} → en.brochureUrl: must point to the insurer’s own site (a licindia.in address) (found: "https://www.lic-plans.example.com/brochure.pdf")`,
    );
  });

  it.each([
    ['withdrawn', 'the plan is withdrawn from sale'],
    [STATUS_TO_CONFIRM, 'its sales status is not settled yet (a placeholder)'],
  ])('refuses a plan %s that is trending or listed under a need', (status, why) => {
    const file = onSalePlan();
    editPlan(file, (p) => {
      p.status = status;
      p.isTrending = true;
    });
    const category = readPlan(file).categories[0];
    const message = errorOf();
    expect(message).toContain(`${file} → en.isTrending: must not be true: ${why}, so it cannot be shown as trending (found: true)`);
    expect(message).toContain(`${file} → en.categories[0]: must be removed: ${why}, so it is listed under no need (found: "${category}")`);
  });

  it('refuses a sales status LIC does not use: a plan is on sale or withdrawn, or the placeholder until settled', () => {
    const file = onSalePlan();
    editPlan(file, (p) => (p.status = 'unconfirmed'));
    expect(errorOf()).toContain(`${file} → en.status: must be one of on-sale, withdrawn, ${STATUS_TO_CONFIRM}`);
  });

  it('refuses a withdrawal date on a plan that is not withdrawn', () => {
    const file = onSalePlan();
    editPlan(file, (p) => (p.withdrawnOn = '01/10/2024'));
    expect(errorOf()).toContain(`${file} → en.withdrawnOn: must be left out unless the plan is withdrawn (found: "01/10/2024")`);
  });

  it.each([
    ['withdrawn', '01/10/2024'],
    ['withdrawn', undefined],
    [STATUS_TO_CONFIRM, undefined],
  ])('accepts a plan %s (withdrawn on %s), in no category and not trending', (status, date) => {
    const file = onSalePlan();
    const others = planFiles().filter((f) => f !== file);
    // Keep every need served by another plan on sale.
    for (const category of readPlan(file).categories)
      if (!others.some((f) => readPlan(f).status === 'on-sale' && readPlan(f).categories.includes(category))) return;
    editPlan(file, (p) => {
      p.status = status;
      if (date) p.withdrawnOn = date;
      else delete p.withdrawnOn;
      p.categories = [];
      delete p.isTrending;
    });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('lists a withdrawn plan whose withdrawal day no source gives yet, and refuses a date that is not one', () => {
    const file = planFiles().find((f) => readPlan(f).status === 'withdrawn');
    if (!file) return;
    editPlan(file, (p) => delete p.withdrawnOn);
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    expect(findLeftovers(root()).checks).toContainEqual({ file, keys: ['en', 'withdrawnOn'], value: 'not given yet', kind: 'not-given' });
    editPlan(file, (p) => (p.withdrawnOn = 'early 2025'));
    expect(errorOf()).toContain(`${file} → en.withdrawnOn: must be a real date written DD/MM/YYYY (found: "early 2025")`);
  });

  it('refuses plan pages whose risk-factors line is not the regulator’s, word for word', () => {
    edit('content/plan-pages.json', (pages) => (pages.en.disclosures.riskFactors = 'Please read the brochure.'));
    expect(errorOf()).toContain(
      'content/plan-pages.json → en.disclosures.riskFactors: must say, word for word: “For more details on risk factors, terms and conditions please read the sales brochure carefully before concluding a sale.”',
    );
  });
});

describe('the plan number and UIN agree with the brochure address that carries them', () => {
  const PLAN = { planNo: '736', uin: '512N304V03' };
  /** A plan on sale with LIC's numbers and a brochure address, as written here. */
  const withBrochure = (brochureUrl: string, ids: Partial<typeof PLAN> = {}) => {
    const file = onSalePlan();
    editPlan(file, (p) => Object.assign(p, PLAN, ids, { brochureUrl }));
    return file;
  };
  const LABH = 'https://licindia.in/web/guest/lic-s-jeevan-labh-plan-736-512n304v03';

  it.each([
    ['…-plan-736-512n304v03', LABH, { planNo: '736', uin: '512N304V03' }],
    [
      '…-plan-no.-758-uin-512n338v08-',
      'https://licindia.in/web/guest/lic-s-new-jeevan-shanti-plan-no.-758-uin-512n338v08-',
      { planNo: '758', uin: '512N338V08' },
    ],
    ['a %09 between them', 'https://licindia.in/web/guest/lic-s-amritbaal-774%09512n365v02', { planNo: '774', uin: '512N365V02' }],
    ['a tab between them', 'https://licindia.in/web/guest/lic-sjeevanumang-745\t512n312v03', { planNo: '745', uin: '512N312V03' }],
    ['neither', 'https://licindia.in/web/guest/lic-s-jeevan-tarun', {}],
    ['a figure that is no plan number', 'https://licindia.in/web/guest/lic-s-new-money-back-plan-20-years', {}],
  ])('reads the numbers an address carries: %s', (_, url, ids) => {
    expect(brochureIds(url)).toEqual(ids);
  });

  it('refuses a plan number transposed, naming the address and the number it carries', () => {
    const file = withBrochure(LABH, { planNo: '763' });
    expect(errorOf()).toContain(
      `${file} → en.planNo: must be the plan number its brochure address, …/web/guest/lic-s-jeevan-labh-plan-736-512n304v03, carries (736): check both against the plan’s brochure on licindia.in (found: "763")`,
    );
  });

  it.each([
    ['an earlier version', '512N304V02'],
    ['another plan’s', '512N305V03'],
  ])('refuses %s UIN, case aside', (_, uin) => {
    const file = withBrochure(LABH.toUpperCase().replace('HTTPS://LICINDIA.IN', 'https://licindia.in'), { uin });
    expect(errorOf()).toContain(
      `${file} → en.uin: must be the UIN its brochure address, …/WEB/GUEST/LIC-S-JEEVAN-LABH-PLAN-736-512N304V03, carries (512N304V03), or a later version of it`,
    );
  });

  it('checks an address with a tab or %09 in it', () => {
    const file = withBrochure('https://licindia.in/web/guest/lic-s-jeevan-labh-736%09512n304v03', { planNo: '737' });
    expect(errorOf()).toContain(`${file} → en.planNo: must be the plan number`);
  });

  it('lets a later version than the address’s pass, and lists it for the owner to check', () => {
    const file = withBrochure(LABH, { uin: '512N304V04' });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    expect(findLeftovers(root()).checks).toContainEqual(expect.objectContaining({ file, keys: ['en', 'uin'], kind: 'not-given' }));
  });

  it('checks nothing an address does not carry, nor a number still to be given', () => {
    withBrochure('https://licindia.in/web/guest/lic-s-jeevan-labh', { planNo: '999', uin: '512N999V09' });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    withBrochure(LABH, { planNo: 'XXX', uin: 'XXXXXXXXXX' });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});

describe('every figure is the same in every language, field by field', () => {
  /** A plan file and one of its fields holding a figure, in the default language. */
  function fieldWithFigure(): { file: string; index: number } {
    for (const file of planFiles()) {
      const index = readPlan(file).details.findIndex((block: Json) => /\d/.test(block.Description ?? ''));
      if (index >= 0) return { file, index };
    }
    throw new Error('no plan has a figure in a description');
  }

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`refuses a ${locale} plan that drops or changes a figure of one field, even when the plan has it elsewhere`, () => {
      const { file, index } = fieldWithFigure();
      const original: string = readPlan(file, locale).details[index].Description;
      const figure = original.match(/\d+/)![0];
      // Replace the field's first figure with one from another field of the same plan, or drop it.
      const changed = original.replace(figure, figure === '10' ? '15' : '10');
      editPlan(file, (p) => (p.details[index].Description = changed), locale);
      const message = errorOf();
      expect(message).toContain(
        `${file} → ${locale}.details[${index}].Description: must have the figures of en.details[${index}].Description`,
      );
      expect(message).toMatch(/lacks [^:]*\d/);
    });
  }

  it('refuses a translation that drops a list item', () => {
    const file = planFiles().find((f) => readPlan(f).details.some((b: Json) => (b.listItems?.length ?? 0) > 1))!;
    const index = readPlan(file).details.findIndex((b: Json) => (b.listItems?.length ?? 0) > 1);
    const other = LOCALES[LOCALES.length - 1]!;
    editPlan(file, (p) => p.details[index].listItems.pop(), other);
    expect(errorOf()).toMatch(
      new RegExp(`${file.replace(/[.]/g, '\\.')} → ${other}\\.details\\[${index}\\]\\.listItems: has \\d+ list items but en has \\d+`),
    );
  });

  it('refuses a block drawn as a note in one language and not in another', () => {
    const file = planFiles()[0]!;
    const other = LOCALES[LOCALES.length - 1]!;
    const note = readPlan(file).details[0].note === true;
    editPlan(file, (p) => (p.details[0].note = !note), other);
    expect(errorOf()).toContain(
      `${file} → ${other}.details[0].note: must be set as en's block is (${note ? 'a note' : 'not a note'}): a block is drawn as a note in every language or in none`,
    );
  });

  it('refuses Devanagari digits in any text', () => {
    const other = LOCALES.find((l) => l !== 'en')!;
    edit('content/about.json', (about) => (about[other].paragraphs.we[0] = '१० वर्षांहून अधिक'));
    expect(errorOf()).toContain(`content/about.json → ${other}.paragraphs.we[0]: writes digits other than 0–9`);
  });
});

describe('claims that carry their source and condition', () => {
  const RANKING: Record<string, string> = {
    en: 'The largest life insurer.',
    hi: 'देश की सबसे बड़ी जीवन बीमा कंपनी।',
    mr: 'देशातील सर्वात मोठी आयुर्विमा कंपनी.',
  };
  it('refuses a ranking in every language', () => {
    for (const locale of LOCALES) edit('content/about.json', (about) => (about[locale].whyLic.text = RANKING[locale] ?? 'largest'));
    const message = errorOf();
    for (const locale of LOCALES)
      expect(message).toMatch(
        new RegExp(
          `content/about\\.json → ${locale}\\.whyLic\\.text: must not say “[^”]+”: an insurance advertisement may not claim a ranking`,
        ),
      );
  });

  it('does not read a number as a ranking', () => {
    edit('content/contact.json', (contact) => (contact.hi.complaints.steps[1].text = 'टोल-फ़्री नंबर 155255 पर कॉल करें।'));
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('refuses the insurer’s figures without their source or year, and with values that differ between languages', () => {
    const other = LOCALES[LOCALES.length - 1]!;
    edit('content/about.json', (about) => {
      delete about.en.whyLic.source;
      about.en.whyLic.year = '';
    });
    const message = errorOf();
    expect(message).toContain('content/about.json → en.whyLic.source: is required');
    expect(message).toContain('content/about.json → en.whyLic.year: must not be empty');
    makeFixture();
    edit('content/about.json', (about) => (about[other].whyLic.figures[0].value = 99.9));
    expect(errorOf()).toContain(
      `content/about.json → ${other}.whyLic.figures[0]: must have the value and unit of en.whyLic.figures[0] (found: {"value":99.9,`,
    );
  });

  it('refuses a guarantee without its condition, in a plan and on a page', () => {
    const file = onSalePlan();
    editPlan(file, (p) => (p.details[0].Description = 'A guaranteed income for life.'));
    edit('content/home.json', (home) => (home.en.trending.text.we = 'Plans with guaranteed returns.'));
    const message = errorOf();
    expect(message).toContain(`${file} → en.details[0].Description: claims a guarantee without its condition`);
    expect(message).toContain('content/home.json → en.trending.text.we: claims a guarantee without its condition');
  });

  it('accepts a guarantee with its condition, and a sentence that says a thing is not guaranteed', () => {
    edit(
      'content/home.json',
      (home) =>
        (home.en.trending.text.we = 'Guaranteed additions while the policy is in force. Bonuses are not guaranteed until declared.'),
    );
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('refuses a news item without its source or its date, or linking to the list of releases', () => {
    edit('content/news.json', (news) => {
      delete news.en.items[0].source;
      delete news.mr.items[0].date;
      news.hi.items[0].link = 'https://licindia.in/press-release';
    });
    const message = errorOf();
    expect(message).toContain('content/news.json → en.items[0].source: is required');
    expect(message).toContain('content/news.json → mr.items[0].date: is required');
    expect(message).toContain(
      'content/news.json → hi.items[0].link: must lead to the release itself on licindia.in, not to the list of releases or the home page (found: "https://licindia.in/press-release")',
    );
  });

  it('refuses a news item linking to a home page or a list of articles, on LIC’s site or a newspaper’s', () => {
    edit('content/news.json', (news) => {
      news.en.items[0].link = 'https://licindia.in';
      news.hi.items[0].link = 'https://www.business-standard.com/';
      news.mr.items[0].link = 'https://www.business-standard.com/companies/news';
    });
    const message = errorOf();
    expect(message).toContain('content/news.json → en.items[0].link: must lead to the release itself on licindia.in');
    for (const [locale, link] of [
      ['hi', 'https://www.business-standard.com/'],
      ['mr', 'https://www.business-standard.com/companies/news'],
    ]) {
      expect(message).toContain(
        `content/news.json → ${locale}.items[0].link: must lead to the article itself (its address carries the article’s number), not to the publisher’s home page or a list of articles (found: "${link}")`,
      );
    }
  });

  it('refuses a news item linking to a publisher the site does not list', () => {
    edit('content/news.json', (news) => (news.en.items[0].link = 'https://www.example-news.in/business/lic-story-1234567'));
    expect(errorOf()).toMatch(
      /content\/news\.json → en\.items\[0\]\.link: must lead to LIC’s own site \(licindia\.in\) or to a newspaper or news agency the site accepts: Business Standard, [^(]+\(found: "https:\/\/www\.example-news\.in\/business\/lic-story-1234567"\)/,
    );
  });

  it('refuses a news item whose source does not name the publisher its link leads to', () => {
    edit('content/news.json', (news) => {
      news.en.items[0].link = 'https://www.thehindu.com/business/lic-news/article69338911.ece';
      news.en.items[0].source = 'Business Standard';
      news.hi.items[0].link = 'https://licindia.in/web/guest/press-release-1';
      news.hi.items[0].source = 'Business Standard की रिपोर्ट';
    });
    const message = errorOf();
    expect(message).toContain(
      'content/news.json → en.items[0].source: must name the publisher the link leads to: The Hindu (found: "Business Standard")',
    );
    expect(message).toContain(
      'content/news.json → hi.items[0].source: must name the publisher the link leads to: LIC (found: "Business Standard की रिपोर्ट")',
    );
  });

  it('accepts a named newspaper’s article, named as its source in every language', () => {
    edit('content/news.json', (news) => {
      for (const locale of LOCALES) {
        news[locale].items[0].link = 'https://www.thehindu.com/business/lic-news/article69338911.ece';
        news[locale].items[0].source = { en: 'The Hindu', hi: 'The Hindu की रिपोर्ट', mr: 'The Hindu चे वृत्त' }[locale] ?? 'The Hindu';
      }
    });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it('refuses a ranking in the news too, even when the newspaper said it', () => {
    edit('content/news.json', (news) => (news.en.items[0].description = 'The largest life insurer reported its results.'));
    expect(errorOf()).toContain(
      'content/news.json → en.items[0].description: must not say “largest”: an insurance advertisement may not claim a ranking or superlative, on any criterion',
    );
  });

  describe('news dated no later than the build', () => {
    /** The day after the newest item of today's news: the build's clock in these tests. */
    const dayAfterNews = () => {
      const times = (readNews().en.items as Json[]).map((item) => Date.parse(item.date.split('/').reverse().join('-')));
      return new Date(Math.max(...times) + 24 * 3600 * 1000);
    };
    const readNews = (): Json => JSON.parse(readFileSync(path.join(root(), 'content/news.json'), 'utf8'));
    const write = (date: Date) =>
      `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

    it('refuses the newest item dated after the build, in every language, naming it and the day of the build', () => {
      const today = dayAfterNews();
      const future = new Date(today.getTime() + 365 * 24 * 3600 * 1000);
      let last = 0;
      edit('content/news.json', (n) => {
        for (const locale of LOCALES) n[locale].items.at(-1).date = write(future);
        last = n.en.items.length - 1;
      });
      const message = errorOf(today);
      for (const locale of LOCALES)
        expect(message).toContain(
          `content/news.json → ${locale}.items[${last}].date: is after the day of this build (${write(today)}): a news item is dated the day its source published it (found: "${write(future)}")`,
        );
      expect(message).not.toMatch(/is (older|later) than item/);
    });

    it('names the first item when it is the one dated in the future, not the item after it', () => {
      const today = dayAfterNews();
      const future = write(new Date(today.getTime() + 2 * 365 * 24 * 3600 * 1000));
      edit('content/news.json', (n) => {
        for (const locale of LOCALES) n[locale].items[0].date = future;
      });
      const message = errorOf(today);
      expect(message).toContain(`content/news.json → en.items[0].date: is after the day of this build`);
      expect(message).toContain(`content/news.json → en.items[0].date: is later than item 1 (`);
      expect(message).not.toMatch(/en\.items\[[1-9]\d*\]\.date/);
    });

    it('takes the day in India: an item dated today passes, and tomorrow India’s day has already begun at 20:00 UTC', () => {
      const today = dayAfterNews();
      edit('content/news.json', (n) => {
        for (const locale of LOCALES) n[locale].items.at(-1).date = write(today);
      });
      expect(() => loadContent(root(), LOCALES, LOCAL, today)).not.toThrow();
      const tomorrow = new Date(today.getTime() + 24 * 3600 * 1000);
      edit('content/news.json', (n) => {
        for (const locale of LOCALES) n[locale].items.at(-1).date = write(tomorrow);
      });
      expect(errorOf(new Date(today.getTime() + 12 * 3600 * 1000))).toContain('is after the day of this build');
      expect(() => loadContent(root(), LOCALES, LOCAL, new Date(today.getTime() + 20 * 3600 * 1000))).not.toThrow();
    });
  });

  it('refuses a complaints step that sends the visitor to any site but the insurer, IRDAI or the Ombudsman', () => {
    edit('content/contact.json', (contact) => (contact.en.complaints.steps[0].links[0].href = 'https://complaints.example.com/'));
    expect(errorOf()).toContain(
      'content/contact.json → en.complaints.steps[0].links[0].href: must point to the insurer (licindia.in), IRDAI (irdai.gov.in) or the Insurance Ombudsman (cioins.co.in)',
    );
  });

  it('refuses a privacy notice that does not name who holds the data', () => {
    edit('content/privacy.json', (privacy) => (privacy.en.intro.I = 'I keep what you send me safe.'));
    expect(errorOf()).toContain('content/privacy.json → en.intro.I: must contain {person}');
  });
});
