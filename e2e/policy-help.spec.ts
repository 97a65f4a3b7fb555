import { LIFE_ASSURED, POLICY } from '../lib/content/policy';
import { formatNewsDate } from '../lib/dates';
import { format } from '../lib/i18n';
import { closeHomePopup, expect, expectNoAxeViolations, gotoReady, test } from './fixtures';
import { attribute, elements, jsonLd, openingTags, textOf } from './html';
import { ALL_ROUTES, LANGUAGES, NESTED_ROUTES, type Language } from './routes';

/**
 * Help for people who already hold a policy, in every language of the list: the hub lists every
 * task, each task's page says what to do, what to keep ready, where LIC's own page is, and opens
 * WhatsApp with the task named; the hub is a tap away from home, Contact and the footer. And every
 * plan page can be passed on to family.
 */

const tasksOf = (lang: Language) => lang.site.policyHelp.tasks;
const hub = (lang: Language) => lang.path('/policy-help');
const taskPage = (lang: Language, slug: string) => lang.path(`/policy-help/${slug}`);

/** The inner HTML of the first element carrying data-testid="id". */
function byTestId(html: string, id: string): string {
  const open = new RegExp(`<(\\w+)[^>]*\\sdata-testid="${id}"[^>]*>`).exec(html);
  if (!open) return '';
  const tag = open[1]!;
  // Elements of the same tag may nest (a list in a list): count them to find the one that closes this.
  let depth = 1;
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>|</${tag}>`, 'g');
  pattern.lastIndex = open.index + open[0].length;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open.index + open[0].length, match.index);
  }
  return '';
}

/** The opening tag of the link carrying data-testid="id". */
const linkTag = (html: string, id: string) => openingTags(html, 'a').find((tag) => attribute(tag, 'data-testid') === id);

for (const lang of LANGUAGES) {
  test.describe(`policy help in ${lang.locale}`, () => {
    test('the hub lists every task, each a link to its page, and says LIC’s rules are the final word', async ({ page }) => {
      await gotoReady(page, hub(lang));
      const help = lang.site.policyHelp;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(help.hub.title);
      const list = page.getByRole('list', { name: lang.words.help.tasksLabel });
      const links = list.getByRole('link');
      await expect(links).toHaveText(tasksOf(lang).map((task) => task.title));
      for (const [index, task] of tasksOf(lang).entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', taskPage(lang, task.slug));
        await expect(list.getByRole('listitem').nth(index)).toContainText(task.summary);
      }
      await expect(page.getByTestId('help-final-word')).toContainText(help.hub.finalWord);
      // The hub claims no check: each task's page says when it was checked, once it has been.
      await expect(page.getByTestId('help-final-word')).toHaveText(help.hub.finalWord);
    });

    test('the death-claim page speaks of the death of the life assured, never of the policyholder', async ({ request }) => {
      const task = tasksOf(lang).find((t) => t.slug === 'death-claim');
      test.skip(!task, 'no death-claim task in this content');
      const text = textOf(await (await request.get(taskPage(lang, task!.slug))).text());
      expect(text).toContain(LIFE_ASSURED[lang.locale]);
      for (const pattern of POLICY[lang.locale].policyholderDeath) expect(text).not.toMatch(new RegExp(pattern.source, 'u'));
    });

    test('every task page has its steps, what to keep ready, LIC’s page and a WhatsApp message naming the task, in its HTML', async ({
      request,
    }) => {
      const help = lang.site.policyHelp;
      for (const task of tasksOf(lang)) {
        const address = taskPage(lang, task.slug);
        const html = await (await request.get(address)).text();
        expect(textOf(elements(html, 'h1')[0] ?? ''), address).toBe(task.title);
        expect(textOf(byTestId(html, 'help-can-do')), address).toContain(task.canDo);
        expect(elements(byTestId(html, 'help-steps'), 'li').map(textOf), `${address}: steps`).toEqual(
          task.steps.map((step, index) => `${index + 1} ${step}`),
        );
        expect(elements(byTestId(html, 'help-documents'), 'li').map(textOf), `${address}: documents`).toEqual(task.documents);

        const official = linkTag(html, 'help-official');
        expect(attribute(official ?? '', 'href'), `${address}: LIC's page`).toBe(task.official.href);
        expect(new URL(task.official.href).hostname, `${address}: LIC's page`).toMatch(/(^|\.)licindia\.in$/);
        expect(attribute(official ?? '', 'rel')).toBe('noopener noreferrer');
        expect(textOf(byTestId(html, 'help-official')), address).toContain(task.official.label);

        const whatsapp = new URL(attribute(linkTag(html, 'help-whatsapp') ?? '', 'href') ?? 'about:blank');
        expect(whatsapp.origin + whatsapp.pathname, `${address}: WhatsApp`).toBe(`https://wa.me/${lang.site.site.whatsapp}`);
        expect(whatsapp.searchParams.get('text'), `${address}: WhatsApp message`).toBe(
          format(lang.words.help.whatsappMessage, { task: task.whatsapp }),
        );
        expect(textOf(byTestId(html, 'help-whatsapp')), address).toContain(lang.words.help.whatsapp);

        const finalWord = textOf(byTestId(html, 'help-final-word'));
        expect(finalWord, address).toContain(help.hub.finalWord);
        // A check is claimed only with the day the owner made it, for this task.
        if (task.checkedOn)
          expect(finalWord, address).toContain(format(help.hub.checked, { date: formatNewsDate(task.checkedOn, lang.words.meta) }));
        else expect(finalWord, address).toBe(help.hub.finalWord);

        // Search engines: the path to the page, and the office's help as what the page is about.
        const nodes = jsonLd(html);
        const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[] | undefined;
        expect(
          crumbs?.map((crumb) => crumb.name),
          address,
        ).toEqual([lang.words.nav.home, lang.words.help.crumb, task.title]);
        const service = nodes.find((node) => node['@type'] === 'WebPage')?.mainEntity as Record<string, unknown> | undefined;
        expect(service?.['@type'], address).toBe('Service');
        // Named as the office's help with the task, never as LIC's own service.
        expect(service?.name, address).toBe(format(lang.words.help.service, { task: task.whatsapp }));
        expect((service?.provider as { '@id'?: string } | undefined)?.['@id'], address).toMatch(/#publisher$/);
      }
    });

    test('a task page reads on a phone: numbered steps, LIC’s page in a new tab, and WhatsApp a tap away', async ({ page }) => {
      const task = tasksOf(lang).find((t) => t.slug === 'revival') ?? tasksOf(lang)[0]!;
      await gotoReady(page, taskPage(lang, task.slug));
      await expect(page.getByRole('heading', { level: 2, name: lang.words.help.steps })).toBeVisible();
      await expect(page.getByTestId('help-steps').getByRole('listitem')).toHaveCount(task.steps.length);
      await expect(
        page.getByRole('link', { name: new RegExp(task.official.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
      ).toHaveAttribute('target', '_blank');
      const whatsapp = page.getByTestId('help-whatsapp');
      await whatsapp.scrollIntoViewIfNeeded();
      await expect(whatsapp).toBeInViewport();
      // The other tasks are one tap further, without going back to the hub.
      await expect(page.getByRole('heading', { name: lang.words.help.otherTasks })).toBeVisible();
    });

    test('axe finds nothing on any task page at phone width', async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const task of tasksOf(lang)) {
        await gotoReady(page, taskPage(lang, task.slug));
        await expectNoAxeViolations(page);
      }
    });

    test('the hub is a tap away from the home page, Contact and the footer', async ({ page }) => {
      for (const from of [lang.path('/'), lang.path('/contact')]) {
        await gotoReady(page, from);
        if (from === lang.path('/')) await closeHomePopup(page);
        await page.locator('main').getByRole('link', { name: lang.words.help.teaserLink }).click();
        await expect(page, `from ${from}`).toHaveURL(new RegExp(`${hub(lang)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.site.policyHelp.hub.title);
      }
      await gotoReady(page, lang.path('/about-us'));
      await page.getByRole('navigation', { name: lang.words.nav.footerLabel }).getByRole('link', { name: lang.words.help.crumb }).click();
      await expect(page).toHaveURL(new RegExp(`${hub(lang)}$`));
    });
  });
}

test.describe('a plan passed on to family', () => {
  const planPages = ALL_ROUTES.filter((route) => /\/product\//.test(route));
  /** What a shared link says beside the address: the plan as the insurer files it, never a claim. */
  const sharedText = (lang: Language, plan: Language['site']['products'][number]) =>
    format(lang.words.plan.shareText, {
      name: format(lang.words.plan.heading, { name: plan.name }),
      planNo: format(lang.words.plan.planNo, { planNo: plan.planNo }),
      uin: format(lang.words.plan.uin, { uin: plan.uin }),
    });

  test('the share link on every plan page on sale carries that page’s own address and the plan as filed, in the page’s language; a plan not on sale has none', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const origin = LANGUAGES[0]!.site.site.siteUrl.replace(/\/+$/, '');
    for (const route of [...planPages, ...LANGUAGES.flatMap((lang) => NESTED_ROUTES.map(lang.path))]) {
      const lang = LANGUAGES.find((l) => l.locale !== LANGUAGES[0]!.locale && route.startsWith(`/${l.locale}/`)) ?? LANGUAGES[0]!;
      const plan = lang.site.products.find((p) => route.endsWith(`/${p.path}`))!;
      const html = await (await request.get(route)).text();
      const tag = linkTag(html, 'plan-share');
      if (plan.status !== 'on-sale') {
        expect(tag, `${route}: share link`).toBeUndefined();
        continue;
      }
      expect(tag, `${route}: share link`).toBeDefined();
      const href = new URL(attribute(tag!, 'href')!);
      expect(href.origin + href.pathname, route).toBe('https://wa.me/');
      const text = href.searchParams.get('text') ?? '';
      expect(text.split('\n').at(-1), `${route}: the address shared`).toBe(`${origin}${route}`);
      expect(text, route).toContain(sharedText(lang, plan));
      expect(text, route).not.toContain(plan.metadescription);
      expect(attribute(tag!, 'rel')).toBe('noopener noreferrer');
      expect(textOf(byTestId(html, 'plan-share')), route).toContain(lang.words.plan.share);
    }
  });

  test('where the phone has a share sheet, the same button opens it with the page’s address', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
      Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    });
    const lang = LANGUAGES.at(-1)!;
    const plan = lang.site.products.find((p) => p.status === 'on-sale')!;
    const route = lang.path(`/product/${plan.path}`);
    await gotoReady(page, route);
    const pagesBefore = page.context().pages().length;
    await page.getByTestId('plan-share').click();
    await expect
      .poll(() => page.evaluate(() => (window as typeof window & { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: format(lang.words.plan.heading, { name: plan.name }),
          text: sharedText(lang, plan),
          url: `${LANGUAGES[0]!.site.site.siteUrl.replace(/\/+$/, '')}${route}`,
        },
      ]);
    expect(page.context().pages()).toHaveLength(pagesBefore);
  });
});
