import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { cmsConfig, type CmsField } from '../lib/cms/config';
import { CONTENT_FILES, PLANS_DIR, planFile } from '../lib/content/registry/files';
import { loadContent } from '../lib/content/load/load';
import { LANGUAGE_NAMES, LOCALES, PREFIXED_LOCALES, scriptLeader } from '../lib/i18n/locales';
import { placeOf } from '../lib/content/registry/places';
import { MESSAGES } from '../lib/content/schema/schemas';
import { expect, test } from './fixtures';

/**
 * The site editor at /admin, driven through its real interface. The editing tests use it as
 * `npm run admin` serves it on this computer (next dev, with the local backend decap-server),
 * offline, on a throw-away copy of content/ (CONTENT_ROOT): the repository's own content is never
 * touched, whether the run ends or is stopped. The last test opens the published editor (the built
 * site) as a host serves it.
 */

/** The local backend `npm run admin` starts (decap-server's own port). */
const BACKEND = 'http://localhost:8081';
/** Where the editor of `npm run admin` runs during these tests: beside the port the built site is served on. */
const ADMIN_PORT = Number(process.env.ADMIN_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000);
const LOCAL_EDITOR = `http://localhost:${ADMIN_PORT}/admin/index.html`;
/** The copy the editor edits: content/ and the pictures it names, as the repository holds them now. */
const ROOT = mkdtempSync(path.join(tmpdir(), 'editor-'));
cpSync('content', path.join(ROOT, 'content'), { recursive: true });
cpSync('public/images', path.join(ROOT, 'public/images'), { recursive: true });
/** A file of the copy, by its path in the repository. */
const inCopy = (file: string) => path.join(ROOT, file);
const text = (file: string) => readFileSync(inCopy(file), 'utf8');
const read = (file: string) => JSON.parse(text(file));
/** A plan whose UIN is given (not a placeholder), by its file: the test changes its UIN's version. */
const PLAN = readdirSync(inCopy(PLANS_DIR))
  .map((name) => planFile(name.replace(/\.json$/, '')))
  .find((file) => /^512[NL]\d{3}V\d{2}$/.test(read(file).en.uin))!;
const TOUCHED = [CONTENT_FILES.news, CONTENT_FILES.site, CONTENT_FILES.links, CONTENT_FILES.agency, CONTENT_FILES.contact, PLAN];
const original = new Map(TOUCHED.map((file) => [file, text(file)]));

let admin: ChildProcess | undefined;

type EditorCollection = { name: string; fields?: CmsField[]; files?: { name: string; label: string; fields: CmsField[] }[] };
/**
 * The editor's screens and fields as the site configures them (lib/cms/config.ts): the labels, hints
 * and choices the owner reads are taken from there, not written here. (The buttons and messages of
 * Decap CMS itself, "Login", "Publish now", "Entry saved"…, are the editor program's own words.)
 */
const EDITOR = (cmsConfig({ repository: 'owner/site', branch: 'main' }) as { collections: EditorCollection[] }).collections;
const collectionNamed = (name: string) => EDITOR.find((collection) => collection.name === name)!;
/** A file of a collection: its label is its link on the collection's list. */
const fileNamed = (collection: string, name: string) => collectionNamed(collection).files!.find((file) => file.name === name)!;
/** A field of a file (or of a collection's entries), by its names from there down. */
function fieldOf(fields: CmsField[], ...names: string[]): CmsField {
  let field: CmsField | undefined;
  let level: CmsField[] | undefined = fields;
  for (const name of names) {
    field = level?.find((each) => each.name === name);
    if (!field) throw new Error(`the editor has no field ${names.join(' → ')}`);
    level = field.fields ?? field.field?.fields;
  }
  return field!;
}
const SETTINGS = fileNamed('settings', 'site');
const AGENCY = fileNamed('agency', 'agency');
const NEWS = fileNamed('news', 'news');
const LINKS = fileNamed('links', 'links');
const PLAN_FIELDS = collectionNamed('plans').fields!;
const label = (fields: CmsField[], ...names: string[]) => fieldOf(fields, ...names).label;
const PHONE = label(AGENCY.fields, 'phone');
const TOWN = label(AGENCY.fields, 'town');
/** The checklist the owner's screen opens with (public/admin/editor.js): “3 things still the demo’s: …”, or none. */
const CHECKLIST = /^(⚠ \d+ things? still the demo’s: |✓ Nothing here is still the demo’s)/;
const UIN = label(PLAN_FIELDS, 'uin');

test.use({ allowedOrigins: [BACKEND, new URL(LOCAL_EDITOR).origin], viewport: { width: 1400, height: 1000 } });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Whether `url` answers (a POST with `body` when given) with a success. */
async function answers(url: string, body?: string) {
  try {
    const response = await fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body } : {});
    return response.ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // `npm run admin`, in a process group of its own so that it stops with everything it started.
  // The editor's local server is installed by the test command (npm test, npm run test:e2e).
  admin = spawn('node', ['scripts/dev/admin.mjs', '--port', String(ADMIN_PORT)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, CONTENT_ROOT: ROOT },
  });
  const ready = async () =>
    (await answers(`${BACKEND}/api/v1`, '{"action":"info"}')) &&
    (await answers(LOCAL_EDITOR)) &&
    (await answers(new URL('config.json', LOCAL_EDITOR).href));
  await expect
    .poll(ready, { message: 'npm run admin serves the editor and its local backend', timeout: 200_000, intervals: [1_000] })
    .toBe(true);
});

test.afterAll(() => {
  if (admin?.pid) process.kill(-admin.pid, 'SIGTERM');
  rmSync(ROOT, { recursive: true, force: true });
});

/** Signs in to the local backend (no account needed on this computer). */
async function signIn(page: Page) {
  await page.goto(LOCAL_EDITOR);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
  // The editor opens on the owner's screen, with its checklist of what is still the demo's.
  await expect(page.getByText(CHECKLIST).filter({ visible: true })).toBeVisible({ timeout: 30_000 });
}

/**
 * The editor's two panes: the default language's on the left, the one its "Writing in …" menu
 * names on the right (found by that menu: each pane is the largest part of the page holding its
 * own menu and not the other's).
 */
function panes(page: Page) {
  const left = page.getByRole('button', { name: /^Writing in EN$/i });
  const right = page.getByRole('button', { name: /^Writing in (?!EN$)/i });
  return {
    left: page.locator('div').filter({ has: left }).filter({ hasNot: right }).first(),
    right: page.locator('div').filter({ has: right }).filter({ hasNot: left }).first(),
  };
}

/** Opens a file of a collection from its list, once its data is in the form. */
async function openFile(page: Page, collection: string, file: string, loaded: () => Locator) {
  await page.goto(`${LOCAL_EDITOR}#/collections/${collection}`);
  await page.getByRole('link', { name: file, exact: true }).click();
  await expect
    .poll(
      async () =>
        (await loaded()
          .inputValue()
          .catch(() => '')) !== '',
      { message: `${file} loads`, timeout: 30_000 },
    )
    .toBe(true);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
}

/** Replaces a text field's value the way a person would: select all, type. */
async function type(field: Locator, value: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(value);
  await expect(field).toHaveValue(value);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Adds a news item at the end of one language's list and fills it in (the added item is the list's last, opened). */
async function addNewsItem(
  pane: Locator,
  item: { title: string; description: string; source: string; link: string; category: string; date: string },
) {
  const items = fieldOf(NEWS.fields, 'items');
  const field = (name: keyof typeof item) => pane.getByLabel(label(NEWS.fields, 'items', name), { exact: true }).filter({ visible: true });
  const before = await field('title').count();
  await pane.getByRole('button', { name: `Add ${items.label_singular}` }).click();
  await expect(field('title')).toHaveCount(before + 1);
  for (const name of ['title', 'description', 'source', 'link', 'category'] as const) await type(field(name).last(), item[name]);
  // A date field takes the ISO form and stores the site's DD/MM/YYYY.
  await field('date').last().fill(item.date.split('/').reverse().join('-'));
}

/** The editor's right pane writes one other language at a time: its "Writing in …" menu picks which. */
async function writeIn(page: Page, locale: string) {
  const pane = panes(page).right;
  const menu = pane.getByRole('button', { name: /^Writing in /i });
  if ((await menu.textContent())?.trim().toLowerCase().endsWith(locale)) return;
  await menu.click();
  await page.getByRole('menuitem', { name: new RegExp(`^${locale}$`, 'i') }).click();
  await expect(pane.getByRole('button', { name: new RegExp(`^Writing in ${locale}$`, 'i') })).toBeVisible();
}

/** A news item in each language the site has; a language without words here gets the English ones. */
const NEWS_WORDS: Record<string, { title: string; description: string; source: string; category: string }> = {
  en: {
    title: 'Branch office open on Saturdays',
    description: 'Visit us on Saturdays for policy services.',
    source: 'LIC press release',
    category: 'LEADERSHIP',
  },
  hi: {
    title: 'शाखा कार्यालय शनिवार को भी खुला',
    description: 'पॉलिसी सेवाओं के लिए शनिवार को भी आएँ।',
    source: 'LIC की प्रेस विज्ञप्ति',
    category: 'नेतृत्व',
  },
  mr: { title: 'शाखा कार्यालय शनिवारीही सुरू', description: 'पॉलिसी सेवांसाठी शनिवारीही या.', source: 'LIC चे प्रसिद्धीपत्रक', category: 'नेतृत्व' },
};

test('adds a news item in every language; the file holds it and the build’s content check accepts it', async ({ page }) => {
  await signIn(page);
  await openFile(page, 'news', NEWS.label, () =>
    panes(page)
      .left.getByLabel(label(NEWS.fields, 'items', 'title'), { exact: true })
      .first(),
  );
  const lastDate = read(CONTENT_FILES.news).en.items.at(-1).date as string;
  const [day, month, year] = lastDate.split('/').map(Number);
  // A day after the newest item: news is listed oldest first.
  const next = new Date(Date.UTC(year!, month! - 1, day! + 1));
  const date = `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
  const item = (locale: string) => ({
    ...(NEWS_WORDS[locale] ?? NEWS_WORDS.en!),
    link: 'https://licindia.in/web/guest/press-release/branch-offices-on-saturdays',
    date,
    // The editor's switch "Reports LIC's results or business figures", left off: the file says so.
    results: false,
  });
  await addNewsItem(panes(page).left, item('en'));
  for (const locale of PREFIXED_LOCALES) {
    await writeIn(page, locale);
    await addNewsItem(panes(page).right, item(locale));
  }
  await publish(page);
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });

  const saved = read(CONTENT_FILES.news);
  const before = JSON.parse(original.get(CONTENT_FILES.news)!);
  for (const locale of ['en', ...PREFIXED_LOCALES]) {
    expect(saved[locale].items.at(-1), `the new ${locale} item`).toEqual(item(locale));
    // Everything else in the file is as it was.
    expect(saved[locale].items.slice(0, -1), `the other ${locale} items`).toEqual(before[locale].items);
  }

  // The build reads content/ through this module, which stops it on any content it refuses: it
  // accepts the edit, and every language's news now ends with the new item. (A whole build here
  // would take two minutes and leave out/ with the test's news in it.)
  const content = loadContent(ROOT);
  for (const locale of ['en', ...PREFIXED_LOCALES] as const) {
    expect(content[locale].news.at(-1), `the new ${locale} item, as the build reads it`).toMatchObject({
      title: item(locale).title,
      link: item(locale).link,
      date,
    });
  }
});

test('changes the phone number on the owner’s screen it opens on, and its checklist counts down', async ({ page }) => {
  await signIn(page);
  const before = original.get(CONTENT_FILES.agency)!;
  const { phone } = (JSON.parse(before) as { en: { phone: string } }).en;
  const field = panes(page).left.getByLabel(PHONE, { exact: true });
  await expect(field).toHaveValue(phone);
  // On the English side (the other side's copy of a field written once is hidden).
  const checklist = page.getByText(CHECKLIST).filter({ visible: true });
  const count = async () => Number(/(\d+) things? still/.exec((await checklist.textContent()) ?? '')?.[1] ?? 0);
  const demo = await count();
  // The demo's phone is the example: the checklist names it until it is the owner's.
  expect(demo).toBeGreaterThan(0);
  await expect(checklist).toContainText(PHONE);
  await type(field, '+91 91234 56789');
  await expect.poll(count).toBe(demo - 1);
  await expect(checklist).not.toContainText(`${PHONE},`);
  await publish(page);
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
  expect(phone).not.toBe('+91 91234 56789');
  // One line of the file changes: the rest keeps its text and its order.
  expect(text(CONTENT_FILES.agency)).toBe(before.replace(`"phone": "${phone}"`, '"phone": "+91 91234 56789"'));
});

test('changes a plan’s UIN once, on the English side: the file holds it once, and every language shows it', async ({ page }) => {
  await signIn(page);
  const before = original.get(PLAN)!;
  const plan = JSON.parse(before) as Record<string, { name: string; uin?: string }>;
  const { name, uin } = plan.en!;
  const changed = uin!.replace(/V\d{2}$/, 'V09');
  await openFile(page, 'plans', name, () => panes(page).left.getByLabel(UIN, { exact: true }));
  // The other language's side has the plan's words, and nothing of what the plan is.
  for (const locale of PREFIXED_LOCALES) {
    await writeIn(page, locale);
    await expect(panes(page).right.getByLabel(label(PLAN_FIELDS, 'name'), { exact: true })).toHaveValue(plan[locale]!.name);
    await expect(panes(page).right.getByLabel(UIN, { exact: true })).toBeHidden();
  }
  await type(panes(page).left.getByLabel(UIN, { exact: true }), changed);
  await publish(page);
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
  // One line of the file changes: the rest keeps its text and its order.
  expect(text(PLAN)).toBe(before.replace(`"uin": "${uin}"`, `"uin": "${changed}"`));
  const content = loadContent(ROOT);
  for (const locale of ['en', ...PREFIXED_LOCALES] as const) {
    expect(content[locale].products.find((p) => p.name === plan[locale]!.name)?.uin, `the UIN of the ${locale} page`).toBe(changed);
  }
});

test('refuses a link to another site and a WhatsApp number with letters, saying why', async ({ page, guard }) => {
  // A save is a request to the local backend to write an entry: a refused edit never makes one.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(BACKEND) && /"action":"persist/.test(request.postData() ?? '')) saves.push(request.postData() ?? '');
  });
  await signIn(page);
  // The English side: a field written once has a hidden copy on the other side.
  await openFile(page, 'agency', AGENCY.label, () => panes(page).left.getByLabel(PHONE, { exact: true }));
  const settings = text(CONTENT_FILES.agency);
  const whatsapp = label(AGENCY.fields, 'whatsapp');
  await type(panes(page).left.getByLabel(whatsapp, { exact: true }), '91abc8765432');
  await publish(page);
  await expect(page.getByText(`${whatsapp} didn't match the pattern: ${MESSAGES.whatsapp}.`)).toBeVisible();
  expect(saves).toEqual([]);
  expect(text(CONTENT_FILES.agency)).toBe(settings);

  // Leaving the refused edit: the editor asks whether to drop the unsaved change.
  page.on('dialog', (dialog) => void dialog.accept());
  await openFile(page, 'links', LINKS.label, () =>
    panes(page)
      .left.getByLabel(label(LINKS.fields, 'items', 'label'), { exact: true })
      .first(),
  );
  const links = text(CONTENT_FILES.links);
  const pane = panes(page).left;
  const href = label(LINKS.fields, 'items', 'href');
  const firstLink = pane.getByLabel(href, { exact: true }).first();
  // List items start folded: unfold them to reach the first one's address.
  if (!(await firstLink.isVisible())) await pane.getByRole('button', { name: 'Expand' }).first().click();
  await type(firstLink, 'https://example.org/pay');
  await publish(page);
  await expect(page.getByText(`${href} didn't match the pattern: ${MESSAGES.licindia}.`)).toBeVisible();
  expect(saves).toEqual([]);
  expect(text(CONTENT_FILES.links)).toBe(links);

  // The editor refuses a save by rejecting a promise without a reason, once per refused save: that
  // is the refusal the visitor saw above, not a fault. Any other error still fails the test. The page
  // reports the second one a moment after its message shows: wait for it rather than read too soon.
  const refusal = 'pageerror: undefined';
  await expect.poll(() => guard.consoleErrors.filter((error) => error === refusal)).toHaveLength(2);
  guard.consoleErrors.splice(0, Infinity, ...guard.consoleErrors.filter((error) => error !== refusal));
});

test('names each field by its place, and marks the demo’s values as the owner types, without a reload', async ({ page }) => {
  await signIn(page);
  await openFile(page, 'settings', SETTINGS.label, () => page.getByLabel(label(SETTINGS.fields, 'siteUrl'), { exact: true }));
  // The branch the online editor saves to is the Git branch, not the owner's LIC branch (that is under Agency).
  // (Decap adds "(optional)" to the label of a field that may be left empty.)
  const gitBranch = fieldOf(SETTINGS.fields, 'editor', 'branch');
  await expect(page.getByLabel(`${gitBranch.label} (optional)`, { exact: true })).toBeVisible();
  await expect(page.getByText(gitBranch.hint!)).toBeVisible();

  await openFile(page, 'agency', AGENCY.label, () => panes(page).left.getByLabel(TOWN, { exact: true }));
  const left = panes(page).left;
  await expect(left.getByText(label(AGENCY.fields, 'branch', 'code'), { exact: true })).toBeVisible();
  const town = left.getByLabel(TOWN, { exact: true });
  // Each mark names its field's language side: “⚠ Town (English): still the demo’s value…”.
  const demo = left.getByText(/^⚠ .+ \(English\): still the demo’s value/);
  await expect(panes(page).right.getByText(new RegExp(`^⚠ ${TOWN} \\((Hindi|Marathi)\\): still the demo’s value`))).toBeVisible();
  const marked = await demo.count();
  expect(marked, 'the demo’s values are marked').toBeGreaterThan(0);
  const before = await town.inputValue();
  await type(town, 'Pune');
  await expect(demo).toHaveCount(marked - 1);
  await type(town, before);
  await expect(demo).toHaveCount(marked);
});

test('a name the same in two languages of one script may be left empty on the later side: the field says so, and whose it uses', async ({
  page,
}) => {
  const follower = PREFIXED_LOCALES.find((locale) => scriptLeader(locale, LOCALES) !== undefined);
  test.skip(!follower, 'the project has no two languages of one script');
  const leader = scriptLeader(follower!, LOCALES)!;
  const before = text(CONTENT_FILES.agency);
  await signIn(page);
  await openFile(page, 'agency', AGENCY.label, () => panes(page).left.getByLabel(TOWN, { exact: true }));
  await writeIn(page, follower!);
  const right = panes(page).right;
  const leaderName = LANGUAGE_NAMES[leader];
  await expect(right.getByText(`Leave empty to use the ${leaderName} one.`).first()).toBeVisible();
  // The first language of a script types its own: no such note on the English side.
  await expect(panes(page).left.getByText(/^Leave empty to use the /)).toHaveCount(0);
  const town = right.getByLabel(TOWN, { exact: true });
  await town.fill('');
  const used = (read(CONTENT_FILES.agency) as Record<string, { town: string }>)[leader]!.town;
  await expect(right.getByText(`Empty: the site uses the ${leaderName} one, “${used}”.`)).toBeVisible();
  // An empty name is not the demo's: the one it uses is, and is marked on its own side.
  await expect(right.getByText(new RegExp(`^⚠ ${TOWN} \\(${LANGUAGE_NAMES[follower!]}\\)`))).toHaveCount(0);
  // The editor saves it empty (left out of the file), and the site's pages in that language name the other's.
  await publish(page);
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
  expect((read(CONTENT_FILES.agency) as Record<string, { town?: string }>)[follower!]!.town).toBeUndefined();
  expect(loadContent(ROOT)[follower!].site.town).toBe(used);
  writeFileSync(inCopy(CONTENT_FILES.agency), before);
});

test('changes the owner’s role in the editor alone: every language follows, and the recruiting page goes', async ({ page }) => {
  await signIn(page);
  await openFile(page, 'agency', AGENCY.label, () => panes(page).left.getByLabel(TOWN, { exact: true }));
  const left = panes(page).left;
  // A choice of the editor's: its list opens from the keyboard.
  const roleField = fieldOf(AGENCY.fields, 'role');
  const agent = roleField
    .options!.map((option) => (typeof option === 'string' ? { label: option, value: option } : option))
    .find((option) => option.value === 'agent')!.label;
  const role = left.getByLabel(roleField.label, { exact: true });
  await role.focus();
  await role.press('ArrowDown');
  await page.getByRole('option', { name: agent, exact: true }).click();
  await expect(left.getByText(agent, { exact: true })).toBeVisible();
  await publish(page);
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
  // The build's content check accepts it with no other edit, and every language is an agent's.
  const content = loadContent(ROOT);
  for (const locale of ['en', ...PREFIXED_LOCALES] as const) {
    expect(content[locale].site.role, locale).toBe('agent');
    expect(content[locale].site.recruiting, locale).toBe(false);
  }
  // The site on this computer has no Opportunities page any more.
  const response = await fetch(new URL('/opportunities', LOCAL_EDITOR), { headers: { accept: 'text/html' } });
  expect(response.status).toBe(404);
});

test('shows what stops the site, in the editor’s words, instead of a crash screen', async () => {
  const contact = read(CONTENT_FILES.contact);
  contact.en.visit.text.we = 'Meet us in {twon}.';
  writeFileSync(inCopy(CONTENT_FILES.contact), `${JSON.stringify(contact, null, 2)}\n`);
  try {
    const response = await fetch(new URL('/contact', LOCAL_EDITOR), { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain(placeOf(CONTENT_FILES.contact, ['en', 'visit', 'text', 'we']));
    expect(html).toContain('uses {twon}, which the site does not fill in');
    expect(html).toContain('href="/admin/index.html"');
  } finally {
    writeFileSync(inCopy(CONTENT_FILES.contact), original.get(CONTENT_FILES.contact)!);
  }
});

/** A small PNG (8 × 8 pixels, red), as an owner's logo file. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=',
  'base64',
);

/** Whether the picture in a field has loaded (a broken picture has no width). */
const pictureLoaded = (field: Locator) =>
  field
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    .catch(() => false);

test(
  'shows a logo as soon as it is chosen, before it is published, and says so when a picture is not on the site yet',
  { tag: '@expects-404' },
  async ({ page }) => {
    const name = 'owner-logo.png';
    // The site is asked for the file only once it is published: before that, the file is in the browser.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/${name}`) && !request.url().startsWith('blob:')) asked.push(request.url());
    });
    await signIn(page);
    const logo = label(AGENCY.fields, 'logo');
    const field = panes(page)
      .left.locator('[aria-label="image field"]')
      .filter({ has: page.locator('label', { hasText: new RegExp(`^${logo}\\b`) }) });
    await field.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: LOGO_PNG });
    // The media library marks the upload Draft until the entry is published, and selects it.
    await expect(page.getByText(name).first()).toBeVisible();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await expect(field.getByRole('button', { name: 'Remove image' })).toBeVisible();
    await expect.poll(() => pictureLoaded(field), { message: 'the chosen logo shows in the form' }).toBe(true);
    expect(asked).toEqual([]);

    await publish(page);
    await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
    const saved = read(CONTENT_FILES.agency).en.logo as string;
    expect(saved).toMatch(new RegExp(`/${name.replace('.', '\\.')}$`));
    expect(existsSync(inCopy(`public${saved}`)), 'the file is saved beside the content').toBe(true);

    // Published, the file is on the site once the host has rebuilt it: until then (here, for the rest
    // of the test), the site does not have it, and the editor keeps showing the one it was given.
    await page.route(`**${saved}`, (route) => route.fulfill({ status: 404, body: '' }));
    await openFile(page, 'settings', SETTINGS.label, () => page.getByLabel(label(SETTINGS.fields, 'siteUrl'), { exact: true }));
    await openFile(page, 'agency', AGENCY.label, () => panes(page).left.getByLabel(TOWN, { exact: true }));
    await expect.poll(() => pictureLoaded(field), { message: 'the published logo still shows, from this browser' }).toBe(true);
    // Opened afresh, the editor draws it from the site, which does not have it yet: the field says why it is missing.
    await page.reload();
    await expect(field.getByRole('button', { name: 'Remove image' })).toBeVisible({ timeout: 60_000 });
    await expect(field.getByText(/^This picture is not on the site yet/)).toBeVisible();
    expect(await pictureLoaded(field)).toBe(false);
  },
);

test('the published editor asks nothing of another site, this computer included, before the owner signs in', async ({
  playwright,
  baseURL,
}) => {
  // A host name that is not this computer's, as on the real host: the editor must not look for a local backend.
  const host = 'editor.test';
  const port = new URL(baseURL!).port;
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
      // The real site is served over https; the editor needs a secure context (crypto.randomUUID).
      `--unsafely-treat-insecure-origin-as-secure=http://${host}:${port}`,
    ],
  });
  try {
    const page = await browser.newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`http://${host}:${port}/admin/`);
    expect(response?.status()).toBe(200);
    // Sign-in is a GitHub popup that reports back to this page: the opener policy must let it.
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Its policy allows GitHub and the site itself, and nothing on this computer (only `npm run admin`'s copy does).
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com https:\/\/www\.githubstatus\.com;/);
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
    await page.waitForLoadState('networkidle');
    const elsewhere = requests.filter((url) => new URL(url).origin !== `http://${host}:${port}`);
    expect(elsewhere, 'requests outside the site before sign-in').toEqual([]);
    expect(requests.length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
