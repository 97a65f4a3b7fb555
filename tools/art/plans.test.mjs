/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { drawScene, planDrawings } from './drawings.mjs';
import { drawingsOf, LOOKS, looksOf, needOf, readPlans } from './plans.mjs';

/** @typedef {import('./plans.mjs').PlanFacts} PlanFacts */

/** @param {Partial<PlanFacts>} facts @returns {PlanFacts} */
const plan = (facts) => ({
  id: 'product99',
  path: 'new-plan',
  kind: 'participating',
  categories: [],
  imageUrls: [
    '/images/products/new-plan-1.svg',
    '/images/products/new-plan-2.svg',
    '/images/products/new-plan-3.svg',
    '/images/products/new-plan-4.svg',
  ],
  ...facts,
});

describe('what a plan’s pictures show follows from its content', () => {
  it('the need: a term plan protects, an annuity pays a pension, else the first category, else the kind', () => {
    expect(needOf(plan({ kind: 'term', categories: ['wealth-creations'] }))).toBe('protection');
    expect(needOf(plan({ kind: 'annuity', categories: ['guaranteed-returns'] }))).toBe('pension');
    expect(needOf(plan({ categories: ['childrens-education', 'wealth-creations'] }))).toBe('child');
    expect(needOf(plan({ categories: ['childresns-marriage'] }))).toBe('child');
    expect(needOf(plan({ categories: ['retirement-planning'] }))).toBe('pension');
    expect(needOf(plan({ categories: ['income-protection'] }))).toBe('protection');
    expect(needOf(plan({ kind: 'unit-linked', categories: [] }))).toBe('wealth');
    expect(needOf(plan({ kind: 'non-participating', categories: [] }))).toBe('savings');
  });

  it('the plans of a need take its looks in the order of their numbers, then again in a lighter shade', () => {
    const savers = [3, 1, 2].map((n) => plan({ id: `product${n}`, path: `saver-${n}`, categories: ['guaranteed-returns'] }));
    const looks = looksOf(savers);
    expect(looks.map((look) => look.path)).toEqual(['saver-1', 'saver-2', 'saver-3']);
    const [first, second, third] = /** @type {import('./plans.mjs').PlanLook[]} */ (looks);
    expect(LOOKS.savings).toHaveLength(2);
    expect(first).toMatchObject({ ...LOOKS.savings[0], need: 'savings', id: 's10' });
    expect(second).toMatchObject({ ...LOOKS.savings[1], need: 'savings' });
    expect(third?.emblem).toBe(first?.emblem);
    expect(third?.color).not.toBe(first?.color);
    // Other needs do not take a need's looks: a plan of another need does not move these.
    const withAnother = looksOf([...savers, plan({ id: 'product0', path: 'grower', kind: 'unit-linked' })]);
    expect(withAnother.filter((look) => look.need === 'savings').map(({ emblem, color }) => ({ emblem, color }))).toEqual(
      looks.map(({ emblem, color }) => ({ emblem, color })),
    );
  });

  it('draws the pictures a plan names under /images/products/ as SVG, by their place, and leaves photos alone', () => {
    expect(drawingsOf(plan({}))).toEqual([0, 1, 2, 3].map((scene) => ({ scene, url: `/images/products/new-plan-${scene + 1}.svg` })));
    const withPhotos = plan({
      imageUrls: ['/images/uploads/owner.jpg', '/images/products/new-plan-2.svg', '/images/products/a/b.svg', '/images/products/x.png'],
    });
    expect(drawingsOf(withPhotos)).toEqual([{ scene: 1, url: '/images/products/new-plan-2.svg' }]);
  });

  it('a plan added in the editor gets four pictures of its need without a change to the generator, the same every time', () => {
    const plans = [
      ...readPlans(process.cwd()),
      plan({ id: 'product99', path: 'new-plan', kind: 'unit-linked', categories: ['retirement-planning'] }),
    ];
    const look = looksOf(plans).find((candidate) => candidate.path === 'new-plan');
    expect(look?.need).toBe('pension');
    if (!look) return;
    const pictures = [0, 1, 2, 3].map((scene) => drawScene(look, scene));
    expect(new Set(pictures).size).toBe(4);
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600"/);
      expect(svg).not.toMatch(/<text|href=|NaN|undefined/);
    }
    expect([0, 1, 2, 3].map((scene) => drawScene(look, scene))).toEqual(pictures);
  });
});

describe('the plan pictures in public/images/products', () => {
  it('are what `npm run art` draws from the plans in content/ (run it after adding a plan)', () => {
    const drawings = planDrawings(process.cwd());
    expect(drawings.length).toBeGreaterThanOrEqual(readPlans(process.cwd()).length * 4);
    for (const [file, svg] of drawings) expect({ file, same: readFileSync(file, 'utf8') === svg }).toEqual({ file, same: true });
  });
});
