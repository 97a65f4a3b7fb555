// @ts-check
/**
 * The comparison of plans in the browser: the one script of /compare-plans, and the rules it shares
 * with the server and the tests.
 *
 * The server draws the whole comparison (every plan's column, every plan's disclosures) inside a
 * `<compare-plans>` element; this script, inlined at the end of that element, makes it a custom
 * element that shows the view the address names (?plans=a,b&age=35&need=…) before the page first
 * paints: it hides the columns and the disclosures of the plans not shown, ticks the check boxes,
 * says what it shows, and writes each change of the finder or of a check box back to the address
 * (one history entry each), so a shared link opens the same view and Back undoes a step. Everything
 * it needs is in that element's markup (each column's `data-*`, the words in `data-words`): no ids,
 * nothing outside it. After a navigation inside the site, which runs no inline script, the page's
 * small loader (components/plans/compare-loader.tsx) imports this module and calls the same function.
 *
 * One file, three uses: an ES module the server (lib/compare.ts, lib/pages/compare.ts) and the tests
 * import; less its comment lines and `export` words, the inline script (components/ui/browser-script.ts,
 * which calls `enhanceComparison(window)`); and the loader's import. A comment has its lines to
 * itself, and no line of code starts with `*` or `//`.
 */

import {
  admits,
  fill,
  judgedAge,
  MOST_COMPARED,
  OLDEST,
  readAddress,
  statusText,
  visiblePlans,
  whatsappMessage,
  writeAddress,
} from './compare-view';

/** @typedef {import('./compare-view').CompareWords} CompareWords */
/** @typedef {import('./compare-view').ComparedPlan} ComparedPlan */
/** @typedef {import('./compare-view').CompareState} CompareState */

/** The element's name. */
export const ELEMENT = 'compare-plans';

/**
 * Makes `<compare-plans>` a custom element, once per page: each such element shows the view of the address
 * as soon as it is in the document, and follows the address from then on.
 * @param {Window & typeof globalThis} win
 */
export function enhanceComparison(win) {
  if (win.customElements.get(ELEMENT)) return;
  /**
   * @template {Element} T
   * @param {ParentNode} root @param {string} selector @param {new () => T} type
   * @returns {T[]}
   */
  const all = (root, selector, type) => {
    /** @type {T[]} */
    const found = [];
    for (const node of root.querySelectorAll(selector)) if (node instanceof type) found.push(node);
    return found;
  };
  /**
   * @param {ParentNode} root @param {string} selector
   * @returns {HTMLElement | undefined}
   */
  const one = (root, selector) => all(root, selector, win.HTMLElement)[0];
  /** @param {HTMLElement | undefined} node @param {boolean} hidden */
  const hide = (node, hidden) => {
    if (node) node.hidden = hidden;
  };
  /**
   * The Navigation API, where the browser has it: it also tells of a change of address made by a
   * link of the site's router, which loads no page.
   * @type {EventTarget | undefined}
   */
  const navigation = /** @type {any} */ (win).navigation;

  /**
   * Sets an element up: reads its columns and words, listens to its finder and check boxes, and returns
   * what shows the view of the address now.
   * @param {HTMLElement} element
   */
  const setUp = (element) => {
    /** @type {CompareWords} */
    const words = JSON.parse(element.dataset.words ?? '{}');
    const form = all(element, 'form', win.HTMLFormElement)[0];
    const fold = all(element, 'details', win.HTMLDetailsElement)[0];
    const results = one(element, '[data-results]');
    const table = all(element, 'table', win.HTMLTableElement)[0];
    const boxes = all(element, 'input[name="plans"]', win.HTMLInputElement);
    const columns = all(element, 'th[data-plan]', win.HTMLElement);
    /** @type {ComparedPlan[]} */
    const plans = columns.map((th) => ({
      id: th.dataset.plan ?? '',
      name: th.dataset.name ?? '',
      ranges: (th.dataset.ages ?? '')
        .split(' ')
        .filter(Boolean)
        .map((range) => {
          const [min = 0, max = OLDEST] = range.split('-').map(Number);
          return { min, max };
        }),
      needs: (th.dataset.needs ?? '').split(' ').filter(Boolean),
      kind: th.dataset.kind ?? '',
      child: th.dataset.child !== undefined,
    }));
    const needField = form?.elements.namedItem('need');
    const options = needField instanceof win.HTMLSelectElement ? [...needField.options] : [];
    const known = {
      plans: plans.map((plan) => plan.id),
      needs: options.map((option) => option.value).filter(Boolean),
      childNeeds: options.filter((option) => option.dataset.child !== undefined).map((option) => option.value),
    };
    /** @type {CompareState} */
    let current = { plans: [] };
    /** @param {string} name @param {string} value */
    const setField = (name, value) => {
      const field = form?.elements.namedItem(name);
      if (field instanceof win.HTMLInputElement || field instanceof win.HTMLSelectElement) field.value = value;
    };
    /** @param {CompareState} state */
    const show = (state) => {
      current = state;
      const visible = visiblePlans(plans, state, known.childNeeds);
      const shown = plans.filter((plan) => visible.includes(plan.id));
      const childNeed = state.need !== undefined && known.childNeeds.includes(state.need);
      setField('age', state.age === undefined ? '' : String(state.age));
      setField('child', state.child === undefined ? '' : String(state.child));
      setField('need', state.need ?? '');
      for (const box of boxes) {
        box.checked = state.plans.includes(box.value);
        box.disabled = state.plans.length >= MOST_COMPARED && !box.checked;
      }
      for (const node of all(element, '[data-plan]', win.HTMLElement)) node.hidden = !visible.includes(node.dataset.plan ?? '');
      // A fact that no plan shown has (an annuity's purchase price beside a term plan) takes no row.
      for (const row of all(element, 'tr[data-fact]', win.HTMLTableRowElement))
        row.hidden = all(row, 'td', win.HTMLTableCellElement).every((td) => td.hidden || td.dataset.absent !== undefined);
      for (const plan of shown) {
        const th = columns.find((column) => column.dataset.plan === plan.id);
        if (!th) continue;
        const age = judgedAge(plan, state, known.childNeeds);
        const open = age === undefined || admits(plan.ranges, age);
        const closed = one(th, '[data-note="closed"]');
        if (closed) closed.textContent = open ? '' : fill(plan.child && childNeed ? words.notOpenChild : words.notOpen, { age: age ?? '' });
        hide(closed, open);
        hide(one(th, '[data-note="days"]'), age !== 0 || !open);
        hide(one(th, '[data-note="child"]'), !(plan.child && childNeed && age === undefined));
      }
      const kinds = new Set(shown.map((plan) => plan.kind));
      hide(one(element, '[data-kinds]'), kinds.size < 2);
      hide(one(element, '[data-unit-linked]'), !kinds.has('unit-linked'));
      hide(one(element, '[data-compare-region]'), shown.length === 0);
      table?.toggleAttribute('data-comparing', state.plans.length >= 2);
      const chosen = plans.filter((plan) => state.plans.includes(plan.id)).map((plan) => plan.name);
      const { message, hint } = statusText(words, { shown: shown.length, total: plans.length, chosen });
      const status = one(element, '[data-status]');
      if (status && status.textContent !== message) status.textContent = message;
      const hintLine = one(element, '[data-hint]');
      if (hintLine) hintLine.textContent = hint;
      hide(hintLine, hint === '');
      hide(one(element, '[data-clear]'), writeAddress(state) === '');
      const whatsapp = all(element, 'a[data-whatsapp]', win.HTMLAnchorElement)[0];
      if (whatsapp) whatsapp.href = `${whatsapp.dataset.whatsapp}?text=${encodeURIComponent(whatsappMessage(words, chosen))}`;
      // The page's floating chat button says the same once plans are ticked, and the site's message again when
      // none is. Looked for each time: it comes after the comparison in the page, so after this script first runs.
      const chat = all(win.document, 'a[data-chat]', win.HTMLAnchorElement)[0];
      if (chat) chat.dataset.chat ||= chat.href;
      if (whatsapp && chat) chat.href = chosen.length ? whatsapp.href : (chat.dataset.chat ?? chat.href);
    };
    /** @param {CompareState} state */
    const go = (state) => {
      const query = writeAddress(state);
      if (query !== writeAddress(current)) win.history.pushState(null, '', `${win.location.pathname}${query}`);
      show(state);
    };
    const fromPage = () => {
      const query = new URLSearchParams();
      if (form) for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
      for (const box of boxes) if (box.checked) query.append('plans', box.value);
      return readAddress(query.toString(), known);
    };
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      go(fromPage());
      if (fold) fold.open = false;
      if (results) {
        results.scrollIntoView({ behavior: win.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
        results.focus({ preventScroll: true });
      }
    });
    form?.addEventListener('change', () => go(fromPage()));
    for (const box of boxes) box.addEventListener('change', () => go(fromPage()));
    one(element, '[data-clear]')?.addEventListener('click', () => {
      go({ plans: [] });
      if (fold) fold.open = true;
      one(element, 'input[name="age"]')?.focus();
    });
    return {
      /** Shows the view of the address, if it is not the one shown; `first`: also opens the finder when the address names none. */
      follow: (first = false) => {
        const state = readAddress(win.location.search, known);
        if (first || writeAddress(state) !== writeAddress(current)) show(state);
        if (first && fold) fold.open = writeAddress(state) === '';
      },
    };
  };
  /** @type {WeakMap<HTMLElement, { follow: (first?: boolean) => void }>} */
  const elements = new WeakMap();

  class ComparePlans extends win.HTMLElement {
    follow = () => elements.get(this)?.follow();

    connectedCallback() {
      const known = elements.get(this);
      const view = known ?? setUp(this);
      elements.set(this, view);
      view.follow(known === undefined);
      (navigation ?? win).addEventListener(navigation ? 'currententrychange' : 'popstate', this.follow);
    }

    disconnectedCallback() {
      (navigation ?? win).removeEventListener(navigation ? 'currententrychange' : 'popstate', this.follow);
    }
  }
  win.customElements.define(ELEMENT, ComparePlans);
}
