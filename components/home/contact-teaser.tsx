import type { ContactTeaserView } from '@/lib/pages/home';
import { HelpTeaser } from '@/components/help/help-teaser';
import { Icon } from '@/components/ui/icons';

/** A closing invitation on the home page with call and e-mail buttons, and the way to help with a policy already held. */
export function ContactTeaser({ content, contacts, helpHref, words }: ContactTeaserView) {
  const action = 'group flex min-h-16 items-center gap-4 rounded-2xl px-5 py-3 text-left transition motion-reduce:transition-none';
  return (
    <section aria-labelledby="contact-teaser-heading" className="pb-20 sm:pb-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 px-6 py-12 text-white shadow-lift sm:px-12 lg:px-16 lg:py-14">
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
            <div className="absolute -top-24 -right-20 size-80 rounded-full bg-brand-400/30 blur-3xl" />
            <div className="absolute -bottom-32 -left-10 size-80 rounded-full bg-brand-400/30 blur-3xl" />
          </div>
          <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <p className="text-sm font-bold tracking-[0.16em] text-gold-300 uppercase">{content.eyebrow}</p>
              <h2 id="contact-teaser-heading" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
                {content.heading}
              </h2>
              <p className="mt-4 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">{content.text}</p>
              <HelpTeaser href={helpHref} words={words.help} tone="dark" className="mt-6 max-w-xl sm:text-base" />
            </div>
            <div className="flex flex-col gap-4">
              <a href={contacts.phone.href} className={`${action} bg-gold-400 text-brand-950 hover:bg-gold-300`}>
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-950/10">
                  <Icon name="phone" className="size-5" />
                </span>
                <span className="flex flex-col">
                  <span className="text-lg font-extrabold">{words.callUs}</span>
                  <span className="text-sm font-semibold">{contacts.phone.label}</span>
                </span>
              </a>
              <a href={contacts.email.href} className={`${action} bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15`}>
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-300">
                  <Icon name="mail" className="size-5" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="text-lg font-extrabold">{words.emailUs}</span>
                  <span className="text-sm font-semibold break-all text-brand-100">{contacts.email.label}</span>
                </span>
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
