import { Link } from '@/components/ui/link';
import type { OpportunitiesTeaserView } from '@/lib/pages/home';
import { AppImage } from '@/components/ui/app-image';
import { Icon } from '@/components/ui/icons';
import { CheckItem } from '@/components/ui/check-item';
import { SectionHeading } from '@/components/ui/section-heading';
import { buttonClass } from '@/components/ui/button';

/** The recruiting teaser: an invitation to become an LIC agent, what an agency is not, and the link to /opportunities. */
export function OpportunitiesTeaser({ content, image, href }: OpportunitiesTeaserView) {
  return (
    <section aria-labelledby="opportunities-heading" className="overflow-x-clip py-16 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="relative order-last lg:order-first">
          <div aria-hidden="true" className="absolute -top-5 -left-5 size-32 rounded-3xl bg-gold-200/70" />
          <div aria-hidden="true" className="absolute -right-5 -bottom-5 size-40 rounded-full bg-brand-100" />
          <AppImage
            {...image}
            alt={content.alt}
            sizes="(min-width: 1024px) 580px, 92vw"
            className="relative h-auto w-full rounded-3xl shadow-lift ring-1 ring-brand-100"
          />
        </div>
        <div>
          <SectionHeading id="opportunities-heading" eyebrow={content.eyebrow} title={content.heading} text={content.text} />
          <ul className="mt-7 space-y-3 text-base font-medium text-ink">
            {content.points.map((point) => (
              <CheckItem key={point}>{point}</CheckItem>
            ))}
          </ul>
          <p className="mt-6 flex gap-3 rounded-2xl bg-gold-50 p-4 text-sm leading-relaxed text-slate-800 ring-1 ring-gold-200">
            <Icon name="info" className="mt-0.5 size-5 shrink-0 text-gold-600" />
            {content.agency}
          </p>
          <Link href={href} className={buttonClass('navy', 'mt-8')}>
            {content.linkLabel}
            <Icon name="arrow-right" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
