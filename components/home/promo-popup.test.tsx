import { act, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { browserScript } from '@/components/ui/browser-script';
import { PromoPopup, type PromoPopupProps } from './promo-popup';
import { PromoPopupStarter } from './promo-popup-starter';
import { PROMO_DELAY, PROMO_ID, PROMO_READY_MARK, PROMO_SEEN_KEY } from './promo-popup-script';

const props: PromoPopupProps = {
  popup: {
    image: { src: '/images/promo/policy-check-up.svg', width: 800, height: 600 },
    alt: 'A golden shield',
    eyebrow: 'Free for every family',
    heading: 'Get a free policy review',
    text: 'We will review your policies at no cost.',
    whatsapp: { href: 'https://wa.me/919876543210?text=Hello', label: 'Ask on WhatsApp' },
    call: { href: 'tel:+919876543210', label: 'Call us' },
    closeLabel: 'Close',
    newTab: '(opens in a new tab)',
  },
};

/** The script as the page carries it, after the dialog (less its comments), run as the browser runs an inline script. */
const script = browserScript('components/home/promo-popup-script.js', 'startPromoPopup');
const runScript = () => new Function(script)();

/** The popup dialog, found in the page whether it is open or not. */
const dialogElement = () => document.getElementById(PROMO_ID) as HTMLDialogElement;
/** The popup as assistive technology finds it: only while it is open. */
const openPopup = () => screen.queryByRole('dialog', { name: props.popup.heading });

let readyState: jest.SpyInstance<DocumentReadyState>;

/**
 * A page load as the browser makes it: the server's HTML while the document is still loading, its
 * inline script run where it stands, then the load event `loadAt` ms into the page's life.
 */
async function loadPage({ loadAt = 0 }: { loadAt?: number } = {}) {
  document.body.innerHTML = renderToStaticMarkup(<PromoPopup {...props} />);
  readyState.mockReturnValue('loading');
  runScript();
  await advance(loadAt);
  const loadEventStart = performance.now();
  // jsdom keeps no navigation timing: the browser's record, as it would read.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ loadEventStart }] : []),
  });
  readyState.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
}

/** Lets the page's timers run for `ms` of its time. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeAll(() => {
  // jsdom has the element but not its modal behaviour: what the browser does to `open`, as it does it.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  readyState = jest.spyOn(document, 'readyState', 'get');
});
afterEach(() => {
  readyState.mockRestore();
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('the home popup’s HTML', () => {
  it('is a closed dialog holding the words, the picture and the calls to action, with the script that opens it', () => {
    const html = renderToStaticMarkup(<PromoPopup {...props} />);
    document.body.innerHTML = html;
    const dialog = dialogElement();
    // Closed: without JavaScript the browser never shows it, and nothing of it is read inline.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');
    expect(openPopup()).toBeNull();
    const panel = within(dialog);
    expect(panel.getByRole('heading', { hidden: true, level: 2 })).toHaveTextContent(props.popup.heading);
    expect(dialog).toHaveTextContent(props.popup.eyebrow);
    expect(dialog).toHaveTextContent(props.popup.text);
    // The picture loads only once the page has.
    expect(panel.getByRole('img', { hidden: true, name: props.popup.alt })).toHaveAttribute('loading', 'lazy');
    const whatsapp = panel.getByRole('link', { hidden: true, name: /Ask on WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', props.popup.whatsapp.href);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel.getByRole('link', { hidden: true, name: 'Call us' })).toHaveAttribute('href', 'tel:+919876543210');
    // The Close button submits a form that closes its dialog, which the browser does with no script.
    const close = panel.getByRole('button', { hidden: true, name: 'Close' });
    expect(close).toHaveAttribute('type', 'submit');
    expect(close.closest('form')).toHaveAttribute('method', 'dialog');
    expect(document.querySelector('script')?.textContent).toBe(script);
  });

  it('carries its script without comments, JSDoc types or `export`s, and short', () => {
    expect(script).not.toMatch(/^\s*(\/\/|\/\*|\*)/m);
    expect(script).not.toMatch(/@param|@type|@ts-check|^export /m);
    expect(script.length).toBeLessThan(2500);
  });
});

describe('the home popup’s script', () => {
  it('opens the popup as a modal dialog a second after the load event, not before', async () => {
    const mark = jest.spyOn(performance, 'mark');
    await loadPage({ loadAt: 400 });
    expect(mark).toHaveBeenCalledWith(PROMO_READY_MARK);
    mark.mockRestore();
    await advance(PROMO_DELAY - 100);
    expect(openPopup()).toBeNull();
    await advance(150);
    const dialog = screen.getByRole('dialog', { name: props.popup.heading });
    expect(dialog).toHaveAccessibleDescription(props.popup.text);
    expect(dialog).toHaveAttribute('open');
  });

  it('fetches its picture once the page has loaded', async () => {
    document.body.innerHTML = renderToStaticMarkup(<PromoPopup {...props} />);
    readyState.mockReturnValue('loading');
    runScript();
    const picture = dialogElement().querySelector('img')!;
    expect(picture).toHaveAttribute('loading', 'lazy');
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it('counts its second from the load event, so a script held up past it opens the popup at once', async () => {
    document.body.innerHTML = renderToStaticMarkup(<PromoPopup {...props} />);
    readyState.mockReturnValue('loading');
    runScript();
    // The load event began two seconds ago; its listeners ran late.
    await advance(3000);
    const loadEventStart = performance.now() - 2000;
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ loadEventStart }] : []),
    });
    window.dispatchEvent(new Event('load'));
    await advance(0);
    expect(openPopup()).not.toBeNull();
  });

  it('opens once per visit: the visit’s next home page has none', async () => {
    await loadPage();
    await advance(PROMO_DELAY);
    expect(openPopup()).not.toBeNull();
    expect(sessionStorage.getItem(PROMO_SEEN_KEY)).not.toBeNull();
    // The next home page of the same visit.
    await loadPage();
    await advance(60_000);
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('opens on every page load where the browser refuses storage (as some private windows do)', async () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
    try {
      for (let visit = 0; visit < 2; visit += 1) {
        await loadPage();
        await advance(PROMO_DELAY);
        expect(openPopup()).not.toBeNull();
      }
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it('does not open over a form field the visitor is in, and the visit’s next home page has none either', async () => {
    await loadPage();
    const age = document.createElement('input');
    document.body.append(age);
    age.focus();
    await advance(PROMO_DELAY + 500);
    expect(dialogElement()).not.toHaveAttribute('open');
    age.remove();
    await loadPage();
    await advance(PROMO_DELAY);
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('does not open once the visitor has typed in the finder, even if focus has left it', async () => {
    await loadPage();
    const age = document.createElement('input');
    document.body.append(age);
    age.dispatchEvent(new Event('input', { bubbles: true }));
    age.blur();
    await advance(PROMO_DELAY + 500);
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it.each([
    ['the phone menu', () => Object.assign(document.createElement('dialog'), { open: true })],
    ['an enlarged picture', () => Object.assign(document.createElement('div'), { role: 'dialog' })],
  ])('does not open over %s', async (_, make) => {
    await loadPage();
    const other = make();
    if (other instanceof HTMLDivElement) other.setAttribute('role', 'dialog');
    document.body.append(other);
    await advance(PROMO_DELAY + 500);
    expect(dialogElement()).not.toHaveAttribute('open');
  });

  it('does not open once the visitor has left the page, and the next home page still has it', async () => {
    await loadPage();
    const left = dialogElement();
    // A link within the site: React puts the next page in its place.
    document.body.innerHTML = '';
    await advance(PROMO_DELAY + 500);
    expect(left).not.toHaveAttribute('open');
    expect(sessionStorage.getItem(PROMO_SEEN_KEY)).toBeNull();
  });

  it('on a home page reached by a link within the site, opens a second after it appears, started once', async () => {
    // The document loaded long ago; React renders the home page, and its starter calls the script.
    readyState.mockReturnValue('complete');
    await advance(5000);
    // React inserts the page's HTML (without running its script) and its starter runs.
    document.body.innerHTML = renderToStaticMarkup(<PromoPopup {...props} />);
    const { unmount } = render(<PromoPopupStarter />);
    runScript(); // a second start (the inline script, were it run) changes nothing
    const open = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    await advance(PROMO_DELAY - 100);
    expect(open).not.toHaveBeenCalled();
    await advance(200);
    expect(open).toHaveBeenCalledTimes(1);
    expect(openPopup()).not.toBeNull();
    open.mockRestore();
    unmount();
  });

  it('closes on a click beside its panel, not on one inside it', async () => {
    await loadPage();
    await advance(PROMO_DELAY);
    const dialog = dialogElement();
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 16, y: 200, width: 343, height: 400 });
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 300 }));
    expect(dialog).toHaveAttribute('open');
    within(dialog)
      .getByText(props.popup.text)
      .dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 6, clientY: 6 }));
    expect(dialog).toHaveAttribute('open');
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 6, clientY: 6 }));
    expect(dialog).not.toHaveAttribute('open');
  });
});
