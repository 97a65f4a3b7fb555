import { categoryHeading, excerptWords, telHref, truncateChars, whatsappHref } from './text';

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
});
