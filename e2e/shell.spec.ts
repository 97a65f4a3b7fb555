import { expect, gotoReady, isPhone, news, site, test } from './fixtures';
import { en } from '../lib/i18n/dictionaries/en';
import { publisherLines } from '../lib/publisher';
import { meta, titleOf } from './html';
import { ALL_ROUTES } from './routes';

const MENU = ['Home', 'About Us', 'Products', 'Opportunities', 'Latest News & Links', 'Contact'];
const ROUTES = ['/', '/about-us', '/product-category', '/all-products', '/opportunities', '/news', '/contact'];

test.describe('header', () => {
  test('is sticky above the page, with a 90-pixel logo linking home', { tag: '@every-width' }, async ({ page }) => {
    await gotoReady(page, '/all-products');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header).toHaveCSS('z-index', '999');
    const logo = header.getByTestId('logo');
    await expect(logo).toHaveAccessibleName(new RegExp(`^${site.agencyName} ${publisherLines(site, en).tagline}\\W+home$`));
    await expect(logo).toHaveAttribute('href', '/');
    expect((await logo.boundingBox())?.height).toBe(90);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 300);
    expect((await header.boundingBox())?.y).toBe(0);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the contact bar and the six menu links on wide screens', { tag: '@wide' }, async ({ page }) => {
    await gotoReady(page, '/news');
    const bar = page.getByTestId('top-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(bar.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+919876543210');
    for (const network of ['X', 'Facebook', 'LinkedIn', 'Instagram']) {
      const link = bar.getByRole('link', { name: `${site.agencyName} on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(MENU);
    await expect(nav.getByRole('link', { name: 'Latest News & Links' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  test(
    'fetches another page ahead only when the visitor reaches for its link, then opens it without a reload',
    { tag: '@wide' },
    async ({ page }) => {
      const ahead: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('_rsc=')) ahead.push(new URL(request.url()).pathname);
      });
      await page.clock.install();
      await gotoReady(page, '/contact');
      // A second of the page's time with every timer and idle callback in it fired, the links in view all along.
      await page.clock.runFor(1_000);
      expect(ahead, 'pages fetched ahead with no sign of intent').toEqual([]);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'About Us' }).hover();
      await expect.poll(() => ahead.some((pathname) => pathname.startsWith('/about-us'))).toBe(true);
      expect(
        ahead.every((pathname) => pathname.startsWith('/about-us')),
        'only the page reached for',
      ).toBe(true);

      await page.evaluate(() => Object.assign(window, { stillHere: true }));
      await nav.getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => 'stillHere' in window), 'navigated without reloading the page').toBe(true);
    },
  );

  test('hides the contact bar and menu on narrow screens behind a menu button', async ({ page }) => {
    test.skip(!isPhone(page), 'narrow screens only');
    await gotoReady(page, '/');
    await expect(page.getByTestId('top-bar')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('drawer', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'narrow screens only');

  test('opens from the left, 250 wide, with links, contacts and socials; Escape closes it', async ({ page }) => {
    await gotoReady(page, '/contact');
    const button = page.getByTestId('menu-button');
    await expect(button).toHaveAccessibleName('Open menu');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const panel = page.getByTestId('mobile-drawer');
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())?.width).toBe(250);
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveText(MENU);
    await expect(drawer.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByRole('link', { name: site.phone })).toBeVisible();
    await expect(drawer.getByRole('link', { name: site.email })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /on (X|Facebook|LinkedIn|Instagram)/ })).toHaveCount(4);
    // Focus is inside the drawer.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  // Not on the home page: its promotional popup opens a second after load and would cover the drawer.
  test('closes on a backdrop click', async ({ page }) => {
    await gotoReady(page, '/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByTestId('mobile-drawer');
    await expect(panel).toBeVisible();
    await page.mouse.click(330, 400);
    await expect(panel).toBeHidden();
  });

  test('closes when a link is followed', async ({ page }) => {
    await gotoReady(page, '/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Opportunities' }).click();
    await expect(page).toHaveURL(/\/opportunities$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.opportunities.heading);
  });
});

test.describe('footer', () => {
  test('has the brand, links, latest news, contacts, socials and legal lines', async ({ page }) => {
    await gotoReady(page, '/about-us');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText(site.footerMessage);
    // The menu's links, then the comparison of plans and help for those who already hold a policy.
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([...MENU, en.compare.nav, en.help.crumb]);

    const latest = news.slice(-2).reverse();
    const items = footer.getByTestId('footer-news').getByRole('link');
    await expect(items).toHaveCount(latest.length);
    for (const [index, item] of latest.entries()) {
      const link = items.nth(index);
      await expect(link).toContainText(item.title);
      await expect(link).toContainText(item.date ?? 'Unknown Date');
      await expect(link).toHaveAttribute('href', item.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    const address = footer.getByTestId('footer-address');
    // Where the owner meets visitors, in the owner's town, and the owner's hours (content/agency.json, site.json).
    for (const line of site.address.lines) await expect(address).toContainText(line);
    await expect(address).toContainText(site.address.locality);
    await expect(footer).toContainText(site.hours);
    // One icon for each profile the owner gives, none for the others.
    await expect(footer.getByRole('link', { name: /on (X|Facebook|LinkedIn|Instagram)/ })).toHaveCount(Object.keys(site.socials).length);
    await expect(footer).toContainText(`© 2025 ${site.person}.`);
    await expect(footer.getByRole('link', { name: en.footer.privacy })).toHaveAttribute('href', '/privacy');
    await expect(footer).toContainText('Insurance is the subject matter of solicitation.');
    await expect(footer).toContainText(`This is not the website of ${site.insurer.name}.`);
  });
});

test('the floating WhatsApp button sits bottom right on every page', { tag: '@every-width' }, async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route);
    const button = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('position', 'fixed');
    await expect(button).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.whatsapp}(\\?|$)`));
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
  }
});

test('every page of every language has its own title and description', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const route of ALL_ROUTES) {
    const html = await (await request.get(route)).text();
    const title = titleOf(html) ?? '';
    expect(title.length, `${route}: title`).toBeGreaterThan(5);
    expect(meta(html, 'description')?.length ?? 0, `${route}: description`).toBeGreaterThan(40);
    expect(seen.get(title), `${route} repeats the title “${title}”`).toBeUndefined();
    seen.set(title, route);
  }
});

test.describe('scroll to top on route change', () => {
  async function scrollSamples(page: import('@playwright/test').Page, linkName: string) {
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY > 400);
    // Bring the link into view first, so that only the route change moves the page while sampling.
    const link = page.getByTestId('site-footer').getByRole('link', { name: linkName });
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
    await gotoReady(page, '/all-products');
    const { samples, behaviors } = await scrollSamples(page, 'Products');
    await expect(page).toHaveURL(/\/product-category$/);
    expect(behaviors, 'the page asks for a smooth scroll').toContain('smooth');
    // The browser then draws the way up. A busy machine draws few of its frames (one, in one CI run),
    // so at least one position between the bottom and the top must be seen.
    const start = Math.max(...samples);
    expect(new Set(samples.filter((y) => y > 0 && y < start)).size, 'positions seen between bottom and top').toBeGreaterThan(0);
  });

  test('jumps at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, '/all-products');
    const { samples, behaviors } = await scrollSamples(page, 'Latest News & Links');
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The page holds its chrome once per language; the visitor sees one footer.
  await expect(page.getByTestId('site-footer').filter({ visible: true })).toHaveCount(1);
});

test('nothing is wider than a 320-pixel screen', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 640, 'a phone-width check');
  await page.setViewportSize({ width: 320, height: 700 });
  for (const route of ROUTES) {
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(320);
  }
});
