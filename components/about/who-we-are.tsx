import type { WhoWeAreView } from '@/lib/pages/about';
import { AppImage } from '@/components/ui/app-image';
import { Icon, type IconName } from '@/components/ui/icons';
import { PostalAddress } from '@/components/ui/postal-address';
import { SectionHeading } from '@/components/ui/section-heading';
import { CountUp } from './count-up';

const EXPERIENCE_ICONS: Record<WhoWeAreView['experience']['figures'][number]['kind'], IconName> = { years: 'calendar', agents: 'award' };

/** About's first section: the team's picture, who we are, the experience figures and who publishes the site. */
export function WhoWeAre({ content, image, badge, experience, identity }: WhoWeAreView) {
  return (
    <section aria-labelledby="who-we-are" className="py-16 sm:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-[0.95fr_1.05fr] lg:gap-16">
        <div className="lg:sticky lg:top-40 lg:self-start">
          <div className="relative">
            <div aria-hidden="true" className="absolute -top-4 -left-4 h-2/3 w-2/3 rounded-3xl bg-gold-200/70" />
            <AppImage
              {...image}
              alt={content.alt}
              priority
              sizes="(min-width: 1024px) 580px, 92vw"
              className="relative h-auto w-full rounded-3xl shadow-lift ring-1 ring-brand-100"
            />
            <p className="absolute right-4 -bottom-6 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lift ring-1 ring-brand-100 sm:right-6">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-gold-300">
                <Icon name="shield" className="size-5" />
              </span>
              <span className="flex flex-col leading-tight">
                <span className="font-display text-base font-extrabold text-brand-900">{badge.title}</span>
                <span className="text-sm text-slate-600">{badge.insurer}</span>
              </span>
            </p>
          </div>
        </div>

        <div>
          <SectionHeading id="who-we-are" eyebrow={content.eyebrow} title={content.heading} />
          <div className="mt-6 space-y-5 text-base leading-relaxed text-slate-700 sm:text-[1.05rem]">
            {content.paragraphs.map((paragraph, index) => (
              <p key={index} className={index === 0 ? 'text-lg leading-relaxed font-medium text-brand-900 sm:text-xl' : undefined}>
                {paragraph}
              </p>
            ))}
          </div>

          {experience.figures.length > 0 && (
            <ul className="mt-10 grid gap-4 sm:grid-cols-2" aria-label={experience.label}>
              {experience.figures.map((item) => (
                <li
                  key={item.label}
                  className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-card"
                >
                  <div aria-hidden="true" className="absolute -top-10 -right-10 size-32 rounded-full bg-gold-400/15" />
                  <Icon name={EXPERIENCE_ICONS[item.kind]} className="size-7 text-gold-300" />
                  <p className="mt-4 font-display text-4xl font-extrabold tracking-tight">
                    <CountUp value={item.value} className="tabular-nums" />
                  </p>
                  <p className="mt-1 text-base font-bold">{item.label}</p>
                  <p className="mt-2 text-sm leading-relaxed text-brand-100">{item.text}</p>
                </li>
              ))}
            </ul>
          )}

          <div className="mt-10 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-7">
            <h3 className="font-display text-lg font-bold text-brand-900">{identity.heading}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{identity.publisher.statement}</p>
            <p className="mt-3 leading-relaxed text-slate-700">{identity.publisher.proposal}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-brand-900">{identity.publisher.codeLabel}</dt>
              <dd className="font-mono text-slate-800">{identity.code}</dd>
              <dt className="font-semibold text-brand-900">{identity.officeLabel}</dt>
              <dd className="text-slate-700">
                <PostalAddress address={identity.address} className="not-italic" />
              </dd>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
