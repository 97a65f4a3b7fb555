import type { Metadata } from 'next';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { helpHubPage } from '@/lib/pages/help';
import { TaskList } from '@/components/help/task-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Icon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { PlanHelp } from '@/components/plans/plan-help';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpHubPage(await pageContextFor(params)).metadata;
}

/** Help for people who already hold a policy: every task, each with its own page. */
export default async function PolicyHelpPage({ params }: Props) {
  const page = helpHubPage(await pageContextFor(params));
  const { hub, words } = page;
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHero title={hub.title} eyebrow={words.help.crumb} intro={hub.intro} />
      <Breadcrumbs label={words.breadcrumbLabel} items={page.breadcrumbs} />
      <div className="container-page py-10 sm:py-14">
        <TaskList tasks={page.tasks} label={words.help.tasksLabel} />
        <p className="mt-10 flex gap-3 rounded-2xl bg-gold-50 p-5 text-sm leading-relaxed text-slate-800 ring-1 ring-gold-200">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-gold-600" />
          <span>{hub.finalWord}</span>
        </p>
      </div>
      <PlanHelp contact={page.contact} id="policy-help-contact" heading={words.talkToUs}>
        {words.help.contactText}
      </PlanHelp>
    </>
  );
}
