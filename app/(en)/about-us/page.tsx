import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { format, getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { getImage } from '@/lib/images';
import { pageMetadata } from '@/lib/seo';
import { publisherLines } from '@/lib/publisher';
import { formatFigure } from '@/lib/stats';
import { pathOf, urlFor } from '@/lib/urls';
import { CountUp } from '@/components/about/count-up';
import { AppImage } from '@/components/ui/app-image';
import { buttonClass } from '@/components/ui/button';
import { CtaBanner } from '@/components/ui/cta-banner';
import { Icon, type IconName } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { PostalAddress } from '@/components/ui/postal-address';
import { SectionHeading } from '@/components/ui/section-heading';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, title: getDictionary(locale).about.heading, description: getContent(locale).about.intro, path: pathOf('about') });
}

/** The icon of each published figure, by its place on the row. */
const FIGURE_ICONS: IconName[] = ['shield', 'users', 'rupee'];

export default async function AboutPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { about, site } = getContent(locale);
  const role = dict.roles[site.role];
  const publisher = publisherLines(site, dict);
  const { years, agents } = about.highlights;
  const highlights = [
    { ...years, icon: 'calendar' as const, testId: 'experience-years' },
    { ...agents, icon: 'award' as const, testId: 'experience-agents' },
  ];

  return (
    <>
      <PageHero title={dict.about.heading} eyebrow={publisher.tagline} intro={about.intro} />

      <section aria-labelledby="who-we-are" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[0.95fr_1.05fr] lg:gap-16">
          <div className="lg:sticky lg:top-40 lg:self-start">
            <div className="relative">
              <div aria-hidden="true" className="absolute -top-4 -left-4 h-2/3 w-2/3 rounded-3xl bg-gold-200/70" />
              <AppImage
                {...getImage(about.image)}
                alt={about.alt}
                priority
                sizes="(min-width: 1024px) 580px, 92vw"
                className="relative h-auto w-full rounded-3xl shadow-lift ring-1 ring-brand-100"
              />
              <p className="absolute right-4 -bottom-6 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lift ring-1 ring-brand-100 sm:right-6">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-gold-300">
                  <Icon name="shield" className="size-5" />
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="font-display text-base font-extrabold text-brand-900">{role.title}</span>
                  <span className="text-sm text-slate-600">{site.insurer.name}</span>
                </span>
              </p>
            </div>
          </div>

          <div>
            <SectionHeading id="who-we-are" eyebrow={about.eyebrow} title={about.heading} />
            <div className="mt-6 space-y-5 text-base leading-relaxed text-slate-700 sm:text-[1.05rem]" data-testid="about-text">
              {about.paragraphs.map((paragraph, index) => (
                <p key={index} className={index === 0 ? 'text-lg leading-relaxed font-medium text-brand-900 sm:text-xl' : undefined}>
                  {paragraph}
                </p>
              ))}
            </div>

            <ul className="mt-10 grid gap-4 sm:grid-cols-2" aria-label={dict.about.experienceLabel}>
              {highlights.map((item) => (
                <li
                  key={item.label}
                  data-testid={item.testId}
                  className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-card"
                >
                  <div aria-hidden="true" className="absolute -top-10 -right-10 size-32 rounded-full bg-gold-400/15" />
                  <Icon name={item.icon} className="size-7 text-gold-300" />
                  <p className="mt-4 font-display text-4xl font-extrabold tracking-tight">
                    <CountUp value={`${item.value}+`} className="tabular-nums" />
                  </p>
                  <p className="mt-1 text-base font-bold">{item.label}</p>
                  <p className="mt-2 text-sm leading-relaxed text-brand-100">{item.text}</p>
                </li>
              ))}
            </ul>

            <div data-testid="about-identity" className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-7">
              <h3 className="font-display text-lg font-bold text-brand-900">
                {dict.compliance.heading}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-700">{publisher.statement}</p>
              <p className="mt-3 leading-relaxed text-slate-700">{publisher.proposal}</p>
              <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-brand-900">{publisher.codeLabel}</dt>
                <dd className="font-mono text-slate-800">{site.code}</dd>
                <dt className="font-semibold text-brand-900">{dict.about.office}</dt>
                <dd className="text-slate-700">
                  <PostalAddress address={site.address} className="not-italic" />
                </dd>
              </dl>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-lic" className="relative isolate overflow-hidden bg-brand-950 py-16 text-white sm:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-32 left-1/4 size-96 rounded-full bg-brand-600/30 blur-3xl" />
          <div className="absolute -right-20 -bottom-40 size-96 rounded-full bg-brand-500/25 blur-3xl" />
        </div>
        <div className="container-page">
          <SectionHeading id="why-lic" eyebrow={about.whyLic.eyebrow} title={dict.about.whyLic} text={about.whyLic.text} align="center" inverted />
          <ul className="mt-12 grid gap-5 md:grid-cols-3" data-testid="why-lic-stats">
            {about.whyLic.figures.map((stat, index) => (
              <li
                key={stat.label}
                data-testid="stat"
                className="rounded-3xl bg-white/[0.06] p-7 text-center ring-1 ring-white/15 backdrop-blur transition hover:bg-white/10 motion-reduce:transition-none"
              >
                <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-gold-400 text-brand-950 shadow-[0_10px_24px_-10px_rgb(246_180_14/0.8)]">
                  <Icon name={FIGURE_ICONS[index] ?? 'shield'} className="size-7" />
                </span>
                <p className="mt-5 font-display text-4xl font-extrabold tracking-tight text-white sm:text-[2.6rem]">
                  <CountUp value={formatFigure(stat, { intl: dict.meta.intl, crore: dict.about.crore })} className="tabular-nums" />
                </p>
                <h3 className="mt-2 text-lg font-bold text-gold-300">{stat.label}</h3>
                <p className="mt-1 text-sm text-brand-100">{stat.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-brand-100" data-testid="figures-source">
            {format(dict.about.figuresSource, { source: about.whyLic.source, year: about.whyLic.year })}
          </p>
          <p className="mt-2 text-center text-xs text-brand-200">{about.whyLic.note}</p>
        </div>
      </section>

      <CtaBanner
        id="thank-you"
        tone="light"
        heading={about.thankYou.heading}
        text={about.thankYou.text}
        badge={<Icon name="heart" className="size-8" />}
        className="py-16 sm:py-20"
      >
        <Link href={urlFor(locale, 'contact')} className={buttonClass('navy')}>
          <Icon name="phone" className="size-5" />
          {dict.cta.talkToUs}
        </Link>
        <Link href={urlFor(locale, 'products')} className={buttonClass('outline')}>
          {dict.cta.explorePlans}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </CtaBanner>
    </>
  );
}
