import { formatParts } from '@/lib/i18n/format';
import type { FooterView } from '@/lib/pages/chrome';
import { AppImage } from '@/components/ui/app-image';
import { ContactLink } from '@/components/ui/contact-buttons';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { SocialLinks } from '@/components/ui/social-links';
import { PostalAddress } from '@/components/ui/postal-address';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

function FooterHeading({ children }: { children: React.ReactNode }) {
  return (
    <h2 className="mb-4 font-display text-base font-bold tracking-wide text-white">
      {children}
      <span aria-hidden="true" className="mt-2 block h-0.5 w-10 rounded-full bg-gold-400" />
    </h2>
  );
}

/** Site footer: brand, links, the two latest news items, contacts, socials and the legal lines. */
export function Footer({ logo, site, contacts, publisher, socials, links, news, languages, privacyHref, copyright, words }: FooterView) {
  const { footer, compliance } = words;
  return (
    <footer className="bg-brand-950 text-brand-100" data-surface="dark">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.3fr_1.2fr]">
        <div>
          <div className="inline-block rounded-2xl bg-white/5 pr-4">
            <Logo {...logo} inverted />
          </div>
          <p className="mt-5 text-sm leading-relaxed text-brand-100">{site.footerMessage}</p>
          <SocialLinks links={socials} tone="dark" className="mt-5" />
        </div>

        <nav aria-label={words.navLabel}>
          <FooterHeading>{footer.links}</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="inline-flex items-center gap-2 hover:text-gold-300">
                  <Icon name="chevron-right" className="size-3.5 text-gold-400" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {news.length > 0 && (
          <section aria-label={footer.news}>
            <FooterHeading>{footer.news}</FooterHeading>
            <ul className="space-y-4">
              {news.map((item) => (
                <li key={item.title}>
                  <ExternalLink href={item.href} newTab={words.newTab} className="group flex gap-3">
                    {item.image ? (
                      <AppImage {...item.image} alt="" sizes="80px" className="h-14 w-20 shrink-0 rounded-lg object-cover" />
                    ) : (
                      <span aria-hidden="true" className="flex h-14 w-20 shrink-0 items-center justify-center rounded-lg bg-white/10">
                        <Icon name="arrow-up-right" className="size-5 text-gold-400" />
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="block text-xs font-medium text-gold-300">{item.line}</span>
                      <span className="mt-0.5 line-clamp-2 block text-sm font-semibold text-white group-hover:text-gold-300">
                        {item.title}
                      </span>
                      {item.caution && <span className="mt-1 block text-xs text-brand-100">{item.caution}</span>}
                    </span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-label={footer.contact}>
          <FooterHeading>{footer.contact}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <li>
              <ContactLink kind="phone" {...contacts.phone} tone="dark" size="regular" />
            </li>
            <li>
              <ContactLink kind="email" {...contacts.email} tone="dark" size="regular" />
            </li>
            <li className="flex gap-3">
              <Icon name="pin" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <PostalAddress address={site.address} className="leading-relaxed not-italic" />
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>{site.hours}</span>
            </li>
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page py-6 text-center">
          <LanguageSwitcher {...languages} tone="dark" size="regular" className="justify-center" />
        </div>
        <section
          aria-label={compliance.heading}
          className="container-page pb-24 text-center text-xs leading-relaxed text-brand-200 lg:pb-8"
        >
          <div className="mx-auto max-w-3xl space-y-2 border-t border-white/10 pt-6">
            <p className="text-sm text-brand-100">
              {publisher.statement} <span className="font-semibold text-white">{publisher.code}</span>
            </p>
            <p>{publisher.insurer}</p>
            {publisher.approval && <p>{publisher.approval}</p>}
            <p>
              {formatParts(compliance.notInsurer, {
                insurer: site.insurer.name,
                link: (
                  <ExternalLink
                    key="link"
                    href={site.insurer.url}
                    newTab={words.newTab}
                    className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white"
                  >
                    {new URL(site.insurer.url).hostname}
                  </ExternalLink>
                ),
              })}
            </p>
            <p>{compliance.solicitation}</p>
            <p className="mx-auto max-w-2xl rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10">
              <strong className="block font-bold text-gold-300">{compliance.spuriousHeading}</strong>
              {compliance.spuriousText}
            </p>
            <p>{compliance.trademark}</p>
            <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2">
              <span>{copyright}</span>
              <Link href={privacyHref} className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white">
                {footer.privacy}
              </Link>
            </p>
          </div>
        </section>
      </div>
    </footer>
  );
}
