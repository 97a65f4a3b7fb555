import clsx from 'clsx';
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
};

const ICON_TONES = { gold: 'text-gold-300', whatsapp: 'text-whatsapp-dark' } as const;
const iconClass = (tone?: ContactButtonProps['iconTone']) => (tone ? `size-5 ${ICON_TONES[tone]}` : 'size-5');

/** A call-to-action that calls the agency: a phone icon and its words, as a button. */
export function CallButton({ href, label, variant, iconTone, className }: ContactButtonProps) {
  return (
    <a href={href} className={buttonClass(variant, className)}>
      <Icon name="phone" className={iconClass(iconTone)} />
      {label}
    </a>
  );
}

/** A call-to-action that opens a WhatsApp chat in a new tab: the chat icon and its words, as a button. */
export function WhatsAppLink({ href, label, variant, iconTone, className, newTab }: ContactButtonProps & { newTab: string }) {
  return (
    <ExternalLink href={href} newTab={newTab} className={buttonClass(variant, className)}>
      <Icon name="whatsapp" className={iconClass(iconTone)} />
      {label}
    </ExternalLink>
  );
}

type ContactLinkProps = {
  /** A phone number (tel:) or an e-mail address (mailto:, which may break anywhere in a narrow column). */
  kind: 'phone' | 'email';
  /** The tel: or mailto: link. */
  href: string;
  /** The number or address, as the visitor reads it. */
  label: string;
  /** On a dark bar or footer (their words' colour, a gold icon, gold on hover), or on white (the phone menu: dark words, a blue icon). */
  tone: 'light' | 'dark';
  /** The icon close to its words (the top bar, the phone menu's narrow panel), or further (a footer column). */
  size: 'compact' | 'regular';
};

const CONTACT_LINKS: Record<ContactLinkProps['tone'], { link: string; icon: string }> = {
  dark: { link: 'hover:text-gold-300', icon: 'text-gold-400' },
  light: { link: 'font-medium text-ink hover:text-brand-700', icon: 'text-brand-600' },
};
const CONTACT_ICONS = { phone: 'phone', email: 'mail' } as const;

/** The agency's phone number or e-mail address as a link, after its icon: in the header's top bar, the phone menu and the footer. */
export function ContactLink({ kind, href, label, tone, size }: ContactLinkProps) {
  const style = CONTACT_LINKS[tone];
  return (
    <a
      href={href}
      className={clsx('flex items-center', size === 'compact' ? 'gap-2' : 'gap-3', kind === 'email' && 'break-all', style.link)}
    >
      <Icon name={CONTACT_ICONS[kind]} className={clsx('size-4 shrink-0', style.icon)} />
      {label}
    </a>
  );
}
