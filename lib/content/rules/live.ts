/**
 * What a live site leaves out that a preview shows: a plan's key facts nobody has checked against LIC's
 * brochure (content/plans → keyFactsCheckedOn), and news more than 12 months old. A production build
 * (lib/site-url.ts, productionHost) applies it when the content is read (load.ts), so every view (plan
 * pages, the comparison, structured data) is made without them; every build lists them
 * (placeholders.ts).
 */
import { parseDate } from '../schema/schema-parts';

/** How long a news item stays on a live site. */
export const NEWS_MONTHS = 12;

/** The day a news item dated `date` is too old for a live site built on `today`: 12 months on. */
function staleFrom(date: Date): Date {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + NEWS_MONTHS);
  return end;
}

/** Whether a news item is more than 12 months old on `today` (an item without a date is not). */
export function isStaleNews(item: { date?: string }, today: Date): boolean {
  const date = item.date === undefined ? null : parseDate(item.date);
  return date !== null && staleFrom(date).getTime() < Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** Whether the owner has checked a plan's key facts against LIC's brochure. */
const keyFactsChecked = (plan: { keyFactsCheckedOn?: string }) => plan.keyFactsCheckedOn !== undefined;

/** A plan as a live site shows it: without key facts nobody has checked. */
export function livePlan<P extends { keyFacts?: unknown; keyFactsCheckedOn?: string }>(plan: P): P {
  if (keyFactsChecked(plan) || plan.keyFacts === undefined) return plan;
  const copy = { ...plan };
  delete copy.keyFacts;
  return copy;
}

/** The news a live site shows on `today`: none older than 12 months. */
export const liveNews = <N extends { date?: string }>(news: N[], today: Date): N[] => news.filter((item) => !isStaleNews(item, today));
