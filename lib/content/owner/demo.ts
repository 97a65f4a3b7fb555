import type { DemoField } from '../schema/schemas';

/**
 * The demo owner the content ships with: an LIC Development Officer's team in Nashik. Every value here
 * is listed by every build until the owner changes it (placeholders.ts), and a live site is not
 * published while one remains. An owner who really shares one (a branch open Monday to Friday,
 * 10:00 to 17:30) says so in Site settings → Values of yours that the demo has too (sameAsDemo).
 */

/** A demo value of content/agency.json, in each language (a text) or the same in all (a number). */
type AgencyDemo = { field: DemoField; keys: string[]; values: readonly (string | number)[] };

export const DEMO_AGENCY: AgencyDemo[] = [
  { field: 'brand', keys: ['agencyName'], values: ['Suraksha Life Advisors', 'सुरक्षा लाइफ़ एडवाइज़र्स', 'सुरक्षा लाइफ ॲडव्हायझर्स'] },
  { field: 'shortName', keys: ['shortName'], values: ['Suraksha', 'सुरक्षा'] },
  { field: 'town', keys: ['town'], values: ['Nashik', 'नासिक', 'नाशिक'] },
  { field: 'division', keys: ['division'], values: ['Nashik', 'नासिक', 'नाशिक'] },
  { field: 'region', keys: ['address', 'region'], values: ['Maharashtra', 'महाराष्ट्र'] },
  { field: 'years', keys: ['years'], values: [10] },
  { field: 'agents', keys: ['agents'], values: [100] },
];

/** The demo’s values of what the owner writes once (content/agency.json’s English block). */
export const DEMO_SITE = {
  postalCode: '422001',
  hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:30' }],
} as const;

/** The phone number and WhatsApp digits the content ships with: they read as placeholders and reach nobody. */
export const EXAMPLE_PHONE = '+91 98765 43210';
export const EXAMPLE_WHATSAPP = '919876543210';

/** The demo's monogram: the initials of its agency name (lib/logo.ts draws an owner's own from theirs). */
export const DEMO_MONOGRAM = 'SL';
