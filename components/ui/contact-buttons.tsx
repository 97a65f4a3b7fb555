import { buttonClass, type ButtonVariant } from './button';
import { ExternalLink } from './external-link';
import { Icon } from './icons';

type ContactButtonProps = {
  /** The tel: or wa.me link, made in the page's view model. */
  href: string;
  label: string;
  variant: ButtonVariant;
  /** Tints the icon where the button's text colour would not show it (a gold phone on navy, a green chat on white). */
  iconTone?: 'gold' | 'whatsapp';
  className?: string;
  testId?: string;
};

const ICON_TONES = { gold: 'text-gold-300', whatsapp: 'text-whatsapp-dark' } as const;
const iconClass = (tone?: ContactButtonProps['iconTone']) => (tone ? `size-5 ${ICON_TONES[tone]}` : 'size-5');

/** A call-to-action that calls the agency: a phone icon and its words, as a button. */
export function CallButton({ href, label, variant, iconTone, className, testId }: ContactButtonProps) {
  return (
    <a href={href} className={buttonClass(variant, className)} data-testid={testId}>
      <Icon name="phone" className={iconClass(iconTone)} />
      {label}
    </a>
  );
}

/** A call-to-action that opens a WhatsApp chat in a new tab: the chat icon and its words, as a button. */
export function WhatsAppLink({ href, label, variant, iconTone, className, testId, newTab }: ContactButtonProps & { newTab: string }) {
  return (
    <ExternalLink href={href} newTab={newTab} className={buttonClass(variant, className)} data-testid={testId}>
      <Icon name="whatsapp" className={iconClass(iconTone)} />
      {label}
    </ExternalLink>
  );
}
