import { z } from 'zod';
import { ownName } from '@/lib/i18n';
import { LANGUAGE_NAMES, PREFIXED_LOCALES } from '@/lib/i18n/locales';
import {
  bounded,
  byRole,
  byVoice,
  ddmmyyyy,
  httpsUrl,
  heading,
  imagePath,
  LONGEST,
  matching,
  name,
  nonEmpty,
  OWNER_ROLES,
  OWNER_VOICES,
  prose,
  siteAddress,
  type OwnerRole,
  type Resolved,
} from './schema-parts';

/** The owner's identity: content/agency.json, in each language, with what is the same in all written once in the default one's block. */

/** The days of the week, Monday first, as schema.org abbreviates them. */
export const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Day = (typeof DAYS)[number];
export const DAY_NAMES: Record<Day, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
const time = matching('time');

/** One set of days with the same opening times. */
const hoursRow = z
  .strictObject({
    days: z.array(z.enum(DAYS)).min(1, 'must name at least one day').meta({ label: 'Days', options: DAY_NAMES }),
    opens: time.meta({ label: 'Opens at', hint: 'On the 24-hour clock, e.g. 10:00.' }),
    closes: time.meta({ label: 'Closes at', hint: 'On the 24-hour clock, e.g. 17:30.' }),
  })
  .refine((row) => row.opens < row.closes, { message: 'must be later than the time it opens', path: ['closes'] });

/** A social profile, on the network's own site. */
const profile = (network: string) =>
  httpsUrl.optional().meta({ label: network, hint: `Your ${network} profile’s address. Leave it empty if you have none.` });

/**
 * The demo values an owner may really share (a Development Officer in Nashik, at a branch open Monday
 * to Friday, in Maharashtra): named here, they are no longer listed as the demo's (lib/content/owner/demo.ts).
 */
const DEMO_FIELDS = ['brand', 'shortName', 'town', 'division', 'region', 'postalCode', 'hours', 'years', 'agents'] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];

/** What is the same in every language and not the owner's: the site's address, the insurer's particulars, the editor's sign-in (content/site.json). */
export const siteSettingsSchema = z.strictObject({
  /** The address the site lives at; canonical URLs, the sitemap and a sub-path follow it. */
  siteUrl: siteAddress.meta({
    label: 'Site address',
    hint: 'The address the site is published at, e.g. https://www.your-agency.in (without “LIC” in it: no part of the name may begin with “lic”). A sub-path moves the whole site.',
  }),
  copyrightYear: z.number().int().min(2000).max(2100).meta({ label: 'Copyright year' }),
  /** The insurer's website and its IRDAI registration number: the same in every language. */
  insurer: z
    .strictObject({
      url: httpsUrl.meta({ label: 'Website' }),
      registration: matching('registration').meta({ label: 'IRDAI registration number' }),
    })
    .meta({ label: 'Insurer' }),
  country: z.string().length(2, 'must be a two-letter country code').meta({ label: 'Country code' }),
  /** Where the office is on a map, for search engines; leave out until known. */
  geo: z
    .strictObject({
      latitude: z.number('must be a number like 19.9975').min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      longitude: z
        .number('must be a number like 73.7898')
        .min(-180, 'must be between -180 and 180')
        .max(180, 'must be between -180 and 180'),
    })
    .optional()
    .meta({
      label: 'Map position',
      hint: 'Latitude and longitude of the place where visitors meet you, e.g. 19.9975 and 73.7898: Contact then offers “Get directions”, and search engines place you on a map. Leave empty if you would rather not.',
    }),
  /** Where the editor at /admin saves: the GitHub repository holding this site (see docs/hosting.md). */
  editor: z
    .strictObject({
      repository: matching('repository').optional().meta({
        label: 'GitHub repository',
        hint: 'The GitHub repository holding this site, which the online editor saves to, written owner/name. Empty: the one the host builds from (Netlify, GitHub Actions).',
      }),
      branch: nonEmpty.optional().meta({
        label: 'Git branch',
        hint: 'The branch of that repository the online editor saves to, usually main. Not your LIC branch: that is under Agency.',
      }),
      /** An OAuth proxy for signing in on hosts other than Netlify, e.g. https://auth.example.com. */
      authUrl: httpsUrl.optional().meta({ label: 'Sign-in service address' }),
      /** Every edit becomes a draft someone reviews and publishes (Decap's editorial workflow): each edit is a new advertisement. */
      reviewEdits: z.boolean().optional().meta({
        label: 'Review every edit before it is published',
        hint: 'On (the default): every edit is saved as a draft, and someone you trust publishes it after reading it, for each edit is a new advertisement. Needs a second person with access to the repository. Off only if no one else can review.',
      }),
    })
    .optional()
    .meta({ label: 'Editor sign-in' }),
  /** Demo values that are the owner's own too: no longer listed as the demo's. */
  sameAsDemo: z
    .array(z.enum(DEMO_FIELDS))
    .optional()
    .meta({
      label: 'Values of yours that the demo has too',
      options: {
        brand: 'Agency name',
        shortName: 'Short name',
        town: 'Town',
        division: 'Division',
        region: 'State',
        postalCode: 'PIN code',
        hours: 'Opening hours',
        years: 'Years of experience',
        agents: 'Agents recruited',
      },
      hint: 'Every build lists the demo’s values still in the site, and a live site is not published while any remains. If one of them really is yours (your branch is open Monday to Friday, 10:00 to 17:30, or you work in Maharashtra, say), choose it here.',
    }),
});

/**
 * What the owner gives once, for every language, in the default language's block of content/agency.json
 * (the editor shows it on the English side only): the contacts, the hours, the profiles, the photo, the
 * site's languages and the voice its texts speak in. With the identity beside it, the owner is one screen.
 */
export const ownerSettingsSchema = z.strictObject({
  phone: matching('phone').meta({
    label: 'Phone',
    hint: '+91 and your 10-digit mobile number, e.g. +91 98765 43210; or a landline with its STD code, e.g. +91 253 2345678. Every call button dials it.',
  }),
  email: z
    .email('must be an e-mail address')
    .meta({ label: 'E-mail', editorPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'must be an e-mail address' }),
  whatsapp: matching('whatsapp').meta({
    label: 'WhatsApp number',
    hint: '91 and your 10-digit mobile number, digits only, e.g. 919876543210. Every WhatsApp button opens a chat with it.',
  }),
  /** When visitors can meet the owner: every page says it in its language, and search engines read it (openingHoursSpecification). */
  hours: z.array(hoursRow).min(1, 'must give at least one row of days and times').meta({
    label: 'Opening hours',
    singular: 'set of days',
    summary: '{{fields.opens}} to {{fields.closes}}',
    hint: 'When visitors can meet you. The footer, Contact, “Where to meet me” and search engines all say it from here, in every language: one row per set of days with the same times.',
  }),
  /** The owner's profiles; a network left out has no icon and no place in the structured data. */
  socials: z
    .strictObject({ x: profile('X'), facebook: profile('Facebook'), linkedin: profile('LinkedIn'), instagram: profile('Instagram') })
    .optional()
    .meta({ label: 'Social profiles' }),
  postalCode: matching('postalCode').meta({ label: 'PIN code', hint: 'The PIN code of the place where visitors meet you.' }),
  /** The owner's photo on About Us. */
  photo: imagePath.meta({
    label: 'Your photo',
    widget: 'image',
    hint: 'A photo of you (or of your team), on About Us: JPEG, PNG or WebP, upright, e.g. 600 × 750. It shows here as soon as you choose it, and on your site once you publish.',
  }),
  /** The languages besides English the site publishes (lib/content/registry/site-file.ts, siteLocales); every one the project has when left out. */
  languages: z
    .array(z.enum(PREFIXED_LOCALES))
    .optional()
    .meta({
      label: 'Languages on this site',
      // "Hindi (हिंदी)": the language's name in English, then in its own words (its dictionary's).
      options: Object.fromEntries(PREFIXED_LOCALES.map((locale) => [locale, `${LANGUAGE_NAMES[locale]} (${ownName(locale)})`])),
      hint: 'English is always on. Choose each other language your site is also in: a language you leave out has no pages, no link in the language menu and no field to fill in the editor. Publish, then reload the editor.',
    }),
  /** Whether the owner's texts say "we" or "I" (byVoice): each text written both ways shows the one chosen. */
  voice: z.enum(OWNER_VOICES).meta({
    label: 'Your texts say',
    options: { we: '“We”: you work as a team', I: '“I”: you work on your own' },
    hint: 'Every text written both ways (“Saying we” and “Saying I”) follows it, in every language: nothing else to change.',
  }),
});
export type OwnerSettings = z.infer<typeof ownerSettingsSchema>;
/** The fields written once, in the default language's block of agency.json. */
export const OWNER_ONCE = Object.keys(ownerSettingsSchema.shape) as (keyof OwnerSettings)[];

/** The owner's roles, as the editor names them. */
const ROLE_NAMES: Record<OwnerRole, string> = { 'development-officer': 'Development officer', agent: 'Agent' };

/** The site's publisher and the insurer, in one language (content/agency.json). */
export const agencySchema = z.strictObject({
  /** The name of the owner's team; never presented as a company, corporate agent or broker. */
  agencyName: name.meta({
    label: 'Agency name',
    sameInScript: true,
    identity: true,
    hint: 'Your team’s or agency’s name, as every page shows it (never a company, corporate agent or broker). Texts write it {brand}.',
  }),
  shortName: bounded(LONGEST.shortName).meta({
    label: 'Short name',
    identity: true,
    sameInScript: true,
    hint: 'A short form of it, in the middle of the category wheel. Texts write it {short}.',
  }),
  /** The person who publishes the site, full name as in the insurer's records. */
  person: name.meta({
    label: 'Your full name',
    sameInScript: true,
    identity: true,
    hint: 'As in LIC’s records: every page says you publish this site. Texts write it {person}.',
  }),
  /** The owner's capacity; the words every page uses for it (and the code's label) come from the language's dictionary. */
  role: z.enum(OWNER_ROLES).meta({
    label: 'Your role with LIC',
    shared: true,
    options: ROLE_NAMES,
    hint: 'Every page names your role from here, and the texts written for each role follow it: nothing else to change.',
  }),
  /** The Development Officer code or agency code: the same in every language. */
  code: nonEmpty.meta({
    label: 'Your code',
    shared: true,
    identity: true,
    hint: 'Your Development Officer code or agency code, as LIC gave it: in every page’s footer and on About Us. XXXXXXXX until you give it.',
  }),
  /** Whether the site recruits agents (the Opportunities page); absent, it follows the role. */
  recruiting: z
    .enum(['on', 'off'])
    .optional()
    .meta({
      label: 'Recruiting',
      shared: true,
      options: { on: 'On: the Opportunities page, in the menu and on the home page', off: 'Off: no Opportunities page' },
      hint: 'Left empty, it follows your role: on for a development officer, off for an agent. An agent who turns it on invites people to be introduced to the Development Officer of the branch.',
    }),
  /** The insurer's branch the owner belongs to: its name in this language, and its code. */
  branch: z
    .strictObject({
      name: name.meta({
        label: 'Branch name',
        sameInScript: true,
        identity: true,
        hint: 'Your LIC branch office’s name without the word “Branch”, which the footer adds (“attached to its Pune City Branch”): e.g. Pune City, Jaipur 2. Texts write it {branch}.',
      }),
      code: nonEmpty.meta({ label: 'Branch code', shared: true, identity: true, hint: 'The branch’s code, e.g. 951: not your own code.' }),
    })
    .meta({ label: 'LIC branch' }),
  /** The insurer's division (divisional office) the branch belongs to. */
  division: name.meta({
    label: 'Division',
    sameInScript: true,
    identity: true,
    hint: 'The LIC division (divisional office) your branch belongs to, e.g. Pune. Texts write it {division}.',
  }),
  /** The town the owner works in, as the pages name it. */
  town: name.meta({
    label: 'Town',
    identity: true,
    sameInScript: true,
    hint: 'Where you work, as every page names it. Texts write it {town}.',
  }),
  /** Whole years of experience with the insurer; absent, the site says nothing of it. */
  years: z
    .number('must be a number like 10, without + or words')
    .int('must be a whole number')
    .positive('must be more than 0')
    .optional()
    .meta({
      label: 'Years of experience',
      shared: true,
      hint: 'Whole years you have worked with LIC. Leave it empty to say nothing of it. Texts write it {years}.',
    }),
  /** The agents a development officer has recruited and trained; absent, the site says nothing of it. */
  agents: z
    .number('must be a number like 100, without + or words')
    .int('must be a whole number')
    .positive('must be more than 0')
    .optional()
    .meta({
      label: 'Agents recruited',
      shared: true,
      hint: 'For a development officer: the LIC agents you have recruited and trained (an agent’s site never shows it). Leave it empty to say nothing of it. Texts write it {agents}.',
    }),
  /** The owner's own logo; absent, the build draws a monogram from the agency name's initials (lib/logo.ts). */
  logo: imagePath
    .refine((path) => /\.(?:svg|png)$/i.test(path), 'must be an SVG or PNG file')
    .optional()
    .meta({
      label: 'Logo',
      widget: 'image',
      shared: true,
      hint: 'A square SVG or PNG. The header, the footer, the site’s icon and the social cards show it. Without one, the site draws a monogram from your agency name’s initials. It shows here as soon as you choose it, and on your site once you publish.',
    }),
  /** The insurer's written approval of the site as an advertisement; leave out until the owner has it. */
  approval: z
    .strictObject({
      reference: nonEmpty.meta({ label: 'Reference', shared: true, identity: true }),
      date: ddmmyyyy.meta({ label: 'Date', shared: true }),
    })
    .optional()
    .meta({
      label: 'LIC’s written approval of this site',
      hint: 'Add it once LIC’s divisional office has approved the site in writing: the footer then says so.',
    }),
  description: byRole(prose).meta({
    label: 'Description',
    hint: 'A sentence or two about you, for search engines and the home page’s title.',
  }),
  /** Pre-filled in the floating WhatsApp chat. */
  whatsappMessage: nonEmpty.max(200, 'must be at most 200 characters').meta({ label: 'WhatsApp message' }),
  /** Where visitors meet the owner: the owner's own office, or the owner's desk at the branch. */
  address: z
    .strictObject({
      lines: z
        .array(nonEmpty.meta({ label: 'Line' }))
        .min(1)
        .meta({ label: 'Lines', sameInScript: true, hint: 'The address before the town: your desk or office, the building, the street.' }),
      region: nonEmpty.meta({
        label: 'State',
        identity: true,
        sameInScript: true,
        hint: 'The state you meet visitors in, e.g. Maharashtra.',
      }),
    })
    .meta({ label: 'Where visitors meet you' }),
  footerMessage: byVoice(prose).meta({ label: 'Footer message' }),
  /** The insurer's name and particulars (how it was established, its head office), as every page's footer states them. */
  insurer: z
    .strictObject({
      name: heading.meta({ label: 'Name' }),
      particulars: prose.meta({ label: 'Particulars (how it was established, head office)' }),
    })
    .meta({ label: 'Insurer' }),
});

const a = agencySchema.shape;
const o = ownerSettingsSchema.shape;
/**
 * The default language's block of content/agency.json, in the order of the owner's screen in the
 * editor: who you are, how visitors reach you, your pictures, languages and voice, then the rest. The
 * other languages' blocks hold agencySchema's fields alone.
 */
export const agencyFileSchema = z.strictObject({
  role: a.role,
  person: a.person,
  agencyName: a.agencyName,
  shortName: a.shortName,
  code: a.code,
  branch: a.branch,
  division: a.division,
  town: a.town,
  phone: o.phone,
  email: o.email,
  whatsapp: o.whatsapp,
  hours: o.hours,
  socials: o.socials,
  logo: a.logo,
  photo: o.photo,
  languages: o.languages,
  voice: o.voice,
  years: a.years,
  agents: a.agents,
  recruiting: a.recruiting,
  approval: a.approval,
  description: a.description,
  whatsappMessage: a.whatsappMessage,
  address: a.address,
  postalCode: o.postalCode,
  footerMessage: a.footerMessage,
  insurer: a.insurer,
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type Agency = z.infer<typeof agencySchema>;
export type HoursRow = OwnerSettings['hours'][number];

/** Everything the pages know about the publisher in one language: the shared settings, the owner's and the identity together. */
export type Site = Omit<SiteSettings, 'insurer' | 'country'> &
  Pick<OwnerSettings, 'phone' | 'email' | 'whatsapp' | 'photo' | 'voice'> &
  Omit<Resolved<Agency>, 'address' | 'insurer' | 'recruiting'> & {
    /** The opening hours in this language's words: “Monday to Friday, 10:00 am to 5:30 pm”. */
    hours: string;
    /** The opening hours as set: the structured data's. */
    openingHours: HoursRow[];
    socials: NonNullable<OwnerSettings['socials']>;
    /** Whether the site recruits agents: its Opportunities page, menu entry and home teaser. */
    recruiting: boolean;
    address: Agency['address'] & { locality: string } & Pick<OwnerSettings, 'postalCode'> & Pick<SiteSettings, 'country'>;
    insurer: Agency['insurer'] & SiteSettings['insurer'];
  };
