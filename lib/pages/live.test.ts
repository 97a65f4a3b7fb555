/** @jest-environment node */
import { salesStatus } from '@/lib/content';
import { edit, editPlan, fixtureRoot as root, makeFixture, planFiles, readPlan, removeFixture } from '@/lib/content/load/fixture';
import { loadContent } from '@/lib/content/load/load';
import { getDictionary, LOCALES } from '@/lib/i18n';
import { getImage } from '@/lib/images';
import { comparePage } from './compare';
import { planPage } from './plan';

/**
 * What a live site's pages show of key facts nobody has checked against LIC's brochure: the loader
 * leaves them out of a production build (lib/content/rules/live.ts), so the plan page and the comparison
 * have none of them to show. Read from a copy of content/, whatever plans it has.
 */
beforeEach(makeFixture);
afterEach(removeFixture);

const PRODUCTION = { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://suraksha.netlify.app' };
const PREVIEW = { NETLIFY: 'true', CONTEXT: 'deploy-preview', URL: 'https://preview.suraksha.netlify.app' };
const TODAY = new Date(Date.UTC(2026, 11, 3));

/** One plan on sale with key facts checked against LIC's brochure; every other plan's not. */
function oneChecked(): { checked: string; unchecked: string[] } {
  const withFacts = planFiles().filter((file) => readPlan(file).keyFacts !== undefined);
  const first = withFacts.find((file) => salesStatus(readPlan(file)) === 'on-sale')!;
  editPlan(first, (plan) => (plan.keyFactsCheckedOn = '01/12/2026'));
  for (const file of withFacts.filter((each) => each !== first)) editPlan(file, (plan) => delete plan.keyFactsCheckedOn);
  const pathOf = (file: string) => readPlan(file).path as string;
  return { checked: pathOf(first), unchecked: withFacts.filter((each) => each !== first).map(pathOf) };
}

const contextOf = (env: Record<string, string>, locale: (typeof LOCALES)[number]) => {
  const content = loadContent(root(), LOCALES, env, TODAY)[locale];
  return { locale, dict: getDictionary(locale, content.site.voice), site: content.site, content, image: getImage };
};

describe('a production build’s pages', () => {
  it('show no key facts of an unchecked plan, on its page or in the comparison; a checked plan’s stay', () => {
    const { checked, unchecked } = oneChecked();
    expect(unchecked.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const context = contextOf(PRODUCTION, locale);
      const compare = comparePage(context);
      const columnOf = (path: string) => compare.table.columns.find((column) => column.id === path);
      expect(Object.values(columnOf(checked)!.cells).filter((cell) => !cell?.missing).length).toBeGreaterThan(0);
      expect(planPage(context, checked)!.keyFacts?.check.checked).toBe(true);
      for (const path of unchecked) {
        // No column of it in the comparison, which leaves out a plan without key facts.
        expect(columnOf(path)).toBeUndefined();
        expect(compare.disclosures.brochures.links.map((link) => link.plan)).not.toContain(path);
        const page = planPage(context, path)!;
        expect(page.keyFacts).toBeUndefined();
        // Nor the mark a preview puts on unchecked facts: a live page has nothing of them.
        expect(JSON.stringify({ ...page, plan: undefined })).not.toContain(context.dict.keyFacts.unchecked);
      }
    }
  });

  it('a preview shows every plan’s key facts, the unchecked ones marked, and keeps their columns', () => {
    const { unchecked } = oneChecked();
    for (const locale of LOCALES) {
      const context = contextOf(PREVIEW, locale);
      const columns = comparePage(context).table.columns.map((column) => column.id);
      for (const path of unchecked) {
        const page = planPage(context, path)!;
        if (salesStatus(page.plan) === 'unsettled') continue;
        expect(page.keyFacts?.check).toEqual({ checked: false, text: context.dict.keyFacts.unchecked });
        if (salesStatus(page.plan) === 'on-sale') expect(columns).toContain(path);
      }
    }
  });

  it('leave news more than 12 months old out of the footer’s and the news page’s data', () => {
    edit('content/news.json', (news) => {
      for (const block of Object.values(news) as { items: { date: string }[] }[]) for (const item of block.items) item.date = '01/11/2025';
    });
    for (const locale of LOCALES) expect(contextOf(PRODUCTION, locale).content.news).toEqual([]);
  });
});
