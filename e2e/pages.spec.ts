import { endingWith, expect, expectNoAxeViolations, gotoReady, homePopup, news, openHome, site, test, waitForHomePopup } from './fixtures';
import { format } from '../lib/i18n';
import { formatFigure } from '../lib/stats';
import { formatWhatsappNumber, mailHref, telHref, whatsappHref } from '../lib/text';
import { urlFor } from '../lib/urls';
import { carouselNamed, expectSlidesPerView } from './carousel';
import { attribute, elements, linkNamed, links, named, startingWith, textOf } from './html';
import { en, english, LANGUAGES } from './routes';

/**
 * The English pages as a visitor meets them: the home page and its popup, About, Opportunities,
 * News and Contact. What a page says is read from its HTML; a browser is opened for what moves,
 * opens, counts or is clicked. (Every page's width is checked in shell.spec.ts, its accessibility
 * in a11y.spec.ts, the carousels' own controls in carousels.spec.ts.)
 */

const { about, banners, home, products: plans } = en;
const opportunitiesPage = en.opportunitiesPage;
const opportunitySlides = opportunitiesPage.slides;
const trending = plans.filter((p) => p.isTrending === true);
const { words } = english;
/** The 'Why LIC?' figures as the About page writes them (98.15%, 2.21 Cr …). */
const stats = (about.whyLic.figures ?? []).map((figure) => ({
  label: figure.label,
  value: formatFigure(figure, { intl: words.meta.intl, crore: words.about.crore }),
}));
/** The owner's own figures About shows: years, where given, and agents recruited, a development officer's only. */
const experience = [
  ...(site.years ? [{ label: about.highlights.years.label, value: `${site.years}+` }] : []),
  ...(site.agents && site.role === 'development-officer' ? [{ label: about.highlights.agents.label, value: `${site.agents}+` }] : []),
];
/** About's paragraphs as the page shows them: the one about the owner's role last. */
const paragraphs = [...about.paragraphs, about.roleParagraph];
const telLink = telHref(site.phone);

// ---------------------------------------------------------------- home: popup

test.describe('home popup', () => {
  test('shows the promotion with its image, words and calls to action; closes by its Close button', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'home'));
    const dialog = homePopup(page);
    await waitForHomePopup(page);
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toContainText(home.popup.eyebrow);
    await expect(dialog).toContainText(home.popup.text);
    await expect(dialog.getByRole('img', { name: home.popup.alt })).toBeVisible();
    const whatsapp = dialog.getByRole('link', { name: startingWith(home.popup.whatsappLabel) });
    await expect(whatsapp).toHaveAttribute('href', whatsappHref(site.whatsapp, home.popup.whatsappMessage));
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.getByRole('link', { name: home.popup.callLabel })).toHaveAttribute('href', telLink);
    // The page behind it dims over 500 ms (the dialog's ::backdrop).
    expect(await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').transitionDuration)).toBe('0.5s');
    await expectNoAxeViolations(page);

    const close = dialog.getByRole('button', { name: words.dialog.close, exact: true });
    await expect(close, 'focus moves into the popup, to its first control').toBeFocused();
    await close.click();
    await expect(dialog).toHaveCount(0);
    // Focus goes back where it was before the popup opened (nothing had it yet: the page itself).
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('closes by a click on the backdrop', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'home'));
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

  test('opens on the visit’s first home page only: not on the next, loaded or reached by a link', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    // The next home page of the same visit, loaded by the browser (another language's too) …
    for (const home of [urlFor('en', 'home'), urlFor('hi', 'home')]) {
      await gotoReady(page, home);
      await page.clock.runFor(10_000);
      await expect(homePopup(page)).toHaveCount(0);
    }
    // … and reached by a link within the site.
    await gotoReady(page, urlFor('en', 'contact'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: endingWith(words.a11y.homeSuffix) })
      .click();
    await expect(page).toHaveURL(urlFor('en', 'home'));
    await page.clock.runFor(10_000);
    await expect(homePopup(page)).toHaveCount(0);
  });

  test('opens a second after a home page reached by a link, when it is the visit’s first', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'contact'));
    await page
      .getByRole('banner')
      .getByRole('link', { name: endingWith(words.a11y.homeSuffix) })
      .click();
    await expect(page).toHaveURL(urlFor('en', 'home'));
    await waitForHomePopup(page);
  });

  test('moves focus into itself, and gives it back where it was when it closes', async ({ page }) => {
    // The page's time stands still from the start: its second passes only when the test says so.
    // (That its own script opens it before React does is checked with the page's scripts held back: first-paint.spec.ts.)
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(urlFor('en', 'home'));
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: words.a11y.skipToContent });
    await expect(skipLink).toBeFocused();
    await page.clock.runFor(1_500);
    const dialog = homePopup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: words.dialog.close, exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(skipLink).toBeFocused();
  });

  test('does not open over the finder the visitor is typing in, nor on the visit’s next home page', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(urlFor('en', 'home'));
    const finder = page.getByRole('region', { name: words.compare.finder.heading });
    await finder.getByRole('spinbutton').first().fill('35');
    await page.clock.runFor(3_000);
    await expect(homePopup(page)).toHaveCount(0);
    // Focus leaves the field: the popup has had its chance, and stays away.
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(3_000);
    await expect(homePopup(page)).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(3_000);
    await expect(homePopup(page)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- home: page

test.describe('home page', () => {
  test('its HTML has one h1, the sections in order, every word, and the calls to call and e-mail', async ({ request }) => {
    const html = await (await request.get(urlFor('en', 'home'))).text();
    expect(elements(html, 'h1').map(textOf)).toEqual([banners[0]!.title]);
    expect(elements(elements(html, 'main')[0] ?? '', 'h2').map(textOf)).toEqual([
      ...banners.slice(1).map((banner) => banner.title),
      words.compare.finder.heading,
      ...(site.recruiting ? [home.opportunities.heading] : []),
      words.home.trendingHeading,
      home.contact.heading,
      // The popup, last: a closed dialog in the HTML until its second is up.
      home.popup.heading,
    ]);
    const text = textOf(html);
    for (const banner of banners) expect(text).toContain(banner.description);
    for (const plan of trending) expect(html).toContain(`href="${urlFor('en', { plan: plan.path })}"`);
    if (site.recruiting) expect(text).toContain(home.opportunities.agency);
    expect(attribute(linkNamed(html, words.home.findAll) ?? '', 'href')).toBe(urlFor('en', 'allProducts'));
    // The closing invitation calls and e-mails.
    const teaser = named(html, home.contact.heading) ?? '';
    expect(attribute(linkNamed(teaser, startingWith(words.cta.callUs)) ?? '', 'href')).toBe(telLink);
    expect(attribute(linkNamed(teaser, startingWith(words.cta.emailUs)) ?? '', 'href')).toBe(mailHref(site.email));
  });

  test('the opportunities teaser says an agency is not a job, and leads to Opportunities', async ({ page }) => {
    test.skip(!site.recruiting, 'the owner does not recruit: no teaser');
    await openHome(page);
    const section = page.getByRole('region', { name: home.opportunities.heading });
    await expect(section).toContainText(home.opportunities.text);
    for (const point of home.opportunities.points) await expect(section).toContainText(point);
    await expect(section.getByText(home.opportunities.agency, { exact: true })).toBeVisible();
    await section.getByRole('link', { name: home.opportunities.linkLabel }).click();
    await expect(page).toHaveURL(urlFor('en', 'opportunities'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.opportunities.heading);
  });
});

// ---------------------------------------------------------------- about

test.describe('about us', () => {
  test('the pre-rendered HTML carries the final statistics and experience', async ({ request }) => {
    const html = await (await request.get(urlFor('en', 'about'))).text();
    for (const { value } of [...stats, ...experience]) expect(html).toContain(value);
    expect(html).not.toMatch(/>0(\.00)?%</);
  });

  test('shows the team, its paragraphs, experience, Why LIC? and the thank-you banner', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.about.heading);
    await expect(page.getByRole('img', { name: about.alt })).toBeVisible();
    const team = page.getByRole('region', { name: about.heading });
    const shown = await team.getByRole('paragraph').allInnerTexts();
    expect(
      shown.filter((text) => paragraphs.includes(text)),
      'the paragraphs, in order',
    ).toEqual(paragraphs);

    // The figures may count up once in view; they settle on the final values.
    const owned = page.getByRole('list', { name: words.about.experienceLabel }).getByRole('listitem');
    await expect(owned).toHaveCount(experience.length);
    for (const figure of experience) await expect(owned.filter({ hasText: figure.label })).toContainText(figure.value);

    // The insurer's figures, where the owner shows them.
    const why = page.getByRole('region', { name: words.about.whyLic });
    await expect(why).toHaveCount(stats.length > 0 ? 1 : 0);
    if (stats.length > 0) {
      await why.scrollIntoViewIfNeeded();
      const figures = why.getByRole('listitem');
      await expect(figures).toHaveCount(stats.length);
      for (const [index, stat] of stats.entries()) {
        await expect(figures.nth(index)).toContainText(stat.value);
        await expect(figures.nth(index)).toContainText(stat.label);
      }
      // Each figure with where and when it was published, and that the past says nothing of the future.
      await expect(why).toContainText(format(words.about.figuresSource, { source: about.whyLic.source!, year: about.whyLic.year! }));
      await expect(why).toContainText(about.whyLic.note);
    }

    const thanks = page.getByRole('region', { name: about.thankYou.heading });
    await expect(thanks).toContainText(about.thankYou.text);
    await expect(thanks.getByRole('link', { name: words.cta.talkToUs })).toHaveAttribute('href', urlFor('en', 'contact'));
  });

  test('with reduced motion the figures never change', async ({ page }) => {
    test.skip(stats.length === 0, 'the owner shows none of the insurer’s figures');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoReady(page, urlFor('en', 'about'));
    const last = stats.length - 1;
    const stat = page.getByRole('region', { name: words.about.whyLic }).getByRole('listitem').nth(last);
    await stat.evaluate((item) => {
      const node = item.querySelector('[data-value]')!;
      const seen: string[] = [];
      const w = Object.assign(window, { __seen: seen, __inView: false });
      new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true });
      // Seen in view as the count-up would see it (the same threshold), in the same rendering step.
      new IntersectionObserver((entries) => (w.__inView ||= entries.some((entry) => entry.isIntersecting)), { threshold: 0.6 }).observe(
        node,
      );
    });
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
  test.skip(!site.recruiting, 'the owner does not recruit: no Opportunities page');
  test('shows its pictures without their slide text, and the four text sections', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'opportunities'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const region = carouselNamed(page, words.opportunities.sliderLabel);
    await expect(region.getByRole('group')).toHaveCount(opportunitySlides.length);
    const main = page.getByRole('main');
    for (const slide of opportunitySlides) {
      // Each picture opens larger (the dialog itself is tested on a plan's gallery, plans.spec.ts).
      await expect(region.getByRole('button', { name: format(words.dialog.enlarge, { name: slide.alt }) })).toHaveCount(1);
      await expect(region.getByRole('img', { name: slide.alt })).toHaveCount(1);
      await expect(main).not.toContainText(slide.title);
      await expect(main).not.toContainText(slide.description);
    }
    for (const section of [opportunitiesPage.why, opportunitiesPage.offer, opportunitiesPage.who, opportunitiesPage.firstStep]) {
      const part = page.getByRole('region', { name: section.heading });
      await expect(part.getByRole('heading', { level: 2 })).toHaveText(section.heading);
      await expect(part).toContainText(section.text);
    }
    for (const item of opportunitiesPage.offer.items) await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
    for (const point of [...opportunitiesPage.why.points, ...opportunitiesPage.who.points]) await expect(main).toContainText(point);

    const actions = page.getByRole('region', { name: opportunitiesPage.firstStep.heading });
    await expect(actions.getByRole('link', { name: format(words.cta.callNumber, { phone: site.phone }) })).toHaveAttribute('href', telLink);
    const whatsapp = actions.getByRole('link', { name: startingWith(words.cta.chatOnWhatsapp) });
    await expect(whatsapp).toHaveAttribute('href', whatsappHref(site.whatsapp, opportunitiesPage.firstStep.whatsappMessage));
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(actions.getByRole('link', { name: words.cta.allContactDetails })).toHaveAttribute('href', urlFor('en', 'contact'));
  });

  test('shows 1, 2, 2 and 4 pictures per view at 375, 700, 950 and 1100 pixels', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'opportunities'));
    await expectSlidesPerView(page, carouselNamed(page, words.opportunities.sliderLabel), { 375: 1, 700: 2, 950: 2, 1100: 4 });
  });
});

// ---------------------------------------------------------------- news

test.describe('news', () => {
  const newestFirst = [...news].reverse();

  test('shows every news card newest first, each naming its source and date, with cut descriptions and READ MORE links', async ({
    page,
  }) => {
    await gotoReady(page, urlFor('en', 'news'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.news.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const region = carouselNamed(page, words.news.cardsLabel);
    const cards = region.getByRole('article');
    await expect(cards).toHaveCount(news.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(newestFirst.map((n) => n.title));
    // An item without a picture says so, in the dictionary's words (SPEC).
    await expect(region.getByText(words.news.noImage, { exact: true })).toHaveCount(news.filter((item) => !item.imageUrl).length);
    for (const [index, item] of newestFirst.entries()) {
      const card = cards.nth(index);
      // Whole words of the description, 30 characters at most, then '...': never half a figure.
      const cut = (await card
        .getByRole('paragraph')
        .filter({ hasText: /\.\.\.$/ })
        .first()
        .textContent())!;
      expect(cut.endsWith('...'), cut).toBe(true);
      const kept = cut.slice(0, -3);
      expect(Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(kept)).length).toBeLessThanOrEqual(30);
      expect(item.description.startsWith(kept), cut).toBe(true);
      expect(item.description.slice(kept.length), cut).toMatch(/^(?:[\s,;:.।]|$)/u);
      // The whole description is in the page, behind the card's disclosure.
      await expect(card.getByRole('group')).toContainText(item.description);
      await expect(card.getByText(words.news.noImage, { exact: true })).toHaveCount(item.imageUrl ? 0 : 1);
      // Every item names who published it, and says its date plainly.
      await expect(card).toContainText(item.source);
      await expect(card.locator('time')).toHaveText(item.date);
      await expect(card.locator('time')).toHaveAttribute('datetime', item.date.split('/').reverse().join('-'));
      await expect(card).toContainText(item.category);
      const link = card.getByRole('link', { name: startingWith(words.news.readMore) });
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
  });

  test('shows 1, 2, 3 and 4 cards per view at 375, 700, 800 and 1100 pixels', async ({ page }) => {
    await gotoReady(page, urlFor('en', 'news'));
    await expectSlidesPerView(page, carouselNamed(page, words.news.cardsLabel), { 375: 1, 700: 2, 800: 3, 1100: 4 }, news.length);
  });

  test('a card’s disclosure of the whole description is a target of at least 24 × 24 pixels, in every language', async ({ page }) => {
    for (const lang of LANGUAGES) {
      await page.goto(lang.path(urlFor('en', 'news')));
      const summaries = page.getByRole('main').locator('summary');
      expect(await summaries.count(), lang.locale).toBeGreaterThan(0);
      for (const summary of await summaries.all()) {
        const box = (await summary.boundingBox())!;
        expect(Math.min(box.width, box.height), `${lang.locale}: ${await summary.textContent()}`).toBeGreaterThanOrEqual(24);
      }
    }
  });

  test('lists the important links to the insurer’s own sites, opening in new tabs', async ({ request }) => {
    const html = await (await request.get(urlFor('en', 'news'))).text();
    const section = named(html, words.news.linksHeading);
    expect(section, words.news.linksHeading).toBeDefined();
    const found = links(section!).map((link) => ({
      text: link.text,
      href: attribute(link.tag, 'href'),
      target: attribute(link.tag, 'target'),
      rel: attribute(link.tag, 'rel'),
    }));
    expect(found).toEqual(
      en.importantLinks.map((link) => ({
        text: expect.stringContaining(link.label),
        href: link.href,
        target: '_blank',
        rel: 'noopener noreferrer',
      })),
    );
    for (const link of en.importantLinks) expect(new URL(link.href).hostname).toMatch(/(^|\.)licindia\.in$/);
  });
});

// ---------------------------------------------------------------- contact

test.describe('contact', () => {
  test('offers call, e-mail and WhatsApp, with the office address and hours', async ({ request }) => {
    const html = await (await request.get(urlFor('en', 'contact'))).text();
    expect(elements(html, 'h1').map(textOf)).toEqual([words.contact.heading]);
    const channels = named(html, words.contact.channelsLabel) ?? '';
    const text = textOf(channels);
    expect(text).toContain(site.phone);
    expect(text).toContain(site.email);
    expect(attribute(linkNamed(channels, words.contact.callNow) ?? '', 'href')).toBe(telLink);
    expect(attribute(linkNamed(channels, words.contact.emailUs) ?? '', 'href')).toBe(mailHref(site.email));
    // The WhatsApp number, written for reading, is itself the link to a chat with it.
    const number = linkNamed(channels, startingWith(formatWhatsappNumber(site.whatsapp)));
    expect(number, 'the WhatsApp number as a link').toBeDefined();
    expect(attribute(number!, 'href')).toBe(whatsappHref(site.whatsapp));
    expect(attribute(number!, 'target')).toBe('_blank');
    expect(attribute(number!, 'rel')).toBe('noopener noreferrer');
    expect(formatWhatsappNumber(site.whatsapp).replace(/\s/g, '')).toBe(`+${site.whatsapp}`);

    const office = textOf(named(html, en.contactPage.visit.heading) ?? '');
    for (const line of site.address.lines) expect(office).toContain(line);
    expect(office).toContain(`${site.address.locality}, ${site.address.region} ${site.address.postalCode}`);
    expect(office).toContain(`${words.contact.hours} ${site.hours}`);
  });
});
