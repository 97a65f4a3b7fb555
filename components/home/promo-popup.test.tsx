import { act, render, screen } from '@testing-library/react';
import { IDLE_WAIT } from './promo-popup-loader';
import { PromoPopup, type PromoPopupProps } from './promo-popup';

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

beforeAll(async () => {
  // jsdom has no Web Animations. Headless UI installs a stand-in that warns on every call;
  // a silent one is all its transitions need here.
  Element.prototype.getAnimations = () => [];
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The page has loaded (jsdom's is complete), so the popup fetches its dialog code: let it arrive. */
async function codeArrives() {
  await advance(0);
  await act(async () => {
    await import('./promo-dialog');
  });
}

/** Lets timers and the transition frames run. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('PromoPopup', () => {
  it('stays closed for the first second, then opens', async () => {
    render(<PromoPopup {...props} />);
    await codeArrives();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(200);
    const dialog = screen.getByRole('dialog', { name: 'Get a free policy review' });
    expect(dialog).toHaveAccessibleDescription('We will review your policies at no cost.');
    expect(screen.getByRole('img', { name: 'A golden shield' })).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: /Ask on WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', props.popup.whatsapp.href);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('closes on its Close button', async () => {
    render(<PromoPopup {...props} />);
    await codeArrives();
    await advance(1000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    await advance(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open over a dialog the visitor already has open', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    document.body.append(other);
    render(<PromoPopup {...props} />);
    await codeArrives();
    await advance(1500);
    expect(screen.queryByRole('dialog', { name: 'Get a free policy review' })).not.toBeInTheDocument();
    other.remove();
  });

  it('does not open over the phone menu', async () => {
    const menu = document.createElement('dialog');
    menu.setAttribute('open', '');
    document.body.append(menu);
    render(<PromoPopup {...props} />);
    await codeArrives();
    await advance(1500);
    expect(screen.queryByRole('dialog', { name: 'Get a free policy review' })).not.toBeInTheDocument();
    menu.remove();
  });

  it('does not open after the page has gone', async () => {
    const { unmount } = render(<PromoPopup {...props} />);
    unmount();
    await advance(1500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches its code only once the page has loaded, and opens a second after the load event', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<PromoPopup {...props} />);
    await advance(1500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    readyState.mockReturnValue('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await import('./promo-dialog');
    });
    await advance(900);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(150);
    expect(screen.getByRole('dialog', { name: 'Get a free policy review' })).toBeInTheDocument();
    readyState.mockRestore();
  });

  it('waits for the browser to be idle after the load event before it builds its dialog', async () => {
    await advance(500);
    // The page loaded half a second in.
    const loadEventStart = performance.now();
    // jsdom keeps no navigation timing and has no idle callbacks: the browser's, as they would behave.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ loadEventStart }] : []),
    });
    const idle: IdleRequestCallback[] = [];
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: requestIdleCallback });
    Object.defineProperty(window, 'cancelIdleCallback', { configurable: true, value: jest.fn() });
    const { unmount } = render(<PromoPopup {...props} />);
    try {
      await codeArrives();
      await advance(1500);
      // The page's own work still holds the main thread: the popup waits, its second past.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_WAIT });
      await act(async () => {
        for (const callback of idle) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
      await advance(200);
      expect(screen.getByRole('dialog', { name: 'Get a free policy review' })).toBeInTheDocument();
    } finally {
      unmount();
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('counts its second from the load event, so code that comes late opens it at once', async () => {
    await advance(3000);
    // The page loaded two seconds ago; its code is only now here.
    const loadEventStart = performance.now() - 2000;
    // jsdom keeps no navigation timing: the browser's record, as it would read.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ loadEventStart }] : []),
    });
    render(<PromoPopup {...props} />);
    await codeArrives();
    await advance(50);
    expect(screen.getByRole('dialog', { name: 'Get a free policy review' })).toBeInTheDocument();
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });
});
