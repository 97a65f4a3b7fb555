import { Link } from '@/components/ui/link';
import { getLatestNews, getSite } from '@/lib/content';
import { getImage } from '@/lib/images';
import { NAV_LINKS } from '@/lib/navigation';
import { mailHref, telHref } from '@/lib/text';
import { AppImage } from '@/components/ui/app-image';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icons';
import { SocialLinks } from '@/components/ui/social-links';
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
export function Footer() {
  const site = getSite();
  const news = getLatestNews(2);
  return (
    <footer className="bg-brand-950 text-brand-100" data-testid="site-footer" data-surface="dark">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.3fr_1.2fr]">
        <div>
          <div className="inline-block rounded-2xl bg-white/5 pr-4">
            <Logo agencyName={site.agencyName} tagline={site.tagline} inverted />
          </div>
          <p className="mt-5 text-sm leading-relaxed text-brand-100">{site.footerMessage}</p>
          <SocialLinks
            socials={site.socials}
            agencyName={site.agencyName}
            className="mt-5"
            linkClassName="bg-white/10 text-white hover:bg-gold-400 hover:text-brand-950"
          />
        </div>

        <nav aria-label="Footer">
          <FooterHeading>Links</FooterHeading>
          <ul className="space-y-2.5 text-sm">
            {NAV_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="inline-flex items-center gap-2 hover:text-gold-300">
                  <Icon name="chevron-right" className="size-3.5 text-gold-400" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-news">
          <FooterHeading>
            <span id="footer-news">Latest News</span>
          </FooterHeading>
          <ul className="space-y-4" data-testid="footer-news">
            {news.map((item) => (
              <li key={item.title}>
                <ExternalLink href={item.link} className="group flex gap-3">
                  {item.imageUrl ? (
                    <AppImage
                      {...getImage(item.imageUrl)}
                      alt=""
                      sizes="80px"
                      className="h-14 w-20 shrink-0 rounded-lg object-cover"
                    />
                  ) : (
                    <span aria-hidden="true" className="flex h-14 w-20 shrink-0 items-center justify-center rounded-lg bg-white/10">
                      <Icon name="arrow-up-right" className="size-5 text-gold-400" />
                    </span>
                  )}
                  <span className="min-w-0">
                    <span className="block text-xs font-medium text-gold-300">{item.date ?? 'Unknown Date'}</span>
                    <span className="mt-0.5 line-clamp-2 block text-sm font-semibold text-white group-hover:text-gold-300">
                      {item.title}
                    </span>
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <FooterHeading>
            <span id="footer-contact">Contact</span>
          </FooterHeading>
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
              <address className="not-italic leading-relaxed" data-testid="footer-address">
                {site.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                <span className="block">
                  {site.address.locality}, {site.address.region} {site.address.postalCode}
                </span>
              </address>
            </li>
            <li className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>{site.hours}</span>
            </li>
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page space-y-2 py-6 text-center text-xs leading-relaxed text-brand-200">
          <p>
            © {site.copyrightYear} {site.agencyName}. All rights reserved.
          </p>
          <p>Insurance is the subject matter of solicitation.</p>
          <p>
            This is the website of an independent agent of {site.insurer.name}, not the insurer&rsquo;s official website.
            For official information visit{' '}
            <ExternalLink href={site.insurer.url} className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white">
              {new URL(site.insurer.url).hostname}
            </ExternalLink>
            .
          </p>
        </div>
      </div>
    </footer>
  );
}
