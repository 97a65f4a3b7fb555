import { TextDecoder, TextEncoder } from 'node:util';
import { render } from '@testing-library/react';
import { format } from '@/lib/i18n';
import type { ComparePageView } from '@/lib/pages/compare';
import { COMPARED, comparisonContext, PLANS } from '@/lib/pages/fixture';
import { ComparePlans } from './compare-plans';

/**
 * The comparison as the server draws it, with its inline script run as the browser runs it at the end
 * of `<compare-plans>`: the view the address names, shown before anything else happens.
 */
const context = comparisonContext();
const words = context.dict.compare;
const { ULIP, TERM, CHILD } = COMPARED;
const base = PLANS[0]!;
let page: ComparePageView;
/** The markup as the server sends it (drawn once, then left to the script alone), and its inline script. */
let markup: string;
let script: string;

/** Opens the comparison at `search`, as a page load does: the markup, then its script. */
function open(search: string) {
  window.history.replaceState(null, '', `/compare-plans${search}`);
  document.body.innerHTML = markup;
  new Function(script)();
  return document.querySelector('compare-plans') as HTMLElement;
}

const shown = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('th[data-plan]')].filter((th) => !th.hidden).map((th) => th.dataset.plan);
const visible = (node: Element | null) => node instanceof HTMLElement && !node.hidden && !node.closest('[hidden]');
const statusOf = (root: HTMLElement) => root.querySelector('[role="status"]')!.textContent;

beforeAll(async () => {
  // The view model sizes pictures with image-size, which wants Node's text codecs (jsdom has none).
  Object.assign(globalThis, { TextDecoder, TextEncoder });
  page = (await import('@/lib/pages/compare')).comparePage(context);
  // Drawn here by the browser's React, which says (in development only) that it never runs a script it draws: this test runs it.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { container, unmount } = render(<ComparePlans {...page} />);
  quiet.mockRestore();
  markup = container.innerHTML;
  unmount();
  script = /<script>([\s\S]*?)<\/script>/.exec(markup)![1]!;
  Element.prototype.scrollIntoView = jest.fn();
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as typeof window.matchMedia;
});

describe('<compare-plans> and its script', () => {
  it('is inlined without its comments or exports, and calls its one function', () => {
    expect(script).not.toMatch(/^\s*(\/\/|\/\*|\*)/m);
    expect(script).not.toMatch(/^(export|import) /m);
    expect(script.trim()).toMatch(/enhanceComparison\(window\);\s*\}\)\(\);$/);
  });

  it('shows every plan and opens the finder for an address that names no view', () => {
    const root = open('');
    expect(shown(root)).toEqual(page.table.columns.map((c) => c.id));
    expect(root.querySelector('details')!.open).toBe(true);
    expect(visible(root.querySelector('[data-clear]'))).toBe(false);
    expect(statusOf(root)).toBe(page.results.status);
  });

  it('shows a shared view at once: its columns, its plans’ disclosures, its WhatsApp message, the finder folded', () => {
    const root = open(`?plans=${ULIP.path},${TERM.path}`);
    expect(shown(root)).toEqual([TERM.path, ULIP.path]);
    expect(root.querySelector('details')!.open).toBe(false);
    // Each plan's brochure and unit-linked statement with its column; the lines the view needs.
    const brochures = [...root.querySelectorAll<HTMLElement>('li[data-plan]')].filter((li) => li.querySelector('a[href*="licindia"]'));
    expect(brochures.filter(visible).map((li) => li.dataset.plan)).toEqual([TERM.path, ULIP.path]);
    expect(visible(root.querySelector('[data-unit-linked]'))).toBe(true);
    expect(visible(root.querySelector('[data-kinds]'))).toBe(true);
    expect(statusOf(root)).toBe(format(words.comparing, { plans: `${TERM.name} and ${ULIP.name}` }));
    const text = new URL(root.querySelector<HTMLAnchorElement>('a[data-whatsapp]')!.href).searchParams.get('text');
    expect(text).toBe(format(words.whatsapp.named.other, { plans: `${TERM.name} and ${ULIP.name}` }));
    for (const box of root.querySelectorAll<HTMLInputElement>('input[name="plans"]'))
      expect([box.value, box.checked]).toEqual([box.value, [TERM.path, ULIP.path].includes(box.value)]);
  });

  it('has the page’s floating chat button name the plans ticked, and say the site’s message again when none is', () => {
    const site = 'https://wa.me/919999999999?text=Hello';
    markup = `<a data-chat href="${site}">chat</a>${markup}`;
    try {
      const root = open('');
      const chat = document.querySelector<HTMLAnchorElement>('a[data-chat]')!;
      const box = root.querySelector<HTMLInputElement>(`input[name="plans"][value="${TERM.path}"]`)!;
      box.click();
      expect(new URL(chat.href).searchParams.get('text')).toBe(format(words.whatsapp.named.one, { plans: TERM.name }));
      box.click();
      expect(chat.href).toBe(site);
    } finally {
      markup = markup.slice(markup.indexOf('</a>') + 4);
    }
  });

  it('takes no row for a fact that no plan shown has, and keeps one some plan shown has', () => {
    const row = (root: HTMLElement, fact: string) => root.querySelector<HTMLElement>(`tr[data-fact="${fact}"]`)!;
    expect(visible(row(open(''), 'minimumPurchasePrice'))).toBe(true);
    expect(visible(row(open(`?plans=${TERM.path},${ULIP.path}`), 'minimumPurchasePrice'))).toBe(false);
    expect(visible(row(open(`?plans=${TERM.path},${ULIP.path}`), 'minimumPremium'))).toBe(true);
  });

  it('hides the unit-linked statements and the kinds line when the plans shown need neither', () => {
    const root = open(`?plans=${CHILD.path},${base.path}`);
    expect(shown(root)).toEqual([CHILD.path, base.path]);
    expect(visible(root.querySelector('[data-unit-linked]'))).toBe(false);
  });

  it('says in a ticked plan’s column that the age entered does not admit it, and shows a baby’s minimum in days at age 0', () => {
    const root = open(`?plans=${CHILD.path},${TERM.path}&age=40`);
    const note = (path: string, which: string) => root.querySelector<HTMLElement>(`th[data-plan="${path}"] [data-note="${which}"]`);
    expect(visible(note(CHILD.path, 'closed'))).toBe(true);
    expect(note(CHILD.path, 'closed')!.textContent).toBe(format(words.notOpen, { age: 40 }));
    expect(visible(note(TERM.path, 'closed'))).toBe(false);
    const baby = open(`?plans=${CHILD.path},${TERM.path}&age=0`);
    expect(visible(baby.querySelector(`th[data-plan="${CHILD.path}"] [data-note="days"]`))).toBe(true);
  });

  it('keeps a child’s plan under a child’s need until the child’s age is entered, then judges it by that age', () => {
    const need = CHILD.categories[0]!;
    const root = open(`?age=35&need=${need}`);
    expect(shown(root)).toContain(CHILD.path);
    expect(visible(root.querySelector(`th[data-plan="${CHILD.path}"] [data-note="child"]`))).toBe(true);
    expect(shown(open(`?age=35&child=15&need=${need}`))).not.toContain(CHILD.path);
  });

  it('writes each tick and each submitted search to the address, and follows Back', () => {
    const root = open('');
    const box = (path: string) => root.querySelector<HTMLInputElement>(`input[name="plans"][value="${path}"]`)!;
    box(TERM.path).click();
    expect(window.location.search).toBe(`?plans=${TERM.path}`);
    expect(root.querySelector('[data-hint]')!.textContent).toBe(words.pick);
    box(base.path).click();
    expect(window.location.search).toBe(`?plans=${TERM.path},${base.path}`);
    expect(shown(root)).toEqual([TERM.path, base.path]);
    const form = root.querySelector('form')!;
    (form.elements.namedItem('age') as HTMLInputElement).value = '30';
    form.requestSubmit();
    expect(window.location.search).toBe(`?plans=${TERM.path},${base.path}&age=30`);
    expect(root.querySelector('details')!.open).toBe(false);
    window.history.replaceState(null, '', '/compare-plans');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(shown(root)).toEqual(page.table.columns.map((c) => c.id));
  });
});
