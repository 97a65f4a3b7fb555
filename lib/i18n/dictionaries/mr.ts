import type { Dictionary } from './en';

/**
 * The interface words of the Marathi site (see en.ts for what each one is). The visitor is addressed
 * as तुम्ही throughout. Templates that take a category's title put it in apposition ("{category} या
 * गरजेसाठी"), so every title reads right without an oblique form; templates that take a plan's name
 * lean on योजना ("{name} योजनेबद्दल") for the same reason.
 */
export const mr = {
  meta: {
    name: 'मराठी',
    ogLocale: 'mr_IN',
    /** Marathi's own digits are Devanagari by default; the site writes Western ones in every language. */
    intl: 'mr-IN-u-nu-latn',
    script: 'devanagari',
    /** 12 फेब्रुवारी, 2025 */
    date: { day: 'numeric', month: 'long', year: 'numeric' },
    categoryHeading: 'title',
  },
  roles: {
    'development-officer': {
      title: 'विकास अधिकारी',
      statement:
        '{agency}चे नेतृत्व {insurer} (LIC) मधील एक विकास अधिकारी करतात. ते LIC एजंटांची भरती करतात, त्यांना प्रशिक्षण आणि पाठबळ देतात, आणि त्यांच्यासोबत कुटुंबांना LIC च्या योजनांविषयी सल्ला देतात.',
      eyebrow: 'LIC विकास अधिकारी',
      ownWords: ['विकास अधिकारी'],
    },
    agent: {
      title: 'LIC एजंट',
      statement:
        '{agency}चे काम {insurer} (LIC) चे एक विमा एजंट पाहतात. कंपनीच्या योजनांविषयी सल्ला देण्यासाठी आणि त्या विकण्यासाठी विमा कंपनीने त्यांची नेमणूक केली आहे.',
      eyebrow: 'LIC एजंट',
      ownWords: [],
    },
  },
  compliance: {
    heading: 'ही वेबसाइट कोण चालवते',
    code: '{label}: {number}.',
    notInsurer: 'ही वेबसाइट {insurer} (LIC) ची नाही. अधिकृत माहितीसाठी {link} या वेबसाइटला भेट द्या.',
    solicitation: 'विमा हा आग्रहाचा विषय आहे.',
    spuriousHeading: 'बनावट फोन कॉल आणि खोट्या किंवा फसव्या ऑफरपासून सावध राहा.',
    spuriousText:
      'IRDAI किंवा त्याचे अधिकारी विमा पॉलिसी विकणे, बोनस जाहीर करणे किंवा हप्त्यांची गुंतवणूक करणे अशा कोणत्याही कामात सहभागी होत नाहीत. असे फोन कॉल आलेल्या नागरिकांनी पोलिसांत तक्रार नोंदवावी.',
    forbiddenClaims: [
      'स्वतंत्र एजंट',
      'स्वतंत्र सल्लागार',
      'स्वतंत्र LIC',
      'स्वतंत्र एलआयसी',
      'स्वतंत्र विमा',
      'परवानाधारक विकास अधिकारी',
      'परवानाधारक LIC विकास अधिकारी',
      'लायसन्सधारक विकास अधिकारी',
      'लायसन्सधारक LIC विकास अधिकारी',
    ],
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
    unknownDate: 'तारीख उपलब्ध नाही',
    copyright: '© {year} {agency}. सर्व हक्क राखीव.',
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
    selectedProduct: 'निवडलेली योजना',
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
    trendingHeading: 'आमच्या लोकप्रिय योजना',
    trendingCarousel: 'लोकप्रिय योजना',
    findAll: 'सर्व योजना पाहा',
    knowMore: 'अधिक जाणून घ्या',
    knowMoreAbout: '{name} योजनेबद्दल',
    planIllustration: '{name} योजनेचे चित्र',
  },
  plans: {
    trending: 'लोकप्रिय',
    viewDetails: 'योजनेची संपूर्ण माहिती',
    count: { one: '{count} योजना', other: '{count} योजना' },
    licCount: { one: 'LIC ची {count} योजना', other: 'LIC च्या {count} योजना' },
    allHeading: 'आमच्या प्रमुख योजना',
    allCrumb: 'सर्व योजना',
    browseByNeed: 'गरजेनुसार पाहा:',
    categoriesLabel: 'योजनांच्या श्रेणी',
    otherCategoriesLabel: 'योजनांच्या इतर श्रेणी',
    planNames: 'योजना:',
    seePlans: '{plans} पाहा',
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
    noteTitle: 'महत्त्वाची माहिती',
    pictures: '{name} योजनेची चित्रे',
    picture: '{name} {index}',
    needsLabel: '{name} कोणत्या गरजांसाठी आहे',
    interested: '{name} योजनेत रस आहे?',
    pitch:
      'तुमच्यासाठी खास इलस्ट्रेशन (लाभांचा तपशील) मागवा आणि ही योजना तुमच्यासाठी योग्य आहे की नाही, याचे सरळ उत्तर मिळवा. कोणतेही बंधन नाही.',
    askOnWhatsapp: '{name} योजनेबद्दल WhatsApp वर विचारा',
    whatsappMessage: 'नमस्कार! मला {name} योजनेबद्दल अधिक माहिती हवी आहे.',
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
        text: 'बाजाराशी जोडलेली नाही. बोनस विमा कंपनीच्या आर्थिक निकालांवर अवलंबून असतात आणि जाहीर होईपर्यंत त्यांची हमी नसते.',
      },
      'non-participating': {
        name: 'नॉन-लिंक्ड, नॉन-पार्टिसिपेटिंग (बोनसशिवाय) योजना',
        text: 'बाजाराशी जोडलेली नाही आणि बोनसही नाही: मिळणारे लाभ पॉलिसीत ठरलेले असतात.',
      },
      term: {
        name: 'टर्म योजना (केवळ विमा संरक्षण)',
        text: 'मुदतीत विमाधारकाचा मृत्यू झाल्यास मृत्यू लाभ दिला जातो; मुदत संपल्यावर काहीही परत मिळत नाही.',
      },
      annuity: {
        name: 'वार्षिकी (पेन्शन) योजना',
        text: 'विमा कंपनीला खरेदी किंमत (एकदाच भरायची रक्कम) देऊन, तुम्ही निवडलेल्या पर्यायानुसार पेन्शन विकत घेतली जाते.',
      },
    },
  },
  about: {
    heading: 'आमच्याविषयी',
    experienceLabel: 'आमचा अनुभव',
    whyLic: 'LIC च का?',
    crore: '{value} कोटी',
    office: 'कार्यालय',
  },
  opportunities: {
    heading: 'LIC मधील संधी',
    sliderLabel: 'LIC एजंटच्या कामाची झलक',
  },
  news: {
    heading: 'ताज्या बातम्या आणि लिंक',
    cardsLabel: 'बातम्या, सर्वात नवीन आधी',
    noImage: 'चित्र उपलब्ध नाही',
    readMore: 'पूर्ण वाचा',
    linksHeading: 'महत्त्वाच्या लिंक',
  },
  contact: {
    heading: 'संपर्क साधा',
    channelsLabel: 'आमच्याशी संपर्काचे मार्ग',
    callNow: 'आत्ताच कॉल करा',
    emailUs: 'ईमेल करा',
    startChat: 'चॅट सुरू करा',
    address: 'पत्ता',
    hours: 'कार्यालयीन वेळ',
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
  },
  jsonld: {
    productCategory: 'आयुर्विमा',
    country: 'भारत',
  },
} satisfies Dictionary;
