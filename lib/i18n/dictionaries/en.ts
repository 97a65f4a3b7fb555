/**
 * The interface words of the English site: navigation, buttons, labels that assistive technology
 * reads, error messages and the fixed headings of the specification. Page copy that the agent
 * edits lives in content/. Placeholders in braces are filled by lib/i18n/format.ts.
 *
 * This file is the source: every other language's dictionary must have the same keys (see
 * `Dictionary`), so a missing translation does not compile.
 */
/** What the site needs to know about a language besides its words. */
export type LocaleMeta = {
  /** The language's own name, shown by the language switcher on the other language's pages. */
  name: string;
  /** Open Graph locale, e.g. en_IN. */
  ogLocale: string;
  /** The locale for Intl: dates, plural forms, number grouping. */
  intl: string;
  /** The web font the language needs besides the Latin one. */
  script: 'latin' | 'devanagari';
  /** How news dates are written. */
  date: Intl.DateTimeFormatOptions;
  /**
   * What heads a category page and names it in breadcrumbs: the address's own words upper-cased
   * (`slug`, as the specification asks of the English site) or the category's title in the language.
   */
  categoryHeading: 'slug' | 'title';
};

export const en = {
  meta: {
    name: 'English',
    ogLocale: 'en_IN',
    intl: 'en-IN',
    script: 'latin',
    /** DD/MM/YYYY, as the specification writes news dates. */
    date: { day: '2-digit', month: '2-digit', year: 'numeric' },
    categoryHeading: 'slug',
  } satisfies LocaleMeta as LocaleMeta,
  /**
   * How every page names the owner's capacity (content/agency.json → role): said one way everywhere.
   * `ownWords` are the words only that role may use for the owner; the build refuses them on any page
   * when the owner has the other role.
   */
  roles: {
    'development-officer': {
      title: 'Development Officer',
      statement: '{agency} is led by a Development Officer of {insurer}, who recruits, trains and supports LIC agents and, with them, advises families on LIC plans.',
      eyebrow: 'LIC DEVELOPMENT OFFICER',
      ownWords: ['development officer'],
    },
    agent: {
      title: 'LIC Agent',
      statement: '{agency} is run by an insurance agent of {insurer}, appointed by the insurer to advise on and sell its plans.',
      eyebrow: 'LIC AGENT',
      ownWords: [] as string[],
    },
  },
  /** The lines the footer of every page carries, and what no page may claim. */
  compliance: {
    heading: 'Who runs this site',
    /** The owner's code or licence number after the role statement: “Agency code: 0123456X.” */
    code: '{label}: {number}.',
    notInsurer: 'This is not the website of {insurer}. For official information visit {link}.',
    solicitation: 'Insurance is the subject matter of solicitation.',
    /** The regulator's notice, as the insurer prints it. */
    spuriousHeading: 'Beware of spurious phone calls and fictitious or fraudulent offers.',
    spuriousText:
      'IRDAI or its officials do not involve in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint.',
    /** Phrases that would claim independence from the insurer, or a licence a development officer does not hold. */
    forbiddenClaims: ['independent agent', 'independent advisor', 'independent adviser', 'independent lic', 'independent insurance', 'licensed development officer', 'licensed lic development officer'],
  },
  a11y: {
    skipToContent: 'Skip to main content',
    newTab: '(opens in a new tab)',
    /** Read after the logo's words: the logo is the link home. */
    homeSuffix: ', home',
  },
  nav: {
    home: 'Home',
    about: 'About Us',
    products: 'Products',
    opportunities: 'Opportunities',
    news: 'Latest News & Links',
    contact: 'Contact',
    mainLabel: 'Main',
    footerLabel: 'Footer',
    breadcrumbLabel: 'Breadcrumb',
    language: 'Language',
  },
  menu: {
    open: 'Open menu',
    title: 'Menu',
    close: 'Close menu',
  },
  social: {
    profile: '{agency} on {network}',
  },
  whatsapp: {
    region: 'Quick chat',
    button: 'Chat with us on WhatsApp',
  },
  footer: {
    links: 'Links',
    news: 'Latest News',
    contact: 'Contact',
    unknownDate: 'Unknown Date',
    copyright: '© {year} {agency}. All rights reserved.',
  },
  carousel: {
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    slide: '{index} of {total}',
    slideNamed: '{index} of {total}: {name}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause automatic slide show',
    play: 'Start automatic slide show',
    goTo: 'Go to {name}',
    goToPosition: 'Go to position {index}',
    fallbackName: 'Slide {index}',
  },
  dialog: {
    close: 'Close',
    enlarge: 'Enlarge image: {name}',
    selectedProduct: 'Selected Product',
  },
  cta: {
    explorePlans: 'Explore plans',
    talkToUs: 'Talk to us',
    callUs: 'Call us',
    callUsNow: 'Call us now',
    emailUs: 'Email us',
    callNumber: 'Call {phone}',
    chatOnWhatsapp: 'Chat on WhatsApp',
    allContactDetails: 'All contact details',
  },
  home: {
    heroLabel: 'Highlights',
    trendingHeading: 'Our Trending Products',
    trendingCarousel: 'Trending plans',
    findAll: 'Find All Products',
    knowMore: 'Know More',
    knowMoreAbout: 'about {name}',
    planIllustration: '{name} plan illustration',
  },
  plans: {
    trending: 'Trending',
    viewDetails: 'View plan details',
    count: { one: '{count} plan', other: '{count} plans' },
    licCount: { one: '{count} LIC plan', other: '{count} LIC plans' },
    allHeading: 'OUR FEATURED PRODUCTS',
    allCrumb: 'All plans',
    browseByNeed: 'Browse by need:',
    categoriesLabel: 'Plan categories',
    otherCategoriesLabel: 'Other plan categories',
    planNames: 'Plans:',
    seePlans: 'See {plans}',
  },
  wheel: {
    heading: 'Choose Your Need',
    label: 'Category wheel',
    hubCaption: 'LIC plans',
    call: 'Call us to get more Information',
    browseAll: 'Browse all {count} plans',
  },
  category: {
    eyebrow: 'Plan category · {plans}',
    metaTitle: '{category} Plans',
    metaFallback: 'LIC plans for {category}.',
    metaPlans: 'Plans: {names}.',
    count: '{plans} for {category}. Open a plan to see how it works and who it suits.',
    empty: 'No products found for this category.',
    seeAll: 'See all our plans',
    exploreOther: 'Explore other needs',
    otherWays: 'Or {all} or go back to the {wheel}.',
    browseAll: 'browse all plans',
    wheel: 'category wheel',
  },
  plan: {
    quickPitch: 'Quick Pitch',
    /** The detail block with this title is shown as a note (figures are indicative…). */
    noteTitle: 'Good To Know',
    pictures: '{name} pictures',
    picture: '{name} {index}',
    needsLabel: 'Needs {name} serves',
    interested: 'Interested in {name}?',
    pitch: 'Ask for a personalised illustration and a straight answer on whether this plan suits you. No obligation.',
    askOnWhatsapp: 'Ask about {name} on WhatsApp',
    whatsappMessage: 'Hello! I would like to know more about {name}.',
    related: 'Related plans',
    relatedInCategory: 'More plans for {category}.',
    relatedShared: 'Other plans for the same needs as {name}.',
    kindLabel: 'Plan type',
    /** What each kind of plan is, in a line a customer understands (content/products → kind). */
    kinds: {
      'unit-linked': { name: 'Unit linked plan', text: 'Your premiums buy units in market-linked funds, so the value goes up and down with the market.' },
      participating: { name: 'Non-linked, participating plan', text: 'Not linked to the market. Bonuses depend on the insurer’s results and are not guaranteed until declared.' },
      'non-participating': { name: 'Non-linked, non-participating plan', text: 'Not linked to the market and without bonuses: the benefits are set out in the policy.' },
      term: { name: 'Term plan (pure protection)', text: 'Pays the death benefit if the life assured dies during the term; nothing is paid back at the end of the term.' },
      annuity: { name: 'Annuity (pension) plan', text: 'A purchase price paid to the insurer buys a pension, under the option you choose.' },
    },
  },
  about: {
    heading: 'About Us',
    experienceLabel: 'Our experience',
    whyLic: 'Why LIC?',
    /** A figure in crore: 2.21 Cr, ₹2,30,272 Cr. */
    crore: '{value} Cr',
    office: 'Office',
  },
  opportunities: {
    heading: 'Opportunities In LIC',
    sliderLabel: 'Pictures of life as an advisor',
  },
  news: {
    heading: 'Latest News & Links',
    cardsLabel: 'News cards, newest first',
    noImage: 'No Image Available',
    readMore: 'READ MORE',
    linksHeading: 'IMPORTANT LINKS',
  },
  contact: {
    heading: 'Contact Us',
    channelsLabel: 'Ways to reach us',
    callNow: 'Call Us Now',
    emailUs: 'Email Us',
    startChat: 'Start a chat',
    address: 'Address',
    hours: 'Office hours',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    productHeading: 'Product not found',
    productText:
      'We could not find that plan. It may have been renamed or is no longer offered. Every plan we advise on is listed on our plans pages.',
    categoryEmpty: 'No products found for this category.',
    categoryText: 'These are the needs we have plans for:',
    pageText: 'The page you were looking for has moved or never existed. These pages will help you find your way:',
    mainPages: 'Main pages',
    seeAllPlans: 'See all plans',
    chooseNeed: 'Choose your need',
  },
  og: {
    planEyebrow: 'LIC PLAN',
    siteSubtitle: 'Savings, protection, pension and child plans, with personal advice',
  },
  jsonld: {
    productCategory: 'Life insurance',
    country: 'India',
  },
};

/** Every string becomes `string`, so other languages fill the same shape with their own words. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type Dictionary = Widen<Omit<typeof en, 'meta'>> & { meta: LocaleMeta };
