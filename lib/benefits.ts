import type { KeyFacts } from '@/lib/content/schema/key-facts';
import type { PlanKind } from '@/lib/content/schema/schemas';

/*
 * Which benefits each kind of plan pays, and their words: a module of its own, below the dictionaries
 * that name them (lib/i18n/dictionaries/en.ts takes `BenefitWords` from here) and the comparison that
 * writes them (lib/compare.ts re-exports it).
 */

/** A benefit a plan's key facts may list. */
export type Benefit = NonNullable<KeyFacts['benefits']>['pays'][number];

/**
 * What each kind of plan can pay, so each is named in LIC's terms for that kind (the dictionary's
 * `compare.benefits`, whose type this is): a unit-linked plan's fund value, market-linked; a
 * participating plan's sum assured with the bonuses declared; a term plan's death benefit only.
 */
export const KIND_BENEFITS = {
  'unit-linked': ['maturity', 'vesting', 'death'],
  participating: ['survival', 'maturity', 'death'],
  'non-participating': ['survival', 'maturity', 'death'],
  term: ['death'],
  annuity: ['annuity', 'death'],
} as const satisfies Record<PlanKind, readonly Benefit[]>;

/** The words for every benefit each kind of plan can pay. */
export type BenefitWords = { [K in PlanKind]: Record<(typeof KIND_BENEFITS)[K][number], string> };

/** The benefit of a kind in LIC's terms, or undefined for one the kind cannot pay (the content would be wrong). */
export function benefitOfKind(words: BenefitWords, kind: PlanKind, benefit: Benefit): string | undefined {
  const terms: Partial<Record<Benefit, string>> = words[kind];
  return terms[benefit];
}
