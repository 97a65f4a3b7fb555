/**
 * The home page's popup, opened by the page itself: its `<dialog>` is in the server HTML (promo-popup.tsx),
 * closed, so without JavaScript it simply never shows. This script opens it as a modal dialog a second
 * after the page appears: PROMO_DELAY ms after the load event on a page the browser loads, or after the
 * move on a home page reached by a link within the site (promo-popup-starter.tsx calls it then). The
 * browser's dialog does the rest: focus moves into it and back where it was when it closes, the page
 * behind is inert, Escape and its Close button (a `<form method="dialog">`) close it; this script adds the
 * click on the dimmed page beside it.
 *
 * It opens once per visit: on the visit's first home page (sessionStorage; where storage is refused, as in
 * some private windows, once per page load). It never covers what the visitor is doing: a dialog they
 * have open (the phone menu, an enlarged picture), a form field they are in, or the finder once they
 * have typed in it; that home page then had its chance, and the visit's next one does not open it either.
 *
 * An ES module, type-checked with the site, inlined after the dialog by browserScript(file, 'startPromoPopup')
 * (components/ui/browser-script.ts: its comments and `export` words left out, run inside a function); the
 * post-build step allows it by its hash. It starts a dialog once however often it is called.
 */
// @ts-check

/** The dialog's id. */
export const PROMO_ID = 'promo-popup';

/** Milliseconds from the page appearing to the popup (SPEC: one second). */
export const PROMO_DELAY = 1000;

/** The sessionStorage entry that says this visit's first home page has had its popup. */
export const PROMO_SEEN_KEY = 'promo-popup-seen';

/** The performance mark this script sets when it has taken the popup in hand (the timing test reads it). */
export const PROMO_READY_MARK = 'promo-popup-ready';

/**
 * Whether the visit has had its popup; false where storage is refused.
 * @param {Window} win
 */
function seen(win) {
  try {
    return win.sessionStorage.getItem(PROMO_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Notes that the visit has had its popup, where storage allows it.
 * @param {Window} win
 */
function markSeen(win) {
  try {
    win.sessionStorage.setItem(PROMO_SEEN_KEY, '1');
  } catch {
    // Storage refused: the next page load decides again.
  }
}

/**
 * Whether the visitor is busy with something the popup would cover: another dialog open (the phone
 * menu, as a modal dialog or as the browser's popover; an enlarged picture), or focus in a form field.
 * @param {Document} doc
 * @param {HTMLDialogElement} dialog
 */
function busy(doc, dialog) {
  for (const other of doc.querySelectorAll('dialog')) {
    if (other !== dialog && (other.open || ('popover' in other && other.matches(':popover-open')))) return true;
  }
  if (doc.querySelector('[role="dialog"]:not([hidden])')) return true;
  const active = doc.activeElement;
  return active !== null && active.matches('input, select, textarea, [contenteditable]');
}

/**
 * Starts the home page's popup, if the page has one that is not started yet.
 * @param {Window} win
 */
export function startPromoPopup(win) {
  const doc = win.document;
  const dialog = /** @type {HTMLDialogElement | null} */ (doc.getElementById(PROMO_ID));
  if (!dialog || typeof dialog.showModal !== 'function' || dialog.hasAttribute('data-started')) return;
  dialog.setAttribute('data-started', '');
  if (seen(win)) return;
  win.performance.mark(PROMO_READY_MARK);

  let typed = false;
  const onInput = () => {
    typed = true;
  };
  doc.addEventListener('input', onInput, true);
  const open = () => {
    doc.removeEventListener('input', onInput, true);
    // The visitor has left this page (a link within the site) before its second was up: the next home page decides.
    if (!dialog.isConnected) return;
    markSeen(win);
    if (typed || busy(doc, dialog)) return;
    dialog.showModal();
  };
  // Its picture loads once the page has (lazy in the HTML, so it never competes with the page's own).
  const fetchPicture = () => {
    for (const picture of dialog.querySelectorAll('img')) picture.setAttribute('loading', 'eager');
  };

  dialog.addEventListener('click', (event) => {
    // A click on the dimmed page beside the panel reaches the dialog itself, outside its box.
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) dialog.close();
  });

  if (doc.readyState === 'complete') {
    // Reached by a link within the site: the page appears now.
    fetchPicture();
    win.setTimeout(open, PROMO_DELAY);
    return;
  }
  win.addEventListener(
    'load',
    () => {
      fetchPicture();
      // Counted from the start of the load event, as the browser recorded it.
      const timing = win.performance;
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        typeof timing.getEntriesByType === 'function' ? timing.getEntriesByType('navigation') : []
      );
      const now = timing.now();
      const start = navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : now;
      win.setTimeout(open, Math.max(0, start + PROMO_DELAY - now));
    },
    { once: true },
  );
}
