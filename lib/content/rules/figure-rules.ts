import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { compareFigures, figureGroups, figuresAt, planFields } from './figures';
import {
  factDependencies,
  factFigureSets,
  listedYears,
  termOf,
  type KeyFactCondition,
  type KeyFactName,
  type KeyFacts,
} from '../schema/key-facts';
import { POLICY, type WordingPolicy } from '../policy/policy';
import { excerpt } from './problems';
import { fieldPath, stringsIn, type Problem } from './rules';
import type { Plan } from '../schema/schemas';

/**
 * The rules on a plan's figures (rules.ts has the rest of what the site may say): its text agrees with
 * its key facts, in every language, and every language writes the default language's figures, field
 * by field and in its order. How a text's figures are read is figures.ts.
 */

type Key = PropertyKey;

/** A fact's name as a sentence says it. */
const FACT_WORDS: Partial<Record<KeyFactName, string>> = {
  policyTerm: 'policy term',
  premiumTerm: 'premium paying term',
  entryAge: 'entry age',
  maturityAge: 'maturity age',
  vestingAge: 'vesting age',
};

/** Figures as a sentence lists them: 16, 15, 10; a long run of years as its ends, 20 to 40. */
const listed = (figures: number[]) =>
  figures.length > 2 && figures.every((n, i) => i === 0 || n === figures[i - 1]! + 1)
    ? `${figures[0]} to ${figures.at(-1)}`
    : figures.join(', ');

/** The longest text that writes an option and what follows from it as one phrase (“a 25-year term with 16 years of premiums”). */
const PAIR_WITHIN = 48;
/** The longest text between two lists that go together (“25, 21 or 16 years, with premium terms of 16, 15 or 10 years”). */
const LISTS_WITHIN = 60;

/** An amount in rupees as a text writes it: ₹2,500, ₹1,25,000, ₹1.5 lakh, ₹50 लाख, ₹2 कोटी. */
const AMOUNT = /₹\s?(\d+(?:,\d+)*(?:\.\d+)?)(?:\s*(lakhs?|lacs?|crores?|cr\b|लाख|करोड़|करोड़|करोड|कोटी))?/giu;
const IN_RUPEES = (amount: RegExpExecArray) =>
  Math.round(Number(amount[1]!.replace(/,/g, '')) * (amount[2] === undefined ? 1 : /^(?:l|ल)/i.test(amount[2]) ? 1e5 : 1e7));
/** Where a clause ends: a sentence's end or a comma (a decimal's point and a figure's grouping are none). */
const CLAUSE_END = /[;।!?]|[.,](?!\d)/g;
/** How far before an amount the word that makes it a minimum may be (“a minimum basic sum assured of ₹2 lakh”), and after it. */
const MINIMUM_BEFORE = 40;
const MINIMUM_AFTER = 25;

/**
 * The minimum amounts a text states, against the key facts': an amount the text makes a minimum (the
 * language's words for it before or after the amount: WordingPolicy.minimum) is of the fact whose words
 * are nearest it in its clause (sum assured or cover, premium, purchase price), and must be one that
 * fact gives. An amount that is no minimum (“₹80 per ₹1,000”, “cover of ₹1 crore”) is not read.
 */
function minimumAmounts(
  file: string,
  keys: Key[],
  text: string,
  facts: KeyFacts,
  words: WordingPolicy['minimum'],
  problem: Problem,
): string[] {
  const given: Record<keyof WordingPolicy['minimum']['of'], number[]> = {
    minimumSumAssured: facts.minimumSumAssured ? [facts.minimumSumAssured.amount] : [],
    minimumPremium: facts.minimumPremium?.amounts.map(({ amount }) => amount) ?? [],
    minimumPurchasePrice: facts.minimumPurchasePrice ? [facts.minimumPurchasePrice.amount] : [],
  };
  const ends = [...text.matchAll(CLAUSE_END)].map((m) => m.index);
  const problems: string[] = [];
  for (const amount of text.matchAll(AMOUNT)) {
    const [start, end] = [amount.index, amount.index + amount[0].length];
    const from = Math.max(-1, ...ends.filter((at) => at < start)) + 1;
    const to = Math.min(text.length, ...ends.filter((at) => at >= end));
    // After the amount, past the same amount restated in brackets (“₹50 लाख (₹50,00,000) से शुरू”).
    const following = text.slice(end, to).replace(/^\)?\s*(?:\([^)]*\))?/, '');
    if (
      !words.before.test(text.slice(Math.max(from, start - MINIMUM_BEFORE), start)) &&
      !words.after.test(following.slice(0, MINIMUM_AFTER))
    )
      continue;
    const clause = text.slice(from, to);
    const nearest = (Object.keys(given) as (keyof typeof given)[])
      .flatMap((fact) =>
        [...clause.matchAll(new RegExp(words.of[fact].source, `${words.of[fact].flags}g`))].map((m) => ({
          fact,
          distance: Math.abs(from + m.index - start),
        })),
      )
      .sort((a, b) => a.distance - b.distance)[0];
    const amounts = nearest ? given[nearest.fact] : [];
    if (!nearest || amounts.length === 0 || amounts.includes(IN_RUPEES(amount))) continue;
    problems.push(
      problem(
        file,
        keys,
        `must agree with keyFacts.${nearest.fact}, which gives ${amounts.map((n) => `₹${n.toLocaleString('en-IN')}`).join(' or ')}: the text writes ${amount[0].trim()}`,
        excerpt(text, start, end),
      ),
    );
  }
  return problems;
}

/**
 * One language's text of a plan against the plan's key facts, field by field (every language's is
 * read: Hindi and Marathi write the same figures, in their words and their order):
 * - a set of figures a fact gives (a range's two ends, a list of terms, the ages by option) written with
 *   one of them changed, say "15 to 35 years" where the policy term is 15 to 40;
 * - a minimum amount other than the key fact's (“a minimum premium of ₹2,000” where it is ₹3,000;
 *   minimumAmounts);
 * - an option written with a figure that does not follow from it (“a 25-year term with 10 years of
 *   premiums” where the key facts give 16 for 25), as one phrase (words alone between them, no comma)
 *   or as two lists in the same order (“25, 21 or 16 years, with premium terms of 16, 15 or 10 years”;
 *   a range such as “14 to 28 years” is not such a list).
 * A text that does not speak of a fact, or writes it the same, is not reported.
 */
export function checkTextAgreesWithKeyFacts(file: string, facts: KeyFacts, plan: Plan, locale: Locale, problem: Problem): string[] {
  const problems: string[] = [];
  const minimum = POLICY[locale]?.minimum;
  const sets = factFigureSets(facts);
  const dependencies = factDependencies(facts);
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((n) => b.includes(n));
  for (const [keys, text] of planFields(plan)) {
    if (minimum) problems.push(...minimumAmounts(file, keys, text, facts, minimum, problem));
    const groups = figureGroups(text);
    for (const { figures: placed } of groups.filter((g) => g.run)) {
      const run = placed.map(({ figure }) => figure);
      const figures = [...new Set(run)];
      if (sets.some((set) => same(set.figures, figures))) continue;
      const near = sets.find(
        (set) => set.figures.length === figures.length && set.figures.filter((n) => figures.includes(n)).length === figures.length - 1,
      );
      if (near)
        problems.push(
          problem(
            file,
            keys,
            `must agree with keyFacts.${near.fact}, which gives ${near.figures.join(', ')}: the text writes ${run.join(', ')}`,
            excerpt(text, placed[0]!.start, placed.at(-1)!.end),
          ),
        );
    }
    groups.forEach((second, index) => {
      const first = groups[index - 1];
      // Two phrases of one sentence, nothing else between them: an option and what follows from it, or two lists.
      if (!first || first.run !== second.run || first.range || second.range || /[\d.;!?।]/.test(second.before)) return;
      if (first.run ? first.figures.length !== second.figures.length : /[,()]/.test(second.before)) return;
      if (second.before.length > (first.run ? LISTS_WITHIN : PAIR_WITHIN)) return;
      const pairs = first.figures.map((option, i) => [option.figure, second.figures[i]!.figure] as const);
      const speaksOf = dependencies.filter((d) => pairs.every(([option, value]) => d.options.has(option) && d.values.has(value)));
      const wrong = speaksOf.find((d) => pairs.some(([option, value]) => !d.options.get(option)!.includes(value)));
      if (!wrong || speaksOf.some((d) => pairs.every(([option, value]) => d.options.get(option)!.includes(value)))) return;
      const options = pairs.map(([option]) => option);
      const expected = options.map((option) => listed(wrong.options.get(option)!)).join('; ');
      problems.push(
        problem(
          file,
          keys,
          `must agree with keyFacts.${wrong.fact}: with ${options.length > 1 ? `${FACT_WORDS[wrong.on]}s of ${options.join(', ')}` : `a ${FACT_WORDS[wrong.on]} of ${options[0]}`} the ${FACT_WORDS[wrong.fact]} is ${expected}, and the text writes ${pairs.map(([, value]) => value).join(', ')}`,
          excerpt(text, first.figures[0]!.start, second.figures.at(-1)!.end),
        ),
      );
    });
  }
  return problems;
}

/**
 * A plan's key facts agree with its own text (checkTextAgreesWithKeyFacts, here for the default
 * language; load.ts reads every other language's text the same way), and an option a fact names (a
 * 17-year term) must be one the plan has.
 */
export function checkKeyFactsAgree(file: string, product: Plan, problem: Problem): string[] {
  const facts = product.keyFacts;
  if (!facts) return [];
  const problems = checkTextAgreesWithKeyFacts(file, facts, product, DEFAULT_LOCALE, problem);
  const yearsOf = (fact: 'policyTerm' | 'premiumTerm') => facts[fact]?.options.flatMap(listedYears);
  const conditions: [Key[], KeyFactCondition | undefined][] = [
    ...(['entryAge', 'maturityAge', 'vestingAge'] as const).flatMap((fact) =>
      (['min', 'max'] as const).flatMap((end) =>
        (facts[fact]?.[end] ?? []).map((a, i): [Key[], KeyFactCondition | undefined] => [[fact, end, i], a.when]),
      ),
    ),
    ...(['policyTerm', 'premiumTerm'] as const).flatMap((fact) =>
      (facts[fact]?.options ?? []).map((o, i): [Key[], KeyFactCondition | undefined] => [[fact, 'options', i], o.when]),
    ),
  ];
  for (const [where, when] of conditions) {
    for (const fact of ['policyTerm', 'premiumTerm'] as const) {
      const years = yearsOf(fact);
      const value = termOf(when, fact);
      if (value !== undefined && years && years.length > 0 && !years.includes(value))
        problems.push(
          problem(
            file,
            ['keyFacts', ...where, 'when', 'years'],
            `must be one of the ${fact === 'policyTerm' ? 'policy' : 'premium paying'} terms keyFacts.${fact} lists (${years.join(', ')})`,
            value,
          ),
        );
    }
  }
  return problems;
}

/**
 * Every figure of a plan's text is the same in every language, field by field: a figure changed,
 * added or dropped in one field of a translation is refused even when it appears elsewhere in the plan.
 * The blocks and list items line up one to one, and a block drawn as a note is one in every language.
 */
export function checkSameFigures(file: string, original: Plan, originalName: string, translation: Plan, problem: Problem): string[] {
  const mine = new Map(planFields(original).map(([keys, text]) => [keys.join('.'), { keys, text }]));
  const theirs = planFields(translation);
  const problems: string[] = [];
  const blocks = (p: Plan) => p.details.map((b) => b.listItems?.length ?? 0);
  if (original.details.length !== translation.details.length) {
    problems.push(
      problem(
        file,
        ['details'],
        `has ${translation.details.length} detail blocks but ${originalName} has ${original.details.length}: every block needs its translation, in the same order`,
        translation.details.length,
      ),
    );
  } else {
    translation.details.forEach((block, index) => {
      const note = (b: Plan['details'][number] | undefined) => b?.note === true;
      if (note(block) !== note(original.details[index]))
        problems.push(
          problem(
            file,
            ['details', index, 'note'],
            `must be set as ${originalName}'s block is (${note(original.details[index]) ? 'a note' : 'not a note'}): a block is drawn as a note in every language or in none`,
            block.note ?? false,
          ),
        );
    });
    blocks(translation).forEach((count, index) => {
      if (count !== blocks(original)[index]) {
        problems.push(
          problem(
            file,
            ['details', index, 'listItems'],
            `has ${count} list items but ${originalName} has ${blocks(original)[index]}: every item needs its translation, in the same order`,
            count,
          ),
        );
      }
    });
  }
  for (const [keys, text] of theirs) {
    const source = mine.get(keys.join('.'));
    if (source) problems.push(...sameFigures(file, keys, `${originalName}${fieldPath(keys)}`, source.text, text, problem));
  }
  return problems;
}

/** A translated text's figures against its original's: the same figures, in the original's order (compareFigures). */
function sameFigures(file: string, keys: Key[], originalName: string, original: string, text: string, problem: Problem): string[] {
  const { missing, added, moved } = compareFigures(original, text);
  if (moved)
    return [
      problem(
        file,
        keys,
        `must give the figures of ${originalName} in its order (${moved.order.join(', ')}): it moves ${moved.figure} before ${moved.before}`,
        excerpt(text, moved.start, moved.end),
      ),
    ];
  if (missing.length === 0 && added.length === 0) return [];
  const what = [missing.length > 0 ? `lacks ${missing.join(', ')}` : '', added.length > 0 ? `adds ${added.join(', ')}` : '']
    .filter(Boolean)
    .join(' and ');
  const first = added.length > 0 ? figuresAt(text).find(({ figure }) => figure === added[0]) : undefined;
  return [
    problem(file, keys, `must have the figures of ${originalName}: it ${what}`, first ? excerpt(text, first.start, first.end) : text),
  ];
}

/**
 * The figures of a translated piece of content (a help task, say) are those of the original, field by
 * field: every string of `translation` against the string at the same place in `original`.
 */
export function checkSameFiguresIn(
  file: string,
  keys: Key[],
  original: unknown,
  translation: unknown,
  originalName: string,
  problem: Problem,
): string[] {
  const mine = new Map(stringsIn(original).map(([path, text]) => [path.map(String).join('.'), text]));
  return stringsIn(translation).flatMap(([path, text]) => {
    const source = mine.get(path.map(String).join('.'));
    // An address is compared whole where it must be the same; its digits are not figures of the text.
    if (source === undefined || /^https?:\/\//.test(source)) return [];
    return sameFigures(file, [...keys, ...path], `${originalName}${fieldPath(path)}`, source, text, problem);
  });
}
