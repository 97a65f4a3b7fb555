/** @jest-environment node */
import { becomeAnotherOwner, fixtureRoot, LOCAL, makeFixture, OTHER_OWNER, removeFixture } from '@/lib/content/load/fixture';
import { DEMO_AGENCY, DEMO_MONOGRAM, DEMO_SITE, EXAMPLE_PHONE, EXAMPLE_WHATSAPP } from '@/lib/content/owner/demo';
import { loadContent, type SiteContent } from '@/lib/content/load/load';
import { hoursInWords } from '@/lib/hours';
import { DEFAULT_LOCALE, getDictionary, LOCALES, type Locale } from '@/lib/i18n';
import { isPlaceholderText } from '@/lib/content/owner/placeholders';
import { initialsOf, LOGO_PATH } from '@/lib/logo';
import { monogramSvg, siteLogoSvg } from '@/lib/seo/logo-svg';
import { aboutPage } from './about';
import { chromeView } from './chrome';
import { contactPage } from './contact';
import type { PageContext } from './context';
import { sized } from './fixture';
import { helpHubPage, helpTaskPage } from './help';
import { homePage } from './home';
import { newsPage } from './news';
import { notFoundPage } from './not-found';
import { opportunitiesPage } from './opportunities';
import { planPage } from './plan';
import { allPlansPage, cataloguePage, categoryPage } from './plan-lists';
import { privacyPage } from './privacy';

/**
 * Every page of another owner's site, as its view models make it: an LIC agent in Pune with no social
 * profile, no team figures and no About figures (lib/content/load/fixture.ts). Nothing of the demo owner,
 * and nothing of a development officer, in any language.
 */

let content: SiteContent | undefined;

beforeAll(() => {
  makeFixture();
  becomeAnotherOwner();
  content = loadContent(fixtureRoot(), LOCALES, LOCAL);
});
afterAll(removeFixture);

/** The other owner's pages in a language are made from its content, its words and pictures of any size. */
const contextOf = (locale: Locale): PageContext => ({
  locale,
  dict: getDictionary(locale, content![locale].site.voice),
  site: content![locale].site,
  content: content![locale],
  image: sized,
});

/** Every string in a piece of data. */
const stringsIn = (data: unknown): string[] =>
  typeof data === 'string'
    ? [data]
    : Array.isArray(data)
      ? data.flatMap(stringsIn)
      : data && typeof data === 'object'
        ? Object.values(data).flatMap(stringsIn)
        : [];

/** Every view model of a language, all its words and addresses. */
function everyPage(locale: Locale): unknown[] {
  const context = contextOf(locale);
  const { products, categories, policyHelp } = context.content;
  return [
    chromeView(context),
    homePage(context),
    aboutPage(context),
    contactPage(context),
    opportunitiesPage(context),
    newsPage(context),
    privacyPage(context),
    helpHubPage(context),
    ...policyHelp.tasks.map((task) => helpTaskPage(context, task.slug)),
    allPlansPage(context),
    cataloguePage(context),
    ...categories.map((category) => categoryPage(context, category.slug)),
    ...products.map((plan) => planPage(context, plan.path)),
    notFoundPage(context),
  ];
}

describe.each(LOCALES)('another owner’s site in %s', (locale) => {
  const own = OTHER_OWNER.agency[locale as keyof typeof OTHER_OWNER.agency];

  it('has no trace of the demo owner, nor of a development officer, on any page', () => {
    const words = JSON.stringify(everyPage(locale));
    const demo = DEMO_AGENCY.filter(({ field }) => ['brand', 'town', 'division'].includes(field)).flatMap(({ values }) =>
      values.map(String),
    );
    for (const trace of [
      ...demo,
      'Suraksha',
      DEMO_SITE.postalCode,
      EXAMPLE_PHONE,
      EXAMPLE_WHATSAPP,
      hoursInWords(DEMO_SITE.hours, getDictionary(locale, 'we')),
    ])
      expect(words).not.toContain(trace);
    // The example site address, e-mail and profiles.
    expect(words).not.toMatch(/[/.@]example[/."]/);
    // No placeholder of the demo's ([Full name], a code of X's) on any page (an address's [parameter] is not one).
    expect(stringsIn(everyPage(locale)).filter((text) => !text.startsWith('/') && isPlaceholderText(text))).toEqual([]);
    expect(words).not.toMatch(/development officer|विकास अधिकार/i);
    // An agent's site does not recruit unless the agent says so: no page, no teaser.
    expect(opportunitiesPage(contextOf(locale))).toBeUndefined();
    expect(homePage(contextOf(locale)).opportunities).toBeUndefined();
  });

  it('the header’s logo: the monogram of the owner’s agency name, the name and the town', async () => {
    const { logo } = chromeView(contextOf(locale)).header;
    expect(logo.image).toEqual({ src: LOGO_PATH, width: 96, height: 96 });
    // What the logo's address serves (header, footer, icon, social cards): the owner's initials, not the demo's.
    const drawn = await siteLogoSvg(content![DEFAULT_LOCALE].site);
    expect(drawn).toBe(await monogramSvg(initialsOf(OTHER_OWNER.agency.en.agencyName)));
    expect(drawn).not.toBe(await monogramSvg(DEMO_MONOGRAM));
    expect(logo.agencyName).toBe(own.agencyName);
    expect(logo.tagline).toContain(own.town);
    expect(chromeView(contextOf(locale)).header.socials).toEqual([]);
  });

  it('the footer: the owner as an agent, the owner’s contacts, hours and address, no social icon, no Opportunities link', () => {
    const { footer, jsonLd } = chromeView(contextOf(locale));
    const { dict } = contextOf(locale);
    expect(footer.publisher.statement).toContain(own.person);
    expect(footer.publisher.statement).toContain(own.branch);
    expect(footer.publisher.code).toContain(OTHER_OWNER.code);
    expect(footer.publisher.codeLabel).toBe(dict.roles.agent.codeLabel);
    expect(footer.contacts.phone.href).toBe('tel:+919822012345');
    expect(footer.site.hours).toBe(hoursInWords(OTHER_OWNER.site.hours, dict));
    expect(footer.site.address).toMatchObject({ lines: own.lines, locality: own.town, postalCode: OTHER_OWNER.site.postalCode });
    expect(footer.socials).toEqual([]);
    expect(footer.links.map((link) => link.path)).not.toContain('/opportunities');
    const person = jsonLd.find((data) => (data as { '@type'?: string })['@type'] === 'Person') as Record<string, unknown>;
    expect(person.sameAs).toBeUndefined();
    expect(person.workLocation).toMatchObject({
      openingHoursSpecification: [expect.objectContaining({ opens: '10:00', closes: '18:00' })],
    });
  });

  it('Contact: the owner’s number, hours, address and where to meet, with no recruiting line', () => {
    const page = contactPage(contextOf(locale));
    const { dict } = contextOf(locale);
    expect(page.phone.number).toBe(OTHER_OWNER.site.phone);
    expect(page.visit.hours).toBe(hoursInWords(OTHER_OWNER.site.hours, dict));
    expect(page.content.visit.text).toContain(page.visit.hours);
    expect(page.visit.address.lines).toEqual(own.lines);
    expect(page.visit.directionsHref).toBeUndefined();
    expect(page.content.help.items).not.toContain(dict.contact.joinItem);
  });

  it('About: no team figure on an agent’s site, no insurer’s figures when none are given', () => {
    const page = aboutPage(contextOf(locale));
    expect(page.whoWeAre.experience.figures.map((figure) => figure.kind)).toEqual(['years']);
    expect(page.whoWeAre.experience.figures[0]?.value).toBe(`${OTHER_OWNER.years}+`);
    expect(page.whyLic).toBeUndefined();
  });
});
