import { LIFE_ASSURED, POLICY } from '../lib/content/policy/policy';
import { formatNewsDate } from '../lib/dates';
import { format } from '../lib/i18n';
import { whatsappHref } from '../lib/text';
import { urlFor } from '../lib/urls';
import { closeHomePopup, expect, gotoReady, test } from './fixtures';
import { attribute, elements, htmlOf, jsonLd, linkNamed, links, named, navNamed, startingWith, textOf } from './html';
import { ALL_ROUTES, english, LANGUAGES, languageOf, NESTED_ROUTES, origin, type Language } from './routes';

/**
 * Help for people who already hold a policy, in every language of the list: the hub lists every
 * task, each task's page says what to do, what to keep ready, where LIC's own page is, and opens
 * WhatsApp with the task named; the hub is a tap away from home, Contact and the footer. And every
 * plan page can be passed on to family. (Axe checks a task page in each language: a11y.spec.ts,
 * languages.spec.ts.)
 */

const tasksOf = (lang: Language) => lang.site.policyHelp.tasks;
const hub = (lang: Language) => lang.path(urlFor('en', 'policyHelp'));
const taskPage = (lang: Language, slug: string) => lang.path(urlFor('en', { help: slug }));

for (const lang of LANGUAGES) {
  test.describe(`policy help in ${lang.locale}`, () => {
    test('the hub lists every task, each a link to its page, and says LIC’s rules are the final word', async ({ request }) => {
      const help = lang.site.policyHelp;
      const page = await htmlOf(request, hub(lang));
      expect(elements(page, 'h1').map(textOf)).toEqual([help.hub.title]);
      const list = named(page, lang.words.help.tasksLabel);
      expect(list, lang.words.help.tasksLabel).toBeDefined();
      expect(links(list!).map((link) => [link.text, attribute(link.tag, 'href')])).toEqual(
        tasksOf(lang).map((task) => [task.title, taskPage(lang, task.slug)]),
      );
      expect(elements(list!, 'li').map(textOf)).toEqual(tasksOf(lang).map((task) => expect.stringContaining(task.summary)));
      // The hub claims no check: each task's page says when it was checked, once it has been.
      const main = textOf(elements(page, 'main')[0] ?? '');
      expect(main).toContain(help.hub.finalWord);
      expect(main).not.toContain(help.hub.checked.split('{date}')[0]!.trim());
    });

    test('the death-claim page speaks of the death of the life assured, never of the policyholder', async ({ request }) => {
      const task = tasksOf(lang).find((t) => t.slug === 'death-claim');
      test.skip(!task, 'no death-claim task in this content');
      const text = textOf(await htmlOf(request, taskPage(lang, task!.slug)));
      expect(text).toContain(LIFE_ASSURED[lang.locale]);
      for (const pattern of POLICY[lang.locale].policyholderDeath) expect(text).not.toMatch(new RegExp(pattern.source, 'u'));
    });

    test('every task page has its steps, what to keep ready, LIC’s page, the other tasks and a WhatsApp message naming the task, in its HTML', async ({
      request,
    }) => {
      const help = lang.site.policyHelp;
      const { words } = lang;
      for (const task of tasksOf(lang)) {
        const address = taskPage(lang, task.slug);
        const page = await htmlOf(request, address);
        expect(textOf(elements(page, 'h1')[0] ?? ''), address).toBe(task.title);
        expect(textOf(named(page, words.help.canDo) ?? ''), address).toContain(task.canDo);
        // Numbered steps, then the papers to keep ready.
        expect(elements(named(page, words.help.steps) ?? '', 'li').map(textOf), `${address}: steps`).toEqual(
          task.steps.map((step, index) => `${index + 1}${step}`),
        );
        expect(elements(named(page, words.help.documents) ?? '', 'li').map(textOf), `${address}: documents`).toEqual(task.documents);

        // LIC's own page, in a new tab.
        const official = linkNamed(page, startingWith(task.official.label));
        expect(attribute(official ?? '', 'href'), `${address}: LIC's page`).toBe(task.official.href);
        expect(new URL(task.official.href).hostname, `${address}: LIC's page`).toMatch(/(^|\.)licindia\.in$/);
        expect(attribute(official ?? '', 'target')).toBe('_blank');
        expect(attribute(official ?? '', 'rel')).toBe('noopener noreferrer');

        const whatsapp = linkNamed(page, startingWith(words.help.whatsapp));
        expect(attribute(whatsapp ?? '', 'href'), `${address}: WhatsApp`).toBe(
          whatsappHref(lang.site.site.whatsapp, format(words.help.whatsappMessage, { task: task.whatsapp })),
        );

        const main = textOf(elements(page, 'main')[0] ?? '');
        expect(main, address).toContain(help.hub.finalWord);
        // A check is claimed only with the day the owner made it, for this task.
        if (task.checkedOn) expect(main, address).toContain(format(help.hub.checked, { date: formatNewsDate(task.checkedOn, words.meta) }));
        else expect(main, address).not.toContain(help.hub.checked.split('{date}')[0]!.trim());
        // The other tasks are one tap further, without going back to the hub.
        expect(elements(page, 'h2').map(textOf), address).toContain(words.help.otherTasks);

        // Search engines: the path to the page, and the office's help as what the page is about.
        const nodes = jsonLd(page);
        const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[] | undefined;
        expect(
          crumbs?.map((crumb) => crumb.name),
          address,
        ).toEqual([words.nav.home, words.help.crumb, task.title]);
        const service = nodes.find((node) => node['@type'] === 'WebPage')?.mainEntity as Record<string, unknown> | undefined;
        expect(service?.['@type'], address).toBe('Service');
        // Named as the office's help with the task, never as LIC's own service.
        expect(service?.name, address).toBe(format(words.help.service, { task: task.whatsapp }));
        expect((service?.provider as { '@id'?: string } | undefined)?.['@id'], address).toMatch(/#publisher$/);
      }
    });

    test('the hub is linked from the home page, Contact and the footer', async ({ request }) => {
      for (const from of [lang.path('/'), lang.path(urlFor('en', 'contact'))]) {
        const main = elements(await htmlOf(request, from), 'main')[0] ?? '';
        expect(attribute(linkNamed(main, lang.words.help.teaserLink) ?? '', 'href'), from).toBe(hub(lang));
      }
      const about = await htmlOf(request, lang.path(urlFor('en', 'about')));
      expect(attribute(linkNamed(navNamed(about, lang.words.nav.footerLabel) ?? '', lang.words.help.crumb) ?? '', 'href')).toBe(hub(lang));
    });
  });
}

test('a task page reads on a phone: its steps, and WhatsApp a tap away', async ({ page }) => {
  const { words } = english;
  const task = tasksOf(english).find((t) => t.slug === 'revival') ?? tasksOf(english)[0]!;
  await gotoReady(page, taskPage(english, task.slug));
  const steps = page.getByRole('region', { name: words.help.steps });
  await expect(steps.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(task.steps.length);
  const whatsapp = page.getByRole('link', { name: startingWith(words.help.whatsapp) });
  await whatsapp.scrollIntoViewIfNeeded();
  await expect(whatsapp).toBeInViewport();
  await expect(page.getByRole('heading', { name: words.help.otherTasks })).toBeVisible();
});

test('the home page’s way to the help hub is a tap', async ({ page }) => {
  await gotoReady(page, '/');
  await closeHomePopup(page);
  await page.getByRole('main').getByRole('link', { name: english.words.help.teaserLink }).click();
  await expect(page).toHaveURL(hub(english));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.site.policyHelp.hub.title);
});

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
    for (const route of [...planPages, ...LANGUAGES.flatMap((lang) => NESTED_ROUTES.map(lang.path))]) {
      const lang = languageOf(route);
      const plan = lang.site.products.find((p) => route.endsWith(`/${p.path}`))!;
      const page = await htmlOf(request, route);
      const tag = linkNamed(page, startingWith(lang.words.plan.share));
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
    const route = lang.path(urlFor('en', { plan: plan.path }));
    await gotoReady(page, route);
    const pagesBefore = page.context().pages().length;
    await page.getByRole('link', { name: startingWith(lang.words.plan.share) }).click();
    await expect
      .poll(() => page.evaluate(() => (window as typeof window & { shared: ShareData[] }).shared))
      .toEqual([
        {
          title: format(lang.words.plan.heading, { name: plan.name }),
          text: sharedText(lang, plan),
          url: `${origin}${route}`,
        },
      ]);
    expect(page.context().pages()).toHaveLength(pagesBefore);
  });
});
