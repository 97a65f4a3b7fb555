/**
 * The interface words of the English site: navigation, buttons, labels that assistive technology
 * reads, error messages and the fixed headings of the specification. Page copy that the agent
 * edits lives in content/. Placeholders in braces are filled by lib/i18n/format.ts.
 *
 * This file is the source: every other language's dictionary must have the same keys (`DictionaryWords`
 * in types.ts), so a missing translation does not compile. A text that speaks for the owner is written
 * for each voice, `{ we: 'Talk to us', I: 'Talk to me' }`: the site shows the one for its voice (voice.ts).
 */
import type { BenefitWords } from '@/lib/benefits';
import type { HoursWords } from '@/lib/hours';
import type { LocaleMeta } from './types';

export const en = {
  meta: {
    name: 'English',
    ogLocale: 'en_IN',
    intl: 'en-IN',
    /** DD/MM/YYYY, as the specification writes news dates. */
    date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  } satisfies LocaleMeta as LocaleMeta,
  /**
   * How every page names the publisher's capacity (content/agency.json → role): said one way everywhere.
   * {person}, {insurer}, {branch}, {branchCode}, {division} and {agency} come from content/agency.json.
   */
  roles: {
    'development-officer': {
      title: 'Development Officer',
      /** The label of content/agency.json → code for this role. */
      codeLabel: 'Development Officer code',
      statement:
        'This website is published by {person}, Development Officer, {insurer}, {branch} Branch (branch code {branchCode}), {division} Division. {agency} is the name of this Development Officer’s team of LIC agents; it is not a company, corporate agent or broker.',
      /** Who submits a customer's proposal (commission is paid only to an agent). */
      proposal: {
        we: 'Your proposal is submitted through an LIC agent of this team: we tell you the agent’s name and agency code before you sign, and both appear on your proposal form.',
        I: 'Your proposal is submitted through an LIC agent of this team: I tell you the agent’s name and agency code before you sign, and both appear on your proposal form.',
      },
      /** Under the logo and in the home page's title: the role and the town, never a claim. */
      tagline: 'LIC Development Officer, {town}',
      eyebrow: 'LIC DEVELOPMENT OFFICER',
    },
    agent: {
      title: 'LIC Agent',
      codeLabel: 'Agency code',
      statement:
        'This website is published by {person}, insurance agent of {insurer}, attached to its {branch} Branch (branch code {branchCode}), {division} Division. {agency} is the name this agency works under; it is not a company, corporate agent or broker.',
      proposal: 'Your proposal is submitted under this agent’s own agency code, which appears on your proposal form.',
      tagline: 'LIC agent, {town}',
      eyebrow: 'LIC AGENT',
    },
  },
  /** The lines the footer of every page carries. */
  compliance: {
    heading: 'Who publishes this site',
    /** The publisher's code after the role statement: “Development Officer code: 0123456X.” */
    code: '{label}: {number}.',
    /** The insurer's full particulars and its registration with the regulator. */
    insurer: 'Insurer: {insurer}, {particulars}. IRDAI Regn. No. {registration}.',
    /** Shown once content/agency.json → approval is given. */
    approval: 'This website is approved by {insurer}, {division} Division, Ref. {reference} dated {date}.',
    notInsurer: 'This is not the website of {insurer}. For official information visit {link}.',
    solicitation: 'Insurance is the subject matter of solicitation.',
    /** The regulator's notice, as the insurer prints it. */
    spuriousHeading: 'Beware of spurious phone calls and fictitious or fraudulent offers.',
    spuriousText:
      'IRDAI or its officials do not involve in activities like selling insurance policies, announcing bonus or investment of premiums. Public receiving such phone calls are requested to lodge a police complaint.',
    trademark:
      'LIC and the names of its plans belong to Life Insurance Corporation of India; they are used here only to name its products.',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    newTab: '(opens in a new tab)',
    /** Read after the logo's words: the logo is the link home. */
    homeSuffix: ', home',
  },
  nav: {
    home: 'Home',
    about: { we: 'About Us', I: 'About me' },
    products: 'Products',
    opportunities: 'Opportunities',
    news: 'Latest News & Links',
    contact: 'Contact',
    mainLabel: 'Main',
    footerLabel: 'Footer',
    breadcrumbLabel: 'Breadcrumb',
    language: 'Language',
  },
  menu: { open: 'Open menu', title: 'Menu', close: 'Close menu' },
  social: { profile: '{agency} on {network}' },
  whatsapp: {
    region: 'Quick chat',
    button: { we: 'Chat with us on WhatsApp', I: 'Chat with me on WhatsApp' },
  },
  footer: {
    links: 'Links',
    /** The news column: the items say their dates; nothing here calls them “latest”. */
    news: 'News',
    contact: 'Contact',
    copyright: '© {year} {person}.',
    privacy: 'Privacy notice',
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
  dialog: { close: 'Close', enlarge: 'Enlarge image: {name}', selectedPlan: 'Selected Product' },
  cta: {
    explorePlans: 'Explore plans',
    talkToUs: { we: 'Talk to us', I: 'Talk to me' },
    callUs: { we: 'Call us', I: 'Call me' },
    callUsNow: { we: 'Call us now', I: 'Call me now' },
    emailUs: { we: 'Email us', I: 'Email me' },
    callNumber: 'Call {phone}',
    chatOnWhatsapp: 'Chat on WhatsApp',
    allContactDetails: 'All contact details',
  },
  home: {
    heroLabel: 'Highlights',
    /** The plans the owner features (content/plans → isTrending): never a claim that they sell most. */
    trendingHeading: { we: 'Our Featured Plans', I: 'My Featured Plans' },
    trendingCarousel: 'Featured plans',
    findAll: 'Find All Products',
    knowMore: 'Know More',
    /** The link's whole name, in the language's word order: it holds the visible words (knowMore). */
    knowMoreAbout: 'Know More about {name}',
    planIllustration: '{name} plan illustration',
  },
  plans: {
    trending: 'Featured',
    viewDetails: 'View plan details',
    count: { one: '{count} plan', other: '{count} plans' },
    licCount: { one: '{count} LIC plan', other: '{count} LIC plans' },
    allHeading: { we: 'OUR FEATURED PRODUCTS', I: 'MY FEATURED PRODUCTS' },
    allCrumb: 'All plans',
    browseByNeed: 'Browse by need:',
    categoriesLabel: 'Plan categories',
    otherCategoriesLabel: 'Other plan categories',
    planNames: 'Plans:',
    seePlans: 'See {plans}',
    /** All plans: the plans the insurer has withdrawn, listed apart for the people who hold them. */
    withdrawnHeading: 'Plans LIC no longer sells',
    withdrawnText: {
      we: 'Their policies carry on under their own terms. If you hold one, its page says how we can help.',
      I: 'Their policies carry on under their own terms. If you hold one, its page says how I can help.',
    },
    withdrawnOn: 'withdrawn on {date}',
    /** A withdrawn plan whose withdrawal day no source gives. */
    withdrawnUndated: 'withdrawn',
  },
  wheel: {
    heading: 'Choose Your Need',
    label: 'Category wheel',
    hubCaption: 'LIC plans',
    call: { we: 'Call us to get more Information', I: 'Call me to get more Information' },
    browseAll: { one: 'See the {count} plan', other: 'Browse all {count} plans' },
  },
  category: {
    eyebrow: 'Plan category · {plans}',
    metaTitle: '{category} Plans',
    metaFallback: 'LIC plans for {category}.',
    metaPlans: 'Plans: {names}.',
    count: '{plans} for {category}. Open a plan to see how it works and who it suits.',
    empty: 'No products found for this category.',
    seeAll: { we: 'See all our plans', I: 'See all the plans I advise on' },
    exploreOther: 'Explore other needs',
    otherWays: 'Or {all} or go back to the {wheel}.',
    browseAll: 'browse all plans',
    wheel: 'category wheel',
  },
  plan: {
    /** The page's heading: the plan's name as the insurer files it. */
    heading: 'LIC’s {name}',
    /** The heading of a plan's words, on sale or not (SPEC's “Quick Pitch” is a seller's word, not the customer's). */
    about: 'About this plan',
    /** The plan-type line: “Plan type: Unit linked plan.”, with the language's own full stop. */
    kindLine: '{label}: {name}.',
    /** Under the name of a plan whose sales status is not settled yet (a preview only: a live site is not published so). */
    unsettled: {
      heading: 'For people who hold {name}',
      text: {
        we: 'This page says what {name} is, for the people who hold its policies. If you hold one, tell us what you need: we will help you with LIC.',
        I: 'This page says what {name} is, for the people who hold its policies. If you hold one, tell me what you need: I will help you with LIC.',
      },
    },
    /** Beside a withdrawn plan: what its holders can do, each a policy-help page. */
    heldTasks: 'What you can do as a policyholder',
    /** The detail block with this title is shown as a note (figures are indicative…). */
    pictures: '{name} pictures',
    picture: '{name} {index}',
    needsLabel: 'Needs {name} serves',
    interested: 'Interested in {name}?',
    pitch: {
      we: 'Ask us for LIC’s official benefit illustration for your age and term, and a straight answer on whether this plan suits you. No obligation.',
      I: 'Ask me for LIC’s official benefit illustration for your age and term, and a straight answer on whether this plan suits you. No obligation.',
    },
    /** Under the plan's name: the insurer's plan number and UIN. */
    planNo: 'Plan No. {planNo}',
    uin: 'UIN {uin}',
    /** Before the insurer's own description of the contract, as its brochure prints it. */
    descriptor: 'As LIC describes it',
    /** On a withdrawn plan's page, instead of the buyer's pitch: for the people who hold it. */
    held: 'Do you hold {name}?',
    heldPitch: {
      we: 'Tell us your policy number and what you need: a premium, a revival, a loan or a claim. We will help you with LIC.',
      I: 'Tell me your policy number and what you need: a premium, a revival, a loan or a claim. I will help you with LIC.',
    },
    heldMessage: 'Hello! I hold a {name} policy and need help with it.',
    /** A link that sends the plan's page to family on WhatsApp (or the phone's share sheet). */
    share: 'Share with family',
    /** What a shared link says beside the address: the plan as the insurer files it, never a claim. */
    shareText: '{name} · {planNo} · {uin}',
    askOnWhatsapp: 'Ask about {name} on WhatsApp',
    whatsappMessage: 'Hello! I would like to know more about {name}.',
    related: 'Related plans',
    relatedInCategory: 'More plans for {category}.',
    relatedShared: 'Other plans for the same needs as {name}.',
    kindLabel: 'Plan type',
    /** What each kind of plan is, in a line a customer understands (content/plans → kind). */
    kinds: {
      'unit-linked': {
        name: 'Unit linked plan',
        text: 'Your premiums buy units in market-linked funds, so the value goes up and down with the market.',
      },
      participating: {
        name: 'Non-linked, participating plan',
        text: 'Not linked to the market. Bonuses depend on the insurer’s experience and are not guaranteed until declared.',
      },
      'non-participating': {
        name: 'Non-linked, non-participating plan',
        text: 'Not linked to the market and without bonuses: the benefits are set out in the policy.',
      },
      term: {
        name: 'Term plan (pure protection)',
        text: 'Pays the death benefit if the life assured dies during the term; nothing is paid back at the end of the term.',
      },
      annuity: {
        name: 'Annuity (pension) plan',
        text: 'A purchase price paid to the insurer buys a pension, under the option you choose.',
      },
    },
  },
  /** A plan's key facts (content/plans → keyFacts): their labels, and how a typed value reads. */
  keyFacts: {
    heading: 'Key facts',
    /** The table's caption: {plan}. */
    caption: 'Key facts of {plan}',
    fact: 'Key fact',
    value: 'Details',
    labels: {
      entryAge: 'Age at entry',
      policyTerm: 'Policy term',
      premiumTerm: 'Premium paying term',
      premiumModes: 'Premium payment modes',
      minimumSumAssured: 'Minimum basic sum assured',
      minimumPremium: 'Minimum premium',
      minimumPurchasePrice: 'Minimum purchase price',
      maturityAge: 'Age at maturity',
      vestingAge: 'Age at vesting',
      benefits: 'Benefits paid',
    },
    years: { one: '{count} year', other: '{count} years' },
    days: { one: '{count} day', other: '{count} days' },
    range: '{from} to {to}',
    minimum: 'Minimum {value}',
    maximum: 'Maximum {value}',
    /** A value that holds for one option: 59 years (16-year term). */
    withOption: '{value} ({option})',
    /** Between an option and the entry ages it holds for: “basic sum assured 10 times the premium, entry age 26 to 30 years”. */
    optionSeparator: ', ',
    /** A lowest age of 0: a newborn. */
    birth: 'From birth',
    fromBirth: { one: 'From birth to {count} year', other: 'From birth to {count} years' },
    /** The options a value may depend on. */
    options: {
      policyTerm: '{count}-year term',
      premiumTerm: '{count} years of premiums',
      single: 'single premium',
      limited: 'limited premium payment',
      regular: 'regular premium payment',
      sumAssured: 'basic sum assured {count} times the premium',
      annualisedPremiumBelow: 'annualised premium below {amount}',
      annualisedPremiumFrom: 'annualised premium of {amount} or more',
      channel: { 'posp-cpsc': 'bought through a Point of Sales Person (POSP-LI) or a Common Service Centre (CPSC-SPV)' },
      entryAge: 'entry age {from} to {count} years',
      entryAgeUpTo: 'entry age up to {count} years',
    },
    terms: {
      toAge: 'Until age {age}',
      wholeLife: 'Whole life',
      single: 'Single premium',
      wholeTerm: 'Throughout the policy term',
      termLess: 'Policy term minus {years}',
    },
    modes: { single: 'single premium', yearly: 'yearly', 'half-yearly': 'half-yearly', quarterly: 'quarterly', monthly: 'monthly' },
    per: {
      single: '{amount} single premium',
      instalment: '{amount} per instalment',
      year: '{amount} a year',
      'half-year': '{amount} a half-year',
      quarter: '{amount} a quarter',
      month: '{amount} a month',
    },
    benefits: {
      death: 'Death benefit',
      maturity: 'Maturity benefit',
      survival: 'Survival benefits during the term',
      annuity: 'Annuity (pension)',
      vesting: 'Fund value at vesting, to buy a pension',
    },
    /** When the sources give a value for some of the options only. */
    someOptions: 'Other options: see LIC’s brochure.',
    /** Every figure's authority for a visitor: LIC's brochure for the plan, by its {planNo} and {uin} (“Plan No. 736”, “UIN 512N304V03”). */
    source: 'Source: LIC’s sales brochure for {plan}, {planNo}, {uin}',
    /** Once the owner has checked the facts against LIC's brochure (content/plans → keyFactsCheckedOn). */
    checked: 'Checked against LIC’s sales brochure on {date}.',
    /** Until then, in a preview: a live site leaves the facts out. */
    unchecked: 'Not yet checked against LIC’s brochure.',
    note: 'Figures are indicative: LIC’s sales brochure is the final word.',
    /** Under a withdrawn plan's key facts. */
    withdrawn: 'LIC no longer sells this plan: these were its terms while it was on sale.',
    notGiven: { we: 'Not given by our sources', I: 'Not given by my sources' },
  },
  /** /compare-plans, and the finder that leads there from the home and all-plans pages. */
  compare: {
    nav: 'Compare plans',
    heading: 'Compare LIC plans',
    /** Written for what people search: “LIC plan for a 35-year-old”, “Jeevan Labh vs Jeevan Umang”. */
    title: 'Compare LIC Plans by Age: Entry Age, Term and Benefits',
    /** The title once every plan compared gives its minimum premium. */
    titleWithPremium: 'Compare LIC Plans by Age: Entry Age, Term and Premium',
    description:
      'Which of the LIC plans on this site can you join at your age? Entry age, policy term and benefits side by side, from LIC’s sales brochures. LIC sells other plans too.',
    intro: {
      we: 'The LIC plans on this site, fact by fact. LIC sells other plans too: ask us, or see licindia.in. Enter an age to see which of these plans a person of that age can join; tick two or three to compare them side by side, and send the link to your family.',
      I: 'The LIC plans on this site, fact by fact. LIC sells other plans too: ask me, or see licindia.in. Enter an age to see which of these plans a person of that age can join; tick two or three to compare them side by side, and send the link to your family.',
    },
    finder: {
      heading: 'Plans for your age',
      text: 'Enter an age and choose a need: see which of the plans on this site a person of that age can join, side by side.',
      age: 'Age, as LIC counts it',
      ageHint: 'Of the person to be insured: see each plan’s brochure for how LIC counts age. For a baby under one year, enter 0.',
      child: 'Your child’s age',
      childHint: 'For the plans taken on your child’s life.',
      eligibility: 'Eligibility also depends on the term, the sum assured and LIC’s underwriting.',
      need: 'Need',
      anyNeed: 'Any need',
      submit: 'Show plans',
      all: 'Compare the plans on this site',
    },
    noScript: 'JavaScript is off in your browser, so every plan is shown: the age and need are not applied.',
    caption: 'Key facts of the LIC plans on this site',
    needs: 'Needs',
    /** The Needs row's name of a need whose benefits are guaranteed: never without its condition. */
    guaranteedNeed: '{need} (conditions apply)',
    sources: 'Source',
    /** The link from a plan's column to its page's key facts. */
    details: 'Key facts on the plan’s page',
    select: 'Compare',
    /** The check box's whole name: {plan}. */
    selectPlan: 'Compare {plan}',
    showing: { one: 'Showing {shown} of {total} plans.', other: 'Showing {shown} of {total} plans.' },
    none: {
      we: 'None of the plans on this site fits this age and need. LIC has other plans: call or message us.',
      I: 'None of the plans on this site fits this age and need. LIC has other plans: call or message me.',
    },
    comparing: 'Comparing {plans}.',
    withOthers: 'Compare with other plans',
    these: 'Compare these plans',
    pick: 'Tick two or three plans to compare them side by side.',
    limit: 'You can compare up to 3 plans at a time.',
    clear: 'Show all plans',
    scroll: 'On a phone, scroll the table sideways to see every plan.',
    /** Above the table: who compiled it ({person}, {role} as the publisher's tagline, {codeLabel}, {code}), from what, and what it is not. */
    compiledBy:
      'Compiled by {person}, {role} ({codeLabel}: {code}), from LIC’s sales brochures. It is not LIC’s document, and it sets out facts: it does not rank or recommend any plan. Plans are listed in LIC plan-number order; the order is not a ranking.',
    indicative: 'Figures are indicative: LIC’s sales brochure and policy document are the final word.',
    brochures: 'Sales brochures on licindia.in:',
    kinds: 'These are different kinds of contract (see “{kind}”): compare them by what you need, not by the figures alone.',
    notApplicable: 'Not applicable to this kind of plan',
    seeBrochure: 'See LIC’s sales brochure',
    notOpen: 'Not open at age {age}',
    notOpenChild: 'Not open at a child’s age of {age}',
    /** At age 0: the youngest the plan takes, in days ({age}: “90 days”). */
    fromAge: 'Open from the age of {age}',
    childLife: 'The child’s age: the policy is on the child’s life.',
    ownLife: 'The age of the person to be insured.',
    childAge: 'Taken on a child’s life: enter your child’s age.',
    /** What each kind of plan pays, in LIC’s terms (lib/benefits.ts, KIND_BENEFITS). */
    benefits: {
      'unit-linked': {
        maturity: 'Unit fund value at maturity: market-linked, not guaranteed',
        vesting: 'Unit fund value at vesting, to buy a pension: market-linked, not guaranteed',
        death: 'Death benefit, as the policy sets it out',
      },
      participating: {
        survival: 'Survival benefits during the term, as the policy sets them out',
        maturity: 'Sum assured on maturity with the bonuses declared; bonuses are not guaranteed',
        death: 'Sum assured on death with the bonuses declared; bonuses are not guaranteed',
      },
      'non-participating': {
        survival: 'Survival benefits set out in the policy, while it is in force',
        maturity: 'Maturity benefit set out in the policy, while it is in force',
        death: 'Death benefit set out in the policy',
      },
      term: { death: 'Death benefit, if the life assured dies during the term' },
      annuity: {
        annuity: 'Annuity (pension) under the option chosen',
        death: 'Death benefit, if the annuity option chosen has one',
      },
    } satisfies BenefitWords,
    termEnd: 'Nothing is paid at the end of the term',
    whatsapp: {
      label: 'Ask about these plans on WhatsApp',
      generic: 'Hello! I am looking at the comparison of plans on your website. Please tell me more.',
      named: {
        one: 'Hello! I am looking at {plans} in the comparison of plans on your website. Please tell me more about it.',
        other: 'Hello! I am comparing {plans} on your website. Please tell me more about them.',
      },
    },
  },
  /** The request for LIC's benefit illustration, on a plan's page and on the comparison: it opens WhatsApp. */
  illustration: {
    heading: 'Ask for LIC’s benefit illustration',
    text: {
      we: 'LIC’s benefit illustration shows, for an age and the figures you have in mind, which benefits are fixed and which are not. Give your figures and we will send it to you on WhatsApp. Nothing you type is stored on this site.',
      I: 'LIC’s benefit illustration shows, for an age and the figures you have in mind, which benefits are fixed and which are not. Give your figures and I will send it to you on WhatsApp. Nothing you type is stored on this site.',
    },
    /** Without JavaScript only the message naming the plan is sent: the figures go in the chat. */
    noScript: 'Write your age and figures in the chat.',
    age: 'Age of the person to be insured',
    childAge: 'Your child’s age (the child is insured)',
    ageHint: 'For a plan taken on a child’s life, the child’s age.',
    amounts: {
      sumAssured: 'Sum assured',
      yearlyPremium: 'Yearly premium',
      singlePremium: 'Single premium',
      purchasePrice: 'Purchase price',
      any: 'Sum assured or premium',
    },
    inRupees: '{amount} (₹)',
    term: 'Policy term (years)',
    optional: 'optional',
    submit: 'Ask on WhatsApp',
    message: 'Hello! Please send me LIC’s benefit illustration for {plans}.',
    /** A plan in the message: {name} as LIC files it, {planNo} “Plan No. 736”. */
    plan: 'LIC’s {name} ({planNo})',
    compared: 'the plans I am comparing on your website',
    figures: { age: 'Age: {value}.', amount: '{label}: ₹{value}.', term: 'Policy term: {value} years.' },
  },
  about: {
    heading: { we: 'About Us', I: 'About me' },
    experienceLabel: { we: 'Our experience', I: 'My experience' },
    whyLic: 'Why LIC?',
    /** A figure in crore: 2.21 Cr, ₹2,30,272 Cr. */
    crore: '{value} Cr',
    office: 'Where to meet',
    /** Under the insurer's figures: where and for which year they were published. */
    figuresSource: 'Source: {source}, financial year {year}.',
  },
  opportunities: {
    heading: 'Become an LIC Agent',
    sliderLabel: 'Pictures of life as an advisor',
    /** On an agent's Opportunities page: recruiting is a development officer's work, so the agent introduces. {branch} is the agent's branch. */
    introduction: {
      we: 'LIC’s Development Officers recruit and train its agents: we will introduce you to the Development Officer of LIC’s {branch} Branch.',
      I: 'LIC’s Development Officers recruit and train its agents: I will introduce you to the Development Officer of LIC’s {branch} Branch.',
    },
  },
  news: {
    heading: 'Latest News & Links',
    cardsLabel: 'News cards, newest first',
    noImage: 'No Image Available',
    readMore: 'READ MORE',
    /** Read by assistive technology after READ MORE, so that each card's link says where it goes. */
    readMoreRest: ': {title}',
    linksHeading: 'IMPORTANT LINKS',
    /** Who published an item, and when: “LIC press release, 12 Feb 2025”. */
    source: '{source}, {date}',
    /** Opens the item's whole description under the card's 30-character cut. */
    fullSummary: 'Full summary',
    /** In place of the date of an item that has none (SPEC). */
    unknownDate: 'Unknown Date',
    /** Beside an item that reports LIC's results or business figures, wherever it shows. */
    pastPerformance: 'Past performance is not an indication of future performance.',
    /** When no item is recent enough for a live site (12 months). */
    none: 'No news from the last 12 months here: LIC’s own press releases are on licindia.in.',
  },
  contact: {
    heading: { we: 'Contact Us', I: 'Contact me' },
    channelsLabel: { we: 'Ways to reach us', I: 'Ways to reach me' },
    callNow: { we: 'Call Us Now', I: 'Call Me Now' },
    emailUs: { we: 'Email Us', I: 'Email Me' },
    startChat: 'Start a chat',
    directions: 'Get directions',
    address: 'Address',
    hours: 'Office hours',
    /** One more way to help on Contact, while the site recruits (content/agency.json → recruiting). */
    joinItem: 'Becoming an LIC agent',
  },
  /** Opening hours (content/site.json → hours) in words: “Monday to Friday, 10:00 am to 5:30 pm” (lib/hours.ts: the rest is CLDR's). */
  hours: {
    range: '{from} to {to}',
    row: '{days}, {opens} to {closes}',
    separator: '; ',
    /** 10:00 am, 5:30 pm */
    time: { intl: { hour: 'numeric', minute: '2-digit', hour12: true } },
  } satisfies HoursWords as HoursWords,
  privacy: { updated: 'Last updated {date}.' },
  /** The policyholder's help hub and task pages (their own words are in content/policy-help.json). */
  help: {
    crumb: 'Policy help',
    /** For search engines: the help the publisher gives with a task ({task} as in the WhatsApp message); the service itself is LIC's. */
    service: 'Help with {task}',
    tasksLabel: 'What do you need to do?',
    canDo: 'What you can do',
    steps: 'Steps',
    documents: 'Keep ready',
    official: 'LIC’s own page',
    whatsapp: 'Help me with this',
    /** The WhatsApp message the visitor sends from a task page: {task} names the task. */
    whatsappMessage: 'Hello! I need help with {task}.',
    contactText: {
      we: 'Message or call us: we help you with LIC’s forms and your branch, at no cost to you.',
      I: 'Message or call me: I help you with LIC’s forms and your branch, at no cost to you.',
    },
    otherTasks: 'Other help',
    /** Where a buyer's page meets a policyholder's question. */
    teaser: 'Already hold an LIC policy?',
    teaserLink: 'Pay a premium, revive a policy, take a loan or make a claim',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for is not here.',
    productHeading: 'Product not found',
    productText: {
      we: 'We could not find that plan. It may have been renamed or is no longer offered. Every plan we advise on is listed on our plans pages.',
      I: 'I could not find that plan. It may have been renamed or is no longer offered. Every plan I advise on is listed on my plans pages.',
    },
    categoryEmpty: 'No products found for this category.',
    categoryText: { we: 'These are the needs we have plans for:', I: 'These are the needs I have plans for:' },
    pageText: 'The page you were looking for has moved or never existed. These pages will help you find your way:',
    mainPages: 'Main pages',
    seeAllPlans: 'See all plans',
    chooseNeed: 'Choose your need',
  },
  /** Keeping the catalogue on the phone ("Keep plans on this phone"), on the Products page and the comparison. */
  keep: {
    heading: 'Read the plans without a network',
    text: 'Keep every plan, the comparison, the needs, the policy-help pages and Contact on this phone, in this language, to show them at any kitchen table, even where there is no signal.',
    size: 'It takes about {size} MB of space on the phone.',
    button: 'Keep plans on this phone',
    update: 'Update the plans on this phone',
    remove: 'Remove from this phone',
    progress: 'Saving the plans',
    saving: 'Saved {done} of {total} files…',
    saved: 'Saved: readable without a network',
    savedOn: 'Saved on {date}. Each visit with a network brings any change.',
    failed: 'Not everything could be saved. Check the network and press again.',
    removed: 'Removed from this phone.',
    unsupported: 'Keeping plans on this phone needs a browser that can open pages without a network, such as Chrome.',
  },
  /** The page the site shows, without a network, for a page not stored on the phone; and the note on a page stored long ago. */
  offline: {
    title: 'You are offline',
    description: 'The pages kept on this phone, to read without a network.',
    heading: 'No network right now',
    text: 'This page is not stored on this phone yet. When the network is back, it opens as usual.',
    stored: 'Pages you can read now, without a network',
    nothingStored: 'No page is stored on this phone yet. With a network, open the “{products}” page and press “{keep}”.',
    savedNote: 'Saved on this phone on {date}. With a network, this page may have newer facts.',
  },
  og: {
    planEyebrow: 'LIC PLAN',
    /** On a unit-linked plan's card, which travels without its page's statements. */
    unitLinkedRisk: 'Unit linked: the investment risk is borne by the policyholder',
    siteSubtitle: 'Savings, protection, pension and child plans, with personal advice',
    /** The strip at the foot of every share card. */
    disclaimer: 'Insurance is the subject matter of solicitation · Not LIC’s website · IRDAI Regn. No. {registration}',
  },
  jsonld: { productCategory: 'Life insurance', country: 'India' },
};
