import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { DEFAULT_LOCALE, format, getDictionary } from '@/lib/i18n';
import { pageLocale, type LocaleParams } from '@/lib/i18n/params';
import { helpTaskJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/seo';
import { whatsappHref } from '@/lib/text';
import { pathOf, routeParams, urlFor } from '@/lib/urls';
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

async function taskOf(params: Props['params']) {
  const locale = await pageLocale(params);
  const { task: slug } = await params;
  const { policyHelp } = getContent(locale);
  const task = policyHelp.tasks.find((t) => t.slug === slug);
  return { locale, policyHelp, task };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, task } = await taskOf(params);
  return task ? pageMetadata({ locale, title: task.title, description: task.description, path: pathOf({ help: task.slug }) }) : {};
}

/** One task a policyholder needs to do: what they can do, the steps, the documents, LIC's page and a WhatsApp message naming the task. */
export default async function PolicyHelpTaskPage({ params }: Props) {
  const { locale, policyHelp, task } = await taskOf(params);
  if (!task) notFound();
  const dict = getDictionary(locale);
  const { site } = getContent(locale);
  const others = policyHelp.tasks.filter((t) => t.slug !== task.slug);
  return (
    <>
      <JsonLd data={helpTaskJsonLd(locale, task)} />
      <PageHero title={task.title} eyebrow={dict.help.crumb} intro={task.summary} />
      <Breadcrumbs
        label={dict.nav.breadcrumbLabel}
        items={[
          { name: dict.nav.home, path: urlFor(locale, 'home') },
          { name: dict.help.crumb, path: urlFor(locale, 'policyHelp') },
          { name: task.title, path: urlFor(locale, { help: task.slug }) },
        ]}
      />
      <div className="container-page py-10 sm:py-14">
        <HelpTaskBody
          task={task}
          whatsappHref={whatsappHref(site.whatsapp, format(dict.help.whatsappMessage, { task: task.whatsapp }))}
          checked={format(policyHelp.hub.checked, { date: formatNewsDate(policyHelp.checkedOn, dict.meta) })}
          finalWord={policyHelp.hub.finalWord}
          words={dict.help}
          newTab={dict.a11y.newTab}
        />
      </div>
      <section aria-labelledby="other-help-heading" className="bg-brand-50/60 py-12 sm:py-16">
        <div className="container-page">
          <h2 id="other-help-heading" className="mb-6 text-2xl font-extrabold tracking-tight text-brand-900">
            {dict.help.otherTasks}
          </h2>
          <TaskList tasks={others} hrefFor={(slug) => urlFor(locale, { help: slug })} label={dict.help.otherTasks} headingLevel={3} />
        </div>
      </section>
    </>
  );
}
