/** @jest-environment node */
import { getContent, onSale, withdrawnPlans } from '@/lib/content';
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

  it('says a withdrawn plan is withdrawn, and turns its contact panel to the people who hold it', () => {
    for (const locale of LOCALES) {
      const dict = getDictionary(locale);
      const { products } = getContent(locale);
      expect(withdrawnPlans(products).length).toBeGreaterThan(0);
      for (const plan of products) {
        const page = planPage(locale, plan.path)!;
        const withdrawn = plan.status === 'withdrawn';
        expect(page.notices.withdrawn !== undefined).toBe(withdrawn);
        expect(page.contact.pitch).toBe(withdrawn ? dict.plan.heldPitch : dict.plan.pitch);
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
          name: categoryHeading(category.slug),
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
  it('heads an English category with its address upper-cased (the specification), another language with its title', () => {
    const slug = 'childresns-marriage';
    expect(categoryPage('en', slug).heading).toBe('CHILDRESNS MARRIAGE');
    for (const locale of LOCALES.filter((l) => getDictionary(l).meta.categoryHeading === 'title')) {
      expect(categoryPage(locale, slug).heading).toBe(getContent(locale).categories.find((c) => c.slug === slug)?.title);
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
  it('shows the plans on sale as cards and the withdrawn ones apart', () => {
    for (const locale of LOCALES) {
      const { products } = getContent(locale);
      const page = allPlansPage(locale);
      expect(page.plans.map((p) => p.plan.path)).toEqual(onSale(products).map((p) => p.path));
      expect(page.withdrawn.map((p) => p.name)).toEqual(withdrawnPlans(products).map((p) => p.name));
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
