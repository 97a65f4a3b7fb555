import { ExternalLink } from './external-link';
import { Icon } from './icons';

export type WhatsAppButtonProps = {
  /** The chat link, with the site's prefilled message. */
  href: string;
  /** Names the landmark around the button. */
  region: string;
  /** The button's accessible name, saying it opens a new tab. */
  label: string;
};

/**
 * The floating green chat button, bottom right on every page. `data-chat` lets a page's script say more
 * in its message: the comparison names the plans ticked (lib/compare-script.js).
 */
export function WhatsAppButton({ href, region, label }: WhatsAppButtonProps) {
  return (
    <aside aria-label={region}>
      <ExternalLink
        href={href}
        data-chat=""
        newTab={null}
        aria-label={label}
        className="fixed right-4 bottom-4 z-chat inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift ring-4 ring-white/70 transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <Icon name="whatsapp" className="size-8" />
      </ExternalLink>
    </aside>
  );
}
