import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { CONTENT_FILES, loadContent } from '../lib/content/load';
import { PREFIXED_LOCALES } from '../lib/i18n/locales';
import { MESSAGES } from '../lib/content/schemas';
import { expect, test } from './fixtures';

/**
 * The site editor at /admin, driven through its real interface against its local backend
 * (decap-server, as `npm run admin` runs it), offline. It saves into the repository's own
 * content files: every file the tests touch is put back afterwards.
 */

const BACKEND = 'http://localhost:8081';
const TOUCHED = [CONTENT_FILES.news, CONTENT_FILES.site, CONTENT_FILES.links];
const original = new Map(TOUCHED.map((file) => [file, readFileSync(file, 'utf8')]));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const restore = () => original.forEach((text, file) => writeFileSync(file, text));

let backend: ChildProcess | undefined;

test.use({ allowedOrigins: [BACKEND], viewport: { width: 1400, height: 1000 } });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  // Installed by the test command (npm test, npm run test:e2e) with scripts/lib/tools.mjs.
  backend = spawn('tools/editor-server/node_modules/.bin/decap-server', [], {
    env: { ...process.env, PORT: '8081', GIT_REPO_DIRECTORY: process.cwd(), MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(`${BACKEND}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
          return response.ok;
        } catch {
          return false;
        }
      },
      { message: 'the local backend starts', timeout: 30_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  restore();
  backend?.kill();
});

/** Signs in to the local backend (no account needed on this computer). */
async function signIn(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 30_000 });
}

/** Opens a file of a collection from its list, once its data is in the form. */
async function openFile(page: Page, collection: string, file: string, loaded: () => Locator) {
  await page.goto(`/admin/#/collections/${collection}`);
  await page.getByRole('link', { name: file, exact: true }).click();
  await expect.poll(async () => (await loaded().inputValue().catch(() => '')) !== '', { message: `${file} loads`, timeout: 30_000 }).toBe(true);
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

/** Adds a news item at the end of one language's list and fills it in. */
async function addNewsItem(pane: Locator, item: { title: string; description: string; source: string; link: string; category: string; date: string }) {
  await pane.getByRole('button', { name: 'Add news item' }).click();
  const added = pane.locator('[class*="SortableListItem"]').last();
  await type(added.getByLabel('Title', { exact: true }), item.title);
  await type(added.getByLabel('Description', { exact: true }), item.description);
  await type(added.getByLabel('Source', { exact: true }), item.source);
  await type(added.getByLabel('Link', { exact: true }), item.link);
  await type(added.getByLabel('Category', { exact: true }), item.category);
  // A date field takes the ISO form and stores the site's DD/MM/YYYY.
  await added.getByLabel('Date', { exact: true }).fill(item.date.split('/').reverse().join('-'));
}

/** The editor's right pane writes one other language at a time: its "Writing in …" menu picks which. */
async function writeIn(page: Page, locale: string) {
  const pane = page.locator('.Pane2');
  const menu = pane.getByRole('button', { name: /^Writing in /i });
  if ((await menu.textContent())?.trim().toLowerCase().endsWith(locale)) return;
  await menu.click();
  await page.getByRole('menuitem', { name: new RegExp(`^${locale}$`, 'i') }).click();
  await expect(pane.getByRole('button', { name: new RegExp(`^Writing in ${locale}$`, 'i') })).toBeVisible();
}

/** A news item in each language the site has; a language without words here gets the English ones. */
const NEWS_WORDS: Record<string, { title: string; description: string; source: string; category: string }> = {
  en: { title: 'LIC announces its half-year results', description: 'LIC published its results for the half year.', source: 'LIC press release', category: 'RESULTS' },
  hi: { title: 'LIC ने छमाही परिणाम घोषित किए', description: 'LIC ने छमाही के परिणाम प्रकाशित किए।', source: 'LIC प्रेस विज्ञप्ति', category: 'परिणाम' },
  mr: { title: 'LIC कडून सहामाही निकाल जाहीर', description: 'LIC ने सहामाहीचे निकाल प्रसिद्ध केले.', source: 'LIC प्रसिद्धीपत्रक', category: 'निकाल' },
};

test('adds a news item in every language; the file holds it and the build’s content check accepts it', async ({ page }) => {
  await signIn(page);
  await openFile(page, 'news', 'News cards', () => page.locator('.Pane1').getByLabel('Title', { exact: true }).first());
  const lastDate = read(CONTENT_FILES.news).en.items.at(-1).date as string;
  const [day, month, year] = lastDate.split('/').map(Number);
  // A day after the newest item: news is listed oldest first.
  const next = new Date(Date.UTC(year!, month! - 1, day! + 1));
  const date = `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
  const item = (locale: string) => ({ ...(NEWS_WORDS[locale] ?? NEWS_WORDS.en!), link: 'https://licindia.in/documents/20121/half-year-results.pdf', date });
  await addNewsItem(page.locator('.Pane1'), item('en'));
  for (const locale of PREFIXED_LOCALES) {
    await writeIn(page, locale);
    await addNewsItem(page.locator('.Pane2'), item(locale));
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
  const content = loadContent();
  for (const locale of ['en', ...PREFIXED_LOCALES] as const) {
    expect(content[locale].news.at(-1), `the new ${locale} item, as the build reads it`).toMatchObject({ title: item(locale).title, link: item(locale).link, date });
  }
});

test('changes the phone number in the site settings', async ({ page }) => {
  await signIn(page);
  await openFile(page, 'settings', 'Contact details and site address', () => page.getByLabel('Phone', { exact: true }));
  await type(page.getByLabel('Phone', { exact: true }), '+91 91234 56789');
  await publish(page);
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
  const before = original.get(CONTENT_FILES.site)!;
  const { phone } = JSON.parse(before) as { phone: string };
  expect(phone).not.toBe('+91 91234 56789');
  // One line of the file changes: the rest keeps its text and its order.
  expect(readFileSync(CONTENT_FILES.site, 'utf8')).toBe(before.replace(`"phone": "${phone}"`, '"phone": "+91 91234 56789"'));
});

test('refuses a link to another site and a WhatsApp number with letters, saying why', async ({ page, guard }) => {
  await signIn(page);
  await openFile(page, 'settings', 'Contact details and site address', () => page.getByLabel('Phone', { exact: true }));
  const settings = readFileSync(CONTENT_FILES.site, 'utf8');
  await type(page.getByLabel('WhatsApp number', { exact: true }), '91abc8765432');
  await publish(page);
  await expect(page.getByText(`WhatsApp number didn't match the pattern: ${MESSAGES.whatsapp}.`)).toBeVisible();
  await page.waitForTimeout(500);
  expect(readFileSync(CONTENT_FILES.site, 'utf8')).toBe(settings);

  // Leaving the refused edit: the editor asks whether to drop the unsaved change.
  page.on('dialog', (dialog) => void dialog.accept());
  await openFile(page, 'links', 'Links to the insurer’s services', () => page.locator('.Pane1').getByLabel('Label', { exact: true }).first());
  const links = readFileSync(CONTENT_FILES.links, 'utf8');
  const first = page.locator('.Pane1').locator('[class*="SortableListItem"]').first();
  // List items start folded: open the first one to reach its address.
  if (!(await first.getByLabel('Link', { exact: true }).isVisible())) await first.getByRole('button').first().click();
  await type(first.getByLabel('Link', { exact: true }), 'https://example.org/pay');
  await publish(page);
  await expect(page.getByText(`Link didn't match the pattern: ${MESSAGES.licindia}.`)).toBeVisible();
  await page.waitForTimeout(500);
  expect(readFileSync(CONTENT_FILES.links, 'utf8')).toBe(links);

  // The editor refuses a save by rejecting a promise without a reason, once per refused save: that
  // is the refusal the visitor saw above, not a fault. Any other error still fails the test.
  const refusal = 'pageerror: undefined';
  expect(guard.consoleErrors.filter((error) => error === refusal)).toHaveLength(2);
  guard.consoleErrors.splice(0, Infinity, ...guard.consoleErrors.filter((error) => error !== refusal));
});

test('the published editor asks nothing of another site before the owner signs in', async ({ playwright, baseURL }) => {
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
    await page.waitForTimeout(1000);
    const elsewhere = requests.filter((url) => new URL(url).origin !== `http://${host}:${port}`);
    expect(elsewhere, 'requests outside the site before sign-in').toEqual([]);
    expect(requests.length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
