/** @jest-environment node */
import { getContent, onSale } from '@/lib/content';
import { DEFAULT_LOCALE, format, getDictionary, LOCALES, otherLanguages } from '@/lib/i18n';
import { formatNewsDate } from '@/lib/dates';
import { categoryHeading } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import { chromeView, footerNews } from './chrome';
import { newsPage } from './news';
import { homePage } from './home';
import { planPage } from './plan';
import { allPlansPage, categoryPage } from './plan-lists';

/** What each page shows, from the content as it is: rules over every plan and language, never today's catalogue. */
const everyPlan = LOCALES.flatMap((locale) => getContent(locale).products.map((plan) => [locale, plan.path, plan.kind] as const));

describe('planPage', () => {
  it.each(everyPlan)('%s %s (%s): the plan, its kind in words, its notices and its trail', (locale, path, kind) => {
    const dict = getDictionary(locale);
    const page = planPage(locale, path)!;
    expect(page.plan.path).toBe(path);
    expect(page.notices.kind).toMatchObject({ label: dict.plan.kindLabel, ...dict.plan.kinds[kind] });
    // Only a unit-linked plan carries the regulator's statements, four of them, naming the plan.
    if (kind === 'unit-linked') {
      expect(page.notices.unitLinked?.statements).toHaveLength(4);
      expect(page.notices.unitLinked?.statements.join(' ')).toContain(page.plan.name);
    } else {
      expect(page.notices.unitLinked).toBeUndefined();
    }
    expect(page.breadcrumbs.map((c) => c.path)).toEqual([
      urlFor(locale, 'home'),
      urlFor(locale, 'products'),
      urlFor(locale, { plan: path }),
    ]);
    expect(page.breadcrumbs.at(-1)?.name).toBe(page.plan.name);
    expect(page.gallery.pictures).toHaveLength(page.plan.imageUrls.length);
    expect(page.jsonLd.map((d) => (d as { '@type': string })['@type'])).toEqual(['FinancialProduct', 'ItemPage']);
    expect(page.metadata.title).toBe(page.plan.metatitle);
  });

  it('sells only a plan on sale: a plan withdrawn or unconfirmed says so under its name, is shared by no one and heads its words "About this plan"', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale);
      const { products, policyHelp } = getContent(locale);
      for (const plan of products) {
        const page = planPage(locale, plan.path)!;
        const onSale = plan.status === 'on-sale';
        expect(page.heading).toBe(format(dict.plan.heading, { name: plan.name }));
        expect(page.notices.status?.kind).toBe(onSale ? undefined : plan.status);
        expect(page.contact.share === undefined).toBe(!onSale);
        expect(page.section).toEqual(onSale ? { name: plan.name, label: dict.plan.quickPitch } : { label: dict.plan.about });
        const pitch = { 'on-sale': dict.plan.pitch, withdrawn: dict.plan.heldPitch, unconfirmed: dict.plan.checkPitch }[plan.status];
        expect(page.contact.pitch).toBe(pitch);
        // What a holder of a withdrawn plan can do: every policy-help task, by its page.
        expect(page.contact.tasks?.links.map((l) => l.title)).toEqual(
          plan.status === 'withdrawn' ? policyHelp.tasks.map((t) => t.title) : undefined,
        );
        if (page.contact.share) {
          expect(page.contact.share.data.text).toContain(plan.uin);
          // A shared link carries the plan's name, number and UIN: no claim travels without its page.
          expect(page.contact.share.data.text).not.toContain(plan.metadescription);
        }
      }
    }
  });

  it('marks a detail block as a note by its content, in every language alike', () => {
    const notes = (locale: (typeof LOCALES)[number], path: string) =>
      planPage(locale, path)!.plan.details.map((block) => block.note === true);
    for (const plan of getContent(DEFAULT_LOCALE).products) {
      for (const locale of LOCALES) expect(notes(locale, plan.path)).toEqual(notes(DEFAULT_LOCALE, plan.path));
    }
  });

  it('inside a category: that category in the trail, related plans only from it, and no page for a category the plan is not in', () => {
    const { products, categories } = getContent(DEFAULT_LOCALE);
    for (const plan of products) {
      for (const category of categories) {
        const page = planPage(DEFAULT_LOCALE, plan.path, category.slug);
        if (!(plan.categories as string[]).includes(category.slug)) {
          expect(page).toBeUndefined();
          continue;
        }
        expect(page!.breadcrumbs[2]).toEqual({
          name: category.title,
          path: urlFor(DEFAULT_LOCALE, { category: category.slug }),
        });
        for (const { plan: other, href } of page!.related.plans) {
          expect(other.categories).toContain(category.slug);
          expect(href).toBe(urlFor(DEFAULT_LOCALE, { plan: other.path, category: category.slug }));
        }
      }
    }
  });

  it('has no page for an address that names no plan', () => {
    expect(planPage(DEFAULT_LOCALE, 'no-such-plan')).toBeUndefined();
  });
});

describe('categoryPage', () => {
  it('names every need by its own title in every language: the heading upper-cased, the trail and the title as written', () => {
    for (const locale of LOCALES) {
      const { categories } = getContent(locale);
      const { intl } = getDictionary(locale).meta;
      for (const category of categories) {
        const page = categoryPage(locale, category.slug);
        expect(page.heading).toBe(category.title.toLocaleUpperCase(intl));
        expect(page.breadcrumbs.at(-1)?.name).toBe(category.title);
        expect(String(page.metadata.title)).toContain(category.title);
        // The address's own words never name a real need (its typo, or a claim the title does not make).
        if (categoryHeading(category.slug) !== category.title.toLocaleUpperCase(intl))
          expect(JSON.stringify(page)).not.toContain(categoryHeading(category.slug));
      }
    }
  });

  it('lists the plans of the category, each leading to its page inside it', () => {
    const page = categoryPage(DEFAULT_LOCALE, 'retirement-planning');
    expect(page.plans.length).toBeGreaterThan(0);
    for (const { plan, href } of page.plans) {
      expect(plan.categories).toContain('retirement-planning');
      expect(href).toBe(urlFor(DEFAULT_LOCALE, { plan: plan.path, category: 'retirement-planning' }));
    }
  });
});

describe('allPlansPage', () => {
  it('shows the plans on sale as cards, and apart the withdrawn ones and those whose status is unconfirmed', () => {
    for (const locale of LOCALES) {
      const { products } = getContent(locale);
      const page = allPlansPage(locale);
      expect(page.plans.map((p) => p.plan.path)).toEqual(onSale(products).map((p) => p.path));
      for (const status of ['withdrawn', 'unconfirmed'] as const) {
        const apart = products.filter((p) => p.status === status).map((p) => p.name);
        expect(page.others.find((list) => list.key === status)?.plans.map((p) => p.name) ?? []).toEqual(apart);
      }
    }
  });
});

describe('homePage', () => {
  it('gives the popup one object, its chat prefilled with the popup’s own message', () => {
    for (const locale of LOCALES) {
      const { home, site } = getContent(locale);
      const { popup } = homePage(locale);
      expect(popup.heading).toBe(home.popup.heading);
      expect(popup.whatsapp.href).toBe(`https://wa.me/${site.whatsapp}?text=${encodeURIComponent(home.popup.whatsappMessage)}`);
      expect(popup.closeLabel).toBe(getDictionary(locale).dialog.close);
    }
  });

  it('shows the trending plans, each linking to its page', () => {
    const { products } = getContent(DEFAULT_LOCALE);
    const { trending } = homePage(DEFAULT_LOCALE);
    expect(trending.cards.map((c) => c.name)).toEqual(products.filter((p) => p.isTrending === true).map((p) => p.name));
  });
});

describe('chromeView', () => {
  it('offers the other languages, leading to the same page unless the page exists in one language only', () => {
    for (const locale of LOCALES) {
      const chrome = chromeView(locale);
      expect(chrome.header.languages.options).toEqual(otherLanguages(locale));
      expect(chrome.header.languages.samePage).toBe(true);
      expect(chrome.jsonLd).toHaveLength(2);
    }
    const notFound = chromeView(DEFAULT_LOCALE, { translated: false, withJsonLd: false });
    expect(notFound.footer.languages.samePage).toBe(false);
    expect(notFound.jsonLd).toEqual([]);
  });

  it('puts the two latest news items in the footer, newest first', () => {
    const { news } = getContent(DEFAULT_LOCALE);
    expect(chromeView(DEFAULT_LOCALE).footer.news.map((n) => n.title)).toEqual([news.at(-1)?.title, news.at(-2)?.title]);
  });

  it('names each footer news item’s source and date, and says “Unknown Date” for an item without one', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale);
      const { date, ...undated } = getContent(locale).news[0]!;
      expect(footerNews({ ...undated, date }, dict).line).toBe(
        format(dict.news.source, { source: undated.source, date: formatNewsDate(date, dict.meta) }),
      );
      expect(footerNews(undated, dict).line).toBe(format(dict.news.source, { source: undated.source, date: dict.news.unknownDate }));
    }
    expect(getDictionary(DEFAULT_LOCALE).news.unknownDate).toBe('Unknown Date');
  });
});

describe('newsPage', () => {
  it('lists the news newest first, each description cut at a word to 30 characters', () => {
    for (const locale of LOCALES) {
      const { news } = getContent(locale);
      const page = newsPage(locale);
      expect(page.news.map((item) => item.title)).toEqual([...news].reverse().map((item) => item.title));
      for (const item of page.news) {
        const kept = item.excerpt.slice(0, -3);
        expect(item.excerpt.endsWith('...')).toBe(true);
        expect(item.description.startsWith(kept)).toBe(true);
        expect(item.description.slice(kept.length)).toMatch(/^(?:[\s,;:.।]|$)/u);
      }
    }
  });
});
