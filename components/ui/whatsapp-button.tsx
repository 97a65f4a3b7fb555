import type { Dictionary } from '@/lib/i18n';
import { whatsappHref } from '@/lib/text';
import { ExternalLink } from './external-link';
import { Icon } from './icons';

export type WhatsAppButtonProps = { whatsapp: string; message: string; dict: Dictionary };

/** The floating green chat button, bottom right on every page. */
export function WhatsAppButton({ whatsapp, message, dict }: WhatsAppButtonProps) {
  return (
    <aside aria-label={dict.whatsapp.region}>
      <ExternalLink
        href={whatsappHref(whatsapp, message)}
        newTab={null}
        aria-label={`${dict.whatsapp.button} ${dict.a11y.newTab}`}
        data-testid="whatsapp-float"
        className="fixed right-4 bottom-4 z-chat inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lift ring-4 ring-white/70 transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <Icon name="whatsapp" className="size-8" />
      </ExternalLink>
    </aside>
  );
}
