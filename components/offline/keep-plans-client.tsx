'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { KeepPlansView } from '@/lib/pages/offline';
import { format } from '@/lib/i18n/format';
import { keptCatalogue, type KeepAnswer, type OfflineIndex } from '@/lib/offline/store';
import { buttonClass } from '@/components/ui/button';
import { activeWorker, tell } from './worker';

type State =
  /** Before the script has looked (and in the HTML): the control is hidden. */
  | { kind: 'hidden' }
  | { kind: 'unsupported' }
  | { kind: 'ready'; bytes?: number; savedAt?: number; note?: 'failed' | 'removed' }
  | { kind: 'working'; bytes?: number; done: number; total: number };

export type KeepPlansClientProps = KeepPlansView & {
  /** The control's icon, drawn by the server. */
  icon: ReactNode;
  /** Places it in its page. */
  className?: string;
};

/**
 * "Keep plans on this phone": asks the service worker to store the language's catalogue (every page the
 * route table marks `keep`, with its files), showing its size first, its progress, and then that it is
 * saved; pressed again it stores it anew, and "Remove" frees the space. In the HTML it is hidden: it
 * shows once its script has found a browser that can keep pages (otherwise it says what it needs).
 */
export function KeepPlansClient({ locale, words, dates, index, base, worker, icon, className }: KeepPlansClientProps) {
  const [state, setState] = useState<State>({ kind: 'hidden' });

  useEffect(() => {
    let live = true;
    const look = async (): Promise<State> => {
      if (!('serviceWorker' in navigator) || !('caches' in window)) return { kind: 'unsupported' };
      const [bytes, record] = await Promise.all([
        fetch(index)
          .then((response) => response.json() as Promise<OfflineIndex>)
          .then((found) => found.bytes)
          .catch(() => undefined),
        keptCatalogue({ caches, origin: location.origin, base }, locale).catch(() => undefined),
      ]);
      return { kind: 'ready', bytes: record?.bytes ?? bytes, savedAt: record?.savedAt };
    };
    void look().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, [index, base, locale]);

  if (state.kind === 'hidden') return <section hidden className={className} />;

  const bytes = state.kind === 'unsupported' ? undefined : state.bytes;
  const size =
    bytes === undefined
      ? undefined
      : new Intl.NumberFormat(dates.intl, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1e6);
  const savedAt = state.kind === 'ready' ? state.savedAt : undefined;

  const answered = (reply: KeepAnswer) => {
    if (reply.state === 'progress') setState({ kind: 'working', bytes, done: reply.done, total: reply.total });
    else if (reply.state === 'saved') setState({ kind: 'ready', bytes: reply.bytes, savedAt: reply.savedAt });
    else if (reply.state === 'removed') setState({ kind: 'ready', bytes, note: 'removed' });
    else setState({ kind: 'ready', bytes, savedAt, note: 'failed' });
  };

  const ask = async (type: 'keep' | 'remove') => {
    setState({ kind: 'working', bytes, done: 0, total: 0 });
    const active = await activeWorker(worker);
    if (!active) return answered({ state: 'failed', done: 0, total: 0 });
    tell(active, { type, locale }, (reply) => answered(reply as KeepAnswer));
  };

  return (
    <section aria-labelledby="keep-heading" className={className}>
      <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-brand-100 sm:p-7">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id="keep-heading" className="text-xl font-extrabold tracking-tight text-brand-900 sm:text-2xl">
              {words.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-600">{words.text}</p>
          </div>
        </div>
        {state.kind === 'unsupported' ? (
          <p className="mt-4 text-sm text-slate-700">{words.unsupported}</p>
        ) : (
          <>
            {size !== undefined && <p className="mt-4 text-sm font-semibold text-slate-700">{format(words.size, { size })}</p>}
            <div className="mt-4 flex flex-wrap gap-3">
              <button type="button" className={buttonClass('navy')} disabled={state.kind === 'working'} onClick={() => void ask('keep')}>
                {savedAt ? words.update : words.button}
              </button>
              {savedAt !== undefined && (
                <button type="button" className={buttonClass('outline')} onClick={() => void ask('remove')}>
                  {words.remove}
                </button>
              )}
            </div>
            <div aria-live="polite" className="mt-4 text-sm text-slate-700">
              {state.kind === 'working' && state.total > 0 && (
                <p className="flex flex-wrap items-center gap-3">
                  <progress value={state.done} max={state.total} aria-label={words.progress} className="h-2 w-40 accent-brand-700" />
                  <span>{format(words.saving, { done: state.done, total: state.total })}</span>
                </p>
              )}
              {state.kind === 'ready' && savedAt !== undefined && (
                <p>
                  <strong className="font-bold text-brand-900">{words.saved}</strong>{' '}
                  {format(words.savedOn, { date: new Intl.DateTimeFormat(dates.intl, dates.format).format(savedAt) })}
                </p>
              )}
              {state.kind === 'ready' && state.note === 'failed' && <p>{words.failed}</p>}
              {state.kind === 'ready' && state.note === 'removed' && <p>{words.removed}</p>}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
