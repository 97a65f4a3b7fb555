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

/** The element's name. */
export const ELEMENT = 'compare-plans';

/** At most this many plans side by side. */
export const MOST_COMPARED = 3;

/** The most an age field takes. */
const OLDEST = 120;

/**
 * The view the address holds: the plans chosen to compare, the age of the person to be insured, a
 * child's age (for a child's need) and the need, each left out when not set.
 * @typedef {{ plans: string[], age?: number, child?: number, need?: string }} CompareState
 */

/**
 * What the script knows of a plan's column: its address, its entry ages as ranges of whole years,
 * its needs, its kind, and whether it is taken on a child's life (its ages are then the child's).
 * @typedef {{ id: string, name: string, ranges: { min: number, max: number }[], needs: string[], kind: string, child: boolean }} ComparedPlan
 */

/**
 * The words of the texts the script writes, in the page's language.
 * @typedef {object} CompareWords
 * @property {string} intl The locale for plural rules.
 * @property {{ one: string, other: string }} showing {shown} of {total}.
 * @property {string} none
 * @property {string} comparing {plans}.
 * @property {{ comma: string, and: string }} join How a list is written: items after a comma, the last after `and` ({list} and {last}).
 * @property {string} pick
 * @property {string} limit
 * @property {string} notOpen {age}.
 * @property {string} notOpenChild {age}.
 * @property {{ generic: string, named: { one: string, other: string } }} whatsapp The message of the WhatsApp link: {plans}, by their number.
 */

/**
 * Fills `{name}` placeholders (lib/i18n/format.ts does the same on the server; a page's script imports nothing).
 * @param {string} template @param {Record<string, string | number>} vars
 */
const fill = (template, vars) => template.replace(/\{(\w+)\}/g, (whole, key) => (key in vars ? String(vars[key]) : whole));

/**
 * A whole number of years from a field or the address, or undefined.
 * @param {string | null | undefined} text
 */
function years(text) {
  const value = (text ?? '').trim();
  return /^\d{1,3}$/.test(value) && Number(value) <= OLDEST ? Number(value) : undefined;
}

/**
 * Reads the view from an address's query. Unknown plans and needs, a fourth plan and an age that is not a
 * whole number of years are left out; `plans` is read as one comma-separated value or as several; a child's
 * age only with a child's need.
 * @param {string} search
 * @param {{ plans: readonly string[], needs: readonly string[], childNeeds: readonly string[] }} known
 * @returns {CompareState}
 */
export function readAddress(search, known) {
  const query = new URLSearchParams(search);
  const plans = query
    .getAll('plans')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim())
    .filter((id, index, all) => known.plans.includes(id) && all.indexOf(id) === index)
    .slice(0, MOST_COMPARED);
  const age = years(query.get('age'));
  const needText = query.get('need') ?? '';
  const need = known.needs.includes(needText) ? needText : undefined;
  const child = need !== undefined && known.childNeeds.includes(need) ? years(query.get('child')) : undefined;
  return {
    plans,
    ...(age === undefined ? {} : { age }),
    ...(child === undefined ? {} : { child }),
    ...(need === undefined ? {} : { need }),
  };
}

/**
 * The query that holds a view: ?plans=a,b&age=35&child=5&need=…, or '' for the whole table.
 * @param {CompareState} state
 */
export function writeAddress(state) {
  const parts = [
    ...(state.plans.length > 0 ? [`plans=${state.plans.map(encodeURIComponent).join(',')}`] : []),
    ...(state.age === undefined ? [] : [`age=${state.age}`]),
    ...(state.child === undefined ? [] : [`child=${state.child}`]),
    ...(state.need === undefined ? [] : [`need=${encodeURIComponent(state.need)}`]),
  ];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * Whether some option of a plan admits a person of `age` (whole years), bounds included.
 * @param {readonly { min: number, max: number }[]} ranges
 * @param {number} age
 */
export const admits = (ranges, age) => ranges.some((range) => range.min <= age && age <= range.max);

/**
 * The age a plan's limits are judged by in a view: a child's, for a plan on a child's life under a child's
 * need (undefined until it is entered), otherwise the age of the person to be insured.
 * @param {Pick<ComparedPlan, 'child'>} plan
 * @param {CompareState} state
 * @param {readonly string[]} childNeeds
 */
export function judgedAge(plan, state, childNeeds) {
  return plan.child && state.need !== undefined && childNeeds.includes(state.need) ? state.child : state.age;
}

/**
 * The plans a view shows, in the table's order: the two or three chosen ones side by side; otherwise every
 * plan that serves the need and admits the age its limits are judged by, and a plan chosen on its own.
 * @param {readonly ComparedPlan[]} plans
 * @param {CompareState} state
 * @param {readonly string[]} childNeeds
 */
export function visiblePlans(plans, state, childNeeds) {
  if (state.plans.length >= 2) return plans.filter((plan) => state.plans.includes(plan.id)).map((plan) => plan.id);
  return plans
    .filter((plan) => {
      if (state.plans.includes(plan.id)) return true;
      const age = judgedAge(plan, state, childNeeds);
      return (state.need === undefined || plan.needs.includes(state.need)) && (age === undefined || admits(plan.ranges, age));
    })
    .map((plan) => plan.id);
}

/**
 * A list in the page's language: "A", "A and B", "A, B and C", with the dictionary's words (CLDR puts a
 * comma before "और" and "किंवा", which Hindi and Marathi do not write).
 * @param {readonly string[]} items
 * @param {CompareWords['join']} join
 */
export function joinList(items, join) {
  if (items.length < 2) return items[0] ?? '';
  return fill(join.and, { list: items.slice(0, -1).join(join.comma), last: items[items.length - 1] ?? '' });
}

/**
 * The form of a phrase for a count, by the language's plural rules.
 * @param {{ one: string, other: string }} forms @param {number} count @param {string} intl
 */
const pluralOf = (forms, count, intl) => (new Intl.PluralRules(intl).select(count) === 'one' ? forms.one : forms.other);

/**
 * What the comparison says it shows: the plans compared by name, none, or how many of how many; and the
 * hint under it (tick another plan; at most three).
 * @param {CompareWords} words
 * @param {{ shown: number, total: number, chosen: readonly string[] }} view `chosen`: the names of the ticked plans.
 */
export function statusText(words, { shown, total, chosen }) {
  const message =
    chosen.length >= 2
      ? fill(words.comparing, { plans: joinList(chosen, words.join) })
      : shown === 0
        ? words.none
        : fill(pluralOf(words.showing, shown, words.intl), { shown, total });
  const hint = chosen.length === 1 ? words.pick : chosen.length >= MOST_COMPARED ? words.limit : '';
  return { message, hint };
}

/**
 * The message of the comparison's WhatsApp link: the ticked plans by name, or the generic one.
 * @param {CompareWords} words @param {readonly string[]} chosen
 */
export const whatsappMessage = (words, chosen) =>
  chosen.length > 0
    ? fill(pluralOf(words.whatsapp.named, chosen.length, words.intl), { plans: joinList(chosen, words.join) })
    : words.whatsapp.generic;

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
