import clsx from 'clsx';
import { Icon } from '@/components/ui/icons';
import { LanguageLinks, type LanguageOption } from './language-links';

export type { LanguageOption } from './language-links';

export type LanguageSwitcherProps = {
  /** The other languages the page exists in. */
  options: LanguageOption[];
  /** Names the list for assistive technology ("Language"). */
  label: string;
  /** Link to the same page in each other language (true), or to its home page (a not-found page). */
  samePage?: boolean;
  className?: string;
  linkClassName?: string;
};

/**
 * Links to the page the visitor is on, in each other language, each by its own name, after one
 * globe that marks the group. The links follow the page as the visitor moves through the site
 * (LanguageLinks); the globe is drawn here, on the server.
 */
export function LanguageSwitcher({ options, label, samePage = true, className, linkClassName }: LanguageSwitcherProps) {
  return (
    <div className={clsx('flex flex-wrap items-center gap-2', className)}>
      <Icon name="globe" className="size-4 shrink-0 opacity-80" />
      <LanguageLinks options={options} label={label} samePage={samePage} linkClassName={linkClassName} />
    </div>
  );
}
