/** @jest-environment node */
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { edit, editOwner, editPlan, errorOf, makeFixture, planFiles, readPlan, removeFixture, type Json } from '../load/fixture';

/**
 * What the owner reads first when an edit cannot be published: each kind of bad content an edit in
 * /admin can bring, one edit at a time on a copy of content/, is refused with its file and field on
 * the first line after the count, and the reason. The edits are those of a test of the build's rules
 * made by changing one thing at a time in a copy of the project and building it; each is made here
 * on whichever plan or item has what it needs, not on today's names.
 */

beforeEach(makeFixture);
afterEach(removeFixture);

const [HI, MR] = [LOCALES[1]!, LOCALES[LOCALES.length - 1]!];

/** The first line of the build's message, and the first problem under it. */
function firstLines(): [string, string] {
  const [count, first] = errorOf().split('\n');
  return [count!, first!.replace(/^\s*•\s*/, '')];
}

/** A plan on sale whose first detail block has a description. */
const onSalePlan = () => planFiles().find((file) => readPlan(file).status === 'on-sale' && readPlan(file).details[0].Description)!;

/** A withdrawn plan: one from content/, or the last plan made withdrawn in its place. */
function withdrawnPlan(): string {
  const withdrawn = planFiles().find((file) => readPlan(file).status === 'withdrawn');
  if (withdrawn) return withdrawn;
  const file = planFiles().at(-1)!;
  editPlan(file, (p) => Object.assign(p, { status: 'withdrawn', withdrawnOn: '01/10/2024', categories: [], isTrending: false }));
  return file;
}

/** A plan and the place of a list item of one language that holds a figure (and the figure). */
function listItemWithFigure(locale: string, digits: RegExp): { file: string; block: number; item: number; figure: string } {
  for (const file of planFiles())
    for (const [block, { listItems = [] }] of (readPlan(file, locale).details as Json[]).entries())
      for (const [item, text] of (listItems as string[]).entries()) {
        const figure = text.match(digits)?.[0];
        if (figure) return { file, block, item, figure };
      }
  throw new Error(`no plan has a list item with a figure in ${locale}`);
}

/** An edit, and what the first problem must begin with: the file, an arrow, the field. */
type Mutation = { edit: () => string; says: string };

const MUTATIONS: [string, Mutation][] = [
  [
    'the risk-factors line changed by one word',
    {
      edit: () => {
        edit(
          'content/plan-pages.json',
          (p) => (p[DEFAULT_LOCALE].disclosures.riskFactors = p.en.disclosures.riskFactors.replace('carefully', 'closely')),
        );
        return `content/plan-pages.json → ${DEFAULT_LOCALE}.disclosures.riskFactors:`;
      },
      says: 'must say, word for word',
    },
  ],
  [
    'a unit-linked statement removed from one language',
    {
      edit: () => {
        edit('content/plan-pages.json', (p) => delete p[MR].unitLinked.liquidity);
        return `content/plan-pages.json → ${MR}.unitLinked.liquidity:`;
      },
      says: 'is required',
    },
  ],
  [
    'a ranking of the insurer in Hindi',
    {
      edit: () => {
        edit('content/about.json', (a) => (a[HI].whyLic.text += ' LIC भारत की सबसे बड़ी बीमा कंपनी है।'));
        return `content/about.json → ${HI}.whyLic.text:`;
      },
      says: 'must not say “सबसे बड़ी”: an insurance advertisement may not claim a ranking',
    },
  ],
  [
    'a ranking of the insurer in English',
    {
      edit: () => {
        edit('content/home.json', (h) => (h.en.trending.text.we += ' LIC is the largest life insurer in India.'));
        return 'content/home.json → en.trending.text.we:';
      },
      says: 'must not say “largest”',
    },
  ],
  [
    'a guaranteed return without its condition (a figure the translations lack)',
    {
      edit: () => {
        const file = onSalePlan();
        editPlan(file, (p) => (p.details[0].Description += ' Guaranteed returns of 8% every year.'));
        return `${file} → ${HI}.details[0].Description:`;
      },
      says: 'must have the figures of en.details[0].Description',
    },
  ],
  [
    'a withdrawn plan made trending',
    {
      edit: () => {
        const file = withdrawnPlan();
        editPlan(file, (p) => (p.isTrending = true));
        return `${file} → en.isTrending:`;
      },
      says: 'must not be true: the plan is withdrawn from sale',
    },
  ],
  [
    'a malformed UIN',
    {
      edit: () => {
        const file = onSalePlan();
        editPlan(file, (p) => (p.uin = '512X304V03'));
        return `${file} → en.uin:`;
      },
      says: 'must be the plan’s UIN as LIC prints it',
    },
  ],
  [
    'a brochure off licindia.in',
    {
      edit: () => {
        const file = onSalePlan();
        editPlan(file, (p) => (p.brochureUrl = 'https://example.com/brochure.pdf'));
        return `${file} → en.brochureUrl:`;
      },
      says: 'must point to the insurer’s own site',
    },
  ],
  [
    'an age changed in one language’s list item',
    {
      edit: () => {
        const { file, block, item, figure } = listItemWithFigure(MR, /\d{2,}/);
        editPlan(
          file,
          (p) => (p.details[block].listItems[item] = p.details[block].listItems[item].replace(figure, String(Number(figure) - 1))),
          MR,
        );
        return `${file} → ${MR}.details[${block}].listItems[${item}]:`;
      },
      says: 'must have the figures of en',
    },
  ],
  [
    'a figure written in Devanagari digits',
    {
      edit: () => {
        const { file, block, item, figure } = listItemWithFigure(HI, /\d{2,}/);
        const devanagari = figure.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));
        editPlan(file, (p) => (p.details[block].listItems[item] = p.details[block].listItems[item].replace(figure, devanagari)), HI);
        return `${file} → ${HI}.details[${block}].listItems[${item}]:`;
      },
      says: `lacks`,
    },
  ],
  [
    'lakh in Latin letters in Hindi',
    {
      edit: () => {
        edit('content/home.json', (h) => (h[HI].trending.text.I += ' 50 lakh तक के बीमा कवर के साथ'));
        return `content/home.json → ${HI}.trending.text.I:`;
      },
      says: 'writes lakh or crore in Latin letters',
    },
  ],
  [
    'a news item without its source',
    {
      edit: () => {
        edit('content/news.json', (n) => delete n.en.items[0].source);
        return 'content/news.json → en.items[0].source:';
      },
      says: 'is required',
    },
  ],
  [
    'an important link off licindia.in',
    {
      edit: () => {
        edit('content/links.json', (l) => (l.en.items[l.en.items.length > 1 ? 1 : 0].href = 'https://example.org'));
        return 'content/links.json → en.items[';
      },
      says: 'must point to the insurer’s own site',
    },
  ],
  [
    'independence from LIC added to a paragraph',
    {
      edit: () => {
        edit('content/about.json', (a) => (a.en.paragraphs.we[a.en.paragraphs.we.length - 1] += ' We are independent of LIC.'));
        return 'content/about.json → en.paragraphs.we[';
      },
      says: 'must not say “independent of LIC”: the site never claims to be independent of the insurer',
    },
  ],
];

describe('an edit the build refuses names its file and field on the first line after the count', () => {
  test.each(MUTATIONS)('%s', (_, { edit: mutate, says }) => {
    const where = mutate();
    const [count, first] = firstLines();
    expect(count).toMatch(/^The content has \d+ problems?:$/);
    expect(first.startsWith(where)).toBe(true);
    expect(first).toContain(says);
  });

  it('refuses the guarantee’s missing condition as well as its figure', () => {
    const file = planFiles().find(
      (f) => readPlan(f).status === 'on-sale' && !/in force|conditions apply/i.test(readPlan(f).details[0].Description ?? 'in force'),
    )!;
    editPlan(file, (p) => (p.details[0].Description += ' Guaranteed returns of 8% every year.'));
    expect(errorOf()).toContain(`${file} → en.details[0].Description: claims a guarantee without its condition`);
  });

  it('refuses independence in a paragraph added to About, besides the paragraph count', () => {
    edit('content/about.json', (a) => a.en.paragraphs.we.push('We are independent of LIC.'));
    expect(firstLines()[1]).toMatch(/^content\/about\.json → en\.paragraphs/);
  });
});

describe('the claims of the issue, each in the field it was written in', () => {
  // [language, paragraph, text]: each goes into a paragraph of About, in its language.
  const CLAIMS: [string, number, string][] = [
    ['en', 0, 'We are independent of LIC.'],
    ['en', 1, 'We work independently of the Life Insurance Corporation of India.'],
    ['en', 2, 'We are not tied to LIC.'],
    ['en', 2, 'LIC is the No. 1 insurer.'],
    [HI, 0, 'हम LIC से स्वतंत्र हैं।'],
    [HI, 1, 'LIC भारत की सबसे बड़ी बीमा कंपनी है।'],
    [HI, 2, 'नंबर 1 बीमा कंपनी।'],
    [MR, 0, 'आम्ही LIC पासून स्वतंत्र आहोत.'],
    [MR, 1, 'LIC च्या बाहेर स्वतंत्रपणे काम करणारे सल्लागार.'],
    [MR, 2, 'LIC ही देशातील सर्वात मोठी विमा कंपनी आहे.'],
  ];

  it('refuses every one, naming its file and field', () => {
    edit('content/about.json', (about) => {
      for (const [locale, index, text] of CLAIMS) about[locale].paragraphs.we[index] += ` ${text}`;
    });
    const message = errorOf();
    for (const [locale, index] of CLAIMS)
      expect(message).toMatch(new RegExp(`• content/about\\.json → ${locale}\\.paragraphs\\.we\\[${index}\\]: must not say “`));
  });

  it('refuses a development officer’s words in Marathi’s inflections on an agent’s site, and in Hindi’s', () => {
    for (const locale of LOCALES) edit('content/agency.json', (agency) => (agency[locale].role = 'agent'));
    edit('content/about.json', (about) => {
      about[MR].paragraphs.we[0] = 'अनुभवी विकास अधिकाऱ्यांकडून प्रशिक्षण घ्या.';
      about[MR].paragraphs.we[1] = 'नाशिकमधील एका LIC विकास अधिकाऱ्यांच्या टीमची ओळख.';
      about[HI].paragraphs.we[0] = 'अनुभवी विकास अधिकारियों से सीखें।';
    });
    const message = errorOf();
    expect(message).toContain(`content/about.json → ${MR}.paragraphs.we[0]: must not say “विकास अधिकाऱ्यांकडून”`);
    expect(message).toContain(`content/about.json → ${MR}.paragraphs.we[1]: must not say “विकास अधिकाऱ्यांच्या”`);
    expect(message).toContain(`content/about.json → ${HI}.paragraphs.we[0]: must not say “विकास अधिकारियों”`);
  });
});

/** A day after every news item of the content: the build's clock for a date that must be in the future. */
function dayAfterNews(): Date {
  let newest = 0;
  edit('content/news.json', (n) => {
    for (const item of n.en.items as Json[]) newest = Math.max(newest, Date.parse(item.date.split('/').reverse().join('-')));
  });
  return new Date(newest + 24 * 3600 * 1000);
}
const written = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** A plan on sale whose brochure address carries its plan number and UIN, as LIC's addresses do. */
function planWithNumberedBrochure(): { file: string; planNo: string; uin: string } {
  const file = onSalePlan();
  const { planNo, uin, path: slug } = readPlan(file);
  editPlan(file, (p) => (p.brochureUrl = `https://licindia.in/web/guest/lic-s-${slug}-plan-${planNo}-${uin.toLowerCase()}`));
  return { file, planNo, uin };
}

/** A published mistake: the edit, made on whatever content/ holds, and the problem line it must bring, with the words it must quote. */
type Published = { edit: () => { where: string; words: string; today?: Date }; says: string };

/**
 * The mistakes a test of the build (one content file changed in a copy, then built) saw published,
 * and other wordings of the same: each refused now, its line naming the file and field, why, and
 * quoting the words or value that triggered it.
 */
const PUBLISHED: [string, Published][] = [
  [
    '4: a Marathi text with the premium terms of two terms swapped',
    {
      edit: () => {
        const file = onSalePlan();
        editPlan(file, (p) => {
          p.keyFacts = {
            policyTerm: { options: [{ form: 'years', years: [16, 21, 25] }], sources: [{ url: 'https://licindia.in/web/guest/plan' }] },
            premiumTerm: {
              options: [
                { form: 'years', years: [10], when: { option: 'policyTerm', years: 16 } },
                { form: 'years', years: [15], when: { option: 'policyTerm', years: 21 } },
                { form: 'years', years: [16], when: { option: 'policyTerm', years: 25 } },
              ],
              sources: [{ url: 'https://licindia.in/web/guest/plan' }],
            },
          };
          p.details[0].Description =
            'You can choose a 25-year term with 16 years of premiums, a 21-year term with 15 years, or a 16-year term with 10 years.';
        });
        editPlan(
          file,
          (p) =>
            (p.details[0].Description =
              '25 वर्ष की अवधि और 16 वर्ष प्रीमियम, 21 वर्ष की अवधि और 15 वर्ष प्रीमियम, या 16 वर्ष की अवधि और 10 वर्ष प्रीमियम।'),
          HI,
        );
        editPlan(
          file,
          (p) =>
            (p.details[0].Description =
              'तुम्ही 25 वर्षांची मुदत आणि 10 वर्षे हप्ते, 21 वर्षांची मुदत आणि 15 वर्षे हप्ते, किंवा 16 वर्षांची मुदत आणि 16 वर्षे हप्ते निवडू शकता.'),
          MR,
        );
        return { where: `${file} → ${MR}.details[0].Description:`, words: '“25 वर्षांची मुदत आणि 10”' };
      },
      says: 'must agree with keyFacts.premiumTerm: with a policy term of 25 the premium paying term is 16, and the text writes 10',
    },
  ],
  [
    '6: a plan number transposed beside its brochure address',
    {
      edit: () => {
        const { file, planNo } = planWithNumberedBrochure();
        const transposed = planNo[2] !== planNo[1] ? `${planNo[0]}${planNo[2]}${planNo[1]}` : String((Number(planNo) % 899) + 100);
        editPlan(file, (p) => (p.planNo = transposed));
        return {
          where: `${file} → en.planNo:`,
          words: `carries (${planNo}): check both against the plan’s brochure on licindia.in (found: "${transposed}")`,
        };
      },
      says: 'must be the plan number its brochure address',
    },
  ],
  [
    'the probe: a well-formed UIN of the previous version',
    {
      edit: () => {
        const { file, uin } = planWithNumberedBrochure();
        const earlier = uin.endsWith('V01') ? uin : `${uin.slice(0, -2)}${String(Number(uin.slice(-2)) - 1).padStart(2, '0')}`;
        if (earlier === uin) editPlan(file, (p) => (p.brochureUrl = p.brochureUrl.replace(/v01$/, 'v02')));
        editPlan(file, (p) => (p.uin = earlier));
        return { where: `${file} → en.uin:`, words: `(found: "${earlier}")` };
      },
      says: 'must be the UIN its brochure address',
    },
  ],
  ...(
    [
      ['10: Hindi', HI, ' यह LIC की आधिकारिक वेबसाइट है।', 'यह LIC की आधिकारिक वेबसाइट है'],
      ['the probe: English', 'en', ' This is LIC’s official website.', 'This is LIC’s official website'],
      ['the probe: English, of LIC', 'en', ' This is the official site of LIC.', 'This is the official site of LIC'],
      ['the probe: Marathi', MR, ' ही LIC ची अधिकृत वेबसाइट आहे.', 'ही LIC ची अधिकृत वेबसाइट आहे'],
      ['the probe: Hindi, अधिकृत साइट', HI, ' यह LIC की अधिकृत साइट है।', 'यह LIC की अधिकृत साइट है'],
    ] as const
  ).map(([name, locale, sentence, words]): [string, Published] => [
    `${name}: a claim to be LIC’s official website on the home page`,
    {
      edit: () => {
        edit('content/home.json', (h) => (h[locale].trending.text.we += sentence));
        return { where: `content/home.json → ${locale}.trending.text.we:`, words: `“${words}”` };
      },
      says: `must not say “${words}”: the site is its owner’s advertisement, never the insurer’s own site`,
    },
  ]),
  [
    '13b: the newest news item dated in the future, the order kept',
    {
      edit: () => {
        const today = dayAfterNews();
        const future = written(new Date(today.getTime() + 2 * 365 * 24 * 3600 * 1000));
        let last = 0;
        edit('content/news.json', (n) => {
          for (const locale of LOCALES) n[locale].items.at(-1).date = future;
          last = n.en.items.length - 1;
        });
        return { where: `content/news.json → ${HI}.items[${last}].date:`, words: `(found: "${future}")`, today };
      },
      says: 'is after the day of this build',
    },
  ],
  [
    '15: a phone with a digit dropped',
    {
      edit: () => {
        editOwner((s) => (s.phone = '+91 98765 4321'));
        return { where: 'content/agency.json → en.phone:', words: '(found: "+91 98765 4321")' };
      },
      says: 'must be +91 and the 10-digit mobile number',
    },
  ],
  [
    '16: a WhatsApp number without 91',
    {
      edit: () => {
        editOwner((s) => (s.whatsapp = '9876543210'));
        return { where: 'content/agency.json → en.whatsapp:', words: '(found: "9876543210")' };
      },
      says: 'must be 91 and the 10-digit mobile number',
    },
  ],
  [
    '17: “lic” in the site address',
    {
      edit: () => {
        edit('content/site.json', (s) => (s.siteUrl = 'https://www.licadvisor-nashik.in'));
        return { where: 'content/site.json → siteUrl:', words: '(“licadvisor”)' };
      },
      says: 'must be an https:// address whose name has no word beginning with “lic”',
    },
  ],
  [
    '18b: markup in the Marathi plan name',
    {
      edit: () => {
        const file = onSalePlan();
        editPlan(file, (p) => (p.name += '</script><script>alert("x")</script><img src=x onerror=alert("y")>'), MR);
        return { where: `${file} → ${MR}.name:`, words: '“</script>”<script>alert(' };
      },
      says: 'must not contain markup (“</script>”)',
    },
  ],
  [
    '19: an emoji in a plan name',
    {
      edit: () => {
        const file = onSalePlan();
        editPlan(file, (p) => (p.name += ' 🔥'));
        return { where: `${file} → en.name:`, words: '“🔥”' };
      },
      says: 'must not hold a pictograph',
    },
  ],
  [
    '20: a 5,000-character banner title',
    {
      edit: () => {
        edit('content/banners.json', (b) => (b.en.slides[0].title = 'Secure Your Future With Insurance '.repeat(150).slice(0, 5000)));
        return { where: 'content/banners.json → en.slides[0].title:', words: '(it has 5000)' };
      },
      says: 'must be at most 80 characters',
    },
  ],
];

describe('the mistakes a test of the build saw published are refused, naming file and field and quoting the words', () => {
  test.each(PUBLISHED)('%s', (_, { edit: mutate, says }) => {
    const { where, words, today } = mutate();
    const line = errorOf(today)
      .split('\n')
      .find((l) => l.includes(where) && l.includes(says));
    expect(line).toBeDefined();
    expect(line).toContain(words);
  });
});
