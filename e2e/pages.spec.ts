import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoReady, homePopup, news, openHome, site, test, waitForHomePopup } from './fixtures';
import { formatFigure } from '../lib/stats';
import { carousel, expectSlidesPerView } from './carousel';
import { en, LANGUAGES } from './routes';

const { about, banners, home, products: plans } = en;
const links = en.importantLinks;
const opportunitiesPage = en.opportunitiesPage;
const opportunitySlides = opportunitiesPage.slides;
const trending = plans.filter((p) => p.isTrending === true);
const words = LANGUAGES[0]!.words;
/** The 'Why LIC?' figures as the About page writes them (98.15%, 2.21 Cr …). */
const stats = (about.whyLic.figures ?? []).map((figure) => ({
  label: figure.label,
  value: formatFigure(figure, { intl: words.meta.intl, crore: words.about.crore }),
}));
const years = `${site.years}+`;
const agents = `${site.agents}+`;
/** About's paragraphs as the page shows them: the one about the owner's role last. */
const paragraphs = [...about.paragraphs, about.roleParagraph];
const telLink = `tel:${site.phone.replace(/[^\d+]/g, '')}`;

// ---------------------------------------------------------------- helpers
// A test about time installs the page's clock: it runs as usual until `runFor(ms)` fires every timer of that span at once.

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

// ---------------------------------------------------------------- home: popup

test.describe('home popup', () => {
  test('shows the promotion with its image, words and calls to action; closes by its Close button', async ({ page }) => {
    await gotoReady(page, '/');
    const dialog = homePopup(page);
    await waitForHomePopup(page);
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText(home.popup.eyebrow);
    await expect(dialog).toContainText(home.popup.text);
    await expect(dialog.getByRole('img', { name: home.popup.alt })).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: new RegExp(home.popup.whatsappLabel) });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(home.popup.whatsappMessage)}`);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.getByRole('link', { name: home.popup.callLabel })).toHaveAttribute('href', telLink);
    // The backdrop fades over 500 ms.
    await expect(page.getByTestId('promo-backdrop')).toHaveCSS('transition-duration', '0.5s');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('promo-backdrop')).toBeHidden();
  });

  test('closes by a click on the backdrop', async ({ page }) => {
    await gotoReady(page, '/');
    await waitForHomePopup(page);
    await page.mouse.click(6, 6);
    await expect(homePopup(page)).toHaveCount(0);
  });

  test('closes by Escape and opens only once', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.clock.runFor(60_000); // a minute of the page's time: a timer that would open it again fires
    await expect(homePopup(page)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- home: page

test.describe('home page', () => {
  test('has one h1, the sections in order and no sideways scrolling', { tag: '@every-width' }, async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(banners[0]!.title);
    const h2s = await page.locator('main h2').allTextContents();
    expect(h2s).toEqual([
      ...banners.slice(1).map((banner) => banner.title),
      words.compare.finder.heading,
      home.opportunities.heading,
      words.home.trendingHeading,
      home.contact.heading,
    ]);
    await expectNoSideScroll(page);
  });

  test('every word of the page is in the pre-rendered HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const banner of banners) {
      expect(html).toContain(banner.title.split(' ').slice(0, 2).join(' '));
      expect(html).toContain(banner.description.slice(0, 40));
    }
    for (const plan of trending) expect(html).toContain(`/product/${plan.path}`);
    expect(html).toContain(home.opportunities.heading);
    expect(html).toContain(home.opportunities.agency);
    expect(html).toContain('Find All Products');
  });

  test('the opportunities teaser says an agency is not a job, and links to /opportunities', async ({ page }) => {
    await openHome(page);
    const section = page.getByRole('region', { name: home.opportunities.heading });
    await expect(section).toContainText(home.opportunities.text);
    for (const point of home.opportunities.points) await expect(section).toContainText(point);
    await expect(section.getByTestId('agency-note')).toHaveText(home.opportunities.agency);
    await section.getByRole('link', { name: home.opportunities.linkLabel }).click();
    await expect(page).toHaveURL(/\/opportunities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.opportunities.heading);
  });

  test('the contact teaser calls and e-mails', async ({ page }) => {
    await openHome(page);
    const teaser = page.getByTestId('contact-teaser');
    await expect(teaser.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', telLink);
    await expect(teaser.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

// ---------------------------------------------------------------- home: hero

test.describe('about us', () => {
  test('the pre-rendered HTML carries the final statistics and experience', async ({ request }) => {
    const html = await (await request.get('/about-us')).text();
    for (const value of [...stats.map((stat) => stat.value), years, agents]) expect(html).toContain(value);
    expect(html).not.toMatch(/>0(\.00)?%</);
  });

  test('shows the team, its paragraphs, experience, Why LIC? and the thank-you banner', async ({ page }) => {
    await gotoReady(page, '/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('img', { name: about.alt })).toBeVisible();
    const text = page.getByTestId('about-text').locator('p');
    await expect(text).toHaveCount(paragraphs.length);
    for (const [index, paragraph] of paragraphs.entries()) await expect(text.nth(index)).toHaveText(paragraph);

    await expect(page.getByTestId('experience-years')).toContainText(years);
    await expect(page.getByTestId('experience-years')).toContainText(about.highlights.years.label);
    await expect(page.getByTestId('experience-agents')).toContainText(agents);
    await expect(page.getByTestId('experience-agents')).toContainText(about.highlights.agents.label);

    const why = page.getByRole('region', { name: 'Why LIC?' });
    await why.scrollIntoViewIfNeeded();
    await expect(why.getByRole('listitem')).toHaveCount(stats.length);
    // The figures may count up once in view; they settle on the final values.
    for (const [index, stat] of stats.entries()) {
      await expect(page.getByTestId('stat').nth(index)).toContainText(stat.value);
      await expect(page.getByTestId('stat').nth(index)).toContainText(stat.label);
    }
    // Each figure with where and when it was published, and that the past says nothing of the future.
    await expect(page.getByTestId('figures-source')).toContainText(about.whyLic.source!);
    await expect(page.getByTestId('figures-source')).toContainText(about.whyLic.year!);
    await expect(why).toContainText(about.whyLic.note);

    const thanks = page.getByRole('region', { name: about.thankYou.heading });
    await expect(thanks).toContainText(about.thankYou.text);
    await expect(thanks.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    await expectNoSideScroll(page);
  });

  test('with reduced motion the figures never change', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoReady(page, '/about-us');
    const last = stats.length - 1;
    const stat = page.getByTestId('stat').nth(last);
    await page.evaluate((index) => {
      const node = document.querySelectorAll('[data-testid="stat"] [data-value]')[index]!;
      const seen: string[] = [];
      const w = Object.assign(window, { __seen: seen, __inView: false });
      new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true });
      // Seen in view as the count-up would see it (the same threshold), in the same rendering step.
      new IntersectionObserver((entries) => (w.__inView ||= entries.some((entry) => entry.isIntersecting)), { threshold: 0.6 }).observe(
        node,
      );
    }, last);
    await stat.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __inView: boolean }).__inView), { message: 'the figure is in view' })
      .toBe(true);
    await page.clock.runFor(2_000); // longer than a whole count-up
    await expect(stat).toContainText(stats[last]!.value);
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
  });
});

// ---------------------------------------------------------------- opportunities

test.describe('opportunities', () => {
  test('shows its pictures without their slide text, and the four text sections', async ({ page }) => {
    await gotoReady(page, '/opportunities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const region = carousel(page, 'opportunities-carousel');
    await expect(region.getByRole('group')).toHaveCount(opportunitySlides.length);
    for (const slide of opportunitySlides) {
      await expect(region.getByRole('button', { name: `Enlarge image: ${slide.alt}` })).toHaveCount(1);
      await expect(region.getByRole('img', { name: slide.alt })).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText(slide.title);
      await expect(page.locator('main')).not.toContainText(slide.description);
    }
    for (const section of [opportunitiesPage.why, opportunitiesPage.offer, opportunitiesPage.who, opportunitiesPage.firstStep]) {
      const part = page.getByRole('region', { name: section.heading });
      await expect(part.getByRole('heading', { level: 2 })).toHaveText(section.heading);
      await expect(part).toContainText(section.text);
    }
    for (const item of opportunitiesPage.offer.items) await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
    for (const point of [...opportunitiesPage.why.points, ...opportunitiesPage.who.points])
      await expect(page.locator('main')).toContainText(point);

    const actions = page.getByTestId('first-step-actions');
    await expect(actions.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', telLink);
    const whatsapp = actions.getByRole('link', { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(opportunitiesPage.firstStep.whatsappMessage)}`,
    );
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(actions.getByRole('link', { name: 'All contact details' })).toHaveAttribute('href', '/contact');
    await expectNoSideScroll(page);
  });

  test('shows 1, 2, 2 and 4 pictures per view at 375, 700, 950 and 1100 pixels', async ({ page }) => {
    await gotoReady(page, '/opportunities');
    await expectSlidesPerView(page, carousel(page, 'opportunities-carousel'), { 375: 1, 700: 2, 950: 2, 1100: 4 });
  });

  test('a picture opens the enlarged-image modal; a backdrop click closes it', async ({ page }) => {
    await gotoReady(page, '/opportunities');
    const slide = opportunitySlides[0]!;
    await carousel(page, 'opportunities-carousel')
      .getByRole('button', { name: `Enlarge image: ${slide.alt}` })
      .click();
    const modal = page.getByRole('dialog', { name: slide.alt });
    await expect(page.getByTestId('image-modal')).toBeVisible();
    await expect(modal).toHaveCount(1);
    await expect(modal.getByRole('img', { name: slide.alt })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.mouse.click(4, 4);
    await expect(modal).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- news

test.describe('news', () => {
  const newestFirst = [...news].reverse();

  test('shows SPEC’s five news cards newest first, each naming its source and date, with cut descriptions and READ MORE links', async ({
    page,
  }) => {
    // SPEC: five items; the content rules check each one's source, date and link.
    expect(news).toHaveLength(5);
    await gotoReady(page, '/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.news.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const region = carousel(page, 'news-carousel');
    const cards = region.getByTestId('news-card');
    await expect(cards).toHaveCount(news.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((n) => n.title));
    // At least one item has no picture, and its card says so in the dictionary's words (SPEC).
    const pictureless = news.filter((item) => !item.imageUrl).length;
    expect(pictureless).toBeGreaterThan(0);
    await expect(region.getByText(words.news.noImage, { exact: true })).toHaveCount(pictureless);
    for (const [index, item] of newestFirst.entries()) {
      const card = cards.nth(index);
      // Whole words of the description, 30 characters at most, then '...': never half a figure.
      const cut = (await card.getByTestId('news-description').textContent())!;
      expect(cut.endsWith('...'), cut).toBe(true);
      const kept = cut.slice(0, -3);
      expect(Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(kept)).length).toBeLessThanOrEqual(30);
      expect(item.description.startsWith(kept), cut).toBe(true);
      expect(item.description.slice(kept.length), cut).toMatch(/^(?:[\s,;:.।]|$)/u);
      // The whole description is in the page, behind the card's disclosure.
      await expect(card.getByTestId('news-full')).toContainText(item.description);
      await expect(card.getByTestId('news-no-image')).toHaveCount(item.imageUrl ? 0 : 1);
      // Every item names who published it, and when.
      await expect(card.getByTestId('news-source')).toHaveText(`${item.source}, ${item.date}`);
      await expect(card.locator('time')).toHaveAttribute('datetime', item.date.split('/').reverse().join('-'));
      await expect(card).toContainText(item.category);
      const link = card.getByRole('link', { name: new RegExp(`^${words.news.readMore}`) });
      await expect(link).toContainText(words.news.readMore);
      await expect(link.locator('svg[aria-hidden="true"]'), 'the arrow after READ MORE').toHaveCount(1);
      await expect(link).toHaveAttribute('href', item.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The disclosure opens to the whole description.
    const first = cards.first();
    await expect(first.getByText(newestFirst[0]!.description, { exact: true })).toBeHidden();
    await first.getByText(words.news.fullSummary).click();
    await expect(first.getByText(newestFirst[0]!.description, { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
  });

  test('shows 1, 2, 3 and 4 cards per view at 375, 700, 800 and 1100 pixels', async ({ page }) => {
    await gotoReady(page, '/news');
    await expectSlidesPerView(page, carousel(page, 'news-carousel'), { 375: 1, 700: 2, 800: 3, 1100: 4 }, news.length);
  });

  test('lists the IMPORTANT LINKS to the insurer’s own sites, opening in new tabs', async ({ page }) => {
    await gotoReady(page, '/news');
    await expect(page.getByRole('heading', { level: 2, name: 'IMPORTANT LINKS' })).toBeVisible();
    const items = page.getByTestId('important-links').getByRole('link');
    await expect(items).toHaveCount(links.length);
    for (const [index, link] of links.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(link.label);
      await expect(item).toHaveAttribute('href', link.href);
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL(link.href).hostname).toMatch(/(^|\.)licindia\.in$/);
    }
  });
});

// ---------------------------------------------------------------- contact

test.describe('contact', () => {
  test('offers call, e-mail and WhatsApp, with the office address and hours', async ({ page }) => {
    await gotoReady(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', telLink);
    await expect(main.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByTestId('contact-phone')).toContainText(site.phone);
    await expect(page.getByTestId('contact-email')).toContainText(site.email);

    const number = page.getByTestId('whatsapp-number');
    await expect(number).toHaveAttribute('href', `https://wa.me/${site.whatsapp}`);
    await expect(number).toHaveAttribute('target', '_blank');
    await expect(number).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(number).toContainText('+91 98765 43210');
    expect(`+${site.whatsapp}`).toBe((await number.innerText()).replace(/\s|\(.*\)/g, ''));

    const address = page.getByTestId('contact-address');
    for (const line of site.address.lines) await expect(address).toContainText(line);
    await expect(address).toContainText(`${site.address.locality}, ${site.address.region} ${site.address.postalCode}`);
    await expect(page.getByTestId('contact-hours')).toHaveText(site.hours);
    await expectNoSideScroll(page);
  });
});
