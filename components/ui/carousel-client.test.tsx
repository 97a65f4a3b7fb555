import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDictionary } from '@/lib/i18n';
import { CarouselClient, nearestSlide } from './carousel-client';

const labels = getDictionary('en', 'we').carousel;
const icons = { previous: '<', next: '>', play: 'play', pause: 'pause' };

function Page() {
  return (
    <>
      {['Hero', 'Plans', 'News'].map((name) => (
        <CarouselClient key={name} label={name} labels={labels} icons={icons}>
          <p>{name} 1</p>
          <p>{name} 2</p>
        </CarouselClient>
      ))}
    </>
  );
}

/** The carousels Embla moves, in page order. */
const running = (container: HTMLElement) => [...container.querySelectorAll('[data-embla]')].map((node) => node.getAttribute('aria-label'));

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('CarouselClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('Embla starts on each server-rendered row once it has kept still, each carousel in a task of its own', async () => {
    const { container } = render(<Page />);
    // After each task, how many carousels Embla moves.
    const counts: number[] = [];
    new MutationObserver(() => counts.push(running(container).length)).observe(container, {
      subtree: true,
      attributeFilter: ['data-embla'],
    });
    // Hydrating the page starts none of them: a slow phone would be busy with all three at once.
    await advance(99);
    expect(running(container)).toEqual([]);
    await advance(1);
    expect(running(container)).toEqual(['Hero', 'Plans', 'News']);
    expect(counts).toEqual([1, 2, 3]);
  });

  test('until then there is no Embla: hydrating the page measures no slide', async () => {
    const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
    const measured = jest.fn(() => 0);
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: measured });
    try {
      const { container } = render(<Page />);
      await advance(99);
      expect(measured).not.toHaveBeenCalled();
      await advance(1);
      expect(running(container)).toEqual(['Hero', 'Plans', 'News']);
      expect(measured).toHaveBeenCalled();
    } finally {
      if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
    }
  });

  test('a carousel further down the page starts only once the visitor nears it', async () => {
    // The browser's observer, played by hand: which rows are near the screen, and who is told.
    const observers: { callback: IntersectionObserverCallback; rows: Element[]; options?: IntersectionObserverInit }[] = [];
    class NearObserver {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, rows: [], ...(options ? { options } : {}) };
        observers.push(this.entry);
      }
      observe(row: Element) {
        this.entry.rows.push(row);
      }
      disconnect() {
        this.entry.rows = [];
      }
    }
    const comesNear = (label: string) =>
      act(() => {
        for (const { callback, rows } of observers)
          for (const row of rows.filter((r) => r.closest('[aria-label]')?.getAttribute('aria-label') === label))
            callback([{ isIntersecting: true, target: row } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    const saved = window.IntersectionObserver;
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: NearObserver });
    try {
      const { container } = render(<Page />);
      expect(observers.map((o) => o.options?.rootMargin)).toEqual(['50% 0px', '50% 0px', '50% 0px']);
      // The first screen shows the hero: it starts once still; the others wait, however long.
      comesNear('Hero');
      await advance(100);
      expect(running(container)).toEqual(['Hero']);
      await advance(60_000);
      expect(running(container)).toEqual(['Hero']);
      // The visitor scrolls down to the news.
      comesNear('News');
      await advance(100);
      expect(running(container)).toEqual(['Hero', 'News']);
    } finally {
      Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: saved });
    }
  });

  test('an arrow pressed before Embla starts hands the row over then, and the press goes no further', async () => {
    // Nothing comes near the screen: the carousels would wait.
    const saved = window.IntersectionObserver;
    class FarObserver {
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FarObserver });
    const reachesTheScript = jest.fn();
    window.addEventListener('click', reachesTheScript);
    try {
      const { container } = render(<Page />);
      await advance(1000);
      expect(running(container)).toEqual([]);
      fireEvent.click(screen.getByRole('region', { name: 'News' }).querySelector('[data-step="1"]')!);
      // Once the row has kept still, Embla takes it, and makes the press.
      await advance(100);
      expect(running(container)).toEqual(['News']);
      expect(reachesTheScript).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('click', reachesTheScript);
      Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: saved });
    }
  });

  test('a row still moving (a swipe, or an arrow pressed before this code arrived) is left to come to rest first', async () => {
    const { container } = render(<Page />);
    const hero = container.querySelector<HTMLElement>('[aria-label="Hero"] .carousel-viewport');
    if (!hero) throw new Error('no Hero viewport');
    // The row is on its way from the first slide to the second (slides 300 pixels wide).
    let scrollLeft = 137;
    Object.defineProperty(hero, 'scrollLeft', { configurable: true, get: () => scrollLeft, set: (value: number) => (scrollLeft = value) });
    Object.defineProperty(hero.querySelector('.carousel-slide'), 'offsetWidth', { configurable: true, value: 300 });
    // The browser reports the rows on the screen: the hero's is read at 137 pixels.
    await advance(0);
    scrollLeft = 250;
    await advance(100);
    expect(running(container)).toEqual(['Plans', 'News']);
    scrollLeft = 300;
    await advance(100);
    expect(running(container)).toEqual(['Plans', 'News']);
    // It rests on the second slide: Embla takes the row from there, which stops scrolling natively.
    await advance(100);
    expect(running(container)).toEqual(['Hero', 'Plans', 'News']);
    expect(scrollLeft).toBe(0);
  });
});

describe('the slide-show button', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const show = () =>
    render(
      <CarouselClient label="Hero" labels={labels} icons={icons} autoplay={5000} loop>
        <p>1</p>
        <p>2</p>
      </CarouselClient>,
    );
  const button = () => screen.getByRole('button', { name: new RegExp(`${labels.pause}|${labels.play}`) });

  test('holds both faces, Pause and Start, and says which is meant by the setting: the visitor’s default until pressed', () => {
    show();
    expect(button()).toHaveAttribute('data-autoplay', 'auto');
    expect(button()).toHaveTextContent(labels.pause);
    expect(button()).toHaveTextContent(labels.play);
  });

  test('the slide show starts from the setting the visitor gave it before this code ran', async () => {
    show();
    // carousel-controls.js turned it off (and showed Start) before Embla could start.
    button().dataset.autoplay = 'off';
    await advance(100);
    expect(button()).toHaveAttribute('data-autoplay', 'off');
    // From now on the page's code turns it.
    fireEvent.click(button());
    expect(button()).toHaveAttribute('data-autoplay', 'on');
    fireEvent.click(button());
    expect(button()).toHaveAttribute('data-autoplay', 'off');
  });

  test('once React runs, a press is the page’s code’s: it turns the setting the button shows, once, and goes no further', async () => {
    show();
    // carousel-controls.js listens on the window: it must not turn the setting a second time.
    const reachesTheScript = jest.fn();
    window.addEventListener('click', reachesTheScript);
    try {
      // It turned the show off before React ran: a press now turns it on again.
      button().dataset.autoplay = 'off';
      fireEvent.click(button());
      expect(button()).toHaveAttribute('data-autoplay', 'on');
      await advance(100);
      fireEvent.click(button());
      expect(button()).toHaveAttribute('data-autoplay', 'off');
      expect(reachesTheScript).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('click', reachesTheScript);
    }
  });
});

describe('nearestSlide', () => {
  it('finds the slide a row rests on', () => {
    expect(nearestSlide(0, 353, 4)).toBe(0);
    expect(nearestSlide(706, 353, 4)).toBe(2);
  });

  it('rounds a row caught between two slides to the nearer one', () => {
    expect(nearestSlide(170, 353, 4)).toBe(0);
    expect(nearestSlide(190, 353, 4)).toBe(1);
  });

  it('stays within the slides', () => {
    expect(nearestSlide(5000, 353, 4)).toBe(3);
    expect(nearestSlide(-20, 353, 4)).toBe(0);
  });

  it('is the first slide when nothing has a size yet', () => {
    expect(nearestSlide(100, 0, 4)).toBe(0);
    expect(nearestSlide(100, 353, 0)).toBe(0);
  });
});
