/** @jest-environment node */
import { LOCALES } from '@/lib/i18n/locales';
import { loadContent } from './load';
import { LOCAL, edit, editOwner, errorOf, fixtureRoot as root, makeFixture, removeFixture } from './fixture';

/**
 * The site's settings (content/site.json) that reach a visitor: the numbers every call and chat button
 * dials, and the address the site lives at, each refused with what was typed, on a copy of content/.
 */

beforeEach(makeFixture);
afterEach(removeFixture);

describe('numbers that reach the advisor', () => {
  const site = (phone: string, whatsapp = '919822012345') => editOwner((s) => Object.assign(s, { phone, whatsapp }));

  it.each([
    ['a digit dropped', '+91 98765 4321'],
    ['a digit too many', '+91 98765 432100'],
    ['no country code', '98765 43210'],
    ['another country’s', '+44 20 7946 0958'],
    ['a mobile number starting with 5', '+91 58765 43210'],
    ['a landline without the space after its STD code', '+91 2532345678'],
    ['a landline one digit short', '+91 253 234567'],
  ])('refuses a phone with %s, showing what was typed', (_, phone) => {
    site(phone);
    expect(errorOf()).toContain(`content/agency.json → en.phone: must be +91 and the 10-digit mobile number`);
    expect(errorOf()).toContain(`(found: "${phone}")`);
  });

  it.each([
    ['without 91', '9876543210'],
    ['with a plus', '+919876543210'],
    ['with spaces', '91 98765 43210'],
    ['a digit short', '91987654321'],
    ['a landline', '912532345678'],
  ])('refuses a WhatsApp number %s, showing what was typed', (_, whatsapp) => {
    site('+91 98220 12345', whatsapp);
    expect(errorOf()).toContain(
      `content/agency.json → en.whatsapp: must be 91 and the 10-digit mobile number (starting 6 to 9), digits only`,
    );
    expect(errorOf()).toContain(`(found: "${whatsapp}")`);
  });

  it.each([
    '+91 98765 43210',
    '+91 9876543210',
    '+919876543210',
    '+91-98765-43210',
    '+91 253 2345678',
    '+91 20 2345 6789',
    '+91 2637 234567',
  ])('accepts %s: a mobile number as the owner types it, or a landline with its STD code', (phone) => {
    site(phone);
    expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
  });
});

describe('a site address that does not read as LIC’s', () => {
  it.each(['https://www.licadvisor-nashik.in', 'https://lic-agent.github.io/', 'https://www.nashik-lic.in', 'https://LICpune.com/plans'])(
    'refuses %s, naming the word',
    (siteUrl) => {
      edit('content/site.json', (s) => (s.siteUrl = siteUrl));
      const message = errorOf();
      expect(message).toContain('content/site.json → siteUrl: must be an https:// address whose name has no word beginning with “lic”');
      expect(message).toMatch(/\(“lic[a-z]*”\)/);
      expect(message).toContain(`(found: "${siteUrl}")`);
    },
  );

  it.each(['https://www.public-advisors.in', 'https://relic.example.in', 'https://ramesh.github.io/lic-site/', 'https://www.suraksha.in'])(
    'accepts %s',
    (siteUrl) => {
      edit('content/site.json', (s) => (s.siteUrl = siteUrl));
      expect(() => loadContent(root(), LOCALES, LOCAL)).not.toThrow();
    },
  );
});
