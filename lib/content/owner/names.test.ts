/** @jest-environment node */
import { LOCALES } from '@/lib/i18n/locales';
import { loadContent } from '../load/load';
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
  type Json,
} from '../load/fixture';
import { LONGEST } from '../schema/schemas';

/**
 * Names are names: no text field of the content holds markup, a plan's name holds no pictograph, and a
 * name, heading or title is no longer than a page's layout holds. Each refused with the words that
 * triggered it, on a copy of content/.
 */

beforeEach(makeFixture);
afterEach(removeFixture);

const [HI, MR] = [LOCALES[1]!, LOCALES[LOCALES.length - 1]!];

describe('no markup in a text field', () => {
  it('refuses tags in a Marathi plan name, quoting the tag', () => {
    const file = planFiles()[0]!;
    const name = readPlan(file, MR).name;
    editPlan(file, (p) => (p.name = `${name}</script><script>alert("x")</script><img src=x onerror=alert("y")>`), MR);
    const message = errorOf();
    expect(message).toContain(`${file} → ${MR}.name: must not contain markup (“</script>”): write the words alone`);
    expect(message).toContain(`(found: "${name}“</script>”<script>alert(`);
  });

  it.each([
    ['a news title', 'content/news.json', (d: Json) => (d.en.items[0].title += ' <b>new</b>'), 'en.items[0].title', '<b>'],
    ['the agency’s name', 'content/agency.json', (d: Json) => (d[HI].agencyName += '<br>'), `${HI}.agencyName`, '<br>'],
    [
      'a paragraph',
      'content/about.json',
      (d: Json) => (d[MR].paragraphs.we[1] += ' <a href="x">येथे</a>'),
      `${MR}.paragraphs.we[1]`,
      '<a href="x">',
    ],
    [
      'a help step',
      'content/policy-help.json',
      (d: Json) => (d.en.tasks[0].steps.I[0] += ' <!-- note -->'),
      'en.tasks[0].steps.I[0]',
      '<!-- note -->',
    ],
  ])('refuses markup in %s', (_, file, change, field, tag) => {
    edit(file, change);
    expect(errorOf()).toContain(`${file} → ${field}: must not contain markup (“${tag}”)`);
  });

  it('refuses markup in a key fact’s source, written in no language', () => {
    const file = planFiles().find((f) => readPlan(f).keyFacts?.entryAge)!;
    editPlan(file, (p) => (p.keyFacts.entryAge.sources[0].pageOrClause = '<i>p. 3</i>'));
    expect(errorOf()).toContain(`${file} → en.keyFacts.entryAge.sources[0].pageOrClause: must not contain markup (“<i>”)`);
  });

  it('lets pass a “<” that opens no tag', () => {
    edit('content/about.json', (d) => (d.en.paragraphs.we[1] += ' Premiums < ₹5,000 a month, ages <18 or 18+.'));
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});

describe('a plan’s name is LIC’s, without pictographs', () => {
  it.each(['en', HI, MR])('refuses an emoji in the %s name', (locale) => {
    const file = planFiles()[0]!;
    editPlan(file, (p) => (p.name = `${p.name} 🔥`), locale);
    expect(errorOf()).toContain(
      `${file} → ${locale}.name: must not hold a pictograph (“🔥”): a plan’s name is LIC’s, as its brochure spells it`,
    );
  });

  it('refuses a flag or a star, and lets ® and ™ pass', () => {
    const [first, second] = planFiles();
    editPlan(first!, (p) => (p.name = `${p.name} 🇮🇳`));
    editPlan(second!, (p) => (p.name = `${p.name} ⭐`), HI);
    const message = errorOf();
    expect(message).toContain(`${first} → en.name: must not hold a pictograph`);
    expect(message).toContain(`${second} → ${HI}.name: must not hold a pictograph (“⭐”)`);
    makeFixture();
    editPlan(planFiles()[0]!, (p) => (p.name = `${p.name}®™`));
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});

describe('names, headings and titles the layout holds', () => {
  it('refuses a 5,000-character banner title, saying the bound and the length', () => {
    const title = 'Secure Your Future With Insurance '.repeat(150).slice(0, 5000);
    edit('content/banners.json', (b) => (b.en.slides[0].title = title));
    expect(errorOf()).toContain(
      `content/banners.json → en.slides[0].title: must be at most ${LONGEST.slideTitle} characters (it has ${title.trim().length})`,
    );
  });

  it.each([
    [
      'a plan name',
      (file: string) => editPlan(file, (p) => (p.name = 'J'.repeat(LONGEST.planName + 1)), MR),
      `${MR}.name`,
      LONGEST.planName,
    ],
    [
      'a detail block’s title',
      (file: string) => editPlan(file, (p) => (p.details[0].title = 'T'.repeat(LONGEST.heading + 1))),
      'en.details[0].title',
      LONGEST.heading,
    ],
  ])('refuses %s one character too long', (_, change, field, most) => {
    const file = planFiles()[0]!;
    change(file);
    expect(errorOf()).toContain(`${file} → ${field}: must be at most ${most} characters (it has ${most + 1})`);
  });

  it.each([
    ['the agency’s name', 'agencyName', LONGEST.name],
    ['the short name', 'shortName', LONGEST.shortName],
    ['the town', 'town', LONGEST.name],
  ])('refuses %s too long for the header and the wheel', (_, field, most) => {
    edit('content/agency.json', (a) => (a[HI][field] = 'न'.repeat(most + 1)));
    expect(errorOf()).toContain(`content/agency.json → ${HI}.${field}: must be at most ${most} characters`);
  });

  it('accepts a name and a heading at their bound', () => {
    const file = planFiles()[0]!;
    editPlan(file, (p) => (p.name = 'J'.repeat(LONGEST.planName)), HI);
    edit('content/about.json', (a) => (a.en.thankYou.heading = 'H'.repeat(LONGEST.heading)));
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});
