import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import type { LocaleParams } from '@/lib/i18n/params';
import { pageContextFor } from '@/lib/pages/context';
import { helpTaskPage } from '@/lib/pages/help';
import { routeParams } from '@/lib/urls';
import { HelpTaskBody } from '@/components/help/help-task';
import { TaskList } from '@/components/help/task-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';

type Props = { params: Promise<LocaleParams & { task: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routeParams('helpTask', getContent(DEFAULT_LOCALE));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpTaskPage(await pageContextFor(params), (await params).task)?.metadata ?? {};
}

/** One task a policyholder needs to do: what they can do, the steps, the documents, LIC's page and a WhatsApp message naming the task. */
export default async function PolicyHelpTaskPage({ params }: Props) {
  const page = helpTaskPage(await pageContextFor(params), (await params).task);
  if (!page) notFound();
  const { task, words } = page;
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <PageHero title={task.title} eyebrow={words.help.crumb} intro={task.summary} />
      <Breadcrumbs label={words.breadcrumbLabel} items={page.breadcrumbs} />
      <div className="container-page py-10 sm:py-14">
        <HelpTaskBody
          task={task}
          whatsappHref={page.whatsappHref}
          checked={page.checked}
          finalWord={page.finalWord}
          words={words.help}
          newTab={words.newTab}
        />
      </div>
      <section aria-labelledby="other-help-heading" className="bg-brand-50/60 py-12 sm:py-16">
        <div className="container-page">
          <h2 id="other-help-heading" className="mb-6 text-2xl font-extrabold tracking-tight text-brand-900">
            {words.help.otherTasks}
          </h2>
          <TaskList tasks={page.others} label={words.help.otherTasks} headingLevel={3} />
        </div>
      </section>
    </>
  );
}
