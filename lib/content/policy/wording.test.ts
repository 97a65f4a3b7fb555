/** @jest-environment node */
import { format, getDictionary } from '@/lib/i18n';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { problem } from '../rules/problems';
import { checkWording, type Owner } from '../rules/rules';
import { OWNER_VOICES, type OwnerRole } from '../schema/schemas';

/**
 * The wording rules (policy.ts, checkWording in rules.ts) against the sentences people write, in every
 * language: each rule's table of texts it must refuse, with what it must quote, and texts it must let
 * pass. A wording the build should catch is added here first. The same rules over today's content/
 * are in load.test.ts ("passes every rule"), and over a copy with one bad edit in rules.test.ts.
 */

type Options = { role?: OwnerRole; aboutOwner?: boolean; person?: string; file?: string };

/** The problems of one text, in one language, in a file about the owner unless told. */
function problemsOf(locale: Locale, text: string, options: Options = {}): string[] {
  const { role = 'development-officer', aboutOwner = true, person, file = 'content/page.json' } = options;
  const owner: Owner = { role, person: { [locale]: person } };
  return checkWording([{ file, locale, keys: [locale], data: { text }, aboutOwner }], owner, problem);
}

/** The one problem of a text, which the test expects to be refused by the rule that says `why`. */
function refusal(locale: Locale, text: string, why: string, options?: Options): string {
  const problems = problemsOf(locale, text, options).filter((line) => line.includes(why));
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

const INDEPENDENCE = 'the site never claims to be independent of the insurer';
const RANKING = 'may not claim a ranking or superlative';
const LICENCE = 'a development officer holds no licence';
const NOT_AN_AGENT = 'says the owner is a development officer, so no page may call the owner an agent';
const NOT_A_DEVELOPMENT_OFFICER = 'says the owner is an agent, so no page may call the owner a development officer';

describe('independence from the insurer', () => {
  // [language, text, what the build quotes]
  test.each([
    ['en', 'We are independent of LIC.', 'independent of LIC'],
    ['en', 'We work independently of the Life Insurance Corporation of India.', 'independently of the Life Insurance Corporation of India'],
    ['en', 'Fully independent from the insurer, we compare every plan.', 'independent from the insurer'],
    ['en', 'We are not tied to LIC.', 'not tied to LIC'],
    ['en', 'We are not tied to any insurer.', 'not tied to any insurer'],
    ['en', 'We are not affiliated with Life Insurance Corporation of India.', 'not affiliated with Life Insurance Corporation of India'],
    ['en', 'We are not LIC’s agents.', 'not LIC’s agents'],
    ['en', 'We are not agents of LIC.', 'not agents of LIC'],
    ['en', 'An Independent LIC advisor in Pune.', 'Independent LIC advisor'],
    ['en', 'Independent financial advisor for your family.', 'Independent financial advisor'],
    ['en', 'We are completely independent.', 'We are completely independent'],
    ['hi', 'हम LIC से स्वतंत्र हैं।', 'LIC से स्वतंत्र'],
    ['hi', 'हम एलआईसी से पूरी तरह स्वतंत्र हैं।', 'एलआईसी से पूरी तरह स्वतंत्र'],
    ['hi', 'हम भारतीय जीवन बीमा निगम से अलग और स्वतंत्र सलाहकार हैं।', 'भारतीय जीवन बीमा निगम से अलग और स्वतंत्र'],
    ['hi', 'हम LIC से आज़ाद हैं।', 'LIC से आज़ाद'],
    ['hi', 'हम स्वतंत्र बीमा सलाहकार हैं।', 'स्वतंत्र बीमा सलाहकार'],
    ['hi', 'हम पूरी तरह स्वतंत्र हैं।', 'हम पूरी तरह स्वतंत्र हैं'],
    ['hi', 'हम LIC के एजेंट नहीं हैं।', 'LIC के एजेंट नहीं'],
    ['hi', 'LIC से हमारा कोई संबंध नहीं है।', 'LIC से हमारा कोई संबंध नहीं'],
    ['hi', 'हम किसी भी बीमा कंपनी से बंधे नहीं हैं।', 'किसी भी बीमा कंपनी से बंधे नहीं'],
    ['mr', 'आम्ही LIC पासून स्वतंत्र आहोत.', 'LIC पासून स्वतंत्र'],
    ['mr', 'आम्ही LICपासून पूर्णपणे स्वतंत्र आहोत.', 'LICपासून पूर्णपणे स्वतंत्र'],
    ['mr', 'LIC च्या बाहेर स्वतंत्रपणे काम करणारे सल्लागार.', 'LIC च्या बाहेर स्वतंत्रपणे'],
    ['mr', 'आम्ही भारतीय आयुर्विमा महामंडळापासून स्वतंत्र आहोत.', 'भारतीय आयुर्विमा महामंडळापासून स्वतंत्र'],
    ['mr', 'एलआयसीपासून वेगळे आणि स्वतंत्र सल्लागार.', 'एलआयसीपासून वेगळे आणि स्वतंत्र'],
    ['mr', 'आम्ही स्वतंत्र विमा सल्लागार आहोत.', 'स्वतंत्र विमा सल्लागार'],
    ['mr', 'LIC शी आमचा कोणताही संबंध नाही.', 'LIC शी आमचा कोणताही संबंध नाही'],
    ['mr', 'आम्ही कोणत्याही विमा कंपनीला बांधील नाही.', 'कोणत्याही विमा कंपनीला बांधील नाही'],
    ['mr', 'आम्ही LIC चे एजंट नाही.', 'LIC चे एजंट नाही'],
  ] as const)('refuses in %s: %s', (locale, text, found) => {
    expect(refusal(locale, text, INDEPENDENCE)).toContain(`content/page.json → ${locale}.text: must not say “${found}”: ${INDEPENDENCE}`);
  });

  test.each([
    ['en', 'Homemakers looking for flexible, independent work.'],
    ['en', 'As an agent you work independently, at the hours you choose.'],
    ['en', 'Personal advice from people who work with LIC every day.'],
    ['en', 'We work with LIC and explain LIC’s plans in plain words.'],
    ['en', 'Life Insurance Corporation of India was established in 1956.'],
    ['en', 'An agency is not a job or employment with LIC.'],
    ['en', 'LIC and its agents never ask for your bank password.'],
    ['hi', 'गृहिणियाँ, जो लचीला और स्वतंत्र काम चाहती हैं।'],
    ['hi', 'LIC से जुड़कर आप स्वतंत्र रूप से काम कर सकते हैं।'],
    ['hi', 'हम हर दिन LIC के साथ काम करते हैं और LIC की योजनाएँ समझाते हैं।'],
    ['hi', 'भारतीय जीवन बीमा निगम की स्थापना 1956 में हुई।'],
    ['hi', 'यह LIC की वेबसाइट नहीं है।'],
    ['mr', 'तुम्ही तुमच्या सोयीने स्वतंत्रपणे काम करू शकता.'],
    ['mr', 'LIC एजंट म्हणून तुम्ही स्वतंत्रपणे काम करता.'],
    ['mr', 'आम्ही दररोज LIC सोबत काम करतो आणि LIC च्या योजना समजावून सांगतो.'],
    ['mr', 'ही LIC ची वेबसाइट नाही.'],
    ['mr', 'LIC आणि तिचे एजंट हे कधीही मागत नाहीत.'],
  ] as const)('lets pass in %s: %s', (locale, text) => {
    expect(problemsOf(locale, text)).toEqual([]);
  });

  test.each(LOCALES)('lets pass the footer’s line that this is not the insurer’s website, in %s', (locale) => {
    const words = getDictionary(locale, 'we');
    for (const insurer of ['LIC', 'Life Insurance Corporation of India', 'भारतीय जीवन बीमा निगम', 'भारतीय आयुर्विमा महामंडळ'])
      expect(problemsOf(locale, format(words.compliance.notInsurer, { insurer, link: 'licindia.in' }))).toEqual([]);
  });
});

describe('a claim to be the insurer’s own site', () => {
  const OFFICIAL = 'never the insurer’s own site';
  // [language, text, what the build quotes]
  test.each([
    ['en', 'This is LIC’s official website.', 'This is LIC’s official website'],
    ['en', 'This is the official site of LIC.', 'This is the official site of LIC'],
    [
      'en',
      'This website is the official website of the Life Insurance Corporation of India.',
      'This website is the official website of the Life Insurance Corporation of India',
    ],
    ['en', 'This is an LIC-authorised website.', 'This is an LIC-authorised website'],
    ['en', 'This site is the authorized LIC portal for Nashik.', 'This site is the authorized LIC portal'],
    ['en', 'This is LIC’s website for Nashik.', 'This is LIC’s website'],
    ['en', 'Welcome to the official website of LIC.', 'Welcome to the official website of LIC'],
    ['en', 'You are on LIC’s official site.', 'You are on LIC’s official site'],
    ['en', 'Our website is the official portal of LIC in Nashik.', 'Our website is the official portal of LIC'],
    ['en', 'This website is run by LIC.', 'This website is run by LIC'],
    ['hi', 'यह वेबसाइट LIC द्वारा संचालित है।', 'यह वेबसाइट LIC द्वारा संचालित'],
    ['mr', 'हे संकेतस्थळ LIC द्वारे चालवले जाते.', 'हे संकेतस्थळ LIC द्वारे चालवले'],
    ['hi', 'आप LIC की आधिकारिक वेबसाइट पर हैं।', 'आप LIC की आधिकारिक वेबसाइट पर हैं'],
    ['mr', 'तुम्ही LIC च्या अधिकृत संकेतस्थळावर आहात.', 'तुम्ही LIC च्या अधिकृत संकेतस्थळावर आहात'],
    ['en', 'LIC Official Website', 'LIC Official Website'],
    ['en', 'The Official Website of LIC, Nashik', 'The Official Website of LIC, Nashik'],
    ['hi', 'यह LIC की आधिकारिक वेबसाइट है।', 'यह LIC की आधिकारिक वेबसाइट है'],
    ['hi', 'यह LIC की अधिकृत साइट है।', 'यह LIC की अधिकृत साइट है'],
    ['hi', 'यह वेबसाइट भारतीय जीवन बीमा निगम की ऑफ़िशियल वेबसाइट है।', 'यह वेबसाइट भारतीय जीवन बीमा निगम की ऑफ़िशियल वेबसाइट है'],
    ['hi', 'यह एलआईसी का आधिकारिक पोर्टल है।', 'यह एलआईसी का आधिकारिक पोर्टल है'],
    ['hi', 'यह LIC की वेबसाइट है।', 'यह LIC की वेबसाइट है'],
    ['hi', 'यह LIC द्वारा अधिकृत वेबसाइट है।', 'यह LIC द्वारा अधिकृत वेबसाइट है'],
    ['hi', 'LIC की आधिकारिक वेबसाइट पर आपका स्वागत है।', 'LIC की आधिकारिक वेबसाइट पर आपका स्वागत'],
    ['hi', 'LIC की आधिकारिक वेबसाइट', 'LIC की आधिकारिक वेबसाइट'],
    ['mr', 'ही LIC ची अधिकृत वेबसाइट आहे.', 'ही LIC ची अधिकृत वेबसाइट आहे'],
    ['mr', 'हे LIC चे अधिकृत संकेतस्थळ आहे.', 'हे LIC चे अधिकृत संकेतस्थळ आहे'],
    ['mr', 'ही वेबसाइट भारतीय आयुर्विमा महामंडळाची अधिकृत वेबसाइट आहे.', 'ही वेबसाइट भारतीय आयुर्विमा महामंडळाची अधिकृत वेबसाइट आहे'],
    ['mr', 'हे एलआयसीचे ऑफिशियल पोर्टल आहे.', 'हे एलआयसीचे ऑफिशियल पोर्टल आहे'],
    ['mr', 'तुमच्या प्रश्नांसाठी धन्यवाद. ही LIC ची वेबसाइट आहे.', 'ही LIC ची वेबसाइट आहे'],
    ['mr', 'LIC च्या अधिकृत वेबसाइटवर आपले स्वागत आहे.', 'LIC च्या अधिकृत वेबसाइटवर आपले स्वागत'],
    ['mr', 'LIC ची अधिकृत वेबसाइट', 'LIC ची अधिकृत वेबसाइट'],
  ] as const)('refuses in %s: %s', (locale, text, found) => {
    expect(refusal(locale, text, OFFICIAL)).toContain(
      `content/page.json → ${locale}.text: must not say “${found}”: the site is its owner’s`,
    );
  });

  test.each([
    ['en', 'For official information visit licindia.in.'],
    ['en', 'Pay on LIC’s official website licindia.in, or at any branch.'],
    ['en', 'licindia.in is LIC’s official website.'],
    ['en', 'This is not LIC’s official website.'],
    ['en', 'This is a link to LIC’s official website.'],
    ['en', 'LIC’s official benefit illustration for your age and term.'],
    ['en', 'Official website link'],
    ['en', 'These are the official steps, in this order.'],
    ['en', 'LIC’s official website: licindia.in'],
    ['en', 'Welcome to our website.'],
    ['en', 'Visit LIC’s official website to pay.'],
    ['en', 'This is the website of Suraksha Life Advisors, not of LIC.'],
    ['hi', 'LIC की आधिकारिक वेबसाइट पर प्रीमियम भरें।'],
    ['hi', 'यह वेबसाइट LIC के एजेंट की है।'],
    ['mr', 'LIC च्या अधिकृत वेबसाइटवर हप्ता भरा.'],
    ['mr', 'ही वेबसाइट LIC च्या एजंटची आहे.'],
    ['hi', 'भुगतान LIC की आधिकारिक वेबसाइट licindia.in पर करें।'],
    ['hi', 'आधिकारिक वेबसाइट लिंक'],
    ['hi', 'यह LIC की आधिकारिक वेबसाइट नहीं है।'],
    ['hi', 'यह वेबसाइट LIC की नहीं है।'],
    ['hi', 'LIC की वेबसाइट'],
    ['hi', 'अगर फिर भी हल न निकले, तो ये आधिकारिक रास्ते हैं।'],
    ['mr', 'licindia.in ही LIC ची अधिकृत वेबसाइट आहे.'],
    ['mr', 'हप्ता LIC च्या अधिकृत वेबसाइटवर (licindia.in) भरा.'],
    ['mr', 'ही LIC ची वेबसाइट नाही.'],
    ['mr', 'ही LIC ची अधिकृत वेबसाइट नाही.'],
    ['mr', 'अधिकृत वेबसाइटची लिंक'],
    ['mr', 'LIC ची वेबसाइट'],
  ] as const)('lets pass in %s: %s', (locale, text) => {
    expect(problemsOf(locale, text)).toEqual([]);
  });

  test.each(LOCALES)('lets pass the footer’s lines that this is not the insurer’s website, in %s', (locale) => {
    const words = getDictionary(locale, 'we');
    for (const insurer of ['LIC', 'Life Insurance Corporation of India', 'भारतीय जीवन बीमा निगम', 'भारतीय आयुर्विमा महामंडळ']) {
      expect(problemsOf(locale, format(words.compliance.notInsurer, { insurer, link: 'licindia.in' }))).toEqual([]);
      expect(problemsOf(locale, format(words.og.disclaimer, { registration: '512' }))).toEqual([]);
    }
  });

  it('lets a link to the insurer’s own site call it LIC’s official website, and nothing else', () => {
    const check = (data: object) =>
      checkWording([{ file: 'content/links.json', locale: 'hi', keys: ['hi'], data, aboutOwner: false }], undefined, problem);
    expect(check({ label: 'LIC की आधिकारिक वेबसाइट', href: 'https://licindia.in/' })).toEqual([]);
    expect(check({ label: 'LIC की आधिकारिक वेबसाइट', href: 'https://example.org/' }).join('\n')).toContain(
      'must not say “LIC की आधिकारिक वेबसाइट”',
    );
    expect(check({ label: 'यह LIC की आधिकारिक वेबसाइट है', href: 'https://licindia.in/' }).join('\n')).toContain(
      'must not say “यह LIC की आधिकारिक वेबसाइट है”',
    );
  });

  it('quotes the words with the text around them, not the start of the field', () => {
    const text = `${'हम नासिक में LIC की योजनाएँ समझाते हैं और हर सवाल का जवाब देते हैं। '.repeat(3)}यह LIC की आधिकारिक वेबसाइट है। आज ही बात करें।`;
    expect(refusal('hi', text, OFFICIAL)).toContain('(found: "…और हर सवाल का जवाब देते हैं। “यह LIC की आधिकारिक वेबसाइट है”। आज ही बात करें।")');
  });
});

describe('every refusal quotes the words that triggered it', () => {
  const long = 'इस योजना में पॉलिसी की अवधि और प्रीमियम की अवधि आप अपनी ज़रूरत के हिसाब से चुनते हैं, और ';
  test.each([
    ['hi', `${long}इस योजना में गारंटीड रिटर्न मिलता है।`, 'claims a guarantee without its condition (“गारंटीड”)', '“गारंटीड” रिटर्न मिलता है।'],
    ['en', `${long} cover of ₹5,000,000 for your family.`, 'writes 5,000,000 in Western groups', '“5,000,000” for your family.'],
    ['mr', `${long} कवच १०० वर्षांपर्यंत.`, 'writes digits other than 0–9', '“१००” वर्षांपर्यंत.'],
    ['hi', `${long} 50 lakh तक का कवर।`, 'writes lakh or crore in Latin letters', '“lakh” तक का कवर।'],
  ] as const)('in %s: %s', (locale, text, says, quoted) => {
    const line = problemsOf(locale, text).find((l) => l.includes(says));
    expect(line).toContain(quoted);
    expect(line).toMatch(/\(found: "…/);
  });
});

describe('whose death a claim follows', () => {
  const WHOSE_DEATH = 'a death claim follows the death of the life assured';
  test.each([
    ['en', 'What the family does after the policyholder’s death.', 'policyholder’s death'],
    ['en', 'How to claim after the death of the policyholder.', 'death of the policyholder'],
    ['en', 'If the policy holder dies during the term, the nominee is paid.', 'policy holder dies'],
    ['hi', 'पॉलिसीधारक की मृत्यु होने पर परिवार क्या करे।', 'पॉलिसीधारक की मृत्यु'],
    ['hi', 'पॉलिसीधारक के निधन के बाद दावा कैसे करें।', 'पॉलिसीधारक के निधन'],
    ['mr', 'पॉलिसीधारकाचा मृत्यू झाल्यावर कुटुंबाने काय करायचे.', 'पॉलिसीधारकाचा मृत्यू'],
    ['mr', 'पॉलिसीधारकाच्या मृत्यूनंतर दावा कसा करायचा.', 'पॉलिसीधारकाच्या मृत्यूनंतर'],
  ] as const)('refuses in %s: %s', (locale, text, found) => {
    expect(refusal(locale, text, WHOSE_DEATH)).toContain(`must not say “${found}”`);
  });

  test.each([
    ['en', 'What the family does when the person whose life is insured dies.'],
    ['en', 'If the life assured dies during the term, the nominee receives the death benefit.'],
    ['en', 'The policyholder pays the premiums; the death benefit goes to the nominee.'],
    ['hi', 'बीमित व्यक्ति की मृत्यु होने पर परिवार क्या करे।'],
    ['hi', 'पॉलिसीधारक प्रीमियम भरते हैं।'],
    ['mr', 'विमित व्यक्तीचा मृत्यू झाल्यावर कुटुंबाने काय करायचे.'],
    ['mr', 'पॉलिसीधारक हप्ते भरतात.'],
  ] as const)('lets pass in %s: %s', (locale, text) => {
    expect(problemsOf(locale, text)).toEqual([]);
  });
});

describe('a plan’s words, in no one’s voice', () => {
  const VOICE = 'a plan’s words speak of LIC’s plan, never for you';
  const plan = { file: 'content/plans/test-plan.json', aboutOwner: false };
  test.each([
    ['en', 'Ask us for LIC’s official benefit illustration.', 'us'],
    ['en', 'If you hold this policy, we can help with premiums.', 'we'],
    ['en', 'One of our favourite plans.', 'our'],
    ['en', 'I can show you the figures.', 'I can'],
    ['en', 'Ask me for the illustration.', 'me'],
    ['hi', 'हमसे LIC का आधिकारिक बेनिफ़िट इलस्ट्रेशन माँगें।', 'हमसे'],
    ['hi', 'हमारी पसंदीदा योजना।', 'हमारी'],
    ['hi', 'मुझसे इलस्ट्रेशन माँगें।', 'मुझसे'],
    ['mr', 'LIC चे अधिकृत इलस्ट्रेशन आमच्याकडून मागा.', 'आमच्याकडून'],
    ['mr', 'आम्ही तुम्हाला मदत करू शकतो.', 'आम्ही'],
    ['mr', 'मला कॉल करा.', 'मला'],
  ] as const)('refuses in %s: %s', (locale, text, found) => {
    expect(refusal(locale, text, VOICE, plan)).toContain(`must not say “${found}”`);
  });

  test.each([
    ['en', 'Ask for LIC’s official benefit illustration before you decide.'],
    ['en', 'If you hold this policy, its policy document sets out its terms.'],
    ['en', 'The annuity options: (i) for life; (ii) for life with return of the purchase price.'],
    ['hi', 'फ़ैसला लेने से पहले LIC का आधिकारिक बेनिफ़िट इलस्ट्रेशन माँगें।'],
    ['hi', 'बोनस घोषित होने तक गारंटीड नहीं होते, इसलिए हमेशा ब्रोशर देखें।'],
    ['mr', 'निर्णय घेण्यापूर्वी LIC चे अधिकृत इलस्ट्रेशन मागा.'],
    ['mr', 'जाहीर होईपर्यंत त्यांची हमी नसते.'],
  ] as const)('lets pass in %s: %s', (locale, text) => {
    expect(problemsOf(locale, text, plan)).toEqual([]);
  });

  it('holds only for a plan: a file about the owner speaks in the owner’s voice', () => {
    expect(problemsOf('en', 'Ask us for LIC’s official benefit illustration.')).toEqual([]);
  });
});

describe('rankings and superlatives', () => {
  test.each([
    ['en', 'LIC is the largest life insurer in India.', 'largest'],
    ['en', 'The biggest name in life insurance.', 'biggest'],
    ['en', 'The No. 1 insurer for families.', 'No. 1'],
    ['en', 'LIC, No.1 in claims.', 'No.1'],
    ['en', 'Rated #1 by families.', '#1'],
    ['en', 'The number one choice of families.', 'number one'],
    ['en', 'India’s top insurance company.', 'top insurance company'],
    ['en', 'India’s favourite insurer.', 'India’s favourite'],
    ['en', 'One of the top life insurers.', 'top life insurers'],
    ['en', 'Top-rated plans.', 'Top-rated'],
    ['en', 'The most trusted insurer.', 'most trusted'],
    ['en', 'Trusted by generations.', 'Trusted by generations'],
    ['en', 'The market leader since 1956.', 'market leader'],
    ['en', 'Unmatched claim settlement.', 'Unmatched'],
    ['hi', 'LIC भारत की सबसे बड़ी बीमा कंपनी है।', 'सबसे बड़ी'],
    ['hi', 'देश का सबसे बडा बीमाकर्ता।', 'सबसे बडा'],
    ['hi', 'सबसे ज़्यादा भरोसेमंद बीमा कंपनी।', 'सबसे ज़्यादा भरोसेमंद'],
    ['hi', 'सबसे भरोसेमंद नाम।', 'सबसे भरोसेमंद'],
    ['hi', 'नंबर 1 बीमा कंपनी।', 'नंबर 1'],
    ['hi', 'देश की नं. 1 बीमा कंपनी।', 'नं. 1'],
    ['hi', 'LIC भारत की No.1 बीमा कंपनी है।', 'No.1'],
    ['hi', 'सर्वश्रेष्ठ योजनाएँ।', 'सर्वश्रेष्ठ'],
    ['hi', 'आपके परिवार के लिए सर्वोत्तम।', 'सर्वोत्तम'],
    ['hi', 'देश की अग्रणी बीमा कंपनी।', 'अग्रणी बीमा'],
    ['hi', 'पीढ़ियों का भरोसा।', 'पीढ़ियों का भरोसा'],
    ['mr', 'LIC ही देशातील सर्वात मोठी विमा कंपनी आहे.', 'सर्वात मोठी'],
    ['mr', 'देशातील सर्वांत मोठी आयुर्विमा कंपनी.', 'सर्वांत मोठी'],
    ['mr', 'सर्वात विश्वासार्ह विमा कंपनी.', 'सर्वात विश्वासार्ह'],
    ['mr', 'नंबर 1 विमा कंपनी.', 'नंबर 1'],
    ['mr', 'क्रमांक 1 ची विमा कंपनी.', 'क्रमांक 1'],
    ['mr', 'तुमच्यासाठी सर्वोत्तम योजना.', 'सर्वोत्तम'],
    ['mr', 'देशातील आघाडीची विमा कंपनी.', 'आघाडीची विमा'],
    ['mr', 'पिढ्यान्‌पिढ्यांचा विश्वास.', 'पिढ्यान्‌पिढ्यांचा विश्वास'],
  ] as const)('refuses in %s: %s', (locale, text, found) => {
    expect(refusal(locale, text, RANKING)).toContain(
      `content/page.json → ${locale}.text: must not say “${found}”: an insurance advertisement ${RANKING}`,
    );
  });

  test.each([
    ['en', 'A regular income later in life, as a top-up to a pension.'],
    ['en', 'A term plan is often the first policy worth buying.'],
    ['en', 'Protect what matters most.'],
    ['en', 'Call the toll-free number 155255 or 1800 425 4732.'],
    ['en', 'No one can ask you for your OTP.'],
    ['hi', 'टोल-फ़्री नंबर 155255 पर कॉल करें।'],
    ['hi', 'सबसे नई ख़बर सबसे पहले।'],
    ['hi', 'LIC की प्रमुख बीमा योजनाएँ।'],
    ['hi', 'जिन योजनाओं के बारे में हमारे ग्राहक सबसे ज़्यादा पूछते हैं।'],
    ['hi', 'जो सबसे क़ीमती है, उसे सुरक्षित रखें।'],
    ['mr', 'सर्वात नवीन आधी.'],
    ['mr', 'LIC च्या प्रमुख विमा योजना.'],
    ['mr', 'आज तुमच्यासाठी सर्वात महत्त्वाची गरज निवडा.'],
    ['mr', '1800 4254 732 या टोल-फ्री क्रमांकांवर कॉल करा, पॉलिसी क्रमांक सांगा.'],
  ] as const)('lets pass in %s: %s', (locale, text) => {
    expect(problemsOf(locale, text)).toEqual([]);
  });
});

describe('a licence a development officer does not hold', () => {
  test.each([
    ['en', 'A licensed development officer of LIC.', 'licensed development officer'],
    ['en', 'Licensed LIC Development Officers.', 'Licensed LIC Development Officers'],
    ['hi', 'लाइसेंसधारी विकास अधिकारी।', 'लाइसेंसधारी विकास अधिकारी'],
    ['hi', 'लाइसेंसधारी LIC विकास अधिकारियों की टीम।', 'लाइसेंसधारी LIC विकास अधिकारियों'],
    ['mr', 'परवानाधारक विकास अधिकारी.', 'परवानाधारक विकास अधिकारी'],
    ['mr', 'लायसन्सधारक LIC विकास अधिकाऱ्यांची टीम.', 'लायसन्सधारक LIC विकास अधिकाऱ्यांची'],
  ] as const)('refuses in %s: %s', (locale, text, found) => {
    expect(refusal(locale, text, LICENCE)).toContain(`must not say “${found}”: ${LICENCE}`);
  });

  test.each([
    ['en', 'An LIC agent is licensed after the IRDAI examination.'],
    ['hi', 'परीक्षा के बाद एजेंट को लाइसेंस मिलता है।'],
    ['mr', 'परवानाधारक एजंट.'],
  ] as const)('lets pass in %s: %s', (locale, text) => {
    expect(problemsOf(locale, text, { role: 'agent' })).toEqual([]);
  });
});

describe('another role’s names for the owner', () => {
  describe('an agent’s site never calls the owner a development officer, in any inflection', () => {
    test.each([
      ['en', 'Our Development Officer will call you.', 'Development Officer'],
      ['en', 'Meet the team of an LIC Development Officer in Pune.', 'Development Officer'],
      ['en', 'Learn from experienced development officers.', 'development officers'],
      ['en', 'You can meet me at the Development Officer’s desk.', 'Development Officer’s'],
      ['hi', 'नासिक के एक LIC विकास अधिकारी की टीम से मिलिए।', 'विकास अधिकारी'],
      ['hi', 'अनुभवी विकास अधिकारियों से ट्रेनिंग पाएँ।', 'विकास अधिकारियों'],
      ['hi', 'आप मुझसे विकास अधिकारी के डेस्क पर मिल सकते हैं।', 'विकास अधिकारी'],
      ['hi', 'हमारे डेवलपमेंट ऑफ़िसर से मिलिए।', 'डेवलपमेंट ऑफ़िसर'],
      ['mr', 'मी LIC चा विकास अधिकारी आहे.', 'मी LIC चा विकास अधिकारी आहे'],
      ['mr', 'नाशिकमधील एका LIC विकास अधिकाऱ्यांच्या टीमची ओळख करून घ्या.', 'विकास अधिकाऱ्यांच्या'],
      ['mr', 'अनुभवी विकास अधिकाऱ्यांकडून प्रशिक्षण घ्या.', 'विकास अधिकाऱ्यांकडून'],
      ['mr', 'विकास अधिकाऱ्याने स्वतः प्रशिक्षण दिले.', 'विकास अधिकाऱ्याने'],
      ['mr', 'विकास अधिकार्‍यांच्या डेस्कवर भेटा.', 'विकास अधिकार्‍यांच्या'],
      ['mr', 'विकास अधिकारी की डेस्क.', 'विकास अधिकारी'],
      ['en', 'I am the development officer of the Pune branch.', 'I am the development officer'],
      ['en', '{person}, the branch’s Development Officer.', '{person}, the branch’s Development Officer'],
      ['hi', '{person}, शाखा के विकास अधिकारी।', '{person}, शाखा के विकास अधिकारी'],
      ['mr', '{person}, शाखेचे विकास अधिकारी.', '{person}, शाखेचे विकास अधिकारी'],
      ['hi', 'मैं शाखा का विकास अधिकारी हूँ।', 'मैं शाखा का विकास अधिकारी हूँ'],
      ['mr', 'मी शाखेचा विकास अधिकारी आहे.', 'मी शाखेचा विकास अधिकारी आहे'],
    ] as const)('refuses in %s: %s', (locale, text, found) => {
      expect(refusal(locale, text, NOT_A_DEVELOPMENT_OFFICER, { role: 'agent' })).toContain(
        `content/page.json → ${locale}.text: must not say “${found}”: content/agency.json ${NOT_A_DEVELOPMENT_OFFICER}`,
      );
    });

    test.each([
      ['en', 'I will introduce you to the development officer of my branch.'],
      ['en', 'Our branch’s Development Officer recruits and trains new agents.'],
      ['en', 'A development officer at LIC’s Pune City branch trains every new agent.'],
      ['en', 'The Development Officer of {branch} Branch trains every new agent.'],
      ['en', '{branch} Branch’s development officers recruit and train agents.'],
      ['hi', '{branch} शाखा के विकास अधिकारी नए एजेंटों को प्रशिक्षण देते हैं।'],
      ['mr', '{branch} शाखेचे विकास अधिकारी नव्या एजंटांना प्रशिक्षण देतात.'],
      ['hi', 'हमारी शाखा के विकास अधिकारी से मिलिए, जो नए एजेंटों को प्रशिक्षण देते हैं।'],
      ['mr', 'आमच्या शाखेच्या विकास अधिकाऱ्यांशी आम्ही तुमची ओळख करून देतो.'],
      ['mr', 'शाखेतील विकास अधिकारी नव्या एजंटांना प्रशिक्षण देतात.'],
      ['en', 'I am an LIC agent in Pune.'],
      ['hi', 'मैं LIC एजेंट हूँ।'],
      ['mr', 'मी LIC एजंट आहे.'],
    ] as const)('lets pass in %s: %s', (locale, text) => {
      expect(problemsOf(locale, text, { role: 'agent' })).toEqual([]);
    });

    test.each(LOCALES)('lets a file that does not speak of the owner (the news) speak of development officers, in %s', (locale) => {
      const { title } = getDictionary(locale, 'we').roles['development-officer'];
      expect(problemsOf(locale, `${title} ${title}`, { role: 'agent', aboutOwner: false })).toEqual([]);
    });
  });

  describe('a development officer’s site never calls the owner an agent, but speaks of the agents he recruits', () => {
    test.each([
      ['en', 'I am an LIC agent in Pune.', 'I am an LIC agent'],
      ['en', 'We are trained LIC agents.', 'We are trained LIC agents'],
      ['en', 'As your LIC agent, I will help you choose.', 'As your LIC agent, I'],
      ['en', 'Your trusted LIC agent in Pune.', 'Your trusted LIC agent'],
      ['en', '{person}, LIC agent, Pune City Branch.', '{person}, LIC agent'],
      ['en', 'LIC Agent', 'LIC Agent'],
      ['en', 'LIC agent, {town}', 'LIC agent, {town}'],
      ['hi', 'मैं LIC एजेंट हूँ।', 'मैं LIC एजेंट हूँ'],
      ['hi', 'हम LIC के एजेंट हैं।', 'हम LIC के एजेंट हैं'],
      ['hi', 'मैं 10 साल से LIC एजेंट के रूप में काम कर रहा हूँ।', 'मैं 10 साल से LIC एजेंट के रूप में'],
      ['hi', 'मैं LIC का अभिकर्ता हूं।', 'मैं LIC का अभिकर्ता हूं'],
      ['hi', 'आपका अपना LIC एजेंट।', 'आपका अपना LIC एजेंट'],
      ['hi', 'बीमा एजेंट {person} द्वारा प्रकाशित।', 'बीमा एजेंट {person}'],
      ['hi', 'LIC एजेंट', 'LIC एजेंट'],
      ['mr', 'मी LIC एजंट आहे.', 'मी LIC एजंट आहे'],
      ['mr', 'आम्ही LIC चे एजंट आहोत.', 'आम्ही LIC चे एजंट आहोत'],
      ['mr', 'मी विमा प्रतिनिधी आहे.', 'मी विमा प्रतिनिधी आहे'],
      ['mr', 'LIC एजंट म्हणून मी तुम्हाला मदत करतो.', 'LIC एजंट म्हणून मी'],
      ['mr', 'तुमचा विश्वासू LIC एजंट.', 'तुमचा विश्वासू LIC एजंट'],
      ['mr', 'विमा एजंट {person} प्रसिद्ध करतात.', 'विमा एजंट {person}'],
    ] as const)('refuses in %s: %s', (locale, text, found) => {
      expect(refusal(locale, text, NOT_AN_AGENT)).toContain(
        `content/page.json → ${locale}.text: must not say “${found}”: content/agency.json ${NOT_AN_AGENT}`,
      );
    });

    test.each([
      ['en', 'Become an LIC agent.'],
      ['en', 'As an LIC agent you help families protect their future.'],
      ['en', 'We give every new agent the knowledge, tools and support to succeed.'],
      ['en', 'We are proud to have recruited and trained over 100 agents.'],
      ['en', 'We are recruiting LIC agents in Pune.'],
      ['en', 'LIC pays its agents commission, which is part of the premium.'],
      [
        'en',
        'Please know the associated risks and the applicable charges from your insurance agent, the intermediary or the policy document.',
      ],
      ['en', 'I am a Development Officer, not an agent.'],
      ['en', 'I was an LIC agent for ten years before I became a Development Officer.'],
      ['en', 'Agents recruited'],
      ['hi', 'LIC एजेंट बनें।'],
      ['hi', 'हम हर नए एजेंट को सफल होने के लिए ज़रूरी जानकारी देते हैं।'],
      ['hi', 'हम आपको LIC एजेंट के रूप में प्रशिक्षित करते हैं।'],
      ['hi', 'LIC अपने एजेंटों को कमीशन देती है।'],
      ['hi', 'आपके एजेंट बनने के बाद हम साथ रहते हैं।'],
      ['hi', 'कृपया जोखिम और शुल्क अपने बीमा एजेंट, मध्यस्थ या पॉलिसी दस्तावेज़ से जानें।'],
      ['hi', 'एजेंटों की भर्ती'],
      ['hi', 'विकास अधिकारी बनने से पहले मैं 10 साल LIC एजेंट था।'],
      ['mr', 'LIC एजंट व्हा.'],
      ['mr', 'LIC एजंट म्हणून तुम्ही कुटुंबांना मदत करता.'],
      ['mr', 'प्रत्येक नव्या एजंटला आम्ही योजनांची माहिती देतो.'],
      ['mr', 'आम्ही 100 हून अधिक एजंटांची भरती केली आहे.'],
      ['mr', 'संबंधित जोखीम कृपया तुमच्या विमा एजंटकडून, मध्यस्थाकडून जाणून घ्या.'],
      ['mr', 'तुमचा LIC एजंट होण्याचा प्रवास.'],
      ['mr', 'विकास अधिकारी होण्यापूर्वी मी 10 वर्षे LIC एजंट होतो.'],
    ] as const)('lets pass in %s: %s', (locale, text) => {
      expect(problemsOf(locale, text)).toEqual([]);
    });
  });

  test.each(LOCALES)('names the owner by name as well as by the placeholder, in %s', (locale) => {
    const person = locale === 'en' ? 'Ramesh Patil' : 'रमेश पाटील';
    const { title } = getDictionary(locale, 'we').roles.agent;
    expect(refusal(locale, `${person}, ${title}`, NOT_AN_AGENT, { person })).toContain(`must not say “${person}, ${title}”`);
    expect(problemsOf(locale, `${person}, ${title}`, { role: 'agent', person })).toEqual([]);
  });

  test.each(LOCALES)('refuses each role’s publisher lines on the other role’s site, and lets them pass on its own, in %s', (locale) => {
    for (const role of ['development-officer', 'agent'] as const) {
      const other = role === 'agent' ? 'development-officer' : 'agent';
      for (const voice of OWNER_VOICES) {
        const lines = getDictionary(locale, voice).roles[role];
        for (const line of Object.values(lines).filter((text) => /\s/.test(text))) {
          expect(problemsOf(locale, line, { role })).toEqual([]);
          if (line.includes('{person}') || line === lines.tagline)
            expect(problemsOf(locale, line, { role: other }).join('\n')).toContain('so no page may call the owner');
        }
      }
    }
  });
});
