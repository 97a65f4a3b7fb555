import type { Metadata } from 'next';
import { getContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { contactBand } from '@/lib/pages/contact-band';
import { helpHubJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/seo';
import { pathOf, urlFor } from '@/lib/urls';
import { TaskList } from '@/components/help/task-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { PlanHelp } from '@/components/products/plan-help';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { hub } = getContent(locale).policyHelp;
  return pageMetadata({ locale, title: hub.title, description: hub.description, path: pathOf('policyHelp') });
}

/** Help for people who already hold a policy: every task, each with its own page. */
export default async function PolicyHelpPage({ params }: Props) {
  const locale = await pageLocale(params);
  const dict = getDictionary(locale);
  const { policyHelp } = getContent(locale);
  const { hub, tasks } = policyHelp;
  return (
    <>
      <JsonLd data={helpHubJsonLd(locale)} />
      <PageHero title={hub.title} eyebrow={dict.help.crumb} intro={hub.intro} />
      <Breadcrumbs
        label={dict.nav.breadcrumbLabel}
        items={[
          { name: dict.nav.home, path: urlFor(locale, 'home') },
          { name: dict.help.crumb, path: urlFor(locale, 'policyHelp') },
        ]}
      />
      <div className="container-page py-10 sm:py-14">
        <TaskList tasks={tasks} hrefFor={(slug) => urlFor(locale, { help: slug })} label={dict.help.tasksLabel} />
        <p className="mt-10 flex gap-3 rounded-2xl bg-gold-50 p-5 text-sm leading-relaxed text-slate-800 ring-1 ring-gold-200" data-testid="help-final-word">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-gold-600" />
          <span>
            {hub.finalWord} {format(hub.checked, { date: formatNewsDate(policyHelp.checkedOn, dict.meta) })}
          </span>
        </p>
      </div>
      <PlanHelp contact={contactBand(locale)} id="policy-help-contact" heading={dict.cta.talkToUs}>
        {dict.help.contactText}
      </PlanHelp>
    </>
  );
}
