/** @jest-environment node */
import { LOCALES } from '@/lib/i18n/locales';
import { loadContent } from '../load/load';
import {
  LOCAL,
  TWO_SOURCES,
  editPlan,
  errorOf,
  fixtureRoot as root,
  makeFixture,
  planFiles,
  removeFixture,
  withFacts,
  years,
} from '../load/fixture';

/**
 * The rules on a plan's figures (figure-rules.ts) in every language, on a copy of content/ whose plan
 * is given key facts and texts written for the test: each refused with its file, field and the words.
 * (The figures between languages are in rules.test.ts, the reading of figures in figures.test.ts.)
 */

beforeEach(makeFixture);
afterEach(removeFixture);

describe('every language’s plan text agrees with the key facts, as English does', () => {
  const two = TWO_SOURCES;

  /** Jeevan Labh's terms as a plan's key facts: premiums for 10, 15 or 16 years with a 16, 21 or 25-year term. */
  const byTerm = () =>
    withFacts({
      entryAge: {
        min: [years(8)],
        max: [
          years(59, { option: 'policyTerm', years: 16 }),
          years(54, { option: 'policyTerm', years: 21 }),
          years(50, { option: 'policyTerm', years: 25 }),
        ],
        sources: two,
      },
      policyTerm: { options: [{ form: 'years', years: [16, 21, 25] }], sources: two },
      premiumTerm: {
        options: [
          { form: 'years', years: [10], when: { option: 'policyTerm', years: 16 } },
          { form: 'years', years: [15], when: { option: 'policyTerm', years: 21 } },
          { form: 'years', years: [16], when: { option: 'policyTerm', years: 25 } },
        ],
        sources: two,
      },
    });
  const TEXTS: Record<string, string> = {
    en: 'You can choose a 25-year term with 16 years of premiums, a 21-year term with 15 years of premiums, or a 16-year term with 10 years of premiums.',
    hi: 'आप ये विकल्प चुन सकते हैं: 25 वर्ष की अवधि और 16 वर्ष प्रीमियम, 21 वर्ष की अवधि और 15 वर्ष प्रीमियम, या 16 वर्ष की अवधि और 10 वर्ष प्रीमियम।',
    mr: 'तुम्ही 25 वर्षांची मुदत आणि 16 वर्षे हप्ते, 21 वर्षांची मुदत आणि 15 वर्षे हप्ते, किंवा 16 वर्षांची मुदत आणि 10 वर्षे हप्ते, असे पर्याय निवडू शकता.',
  };
  const LISTS: Record<string, string> = {
    en: 'Three term choices: 25, 21 or 16 years, with premium terms of 16, 15 or 10 years. Entry up to age 54 on a 21-year term.',
    hi: 'अवधि के तीन विकल्प: 25, 21 या 16 वर्ष, जिनकी प्रीमियम अवधि क्रमशः 16, 15 और 10 वर्ष है। 21 वर्ष की अवधि पर प्रवेश आयु 54 वर्ष तक।',
    mr: 'मुदतीचे तीन पर्याय: 25, 21 किंवा 16 वर्षे, हप्ता भरण्याची मुदत अनुक्रमे 16, 15 किंवा 10 वर्षे. 21 वर्षांच्या मुदतीत प्रवेशाचे वय 54 पर्यंत.',
  };
  const write = (file: string, texts: Record<string, string>) =>
    LOCALES.forEach((locale) => editPlan(file, (p) => (p.details[0].Description = texts[locale] ?? texts.en), locale));

  it('lets pass each term with its premium term, in a phrase or in two lists, and a figure written again', () => {
    const file = byTerm();
    write(file, TEXTS);
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    write(file, LISTS);
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    // 16 is both a term and a premium term: written twice, once as each, is not a contradiction.
    write(file, { ...TEXTS, hi: `${TEXTS.hi} 16 वर्ष की अवधि चुनें तो 10 वर्ष प्रीमियम, यानी 16 वर्ष से कम।` });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it.each(['en', 'hi', 'mr'])('refuses in %s a term written with another term’s premium term, quoting the words', (locale) => {
    const file = byTerm();
    write(file, TEXTS);
    const swapped = TEXTS[locale]!.replace(/(25\D+)16(\D+21\D+15\D+16\D+)10/, '$110$216');
    editPlan(file, (p) => (p.details[0].Description = swapped), locale);
    const message = errorOf();
    expect(message).toContain(
      `${file} → ${locale}.details[0].Description: must agree with keyFacts.premiumTerm: with a policy term of 25 the premium paying term is 16, and the text writes 10 (found: "`,
    );
    expect(message).toMatch(/“25[^”]*10”/);
  });

  it.each(['hi', 'mr'])('refuses in %s two lists that do not go together, and an age with the wrong term', (locale) => {
    const file = byTerm();
    write(file, LISTS);
    editPlan(
      file,
      (p) => (p.details[0].Description = LISTS[locale]!.replace(/16, 15 (\S+) 10/, '16, 10 $1 15').replace('54', '59')),
      locale,
    );
    const message = errorOf();
    expect(message).toContain(
      `${file} → ${locale}.details[0].Description: must agree with keyFacts.premiumTerm: with policy terms of 25, 21, 16 the premium paying term is 16; 15; 10, and the text writes 16, 10, 15`,
    );
    expect(message).toContain(
      `${file} → ${locale}.details[0].Description: must agree with keyFacts.entryAge: with a policy term of 21 the entry age is 54, and the text writes 59`,
    );
  });

  it.each(['hi', 'mr'])('refuses in %s a range that differs from its key fact by one end', (locale) => {
    const file = withFacts({ policyTerm: { options: [{ form: 'range', from: 15, to: 40 }], sources: two } });
    const texts: Record<string, string> = {
      en: 'A policy term of 15 to 40 years.',
      hi: '15 से 40 वर्ष की पॉलिसी अवधि।',
      mr: '15 ते 40 वर्षांची मुदत.',
    };
    write(file, texts);
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    // The English text is changed too, so only the key facts are contradicted, not the figures of the English.
    for (const each of LOCALES) editPlan(file, (p) => (p.details[0].Description = p.details[0].Description.replace('40', '35')), each);
    expect(errorOf()).toContain(
      `${file} → ${locale}.details[0].Description: must agree with keyFacts.policyTerm, which gives 15, 40: the text writes 15, 35`,
    );
  });
});

describe('a minimum amount agrees with the key facts, in every language', () => {
  const lic = [{ url: 'https://licindia.in/web/guest/plan' }];
  const TEXTS: Record<string, string> = {
    en: 'Cover starts at ₹50 lakh (₹50,00,000), the minimum premium is ₹3,000 a year; additions of ₹80 per ₹1,000 of cover.',
    hi: 'कवर ₹50 लाख (₹50,00,000) से शुरू होता है, न्यूनतम प्रीमियम ₹3,000 सालाना है; हर ₹1,000 पर ₹80 की वृद्धि।',
    mr: 'विमा संरक्षण ₹50 लाखांपासून (₹50,00,000) सुरू होते, किमान हप्ता वर्षाला ₹3,000 आहे; प्रत्येक ₹1,000 मागे ₹80 वाढ.',
  };
  /** A plan with a minimum sum assured and premium, and the texts, each changed by `change` in every language. */
  const plan = (change: (text: string) => string = (text) => text) => {
    const [file] = planFiles();
    editPlan(file!, (p) => {
      p.keyFacts = {
        minimumSumAssured: { amount: 5000000, sources: lic },
        minimumPremium: { amounts: [{ amount: 3000, per: 'year' }], sources: lic },
      };
    });
    for (const locale of LOCALES) editPlan(file!, (p) => (p.details[0].Description = change(TEXTS[locale] ?? TEXTS.en!)), locale);
    return file!;
  };

  it('lets pass the minimums as the key facts give them, written in lakh, in figures, or with the language’s endings', () => {
    plan();
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });

  it.each(LOCALES)('refuses in %s a minimum premium other than the key fact’s, quoting it', (locale) => {
    const file = plan((text) => text.replace('₹3,000', '₹2,000'));
    expect(errorOf()).toContain(
      `${file} → ${locale}.details[0].Description: must agree with keyFacts.minimumPremium, which gives ₹3,000: the text writes ₹2,000 (found: "`,
    );
  });

  it.each(LOCALES)('refuses in %s a minimum cover other than the key fact’s', (locale) => {
    const file = plan((text) => text.replace(/₹50 (lakh|लाख)/, '₹25 $1').replace('₹50,00,000', '₹25,00,000'));
    expect(errorOf()).toMatch(
      new RegExp(
        `${file} → ${locale}\\.details\\[0\\]\\.Description: must agree with keyFacts\\.minimumSumAssured, which gives ₹50,00,000: the text writes ₹25`,
      ),
    );
  });

  it('does not read an amount that is no minimum: an example cover, an addition per thousand', () => {
    const more: Record<string, [string, string]> = {
      en: ['; additions', ', and cover of ₹1 crore costs more; additions'],
      hi: ['; हर', ', और ₹1 करोड़ का कवर महँगा है; हर'],
      mr: ['; प्रत्येक', ', आणि ₹1 कोटीचे संरक्षण महाग आहे; प्रत्येक'],
    };
    plan((text) => {
      const [at, written] = Object.values(more).find(([mark]) => text.includes(mark))!;
      return text.replace(at, written);
    });
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});
