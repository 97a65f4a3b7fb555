import { getContent, latestNews } from '@/lib/content';
import { format, formatParts, getDictionary, otherLanguages, type Locale } from '@/lib/i18n';
import { getImage } from '@/lib/images';
import { footerLinks } from '@/lib/navigation';
import { publisherLines } from '@/lib/publisher';
import { formatNewsDate } from '@/lib/dates';
import { socialLinks } from '@/lib/social';
import { mailHref, telHref } from '@/lib/text';
import { urlFor } from '@/lib/urls';
import { AppImage } from '@/components/ui/app-image';
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
export function Footer({ locale, samePageInOtherLanguages = true }: { locale: Locale; samePageInOtherLanguages?: boolean }) {
  const dict = getDictionary(locale);
  const { site, news } = getContent(locale);
  const publisher = publisherLines(site, dict);
  return (
    <footer className="bg-brand-950 text-brand-100" data-testid="site-footer" data-surface="dark">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.3fr_1.2fr]">
        <div>
          <div className="inline-block rounded-2xl bg-white/5 pr-4">
            <Logo href={urlFor(locale, 'home')} agencyName={site.agencyName} tagline={publisher.tagline} homeSuffix={dict.a11y.homeSuffix} inverted />
          </div>
          <p className="mt-5 text-sm leading-relaxed text-brand-100">{site.footerMessage}</p>
          <SocialLinks
            links={socialLinks(site, dict)}
            className="mt-5"
            linkClassName="bg-white/10 text-white hover:bg-gold-400 hover:text-brand-950"
          />
        </div>

        <nav aria-label={dict.nav.footerLabel}>
          <FooterHeading>{dict.footer.links}</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {footerLinks(locale, dict).map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="inline-flex items-center gap-2 hover:text-gold-300">
                  <Icon name="chevron-right" className="size-3.5 text-gold-400" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-label={dict.footer.news}>
          <FooterHeading>{dict.footer.news}</FooterHeading>
          <ul className="space-y-4" data-testid="footer-news">
            {latestNews(news, 2).map((item) => (
              <li key={item.title}>
                <ExternalLink href={item.link} newTab={dict.a11y.newTab} className="group flex gap-3">
                  {item.imageUrl ? (
                    <AppImage {...getImage(item.imageUrl)} alt="" sizes="80px" className="h-14 w-20 shrink-0 rounded-lg object-cover" />
                  ) : (
                    <span aria-hidden="true" className="flex h-14 w-20 shrink-0 items-center justify-center rounded-lg bg-white/10">
                      <Icon name="arrow-up-right" className="size-5 text-gold-400" />
                    </span>
                  )}
                  <span className="min-w-0">
                    <span className="block text-xs font-medium text-gold-300">
                      {format(dict.news.source, { source: item.source, date: formatNewsDate(item.date, dict.meta) })}
                    </span>
                    <span className="mt-0.5 line-clamp-2 block text-sm font-semibold text-white group-hover:text-gold-300">
                      {item.title}
                    </span>
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label={dict.footer.contact}>
          <FooterHeading>{dict.footer.contact}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <li>
              <a href={telHref(site.phone)} className="flex items-center gap-3 hover:text-gold-300">
                <Icon name="phone" className="size-4 shrink-0 text-gold-400" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={mailHref(site.email)} className="flex items-center gap-3 break-all hover:text-gold-300">
                <Icon name="mail" className="size-4 shrink-0 text-gold-400" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="pin" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <PostalAddress address={site.address} className="not-italic leading-relaxed" testId="footer-address" />
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
          <LanguageSwitcher
            options={otherLanguages(locale)}
            label={dict.nav.language}
            samePage={samePageInOtherLanguages}
            className="justify-center"
            linkClassName="min-h-11 px-4 text-sm text-white ring-1 ring-white/25 hover:bg-white/10 hover:text-gold-300"
          />
        </div>
        <section aria-label={dict.compliance.heading} data-testid="footer-compliance" className="container-page pb-8 text-center text-xs leading-relaxed text-brand-200">
          <div className="mx-auto max-w-3xl space-y-2 border-t border-white/10 pt-6">
            <p data-testid="footer-role" className="text-sm text-brand-100">
              {publisher.statement} <span className="font-semibold text-white">{publisher.code}</span>
            </p>
            <p data-testid="footer-insurer">{publisher.insurer}</p>
            {publisher.approval && <p data-testid="footer-approval">{publisher.approval}</p>}
            <p>
              {formatParts(dict.compliance.notInsurer, {
                insurer: site.insurer.name,
                link: (
                  <ExternalLink
                    key="link"
                    href={site.insurer.url}
                    newTab={dict.a11y.newTab}
                    className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white"
                  >
                    {new URL(site.insurer.url).hostname}
                  </ExternalLink>
                ),
              })}
            </p>
            <p>{dict.compliance.solicitation}</p>
            <p data-testid="footer-spurious" className="mx-auto max-w-2xl rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10">
              <strong className="block font-bold text-gold-300">{dict.compliance.spuriousHeading}</strong>
              {dict.compliance.spuriousText}
            </p>
            <p>{dict.compliance.trademark}</p>
            <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2">
              <span>{format(dict.footer.copyright, { year: site.copyrightYear, person: site.person })}</span>
              <Link href={urlFor(locale, 'privacy')} data-testid="footer-privacy" className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white">
                {dict.footer.privacy}
              </Link>
            </p>
          </div>
        </section>
      </div>
    </footer>
  );
}
