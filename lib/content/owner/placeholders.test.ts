/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_AGENCY, DEMO_MONOGRAM, DEMO_SITE, EXAMPLE_PHONE, EXAMPLE_WHATSAPP } from './demo';
import {
  becomeAnotherOwner,
  edit,
  editOwner,
  editPlan,
  fixtureRoot as root,
  makeFixture,
  planFiles,
  readPlan,
  removeFixture,
} from '../load/fixture';
import { buildVerdict, findLeftovers, isPlaceholderText, leftoverWarning } from './placeholders';
import { placeOf } from '../registry/places';
import { STATUS_TO_CONFIRM, ownerSettingsSchema } from '../schema/schemas';

/**
 * What is not the owner's yet: listed by every build, the identity first, grouped by the editor's
 * screens in its words; a production build on a host stops while any of the identity remains.
 */

beforeEach(makeFixture);
afterEach(removeFixture);

const NETLIFY_PRODUCTION = { NETLIFY: 'true', CONTEXT: 'production', URL: 'https://site.netlify.app' };

describe('the demo owner is listed until replaced', () => {
  it('lists each demo value by the editor’s screen and label, with its file and fields', () => {
    const warning = leftoverWarning(findLeftovers(root()))!;
    for (const { keys, values } of DEMO_AGENCY) {
      const label = placeOf('content/agency.json', keys)!;
      expect(warning).toContain(`${label}: still the demo value “${values[0]}”`);
      expect(warning).toMatch(
        new RegExp(`content/agency\\.json → en\\.${keys.join('\\.')}, hi\\.${keys.join('\\.')}, mr\\.${keys.join('\\.')}\\)`),
      );
    }
    expect(warning).toContain(`Agency → PIN code: still the demo value “${DEMO_SITE.postalCode}” (content/agency.json → en.postalCode)`);
    expect(warning).toMatch(/Agency → Opening hours: still the demo value “Monday to Friday, 10:00 to 17:30”/);
    expect(warning).toMatch(/Agency → Social profiles → X: still the example “https:\/\/x\.com\/example”: put yours, or leave it empty/);
    expect(warning).toContain(`Agency → Logo: none, so the site draws the demo’s monogram “${DEMO_MONOGRAM}”`);
    expect(warning).toMatch(/Agency → Where visitors meet you → Lines → \d: still the placeholder/);
    expect(warning).toMatch(/Pages → About Us → Why LIC\? → Source: still the placeholder/);
  });

  it('lists the example phone and WhatsApp numbers, which have the form the schema asks for', () => {
    editOwner((owner) => Object.assign(owner, { phone: EXAMPLE_PHONE, whatsapp: EXAMPLE_WHATSAPP }));
    expect(ownerSettingsSchema.shape.phone.safeParse(EXAMPLE_PHONE).success).toBe(true);
    expect(ownerSettingsSchema.shape.whatsapp.safeParse(EXAMPLE_WHATSAPP).success).toBe(true);
    const warning = leftoverWarning(findLeftovers(root()))!;
    expect(warning).toContain(`Agency → Phone: still the example “${EXAMPLE_PHONE}”`);
    expect(warning).toContain(`Agency → WhatsApp number: still the example “${EXAMPLE_WHATSAPP}”`);
  });

  it('lists the owner’s identity first, by screen in the editor’s order, and the owner’s checks after, shorter', () => {
    const warning = leftoverWarning(findLeftovers(root()))!;
    const [identity, checks] = warning.split('Also yours to give or check');
    const screens = identity!
      .split('\n')
      .filter((line) => /^ {2}\S/.test(line))
      .map((line) => line.trim());
    expect(screens).toEqual([...new Set(screens)]);
    // The owner's screen first, as the editor opens on it.
    expect(screens.indexOf('Agency')).toBeLessThan(screens.indexOf('Site settings'));
    expect(checks).toMatch(/Plans → LIC’s description of the contract: not given yet, for \d+ plans?/);
    // Each kind of check is one line, however many plans or tasks it concerns.
    const fields = checks!.split('\n').flatMap((line) => /• (.+?): /.exec(line)?.[1] ?? []);
    expect(fields).toEqual([...new Set(fields)]);
  });

  it('lists each important link that goes to a page leading to the one it names, until it has that page’s own address', () => {
    type Links = Record<string, { items: { label: string; href: string; leadsThere?: boolean }[] }>;
    const flag = (on: boolean) =>
      edit('content/links.json', (data) => {
        for (const block of Object.values(data as Links))
          block.items.forEach((link, index) => {
            if (on && index < 2) link.leadsThere = true;
            else delete link.leadsThere;
          });
      });
    const line = () =>
      leftoverWarning(findLeftovers(root()))
        ?.split('\n')
        .find((text) => text.includes('a page that leads there'));
    flag(true);
    const [first, second] = (JSON.parse(readFileSync(path.join(root(), 'content/links.json'), 'utf8')) as Links).en!.items;
    // One line for the links of every language, naming each (in the first language) and where it sits.
    expect(line()).toContain(`${first!.label} (${first!.href}); ${second!.label} (${second!.href})`);
    expect(line()).toContain('content/links.json → en.items[0].href, en.items[1].href)');
    flag(false);
    expect(line()).toBeUndefined();
  });

  it('lists nothing of another owner’s identity, only what is left to check', () => {
    becomeAnotherOwner();
    const { identity, checks } = findLeftovers(root());
    expect(identity).toEqual([]);
    expect(checks.length).toBeGreaterThan(0);
  });

  it('no longer lists a demo value the owner says is really theirs, and says once where to say so', () => {
    const where = `${placeOf('content/site.json', ['sameAsDemo'])}`;
    expect(leftoverWarning(findLeftovers(root()))).toContain(
      `A demo value that really is yours (your town, your state): choose it in ${where}`,
    );
    edit('content/site.json', (site) => (site.sameAsDemo = ['hours', 'postalCode', 'region']));
    const fields = findLeftovers(root()).identity.map((item) => item.keys.join('.'));
    expect(fields).not.toContain('hours');
    expect(fields).not.toContain('postalCode');
    expect(fields).not.toContain('en.address.region');
    becomeAnotherOwner();
    expect(leftoverWarning(findLeftovers(root()))).not.toContain(where);
  });

  it('does not ask an agent to change the agents recruited, which an agent’s site never shows', () => {
    const agents = () => findLeftovers(root()).identity.filter((item) => item.keys.at(-1) === 'agents');
    expect(agents()).toHaveLength(3);
    edit('content/agency.json', (agency) => {
      for (const block of Object.values(agency as Record<string, { role: string }>)) block.role = 'agent';
    });
    expect(agents()).toEqual([]);
  });

  it('reads a text as a placeholder when it is a row of X or has words in square brackets', () => {
    for (const text of ['XXX', 'xxxxxxxx', '[Full name]', 'LIC of India, [Branch] Branch Office'])
      expect(isPlaceholderText(text)).toBe(true);
    for (const text of ['512N304V03', 'Nashik', 'Plan No. 736', 'Box X']) expect(isPlaceholderText(text)).toBe(false);
  });
});

describe('a live site never shows a placeholder', () => {
  it('a production build on a host stops, naming each value; a deploy preview, a local build and the tests’ build go on', () => {
    const refused = buildVerdict(NETLIFY_PRODUCTION, root());
    expect(refused.refusal).toMatch(/production build on Netlify \(production\)/);
    expect(refused.refusal).toMatch(/^\d+ things stop a live site: /);
    expect(refused.refusal).toContain('Agency → Town: still the demo value');
    for (const env of [{ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, {}, { ...NETLIFY_PRODUCTION, TEST_BUILD: '1' }]) {
      const verdict = buildVerdict(env, root());
      expect(verdict.refusal).toBeUndefined();
      expect(verdict.warning).toContain('Agency → Town: still the demo value');
    }
  });

  it('publishes another owner’s site, with what is left to check printed', () => {
    becomeAnotherOwner();
    const verdict = buildVerdict({ CF_PAGES: '1', CF_PAGES_BRANCH: 'main', SITE_URL: 'https://www.patil-life.in' }, root());
    expect(verdict.refusal).toBeUndefined();
    expect(verdict.warning).toMatch(/^\nAlso yours to give or check/);
  });
});

describe('a live site is published only with LIC’s written approval', () => {
  const withoutApproval = () =>
    edit('content/agency.json', (agency) => {
      for (const block of Object.values(agency) as { approval?: unknown }[]) delete block.approval;
    });

  it('a production build without it stops, its first line saying so and naming the field, as it does for a placeholder', () => {
    becomeAnotherOwner();
    withoutApproval();
    const refusal = buildVerdict(NETLIFY_PRODUCTION, root()).refusal!;
    const [first, second] = refusal.split('\n');
    expect(first).toMatch(
      /^1 thing stops a live site: this is a production build on Netlify \(production\), and LIC’s written approval of the site is not given/,
    );
    expect(second).toContain(`${placeOf('content/agency.json', ['en', 'approval'])?.replace(/ \(English\)$/, '')}: not given yet`);
    expect(second).toContain('content/agency.json → en.approval');
  });

  it('a preview, a local build and the tests’ build go on, listing it among what a live site needs', () => {
    becomeAnotherOwner();
    withoutApproval();
    for (const env of [{ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, {}, { ...NETLIFY_PRODUCTION, TEST_BUILD: '1' }]) {
      const verdict = buildVerdict(env, root());
      expect(verdict.refusal).toBeUndefined();
      expect(verdict.warning).toMatch(
        /A live site also needs \(a production build stops without it\):\n {4}• Agency → LIC’s written approval/,
      );
    }
  });
});

describe('a plan’s sales status no source settles is a placeholder', () => {
  it('is listed by every build, refused by a production build that names the plan, and settled it publishes', () => {
    becomeAnotherOwner();
    const [file] = planFiles().filter((each) => readPlan(each).status !== 'on-sale');
    editPlan(file!, (plan) => (plan.status = STATUS_TO_CONFIRM));
    const name = file!.replace(/^.*\/|\.json$/g, '');
    const refusal = buildVerdict(NETLIFY_PRODUCTION, root()).refusal!;
    expect(refusal.split('\n')[0]).toContain(`the sales status of ${name} is not settled (a placeholder)`);
    expect(refusal).toContain(`still the placeholder “${STATUS_TO_CONFIRM}” (${file} → en.status)`);
    expect(buildVerdict({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, root()).warning).toContain(`(${file} → en.status)`);
    editPlan(file!, (plan) => (plan.status = 'withdrawn'));
    expect(buildVerdict(NETLIFY_PRODUCTION, root()).refusal).toBeUndefined();
  });
});

describe('the build lists what a live site leaves out', () => {
  it('each plan whose key facts nobody has checked against LIC’s brochure, and no plan once checked', () => {
    const withFacts = planFiles().filter((file) => readPlan(file).keyFacts !== undefined);
    for (const file of withFacts) editPlan(file, (plan) => delete plan.keyFactsCheckedOn);
    const line = () =>
      leftoverWarning(findLeftovers(root()))!
        .split('\n')
        .find((each) => each.includes('Key facts checked against LIC’s brochure on'));
    expect(line()).toContain(`for ${withFacts.length} plan`);
    for (const file of withFacts) expect(line()).toContain(file.replace(/^.*\/|\.json$/g, ''));
    for (const file of withFacts) editPlan(file, (plan) => (plan.keyFactsCheckedOn = '01/12/2026'));
    expect(line()).toBeUndefined();
  });

  it('each news item more than 12 months before the build, by its date', () => {
    edit('content/news.json', (news) => {
      for (const block of Object.values(news) as { items: { date: string }[] }[]) {
        block.items = block.items.slice(0, 2);
        block.items[0]!.date = '03/11/2025';
        block.items[1]!.date = '03/01/2026';
      }
    });
    const warning = leftoverWarning(findLeftovers(root(), new Date(Date.UTC(2026, 11, 3))))!;
    expect(warning).toMatch(/News.*: 03\/11\/2025: more than 12 months old, so a live site leaves it out/);
    expect(warning).not.toContain('03/01/2026');
  });
});
