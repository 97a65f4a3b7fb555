import type { WhyLicView } from '@/lib/pages/about';
import { Icon, type IconName } from '@/components/ui/icons';
import { SectionHeading } from '@/components/ui/section-heading';
import { CountUp } from './count-up';

/** The icon of each published figure, by its place on the row. */
const FIGURE_ICONS: IconName[] = ['shield', 'users', 'rupee'];

/** Why LIC?: the insurer's published figures, counted up, with their source. */
export function WhyLic({ eyebrow, heading, text, figures, source, note }: WhyLicView) {
  return (
    <section aria-labelledby="why-lic" className="relative isolate overflow-hidden bg-brand-950 py-16 text-white sm:py-20">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 left-1/4 size-96 rounded-full bg-brand-600/30 blur-3xl" />
        <div className="absolute -right-20 -bottom-40 size-96 rounded-full bg-brand-500/25 blur-3xl" />
      </div>
      <div className="container-page">
        <SectionHeading id="why-lic" eyebrow={eyebrow} title={heading} text={text} align="center" inverted />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {figures.map((stat, index) => (
            <li
              key={stat.label}
              className="rounded-3xl bg-white/[0.06] p-7 text-center ring-1 ring-white/15 backdrop-blur transition hover:bg-white/10 motion-reduce:transition-none"
            >
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-gold-400 text-brand-950 shadow-[0_10px_24px_-10px_rgb(246_180_14/0.8)]">
                <Icon name={FIGURE_ICONS[index] ?? 'shield'} className="size-7" />
              </span>
              <p className="mt-5 font-display text-4xl font-extrabold tracking-tight text-white sm:text-[2.6rem]">
                <CountUp value={stat.value} className="tabular-nums" />
              </p>
              <h3 className="mt-2 text-lg font-bold text-gold-300">{stat.label}</h3>
              <p className="mt-1 text-sm text-brand-100">{stat.description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-brand-100">{source}</p>
        <p className="mt-2 text-center text-xs text-brand-200">{note}</p>
      </div>
    </section>
  );
}
