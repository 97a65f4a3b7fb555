'use client';

import { useEffect, useRef, useState } from 'react';
import { MOST_COMPARED, readAddress, visiblePlans, writeAddress, type CompareState } from '@/lib/compare';
import { format } from '@/lib/i18n/format';
import type { CompareIsland } from '@/lib/pages/compare';

/** Shows the table for a view: its columns, its check boxes and the finder's fields, as the address says. */
function paint(form: HTMLFormElement, table: HTMLTableElement, visible: string[], state: CompareState) {
  const age = form.elements.namedItem('age');
  const need = form.elements.namedItem('need');
  if (age instanceof HTMLInputElement) age.value = state.age === undefined ? '' : String(state.age);
  if (need instanceof HTMLSelectElement) need.value = state.need ?? '';
  const full = state.plans.length >= MOST_COMPARED;
  for (const box of table.querySelectorAll<HTMLInputElement>('input[name="plans"]')) {
    box.checked = state.plans.includes(box.value);
    box.disabled = full && !box.checked;
  }
  for (const cell of table.querySelectorAll<HTMLElement>('[data-plan]')) cell.hidden = !visible.includes(cell.dataset.plan ?? '');
  table.toggleAttribute('data-comparing', state.plans.length >= 2);
  const region = table.closest<HTMLElement>('[data-compare-region]');
  if (region) region.hidden = visible.length === 0;
}

/**
 * The comparison's script, on the table and the finder the server drew: it reads the view from the
 * address (?plans=…&age=…&need=…), hides the columns that do not fit, and writes every change back to
 * the address, one history entry each, so a shared link opens the same view and Back undoes a step.
 * It shows one line of its own: what the table shows now.
 */
export function CompareClient({ formId, tableId, plans, needs, intl, words }: CompareIsland) {
  const [state, setState] = useState<CompareState>({ plans: [] });
  /** Moves to a view (the effect sets it once the table is found): what the button that shows every plan calls. */
  const goTo = useRef<(next: CompareState) => void>(undefined);

  useEffect(() => {
    const form = document.getElementById(formId);
    const table = document.getElementById(tableId);
    if (!(form instanceof HTMLFormElement) || !(table instanceof HTMLTableElement)) return;
    const known = { plans: plans.map((plan) => plan.id), needs };
    let current = readAddress(window.location.search, known);
    const apply = (next: CompareState) => {
      current = next;
      paint(form, table, visiblePlans(plans, next), next);
      setState(next);
    };
    const go = (next: CompareState) => {
      const query = writeAddress(next);
      if (query !== writeAddress(current)) window.history.pushState(null, '', `${window.location.pathname}${query}`);
      apply(next);
    };
    // The form holds the age, the need and the ticked plans (the check boxes belong to it): one reading of them.
    const fromForm = () => {
      const query = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
      return readAddress(query.toString(), known);
    };
    const submit = (event: Event) => {
      event.preventDefault();
      go(fromForm());
    };
    const change = () => go(fromForm());
    const back = () => apply(readAddress(window.location.search, known));
    form.addEventListener('submit', submit);
    form.addEventListener('change', change);
    table.addEventListener('change', change);
    window.addEventListener('popstate', back);
    goTo.current = go;
    apply(current);
    return () => {
      form.removeEventListener('submit', submit);
      form.removeEventListener('change', change);
      table.removeEventListener('change', change);
      window.removeEventListener('popstate', back);
    };
  }, [formId, tableId, plans, needs]);

  const visible = visiblePlans(plans, state);
  const names = plans.filter((plan) => state.plans.includes(plan.id)).map((plan) => plan.name);
  const message =
    state.plans.length >= 2
      ? format(words.comparing, { plans: new Intl.ListFormat(intl, { type: 'conjunction' }).format(names) })
      : visible.length === 0
        ? words.none
        : format(words.showing, { shown: visible.length, total: plans.length });
  const hint = state.plans.length === 1 ? words.pick : state.plans.length >= MOST_COMPARED ? words.limit : undefined;
  const narrowed = state.plans.length > 0 || state.age !== undefined || state.need !== undefined;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-4">
      <p role="status" className="text-sm font-semibold text-brand-900">
        {message}
        {hint && <span className="block font-normal text-slate-700">{hint}</span>}
      </p>
      <button
        type="button"
        hidden={!narrowed}
        onClick={() => {
          goTo.current?.({ plans: [] });
          // The button hides itself: the age field is where the visitor starts again.
          document.getElementById(`${formId}-age`)?.focus();
        }}
        className="rounded-full border-2 border-brand-200 bg-white px-4 py-2 text-sm font-bold text-brand-800 hover:border-brand-400"
      >
        {words.clear}
      </button>
    </div>
  );
}
