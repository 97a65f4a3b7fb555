/** @jest-environment node */
import { onSale, salesStatus } from '@/lib/content';
import { format, otherLanguages } from '@/lib/i18n';
import { formatNewsDate } from '@/lib/dates';
import { planExcerpt } from '@/lib/plans';
import { categoryHeading } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import { chromeView, footerNews } from './chrome';
import { CATEGORY, fixtureContext, NEWS, PLANS, sized } from './fixture';
import { newsPage } from './news';
import { homePage } from './home';
import { planPage } from './plan';
import { keepPlansView, offlinePage } from './offline';
import { allPlansPage, categoryPage } from './plan-lists';

/** What each page shows, made from a small site (./fixture.ts): rules over every plan, never the site's own catalogue. */
const context = fixtureContext();
const { locale, dict, site } = context;
const types = (data: unknown[]) => data.map((node) => (node as { '@type': string })['@type']);

describe('planPage', () => {
  it.each(PLANS.map((plan) => [plan.path, plan.kind, plan] as const))(
    '%s (%s): the plan, its kind in words, its notices, its pictures and its trail, for visitors and search engines',
    (path, kind, plan) => {
      const page = planPage(context, path)!;
      expect(page.plan).toBe(plan);
      // The plan-type line with the language's own punctuation, and what the kind means.
      expect(page.notices.kind).toMatchObject({
        line: format(dict.plan.kindLine, { label: dict.plan.kindLabel, name: dict.plan.kinds[kind].name }),
        text: dict.plan.kinds[kind].text,
      });
      expect(page.notices.planOf).toContain(site.insurer.name);
      expect(page.notices.planOf).toContain(site.insurer.registration);
      // Only a unit-linked plan carries the regulator's statements, four of them, naming the plan.
      if (kind === 'unit-linked') {
        expect(page.notices.unitLinked?.statements).toHaveLength(4);
        for (const statement of page.notices.unitLinked!.statements) expect(statement).toContain(plan.name);
      } else {
        expect(page.notices.unitLinked).toBeUndefined();
      }
      expect(page.breadcrumbs).toEqual([
        { name: dict.nav.home, path: urlFor(locale, 'home') },
        { name: dict.nav.products, path: urlFor(locale, 'products') },
        { name: plan.name, path: urlFor(locale, { plan: path }) },
      ]);
      // Every picture arrives with its size, named by the plan and its place.
      expect(page.gallery.pictures.map((picture) => picture.image)).toEqual(plan.imageUrls.map(sized));
      expect(page.gallery.pictures[1]?.name).toBe(format(dict.plan.picture, { name: plan.name, index: 2 }));
      // The plan, its page and its trail, at the site's own address.
      expect(types(page.jsonLd)).toEqual(['FinancialProduct', 'ItemPage', 'BreadcrumbList']);
      const trail = page.jsonLd[2] as unknown as { itemListElement: { name: string; item: string }[] };
      expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual(page.breadcrumbs.map((crumb) => crumb.name));
      expect(trail.itemListElement.at(-1)?.item).toBe(`${site.siteUrl}${urlFor(locale, { plan: path })}`);
      expect(page.metadata.title).toBe(plan.metatitle);
      expect(page.metadata.alternates?.canonical).toBe(`${site.siteUrl}/product/${path}`);
    },
  );

  it('sells only a plan on sale: a plan withdrawn or of unsettled status says so under its name, is shared by no one and offers what a holder can do', () => {
    const { policyHelp } = context.content;
    for (const plan of PLANS) {
      const page = planPage(context, plan.path)!;
      const status = salesStatus(plan);
      const selling = status === 'on-sale';
      expect(page.heading).toBe(format(dict.plan.heading, { name: plan.name }));
      expect(page.notices.status?.kind).toBe(selling ? undefined : status);
      expect(page.contact.share === undefined).toBe(!selling);
      // Every plan's words are "About this plan", never a seller's "Quick Pitch".
      expect(page.section).toEqual({ label: dict.plan.about });
      expect(page.contact.pitch).toBe(selling ? dict.plan.pitch : dict.plan.heldPitch);
      // What a holder of a plan not on sale can do: every policy-help task, by its page.
      expect(page.contact.tasks?.links.map((l) => l.title)).toEqual(selling ? undefined : policyHelp.tasks.map((t) => t.title));
      // A plan whose status is not settled sells nothing: no sales copy, no key facts, no premiums.
      if (status === 'unsettled') {
        expect(page.details).toEqual([]);
        expect(page.keyFacts).toBeUndefined();
        expect(JSON.stringify(page)).not.toMatch(/₹/);
      } else {
        expect(page.details).toBe(plan.details);
      }
      if (page.contact.share) {
        expect(page.contact.share.data.text).toContain(plan.uin);
        expect(page.contact.share.data.url).toBe(`${site.siteUrl}${urlFor(locale, { plan: plan.path })}`);
        // A shared link carries the plan's name, number and UIN: no claim travels without its page.
        expect(page.contact.share.data.text).not.toContain(plan.metadescription);
      }
    }
    // The withdrawn plan's notice says when, in the page's language; the unsettled one speaks to holders,
    // claiming neither that LIC sells the plan nor that it has withdrawn it.
    const withdrawn = PLANS.find((plan) => plan.status === 'withdrawn')!;
    expect(planPage(context, withdrawn.path)!.notices.status?.text).toContain(formatNewsDate(withdrawn.withdrawnOn!, dict.meta));
    const unsure = PLANS.find((plan) => salesStatus(plan) === 'unsettled')!;
    const notice = planPage(context, unsure.path)!.notices.status!;
    expect(notice.heading).toBe(format(dict.plan.unsettled.heading, { name: unsure.name }));
    expect(`${notice.heading} ${notice.text}`).not.toContain(context.content.plansPage.disclosures.withdrawn.heading);
  });

  it('inside a category: that category in the trail, related plans only from it, and no page for a category the plan is not in', () => {
    for (const plan of PLANS) {
      const page = planPage(context, plan.path, CATEGORY.slug);
      if (!plan.categories.includes(CATEGORY.slug)) {
        expect(page).toBeUndefined();
        continue;
      }
      expect(page!.breadcrumbs[2]).toEqual({ name: CATEGORY.title, path: urlFor(locale, { category: CATEGORY.slug }) });
      expect(page!.related.plans.length).toBeGreaterThan(0);
      for (const { plan: other, href, image } of page!.related.plans) {
        expect(other.categories).toContain(CATEGORY.slug);
        expect(href).toBe(urlFor(locale, { plan: other.path, category: CATEGORY.slug }));
        expect(image).toEqual(sized(other.imageUrls[0]!));
      }
    }
  });

  it('has no page for an address that names no plan', () => {
    expect(planPage(context, 'no-such-plan')).toBeUndefined();
  });
});

describe('categoryPage', () => {
  it('names the need by its own title: the heading upper-cased, the trail and the title as written, never the address’s words', () => {
    const page = categoryPage(context, CATEGORY.slug);
    expect(page.heading).toBe(CATEGORY.title.toLocaleUpperCase(dict.meta.intl));
    expect(page.breadcrumbs.at(-1)?.name).toBe(CATEGORY.title);
    expect(String(page.metadata.title)).toContain(CATEGORY.title);
    expect(JSON.stringify(page)).not.toContain(categoryHeading(CATEGORY.slug));
    expect(types(page.jsonLd)).toEqual(['BreadcrumbList']);
  });

  it('lists the plans of the category, each leading to its page inside it, with its picture', () => {
    const page = categoryPage(context, CATEGORY.slug);
    expect(page.plans.map(({ plan }) => plan)).toEqual(PLANS.filter((plan) => plan.categories.includes(CATEGORY.slug)));
    for (const { plan, href, image } of page.plans) {
      expect(href).toBe(urlFor(locale, { plan: plan.path, category: CATEGORY.slug }));
      expect(image).toEqual(sized(plan.imageUrls[0]!));
    }
  });
});

describe('allPlansPage', () => {
  it('shows the plans on sale as cards, apart the withdrawn ones, and a plan of unsettled status in neither', () => {
    const page = allPlansPage(context);
    expect(page.plans.map((p) => p.plan)).toEqual(onSale(PLANS));
    expect(page.plans.map((p) => p.image)).toEqual(onSale(PLANS).map((plan) => sized(plan.imageUrls[0]!)));
    expect(page.plans.map((p) => p.excerpt)).toEqual(onSale(PLANS).map((plan) => planExcerpt(plan)));
    expect(page.others.map((list) => list.key)).toEqual(['withdrawn']);
    expect(page.others[0]!.plans.map((p) => p.name)).toEqual(PLANS.filter((p) => p.status === 'withdrawn').map((p) => p.name));
    expect(types(page.jsonLd)).toEqual(['BreadcrumbList']);
  });
});

describe('homePage', () => {
  it('gives the popup one object, its chat prefilled with the popup’s own message', () => {
    const { popup } = homePage(context);
    const own = context.content.home.popup;
    expect(popup.heading).toBe(own.heading);
    expect(popup.image).toEqual(sized(own.image));
    expect(popup.whatsapp.href).toBe(`https://wa.me/${site.whatsapp}?text=${encodeURIComponent(own.whatsappMessage)}`);
    expect(popup.closeLabel).toBe(dict.dialog.close);
  });

  it('shows the trending plans, each linking to its page, and the recruiting teaser only while the site recruits', () => {
    const { trending, opportunities } = homePage(context);
    expect(trending.cards.map((c) => c.name)).toEqual(PLANS.filter((p) => p.isTrending === true).map((p) => p.name));
    expect(trending.cards[0]?.href).toBe(urlFor(locale, { plan: PLANS[0]!.path }));
    expect(opportunities).toBeUndefined();
    expect(homePage(fixtureContext({ recruiting: true })).opportunities?.href).toBe(urlFor(locale, 'opportunities'));
  });
});

describe('chromeView', () => {
  it('offers the other languages, leading to the same page unless the page exists in one language only', () => {
    const chrome = chromeView(context);
    expect(chrome.header.languages.options).toEqual(otherLanguages(locale));
    expect(chrome.header.languages.samePage).toBe(true);
    expect(types(chrome.jsonLd)).toEqual(['Person', 'WebSite']);
    const notFound = chromeView(context, { translated: false, withJsonLd: false });
    expect(notFound.footer.languages.samePage).toBe(false);
    expect(notFound.jsonLd).toEqual([]);
  });

  it('puts the two latest news items in the footer, newest first, each with its picture if it has one', () => {
    const { news } = chromeView(context).footer;
    expect(news.map((n) => n.title)).toEqual([NEWS[2]!.title, NEWS[1]!.title]);
    expect(news.map((n) => n.image)).toEqual([undefined, sized(NEWS[1]!.imageUrl!)]);
  });

  it('names each footer news item’s source and date, and says “Unknown Date” for an item without one', () => {
    const { date, ...undated } = NEWS[0]!;
    expect(footerNews({ ...undated, date }, context).line).toBe(
      format(dict.news.source, { source: undated.source, date: formatNewsDate(date, dict.meta) }),
    );
    expect(footerNews(undated, context).line).toBe(format(dict.news.source, { source: undated.source, date: dict.news.unknownDate }));
    expect(dict.news.unknownDate).toBe('Unknown Date');
  });

  it('says beside a footer item that reports LIC’s results that past performance does not indicate future performance, and only there', () => {
    for (const item of chromeView(context).footer.news) {
      const source = NEWS.find((each) => each.title === item.title)!;
      expect(item.caution).toBe(source.results ? dict.news.pastPerformance : undefined);
    }
    expect(NEWS.some((item) => item.results)).toBe(true);
  });

  it('leaves the Opportunities link out of the menu while the site does not recruit', () => {
    const paths = (recruiting: boolean) => chromeView(fixtureContext({ recruiting })).header.links.map((link) => link.path);
    expect(paths(true)).toContain('/opportunities');
    expect(paths(false)).toEqual(paths(true).filter((path) => path !== '/opportunities'));
  });
});

describe('newsPage', () => {
  it('lists the news newest first, each description cut at a word to 30 characters, each picture with its size', () => {
    const page = newsPage(context);
    expect(page.news.map((item) => item.title)).toEqual([...NEWS].reverse().map((item) => item.title));
    for (const item of page.news) {
      const kept = item.excerpt.slice(0, -3);
      expect(item.excerpt.endsWith('...')).toBe(true);
      expect(item.description.startsWith(kept)).toBe(true);
      expect(item.description.slice(kept.length)).toMatch(/^(?:[\s,;:.।]|$)/u);
      expect(item.image).toEqual(item.imageUrl ? sized(item.imageUrl) : undefined);
      // An item reporting LIC's results carries the past-performance line on its card.
      expect(item.caution).toBe(item.results ? dict.news.pastPerformance : undefined);
    }
  });

  it('dates each item in the page’s language and names each card’s link by its item', () => {
    for (const item of newsPage(context).news) {
      // Content writes DD/MM/YYYY; <time> reads YYYY-MM-DD.
      expect(item.published).toEqual({ text: formatNewsDate(item.date, dict.meta), dateTime: item.date.split('/').reverse().join('-') });
      expect(item.readMoreRest).toBe(format(dict.news.readMoreRest, { title: item.title }));
      expect(item.readMoreRest).toContain(item.title);
    }
  });
});

describe('offline pages and the control that keeps the plans', () => {
  it('the offline page is for no search engine, and reads its language’s offline index below the base path', () => {
    const context = fixtureContext();
    const page = offlinePage(context, '/lic');
    expect(page.metadata.robots).toMatchObject({ index: false });
    expect(page.index).toBe('/lic/offline.json');
    expect(page.nothingStored).toContain(context.dict.nav.products);
    expect(page.nothingStored).toContain(context.dict.keep.button);
  });

  it('the control knows its language, its index and the worker, below the base path', () => {
    const view = keepPlansView({ ...fixtureContext(), locale: 'hi' }, '/lic');
    expect(view).toMatchObject({
      locale: 'hi',
      index: '/lic/hi/offline.json',
      base: '/lic',
      worker: { src: '/lic/sw.js', scope: '/lic/' },
    });
  });
});
