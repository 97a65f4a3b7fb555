import { isValidElement } from 'react';
import { format, formatParts, plural } from './format';

describe('format', () => {
  it('fills placeholders, and refuses one it is not given rather than leave it on a page', () => {
    expect(format('{index} of {total}: {name}', { index: 2, total: 4, name: 'Gallery' })).toBe('2 of 4: Gallery');
    expect(() => format('Go to {name}', {})).toThrow('no value for {name} in “Go to {name}”');
    expect(() => format('Go to {nmae}', { name: 'Gallery' })).toThrow('{nmae}');
  });
});

describe('formatParts', () => {
  it('puts an element where its placeholder is', () => {
    const parts = formatParts('Visit {link} today.', { link: <strong>x</strong> });
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('Visit ');
    expect(isValidElement(parts[1])).toBe(true);
    expect(parts[2]).toBe(' today.');
  });
});

describe('plural', () => {
  const forms = { one: '{count} plan', other: '{count} plans' };
  it('picks the form by the language’s plural rules', () => {
    expect(plural(forms, 1, 'en-IN')).toBe('1 plan');
    expect(plural(forms, 6, 'en-IN')).toBe('6 plans');
    expect(plural(forms, 0, 'en-IN')).toBe('0 plans');
  });
});
