import type { TaskCard } from '@/lib/pages/help';
import { Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';

export type TaskListProps = {
  tasks: TaskCard[];
  /** Names the list ("What do you need to do?"). */
  label: string;
  /** The card titles' level under the page's headings. */
  headingLevel?: 2 | 3;
};

/** The policyholder's tasks as cards: the icon, the task and a line on it, each card one link. */
export function TaskList({ tasks, label, headingLevel = 2 }: TaskListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tasks.map((task) => (
        <li
          key={task.slug}
          className="group relative flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-lift has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-gold-500 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
          >
            <Icon name={task.icon} className="size-6" />
          </span>
          <div className="min-w-0">
            <Heading className="font-display text-base font-bold text-brand-900 sm:text-lg">
              <Link href={task.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                {task.title}
              </Link>
            </Heading>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{task.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
