import clsx from 'clsx';
import { Icon } from '@/components/ui/icons';
import { LanguageLinks, type LanguageOption } from './language-links';

export type LanguageSwitcherProps = {
  /** The other languages the page exists in. */
  options: LanguageOption[];
  /** Names the list for assistive technology ("Language"). */
  label: string;
  /** Link to the same page in each other language (true), or to its home page (a not-found page). */
  samePage?: boolean;
  /** Light links on a dark bar or footer, or navy links on white. */
  tone: 'light' | 'dark';
  /** Compact beside other controls (the header), or roomier on its own line (phone menu, footer). */
  size: 'compact' | 'regular';
  /** Where it sits in its parent (placement only). */
  className?: string;
};

const LINKS: Record<LanguageSwitcherProps['tone'], Record<LanguageSwitcherProps['size'], string>> = {
  dark: {
    compact: 'px-3 py-1 text-brand-50 ring-1 ring-white/25 hover:bg-white/10 hover:text-gold-300',
    regular: 'min-h-11 px-4 text-sm text-white ring-1 ring-white/25 hover:bg-white/10 hover:text-gold-300',
  },
  light: {
    compact: 'min-h-11 px-3 text-sm text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50',
    regular: 'min-h-11 px-4 text-sm text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50',
  },
};

/**
 * Links to the page the visitor is on, in each other language, each by its own name, after one
 * globe that marks the group. The links follow the page as the visitor moves through the site
 * (LanguageLinks); the globe is drawn here, on the server.
 */
export function LanguageSwitcher({ options, label, samePage = true, tone, size, className }: LanguageSwitcherProps) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-2', className)}>
      <Icon name="globe" className="size-4 shrink-0 opacity-80" />
      <LanguageLinks options={options} label={label} samePage={samePage} linkClassName={LINKS[tone][size]} />
    </div>
  );
}
