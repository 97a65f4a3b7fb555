import type { Dictionary } from './en';

/**
 * The interface words of the Marathi site (see en.ts for what each one is). The visitor is addressed
 * as तुम्ही throughout. Templates that take a category's title put it in apposition ("{category} या
 * गरजेसाठी"), so every title reads right without an oblique form; templates that take a plan's name
 * do the same with योजना ("{name} या योजनेबद्दल"), so a filed name that ends in प्लान or वर्षे reads right too.
 */
export const mr = {
  meta: {
    name: 'मराठी',
    ogLocale: 'mr_IN',
    /** Marathi's own digits are Devanagari by default; the site writes Western ones in every language. */
    intl: 'mr-IN-u-nu-latn',
    /** 12 फेब्रुवारी, 2025 */
    date: { day: 'numeric', month: 'long', year: 'numeric' },
    categoryHeading: 'title',
  },
  roles: {
    'development-officer': {
      title: 'विकास अधिकारी',
      codeLabel: 'विकास अधिकारी कोड',
      statement:
        'ही वेबसाइट {insurer} (LIC) या विमा कंपनीच्या {division} विभागातील {branch} शाखेचे (शाखा कोड {branchCode}) विकास अधिकारी {person} प्रसिद्ध करतात. {agency} हे विकास अधिकारी आणि त्यांच्या LIC एजंटांच्या टीमचे नाव आहे; ही कोणतीही कंपनी, कॉर्पोरेट एजंट किंवा ब्रोकर नाही.',
      proposal:
        'तुमचा प्रस्ताव या टीममधील एका LIC एजंटमार्फत सादर होतो: सही करण्यापूर्वी आम्ही तुम्हाला एजंटचे नाव आणि एजन्सी कोड सांगतो, आणि दोन्ही तुमच्या प्रस्ताव अर्जावर असतात.',
      tagline: 'LIC विकास अधिकारी, {town}',
      eyebrow: 'LIC विकास अधिकारी',
    },
    agent: {
      title: 'LIC एजंट',
      codeLabel: 'एजन्सी कोड',
      statement:
        'ही वेबसाइट {insurer} (LIC) या विमा कंपनीच्या {division} विभागातील {branch} शाखेशी (शाखा कोड {branchCode}) संलग्न विमा एजंट {person} प्रसिद्ध करतात. {agency} हे या एजन्सीचे नाव आहे; ही कोणतीही कंपनी, कॉर्पोरेट एजंट किंवा ब्रोकर नाही.',
      proposal: 'तुमचा प्रस्ताव याच एजन्सी कोडने सादर होतो, जो तुमच्या प्रस्ताव अर्जावर असतो.',
      tagline: 'LIC एजंट, {town}',
      eyebrow: 'LIC एजंट',
    },
  },
  compliance: {
    heading: 'ही वेबसाइट कोण प्रसिद्ध करते',
    code: '{label}: {number}.',
    insurer: 'विमा कंपनी: {insurer}, {particulars}. IRDAI नोंदणी क्र. {registration}.',
    approval: 'या वेबसाइटला {insurer} (LIC) या विमा कंपनीच्या {division} विभागाने संदर्भ क्र. {reference}, दिनांक {date} अन्वये मान्यता दिली आहे.',
    notInsurer: 'ही वेबसाइट {insurer} (LIC) या विमा कंपनीची नाही. अधिकृत माहितीसाठी {link} या वेबसाइटला भेट द्या.',
    solicitation: 'विमा हा आग्रहाचा विषय आहे.',
    spuriousHeading: 'बनावट फोन कॉल आणि खोट्या किंवा फसव्या ऑफरपासून सावध राहा.',
    spuriousText:
      'IRDAI किंवा त्याचे अधिकारी विमा पॉलिसी विकणे, बोनस जाहीर करणे किंवा हप्त्यांची गुंतवणूक करणे अशा कोणत्याही कामात सहभागी होत नाहीत. असे फोन कॉल आलेल्या नागरिकांनी पोलिसांत तक्रार नोंदवावी.',
    trademark: 'LIC आणि तिच्या योजनांची नावे भारतीय आयुर्विमा महामंडळाची आहेत; येथे त्यांचा उपयोग केवळ तिच्या योजनांची नावे सांगण्यासाठी केला आहे.',
  },
  a11y: {
    skipToContent: 'मुख्य मजकुराकडे जा',
    newTab: '(नव्या टॅबमध्ये उघडते)',
    homeSuffix: ', मुख्यपृष्ठ',
  },
  nav: {
    home: 'मुख्यपृष्ठ',
    about: 'आमच्याविषयी',
    products: 'योजना',
    opportunities: 'संधी',
    news: 'ताज्या बातम्या आणि लिंक',
    contact: 'संपर्क',
    mainLabel: 'मुख्य',
    footerLabel: 'तळभाग',
    breadcrumbLabel: 'तुम्ही येथे आहात',
    language: 'भाषा',
  },
  menu: {
    open: 'मेनू उघडा',
    title: 'मेनू',
    close: 'मेनू बंद करा',
  },
  social: {
    profile: '{network} वर {agency}',
  },
  whatsapp: {
    region: 'झटपट संवाद',
    button: 'WhatsApp वर आमच्याशी बोला',
  },
  footer: {
    links: 'लिंक',
    news: 'ताज्या बातम्या',
    contact: 'संपर्क',
    copyright: '© {year} {person}.',
    privacy: 'गोपनीयता सूचना',
  },
  carousel: {
    roleDescription: 'स्लाइड शो',
    slideRoleDescription: 'स्लाइड',
    slide: '{total} पैकी {index}',
    slideNamed: '{total} पैकी {index}: {name}',
    previous: 'मागील स्लाइड',
    next: 'पुढील स्लाइड',
    pause: 'आपोआप चालणारा स्लाइड शो थांबवा',
    play: 'आपोआप चालणारा स्लाइड शो सुरू करा',
    goTo: '{name} दाखवा',
    goToPosition: 'स्लाइड क्रमांक {index} दाखवा',
    fallbackName: 'स्लाइड {index}',
  },
  dialog: {
    close: 'बंद करा',
    enlarge: 'मोठे चित्र पाहा: {name}',
    selectedPlan: 'निवडलेली योजना',
  },
  cta: {
    explorePlans: 'योजना पाहा',
    talkToUs: 'आमच्याशी बोला',
    callUs: 'कॉल करा',
    callUsNow: 'आत्ताच कॉल करा',
    emailUs: 'ईमेल करा',
    callNumber: '{phone} वर कॉल करा',
    chatOnWhatsapp: 'WhatsApp वर बोला',
    allContactDetails: 'संपर्काची संपूर्ण माहिती',
  },
  home: {
    heroLabel: 'ठळक मुद्दे',
    trendingHeading: 'आमच्या निवडक योजना',
    trendingCarousel: 'निवडक योजना',
    findAll: 'सर्व योजना पाहा',
    knowMore: 'अधिक जाणून घ्या',
    knowMoreAbout: '{name} या योजनेबद्दल अधिक जाणून घ्या',
    planIllustration: '{name} या योजनेचे चित्र',
  },
  plans: {
    trending: 'निवडक',
    viewDetails: 'योजनेची सविस्तर माहिती',
    count: { one: '{count} योजना', other: '{count} योजना' },
    licCount: { one: 'LIC ची {count} योजना', other: 'LIC च्या {count} योजना' },
    allHeading: 'आमच्या प्रमुख योजना',
    allCrumb: 'सर्व योजना',
    browseByNeed: 'गरजेनुसार पाहा:',
    categoriesLabel: 'योजनांच्या श्रेणी',
    otherCategoriesLabel: 'योजनांच्या इतर श्रेणी',
    planNames: 'योजना:',
    seePlans: '{plans} पाहा',
    /** All plans: the plans the insurer has withdrawn, listed apart for the people who hold them. */
    withdrawnHeading: 'LIC आता विकत नसलेल्या योजना',
    withdrawnText:
      'त्यांच्या पॉलिसी त्यांच्या अटींनुसार चालू राहतात. यांपैकी एखादी पॉलिसी तुमच्याकडे असल्यास, आम्ही कशी मदत करू शकतो हे तिच्या पानावर दिले आहे.',
    withdrawnOn: '{date} पासून विक्री बंद',
  },
  wheel: {
    heading: 'तुमची गरज निवडा',
    label: 'गरजांचे चक्र',
    hubCaption: 'LIC योजना',
    call: 'अधिक माहितीसाठी आम्हाला कॉल करा',
    browseAll: 'सर्व {count} योजना पाहा',
  },
  category: {
    eyebrow: 'गरजेनुसार निवड · {plans}',
    metaTitle: '{category} या गरजेसाठी योजना',
    metaFallback: '{category} या गरजेसाठी LIC योजना.',
    metaPlans: 'योजना: {names}.',
    count: '{category} या गरजेसाठी {plans}. एखादी योजना उघडून पाहा: ती कशी काम करते आणि कोणासाठी योग्य आहे.',
    empty: 'या श्रेणीत एकही योजना सापडली नाही.',
    seeAll: 'आमच्या सर्व योजना पाहा',
    exploreOther: 'इतर गरजा पाहा',
    otherWays: 'किंवा {all}, किंवा {wheel} परत जा.',
    browseAll: 'सर्व योजना पाहा',
    wheel: 'गरजांच्या चक्राकडे',
  },
  plan: {
    /** Follows the plan's name: “जीवन उत्सव थोडक्यात”. */
    quickPitch: 'थोडक्यात',
    pictures: '{name} या योजनेची चित्रे',
    picture: '{name}: चित्र {index}',
    needsLabel: '{name} कोणत्या गरजांसाठी आहे',
    interested: '{name} या योजनेत रस आहे?',
    pitch:
      'तुमच्या वयासाठी आणि मुदतीसाठी LIC चे अधिकृत इलस्ट्रेशन (लाभांचा तपशील) मागा आणि ही योजना तुमच्यासाठी योग्य आहे की नाही, याचे सरळ उत्तर मिळवा. कोणतेही बंधन नाही.',
    planNo: 'योजना क्र. {planNo}',
    uin: 'UIN {uin}',
    descriptor: 'LIC नुसार योजनेचा प्रकार',
    /** On a withdrawn plan's page, instead of the buyer's pitch: for the people who hold it. */
    held: 'तुमच्याकडे {name} पॉलिसी आहे का?',
    heldPitch: 'तुमचा पॉलिसी क्रमांक आणि गरज सांगा: हप्ता, पॉलिसीचे पुनरुज्जीवन, कर्ज किंवा दावा. LIC मधील तुमच्या कामासाठी आम्ही मदत करू.',
    heldMessage: 'नमस्कार! माझ्याकडे {name} पॉलिसी आहे आणि मला त्याबाबत मदत हवी आहे.',
    share: 'कुटुंबाला पाठवा',
    shareText: '{name}: {line}',
    askOnWhatsapp: '{name} या योजनेबद्दल WhatsApp वर विचारा',
    whatsappMessage: 'नमस्कार! मला {name} या योजनेबद्दल अधिक माहिती हवी आहे.',
    related: 'संबंधित योजना',
    relatedInCategory: '{category} या गरजेसाठी आणखी योजना.',
    relatedShared: '{name} ज्या गरजांसाठी आहे, त्याच गरजांसाठीच्या इतर योजना.',
    kindLabel: 'योजनेचा प्रकार',
    kinds: {
      'unit-linked': {
        name: 'युनिट लिंक्ड योजना',
        text: 'तुमच्या हप्त्यांतून बाजाराशी जोडलेल्या फंडांची युनिट्स खरेदी केली जातात, त्यामुळे योजनेचे मूल्य बाजारानुसार कमी-जास्त होते.',
      },
      participating: {
        name: 'नॉन-लिंक्ड, पार्टिसिपेटिंग (बोनससह) योजना',
        text: 'बाजाराशी जोडलेली नाही. बोनस विमा कंपनीच्या अनुभवावर अवलंबून असतात आणि जाहीर होईपर्यंत त्यांची हमी नसते.',
      },
      'non-participating': {
        name: 'नॉन-लिंक्ड, नॉन-पार्टिसिपेटिंग (बोनसशिवाय) योजना',
        text: 'बाजाराशी जोडलेली नाही आणि बोनसही नाही: मिळणारे लाभ पॉलिसीत ठरलेले असतात.',
      },
      term: {
        name: 'टर्म योजना (केवळ विमा संरक्षण)',
        text: 'मुदतीत विमित व्यक्तीचा मृत्यू झाल्यास मृत्यू लाभ दिला जातो; मुदत संपल्यावर काहीही परत मिळत नाही.',
      },
      annuity: {
        name: 'वार्षिकी (पेन्शन) योजना',
        text: 'विमा कंपनीला खरेदी किंमत (एकदाच भरायची रक्कम) भरून तुम्ही तुमच्या पसंतीच्या पर्यायानुसार पेन्शन विकत घेता.',
      },
    },
  },
  about: {
    heading: 'आमच्याविषयी',
    experienceLabel: 'आमचा अनुभव',
    whyLic: 'LIC च का?',
    crore: '{value} कोटी',
    office: 'कुठे भेटाल',
    figuresSource: 'स्रोत: {source}, आर्थिक वर्ष {year}.',
  },
  opportunities: {
    heading: 'LIC एजंट व्हा',
    sliderLabel: 'LIC एजंटच्या कामाची झलक',
  },
  news: {
    heading: 'ताज्या बातम्या आणि लिंक',
    cardsLabel: 'बातम्या, सर्वात नवीन आधी',
    noImage: 'चित्र उपलब्ध नाही',
    readMore: 'पूर्ण वाचा',
    linksHeading: 'महत्त्वाच्या लिंक',
    source: '{source}, {date}',
  },
  contact: {
    heading: 'संपर्क साधा',
    channelsLabel: 'आमच्याशी संपर्काचे मार्ग',
    callNow: 'आत्ताच कॉल करा',
    emailUs: 'ईमेल करा',
    startChat: 'चॅट सुरू करा',
    directions: 'मार्ग पाहा',
    address: 'पत्ता',
    hours: 'कार्यालयीन वेळ',
  },
  privacy: {
    updated: 'शेवटचा बदल: {date}.',
  },
  help: {
    crumb: 'पॉलिसीसाठी मदत',
    tasksLabel: 'तुम्हाला काय करायचे आहे?',
    canDo: 'तुम्ही काय करू शकता',
    steps: 'टप्पे',
    documents: 'हे तयार ठेवा',
    official: 'LIC चे स्वतःचे पान',
    whatsapp: 'यासाठी मला मदत करा',
    whatsappMessage: 'नमस्कार! मला यासाठी मदत हवी आहे: {task}.',
    contactText: 'आम्हाला मेसेज किंवा कॉल करा: LIC चे फॉर्म आणि तुमच्या शाखेतील कामासाठी आम्ही मदत करतो, तुमच्याकडून कोणतेही शुल्क न घेता.',
    otherTasks: 'इतर मदत',
    teaser: 'तुमच्याकडे आधीपासून LIC पॉलिसी आहे?',
    teaserLink: 'हप्ता भरणे, पॉलिसीचे पुनरुज्जीवन, कर्ज किंवा दावा',
  },
  notFound: {
    title: 'पान सापडले नाही',
    description: 'तुम्ही शोधत असलेले पान येथे नाही.',
    productHeading: 'योजना सापडली नाही',
    productText:
      'ही योजना आम्हाला सापडली नाही. तिचे नाव बदलले असेल किंवा ती आता उपलब्ध नसेल. आम्ही ज्या योजनांविषयी सल्ला देतो, त्या सर्व आमच्या योजनांच्या पानांवर आहेत.',
    categoryEmpty: 'या श्रेणीत एकही योजना सापडली नाही.',
    categoryText: 'या गरजांसाठी आमच्याकडे योजना आहेत:',
    pageText: 'तुम्ही शोधत असलेले पान हलवले आहे, किंवा ते कधी अस्तित्वातच नव्हते. ही पाने तुम्हाला योग्य ठिकाणी पोहोचवतील:',
    mainPages: 'मुख्य पाने',
    seeAllPlans: 'सर्व योजना पाहा',
    chooseNeed: 'तुमची गरज निवडा',
  },
  og: {
    planEyebrow: 'LIC योजना',
    siteSubtitle: 'बचत, विमा संरक्षण, पेन्शन आणि मुलांसाठीच्या योजना, वैयक्तिक सल्ल्यासह',
    disclaimer: 'विमा हा आग्रहाचा विषय आहे · ही LIC ची वेबसाइट नाही · IRDAI नोंदणी क्र. {registration}',
  },
  jsonld: {
    productCategory: 'आयुर्विमा',
    country: 'भारत',
  },
} satisfies Dictionary;
