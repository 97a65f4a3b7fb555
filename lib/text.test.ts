import {
  categoryHeading,
  contactAddresses,
  directionsHref,
  excerptWords,
  formatWhatsappNumber,
  telHref,
  truncateChars,
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

describe('truncateChars', () => {
  it('keeps the first 30 characters and adds ...', () => {
    expect(truncateChars('The insurer announced a new service for customers today')).toBe('The insurer announced a new se...');
  });
  it('counts characters, not bytes', () => {
    expect(truncateChars('₹'.repeat(40))).toBe(`${'₹'.repeat(30)}...`);
  });
  it('never splits a character made of two code units', () => {
    expect(truncateChars(`${'a'.repeat(29)}😀😀`)).toBe(`${'a'.repeat(29)}😀...`);
  });
  it('cuts at exactly 30 characters, spaces included, and always adds ...', () => {
    const thirty = 'abcde fghij klmno pqrst uvwxy ';
    expect(thirty).toHaveLength(30);
    expect(truncateChars(`${thirty}and more`)).toBe(`${thirty}...`);
    expect(truncateChars(thirty)).toBe(`${thirty}...`);
    expect(truncateChars('Short news')).toBe('Short news...');
  });
  it('takes another length when asked', () => {
    expect(truncateChars('Leadership update', 10)).toBe('Leadership...');
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

describe('categoryHeading', () => {
  it('turns hyphens into spaces and upper-cases', () => {
    expect(categoryHeading('childresns-marriage')).toBe('CHILDRESNS MARRIAGE');
    expect(categoryHeading('wealth-creations')).toBe('WEALTH CREATIONS');
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
