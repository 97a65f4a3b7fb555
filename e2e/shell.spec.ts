import { expect, gotoReady, isPhone, news, site, test } from './fixtures';
import { publisherLines } from '../lib/publisher';
import { socialLinks } from '../lib/social';
import { mailHref, telHref, whatsappHref } from '../lib/text';
import { urlFor } from '../lib/urls';
import { attribute, elements, escapeRegExp, linkNamed, links, meta, named, navNamed, startingWith, textOf, titleOf } from './html';
import { ALL_ROUTES, categories, english, footerLabels, LANGUAGES, languageOf, menuLabels, products, STATIC_ROUTES } from './routes';

/** What every page has around its content: the header and its menu, the phone's drawer, the footer, the chat button. */

const { words } = english;
const MENU = menuLabels(english);
const socials = socialLinks(site, words);
/** The header's logo: the agency's name and the owner's role and town, read as the link home. */
const logoName = new RegExp(
  `^${escapeRegExp(site.agencyName)} ${escapeRegExp(publisherLines(site, words).tagline)}\\s*${escapeRegExp(words.a11y.homeSuffix.trim())}$`,
);

test.describe('header', () => {
  test('is sticky above the page, with a 90-pixel logo linking home', { tag: '@every-width' }, async ({ page }) => {
    await gotoReady(page, urlFor('en', 'allProducts'));
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('z-index', '999');
    const logo = header.getByRole('link', { name: logoName });
    await expect(logo).toHaveAttribute('href', urlFor('en', 'home'));
    expect((await logo.boundingBox())?.height).toBe(90);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 300);
    expect((await header.boundingBox())?.y).toBe(0);
    await logo.click();
    await expect(page).toHaveURL(urlFor('en', 'home'));
  });

  test('shows the contact bar and the menu on wide screens', { tag: '@wide' }, async ({ page }) => {
    await gotoReady(page, urlFor('en', 'news'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.email })).toHaveAttribute('href', mailHref(site.email));
    await expect(header.getByRole('link', { name: site.phone })).toHaveAttribute('href', telHref(site.phone));
    for (const social of socials) {
      const link = header.getByRole('link', { name: social.label }).filter({ visible: true });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const nav = page.getByRole('navigation', { name: words.nav.mainLabel });
    await expect(nav.getByRole('link')).toHaveText(MENU);
    await expect(nav.getByRole('link', { name: words.nav.news })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: words.menu.open })).toBeHidden();
    await nav.getByRole('link', { name: words.nav.about }).click();
    await expect(page).toHaveURL(urlFor('en', 'about'));
    await expect(nav.getByRole('link', { name: words.nav.about })).toHaveAttribute('aria-current', 'page');
  });

  test(
    'fetches another page ahead only when the visitor reaches for its link, then opens it without a reload',
    { tag: '@wide' },
    async ({ page }) => {
      const about = urlFor('en', 'about');
      const ahead: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('_rsc=')) ahead.push(new URL(request.url()).pathname);
      });
      await page.clock.install();
      await gotoReady(page, urlFor('en', 'contact'));
      // A second of the page's time with every timer and idle callback in it fired, the links in view all along.
      await page.clock.runFor(1_000);
      expect(ahead, 'pages fetched ahead with no sign of intent').toEqual([]);

      const nav = page.getByRole('navigation', { name: words.nav.mainLabel });
      await nav.getByRole('link', { name: words.nav.about }).hover();
      await expect.poll(() => ahead.some((pathname) => pathname.startsWith(about))).toBe(true);
      expect(
        ahead.every((pathname) => pathname.startsWith(about)),
        'only the page reached for',
      ).toBe(true);

      await page.evaluate(() => Object.assign(window, { stillHere: true }));
      await nav.getByRole('link', { name: words.nav.about }).click();
      await expect(page).toHaveURL(about);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => 'stillHere' in window), 'navigated without reloading the page').toBe(true);
    },
  );
});

test.describe('drawer', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'narrow screens only');

  test('holds the menu and contacts on narrow screens: opens from the left, 250 wide, and Escape closes it', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'contact'));
    // The header has no room for the contact bar and the menu: a button opens them.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.email })).toBeHidden();
    await expect(page.getByRole('navigation', { name: words.nav.mainLabel })).toBeHidden();
    const button = page.getByRole('button', { name: words.menu.open });
    await expect(button).toBeVisible();
    await button.click();
    const drawer = page.getByRole('dialog', { name: words.menu.title });
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(250);
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(MENU);
    await expect(drawer.getByRole('link', { name: words.nav.contact })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: site.phone })).toBeVisible();
    await expect(drawer.getByRole('link', { name: site.email })).toBeVisible();
    for (const social of socials) await expect(drawer.getByRole('link', { name: social.label })).toHaveCount(1);
    // Focus is inside the drawer.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  // Not on the home page: its promotional popup opens a second after load and would cover the drawer.
  test('closes on a backdrop click', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'about'));
    await page.getByRole('button', { name: words.menu.open }).click();
    const drawer = page.getByRole('dialog', { name: words.menu.title });
    await expect(drawer).toBeVisible();
    await page.mouse.click(330, 400);
    await expect(drawer).toBeHidden();
  });

  test('closes when a link is followed', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'about'));
    await page.getByRole('button', { name: words.menu.open }).click();
    const drawer = page.getByRole('dialog', { name: words.menu.title });
    await drawer.getByRole('link', { name: words.nav.opportunities }).click();
    await expect(page).toHaveURL(urlFor('en', 'opportunities'));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.opportunities.heading);
  });
});

// The footer's legal lines, on every page of every language, are read in compliance.spec.ts.
test('the footer has the brand, links, latest news, contacts and socials', async ({ request }) => {
  const html = await (await request.get(urlFor('en', 'about'))).text();
  const footer = elements(html, 'footer')[0] ?? '';
  expect(textOf(footer)).toContain(site.footerMessage);
  // The menu's links, then the footer's own (help for those who already hold a policy).
  expect(links(navNamed(footer, words.nav.footerLabel) ?? '').map((link) => link.text)).toEqual(footerLabels(english));

  // The two latest news items, newest first, each with who published it and when.
  const latest = news.slice(-2).reverse();
  const items = links(named(footer, words.footer.news) ?? '');
  expect(
    items.map((link) => ({
      text: link.text,
      href: attribute(link.tag, 'href'),
      target: attribute(link.tag, 'target'),
      rel: attribute(link.tag, 'rel'),
    })),
  ).toEqual(
    latest.map((item) => ({
      text: expect.stringContaining(item.title),
      href: item.link,
      target: '_blank',
      rel: 'noopener noreferrer',
    })),
  );
  for (const [index, item] of latest.entries()) expect(items[index]!.text).toContain(item.date ?? words.news.unknownDate);

  const contact = named(footer, words.footer.contact) ?? '';
  expect(attribute(linkNamed(contact, site.phone) ?? '', 'href')).toBe(telHref(site.phone));
  expect(attribute(linkNamed(contact, site.email) ?? '', 'href')).toBe(mailHref(site.email));
  // Where the owner meets visitors, in the owner's town, and the owner's hours (content/agency.json, site.json).
  const office = textOf(contact);
  for (const line of [...site.address.lines, site.address.locality, site.hours]) expect(office).toContain(line);
  // One icon for each profile the owner gives, none for the others.
  expect(links(footer).filter((link) => socials.some((social) => attribute(link.tag, 'aria-label') === social.label))).toHaveLength(
    socials.length,
  );
});

test.describe('the floating WhatsApp button', () => {
  test('is on every page of every language, opening a chat with the owner in a new tab', async ({ request }) => {
    const found: Record<string, string | undefined> = {};
    for (const route of ALL_ROUTES) {
      const lang = languageOf(route);
      const region = named(await (await request.get(route)).text(), lang.words.whatsapp.region) ?? '';
      const link = linkNamed(region, startingWith(lang.words.whatsapp.button));
      found[route] = link && `${attribute(link, 'href')?.split('?')[0]} ${attribute(link, 'target')} ${attribute(link, 'rel')}`;
    }
    const expected = `${whatsappHref(site.whatsapp)} _blank noopener noreferrer`;
    expect(found).toEqual(Object.fromEntries(ALL_ROUTES.map((route) => [route, expected])));
  });

  test('sits bottom right, above the page', { tag: '@every-width' }, async ({ page }) => {
    await gotoReady(page, urlFor('en', 'contact'));
    const button = page.getByRole('link', { name: `${words.whatsapp.button} ${words.a11y.newTab}` });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('position', 'fixed');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 300);
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
  });

  test('leaves the footer’s last line readable at the foot of the page, in every language', { tag: '@every-width' }, async ({ page }) => {
    for (const width of isPhone(page) ? [320, 375, 700] : [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const lang of LANGUAGES) {
        await page.goto(lang.path(urlFor('en', 'contact')));
        const button = page.getByRole('link', { name: `${lang.words.whatsapp.button} ${lang.words.a11y.newTab}` });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1);
        // The footer's last line (the copyright and the privacy notice's link), the whole width of its column.
        const last = (await page.getByRole('contentinfo').locator('p').last().boundingBox())!;
        const chat = (await button.boundingBox())!;
        const overlaps =
          last.y < chat.y + chat.height && chat.y < last.y + last.height && last.x < chat.x + chat.width && chat.x < last.x + last.width;
        expect(overlaps, `${lang.locale} at ${width}: the button covers the last line`).toBe(false);
      }
    }
  });
});

test('every page of every language has its own title and description', async ({ request }) => {
  const pages: Record<string, { title: string; description: number }> = {};
  for (const route of ALL_ROUTES) {
    const html = await (await request.get(route)).text();
    pages[route] = { title: titleOf(html) ?? '', description: meta(html, 'description')?.length ?? 0 };
  }
  const short = Object.entries(pages).filter(([, { title, description }]) => title.length <= 5 || description <= 40);
  expect(short, 'pages whose title or description is missing or too short').toEqual([]);
  const byTitle = new Map<string, string[]>();
  for (const [route, { title }] of Object.entries(pages)) byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
  const repeated = [...byTitle].filter(([, routes]) => routes.length > 1).map(([title, routes]) => `${title}: ${routes.join(', ')}`);
  expect(repeated, 'titles used by more than one page').toEqual([]);
});

test.describe('scroll to top on route change', () => {
  async function scrollSamples(page: import('@playwright/test').Page, linkName: string) {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY > 400);
    // Bring the link into view first, so that only the route change moves the page while sampling.
    const link = page.getByRole('contentinfo').getByRole('link', { name: linkName, exact: true });
    await link.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 400);
    await page.evaluate(() => {
      const samples: number[] = [];
      const w = window as unknown as { __samples: number[]; __behaviors: string[] };
      w.__samples = samples;
      // Notes how the page asks the browser to scroll (and lets it scroll as asked).
      w.__behaviors = [];
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
        if (typeof options === 'object') w.__behaviors.push(options.behavior ?? 'auto');
        return typeof options === 'object' ? scrollTo(options) : scrollTo(options ?? 0, y ?? 0);
      }) as typeof window.scrollTo;
      const tick = () => {
        samples.push(window.scrollY);
        if (samples.length < 240) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await link.click();
    await page.waitForFunction(() => window.scrollY === 0);
    // The page drawn at the top for a few frames (or the sampling over): the way up is over.
    await page.waitForFunction(() => {
      const samples = (window as unknown as { __samples: number[] }).__samples;
      return samples.length >= 240 || (samples.length >= 3 && samples.slice(-3).every((y) => y === 0));
    });
    return page.evaluate(() => {
      const w = window as unknown as { __samples: number[]; __behaviors: string[] };
      return { samples: w.__samples, behaviors: w.__behaviors };
    });
  }

  test('scrolls smoothly', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'allProducts'));
    const { samples, behaviors } = await scrollSamples(page, words.nav.products);
    await expect(page).toHaveURL(urlFor('en', 'products'));
    expect(behaviors, 'the page asks for a smooth scroll').toContain('smooth');
    // The browser then draws the way up. A busy machine draws few of its frames (one, in one CI run),
    // so at least one position between the bottom and the top must be seen.
    const start = Math.max(...samples);
    expect(new Set(samples.filter((y) => y > 0 && y < start)).size, 'positions seen between bottom and top').toBeGreaterThan(0);
  });

  test('jumps at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, urlFor('en', 'allProducts'));
    const { samples, behaviors } = await scrollSamples(page, words.nav.news);
    expect(behaviors, 'the page asks for a jump').toContain('instant');
    expect(behaviors).not.toContain('smooth');
    const start = Math.max(...samples);
    // A page shorter than the old scroll position may clamp it once; a jump never passes through several positions.
    expect(new Set(samples.filter((y) => y > 0 && y < start)).size).toBeLessThanOrEqual(1);
  });
});

test('an unknown address gets the 404 page with status 404', { tag: '@expects-404' }, async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The page holds its chrome once per language; the visitor sees one footer.
  await expect(page.getByRole('contentinfo').filter({ visible: true })).toHaveCount(1);
});

/**
 * Every English page of each template, once React has taken it over: nothing is wider than the
 * screen, on the narrowest phone (320 pixels) and on a desktop. The other languages' are in
 * languages.spec.ts.
 */
test('nothing is wider than the screen', { tag: '@every-width' }, async ({ page }) => {
  test.setTimeout(60_000);
  const width = isPhone(page) ? 320 : page.viewportSize()!.width;
  if (isPhone(page)) await page.setViewportSize({ width, height: 700 });
  const routes = [
    ...STATIC_ROUTES,
    urlFor('en', { category: categories[0]!.slug }),
    urlFor('en', { plan: products.find((p) => p.status === 'on-sale')!.path }),
    urlFor('en', { help: english.site.policyHelp.tasks[0]!.slug }),
  ];
  const wider: string[] = [];
  for (const route of routes) {
    await gotoReady(page, route);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wider.push(`${route}: ${scrollWidth}`);
  }
  expect(wider).toEqual([]);
});
