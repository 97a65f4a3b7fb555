import type { AboutFigure } from '@/lib/content';
import { format } from '@/lib/i18n/format';

/** How a language writes a figure: its Intl locale (Indian digit grouping) and a crore amount, e.g. '{value} Cr' or '{value} करोड़'. */
export type FigureFormat = { intl: string; crore: string };

/**
 * One of the insurer's published figures (content/about.json → whyLic.figures) as the page writes it:
 * 98.15%, 2.21 Cr, ₹2,30,272 Cr (करोड़ in Hindi, कोटी in Marathi). The final value is in the HTML, for
 * visitors and crawlers alike; digits stay Western in every language, as the rest of the site writes them.
 */
export function formatFigure(figure: Pick<AboutFigure, 'value' | 'unit'>, how: FigureFormat): string {
  const number = new Intl.NumberFormat(how.intl, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  switch (figure.unit) {
    case 'percent':
      return `${figure.value.toFixed(2)}%`;
    case 'crore':
      return format(how.crore, { value: number.format(figure.value) });
    case 'rupee-crore':
      return format(how.crore, { value: `₹${number.format(figure.value)}` });
  }
}
