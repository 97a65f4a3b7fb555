import 'server-only';
import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import type { HelpTask, PolicyHelpContent } from '@/lib/content';
import { formatNewsDate } from '@/lib/dates';
import { format, type Dictionary, type Locale } from '@/lib/i18n';
import { breadcrumbJsonLd, helpHubJsonLd, helpTaskJsonLd, type Crumb } from '@/lib/seo/jsonld';
import { pageMetadata } from '@/lib/seo/metadata';
import { whatsappHref } from '@/lib/text';
import { pathOf, urlFor } from '@/lib/urls';
import { contactBand, type ContactBandView } from './contact-band';
import type { PageContext } from './context';

/** A task's card in a list: its icon, title and line, and its page's address. */
export type TaskCard = Pick<HelpTask, 'slug' | 'icon' | 'title' | 'summary'> & { href: string };

const cardOf = (locale: Locale, task: HelpTask): TaskCard => ({
  slug: task.slug,
  icon: task.icon,
  title: task.title,
  summary: task.summary,
  href: urlFor(locale, { help: task.slug }),
});

/** "Checked against LIC's own page for this task on …", once the owner has checked the task; nothing until then. */
const checkedLine = (task: HelpTask, policyHelp: PolicyHelpContent, dict: Dictionary) =>
  task.checkedOn ? format(policyHelp.hub.checked, { date: formatNewsDate(task.checkedOn, dict.meta) }) : undefined;

type HelpHubView = {
  metadata: Metadata;
  /** The hub and its tasks, and the trail, for search engines. */
  jsonLd: WithContext<Thing>[];
  hub: PolicyHelpContent['hub'];
  breadcrumbs: Crumb[];
  tasks: TaskCard[];
  contact: ContactBandView;
  words: { help: Dictionary['help']; talkToUs: string; breadcrumbLabel: string };
};

/** /policy-help: help for people who already hold a policy, every task with its own page. */
export function helpHubPage(context: PageContext<'policyHelp'>): HelpHubView {
  const { locale, dict, site } = context;
  const { policyHelp } = context.content;
  const { hub } = policyHelp;
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.help.crumb, path: urlFor(locale, 'policyHelp') },
  ];
  return {
    metadata: pageMetadata(context, { title: hub.title, description: hub.description, path: pathOf('policyHelp') }),
    jsonLd: [helpHubJsonLd(context, policyHelp), breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
    hub,
    breadcrumbs,
    tasks: policyHelp.tasks.map((task) => cardOf(locale, task)),
    contact: contactBand(context),
    words: { help: dict.help, talkToUs: dict.cta.talkToUs, breadcrumbLabel: dict.nav.breadcrumbLabel },
  };
}

type HelpTaskView = {
  metadata: Metadata;
  /** The help the publisher gives with the task, and the trail, for search engines. */
  jsonLd: WithContext<Thing>[];
  task: HelpTask;
  /** A WhatsApp message naming the task. */
  whatsappHref: string;
  /** When the owner checked the task against LIC's own page; absent until then. */
  checked?: string;
  finalWord: string;
  breadcrumbs: Crumb[];
  /** The other tasks. */
  others: TaskCard[];
  words: { help: Dictionary['help']; breadcrumbLabel: string; newTab: string };
};

/** /policy-help/{task}: one task, or undefined when there is no such task. */
export function helpTaskPage(context: PageContext<'policyHelp'>, slug: string): HelpTaskView | undefined {
  const { locale, dict, site } = context;
  const { policyHelp } = context.content;
  const task = policyHelp.tasks.find((t) => t.slug === slug);
  if (!task) return undefined;
  const breadcrumbs: Crumb[] = [
    { name: dict.nav.home, path: urlFor(locale, 'home') },
    { name: dict.help.crumb, path: urlFor(locale, 'policyHelp') },
    { name: task.title, path: urlFor(locale, { help: task.slug }) },
  ];
  return {
    metadata: pageMetadata(context, { title: task.title, description: task.description, path: pathOf({ help: task.slug }) }),
    jsonLd: [helpTaskJsonLd(context, task), breadcrumbJsonLd(site.siteUrl, breadcrumbs)],
    task,
    whatsappHref: whatsappHref(site.whatsapp, format(dict.help.whatsappMessage, { task: task.whatsapp })),
    ...(task.checkedOn ? { checked: checkedLine(task, policyHelp, dict) } : {}),
    finalWord: policyHelp.hub.finalWord,
    breadcrumbs,
    others: policyHelp.tasks.filter((t) => t.slug !== task.slug).map((t) => cardOf(locale, t)),
    words: { help: dict.help, breadcrumbLabel: dict.nav.breadcrumbLabel, newTab: dict.a11y.newTab },
  };
}
