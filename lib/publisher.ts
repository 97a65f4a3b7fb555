import type { Site } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import type { Dictionary } from '@/lib/i18n';
import { format } from '@/lib/i18n/format';

/**
 * The lines that say who publishes the site, for which insurer, in a language: the same words in the
 * footer of every page, on About, in the structured data and on the share cards. Each is made from
 * content/agency.json and site.json with the language's templates, never written twice.
 */
export type PublisherLines = {
  /** “LIC Development Officer, Nashik”: the role and the town, under the logo and in the home title. */
  tagline: string;
  /** “Development Officer code” or “Agency code”, by role. */
  codeLabel: string;
  /** This website is published by … Development Officer, … Branch (branch code …), … Division. */
  statement: string;
  /** “Development Officer code: 0123456X.” */
  code: string;
  /** Insurer: Life Insurance Corporation of India, established under …. IRDAI Regn. No. 512. */
  insurer: string;
  /** The insurer's written approval of the site, once the owner has it. */
  approval?: string;
  /** Who submits a customer's proposal. */
  proposal: string;
};

export function publisherLines(site: Site, dict: Dictionary): PublisherLines {
  const role = dict.roles[site.role];
  const codeLabel = role.codeLabel;
  return {
    tagline: format(role.tagline, { town: site.address.locality }),
    codeLabel,
    statement: format(role.statement, {
      person: site.person,
      insurer: site.insurer.name,
      branch: site.branch.name,
      branchCode: site.branch.code,
      division: site.division,
      agency: site.agencyName,
    }),
    code: format(dict.compliance.code, { label: codeLabel, number: site.code }),
    insurer: format(dict.compliance.insurer, {
      insurer: site.insurer.name,
      particulars: site.insurer.particulars,
      registration: site.insurer.registration,
    }),
    ...(site.approval
      ? {
          approval: format(dict.compliance.approval, {
            insurer: site.insurer.name,
            division: site.division,
            reference: site.approval.reference,
            date: formatNewsDate(site.approval.date, dict.meta),
          }),
        }
      : {}),
    proposal: role.proposal,
  };
}
