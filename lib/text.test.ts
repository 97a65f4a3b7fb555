import {
  contactAddresses,
  directionsHref,
  excerptWords,
  formatWhatsappNumber,
  telHref,
  truncateAtWord,
  whatsappHref,
  whatsappShareHref,
} from './text';

describe('excerptWords', () => {
  it('keeps the first 20 words and adds ...', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i + 1}`).join(' ');
    expect(excerptWords(text)).toBe(`${Array.from({ length: 20 }, (_, i) => `w${i + 1}`).join(' ')}...`);
  });
  it('folds runs of white space', () => {
    expect(excerptWords('  a\n b   c ', 2)).toBe('a b...');
  });
});

describe('truncateAtWord', () => {
  const characters = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;
  /** What every cut keeps: whole words from the start, no more than 30 characters, then '...'. */
  const expectWholeWords = (text: string, cut: string) => {
    expect(cut.endsWith('...')).toBe(true);
    const kept = cut.slice(0, -3);
    expect(characters(kept)).toBeLessThanOrEqual(30);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.slice(kept.length)).toMatch(/^(?:[\s,;:.।]|$)/u);
  };

  it('keeps the whole words that fit in 30 characters and adds ...', () => {
    const text = 'The insurer announced a new service for customers today';
    expect(truncateAtWord(text)).toBe('The insurer announced a new...');
    expectWholeWords(text, truncateAtWord(text));
  });

  it('never cuts a figure: an amount, a percentage or a year range is kept whole or left out', () => {
    expect(truncateAtWord('LIC reported a net profit of ₹11,056.5 crore for the quarter')).toBe('LIC reported a net profit of...');
    expect(truncateAtWord('LIC collected ₹2.26 lakh crore in new business premium')).toBe('LIC collected ₹2.26 lakh crore...');
    expect(truncateAtWord('The premium for the year 2024-25 rose 8.35%')).toBe('The premium for the year...');
    expect(truncateAtWord('Its individual premium grew by 8.35% in the year')).toBe('Its individual premium grew by...');
    expect(truncateAtWord('Individual premium grew 8.35% in the year')).toBe('Individual premium grew 8.35%...');
  });

  it('cuts Hindi at a word, never inside a figure or a letter', () => {
    const text = 'LIC ने स्मार्ट पेंशन (प्लान 879) शुरू की, जो एकल प्रीमियम वाली तत्काल वार्षिकी योजना है।';
    const cut = truncateAtWord(text);
    expect(cut).toBe('LIC ने स्मार्ट पेंशन (प्लान 879) शुरू की, जो...');
    expectWholeWords(text, cut);
    expect(cut).not.toMatch(/\d\.\.\.$/);
  });

  it('cuts Marathi at a word, never inside a figure or a letter', () => {
    const text = 'LIC ने ऑक्टोबर–डिसेंबर 2024 तिमाहीत ₹11,056.5 कोटींचा निव्वळ नफा नोंदवला.';
    const cut = truncateAtWord(text);
    expect(cut).toBe('LIC ने ऑक्टोबर–डिसेंबर 2024 तिमाहीत...');
    expectWholeWords(text, cut);
  });

  it('counts a Devanagari letter with its signs as one character', () => {
    // क्षि is four code points and one character: fifteen of them and their spaces make 29 characters.
    const words = Array.from({ length: 20 }, () => 'क्षि');
    expect(truncateAtWord(words.join(' '))).toBe(`${words.slice(0, 15).join(' ')}...`);
  });

  it('leaves no comma, bracket, dash or lone ₹ before the ...', () => {
    expect(truncateAtWord('A new plan, a single premium, now on sale')).toBe('A new plan, a single premium...');
    expect(truncateAtWord('A plan for retirement incomes: see the brochure')).toBe('A plan for retirement incomes...');
    expect(truncateAtWord('A minimum purchase price of ₹ 1,00,000 applies')).toBe('A minimum purchase price of...');
  });

  it('keeps a short text whole, and still adds ... as SPEC writes', () => {
    expect(truncateAtWord('Short news')).toBe('Short news...');
    expect(truncateAtWord('Short news.')).toBe('Short news...');
  });

  it('cuts a first word longer than the limit between letters', () => {
    expect(truncateAtWord('x'.repeat(40))).toBe(`${'x'.repeat(30)}...`);
    expect(truncateAtWord('क्षि'.repeat(40))).toBe(`${'क्षि'.repeat(30)}...`);
  });

  it('takes another length when asked', () => {
    expect(truncateAtWord('Leadership update today', 10)).toBe('Leadership...');
  });
});

describe('formatWhatsappNumber', () => {
  it('writes an Indian number as +91 and two groups of five', () => {
    expect(formatWhatsappNumber('919876543210')).toBe('+91 98765 43210');
  });
  it('writes other numbers with a leading + only', () => {
    expect(formatWhatsappNumber('4915112345678')).toBe('+4915112345678');
  });
});

describe('contact links', () => {
  it('builds tel: and wa.me links', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref('919876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappHref('919876543210', 'About Jeevan Labh & more')).toBe(
      'https://wa.me/919876543210?text=About%20Jeevan%20Labh%20%26%20more',
    );
  });

  it('offers the phone number and e-mail address as the visitor reads them, each with its link', () => {
    expect(contactAddresses({ phone: '+91 98765 43210', email: 'advisor@example.com' })).toEqual({
      phone: { label: '+91 98765 43210', href: 'tel:+919876543210' },
      email: { label: 'advisor@example.com', href: 'mailto:advisor@example.com' },
    });
  });

  it('passes a page on to whomever the visitor picks in WhatsApp', () => {
    expect(whatsappShareHref('Jeevan Utsav: whole life\nhttps://www.example.com/product/jeevan-utsav')).toBe(
      'https://wa.me/?text=Jeevan%20Utsav%3A%20whole%20life%0Ahttps%3A%2F%2Fwww.example.com%2Fproduct%2Fjeevan-utsav',
    );
  });

  it('gives directions to the office’s coordinates in a maps app', () => {
    const href = new URL(directionsHref({ latitude: 19.9975, longitude: 73.7898 }));
    expect(href.origin).toBe('https://www.google.com');
    expect(href.searchParams.get('destination')).toBe('19.9975,73.7898');
  });
});
