import { act, render, waitFor } from '@testing-library/react';
import { getDictionary } from '@/lib/i18n';
import { CarouselClient } from './carousel-client';

const labels = getDictionary('en').carousel;

function Page() {
  return (
    <>
      {['Hero', 'Plans', 'News'].map((name) => (
        <CarouselClient key={name} label={name} labels={labels} testId={name}>
          <p>{name} 1</p>
          <p>{name} 2</p>
        </CarouselClient>
      ))}
    </>
  );
}

/** The carousels Embla has taken over, in page order. */
const takenOver = (container: HTMLElement) => [...container.querySelectorAll('[data-embla]')].map((node) => node.getAttribute('data-testid'));

/** Lets the page's timers of this moment run, and what they set off. */
async function nextTask() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('CarouselClient', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the carousels of a page take over from their native rows one at a time, in page order, each in a task of its own', async () => {
    const { container } = render(<Page />);
    // Hydrating the page starts none of them: a slow phone would otherwise be busy with all three at once.
    expect(takenOver(container)).toEqual([]);
    await nextTask();
    expect(takenOver(container)).toEqual(['Hero']);
    await nextTask();
    expect(takenOver(container)).toEqual(['Hero', 'Plans']);
    await nextTask();
    expect(takenOver(container)).toEqual(['Hero', 'Plans', 'News']);
  });

  test('a swipe under way when a carousel’s turn comes is not cut short: Embla takes over once the row rests', async () => {
    const { container } = render(<Page />);
    const hero = container.querySelector<HTMLElement>('[data-testid="Hero"] .carousel-viewport');
    if (!hero) throw new Error('no Hero viewport');
    // The visitor's finger is moving the native row (slides 300 px wide) when the turn comes.
    let scrollLeft = 137;
    Object.defineProperty(hero, 'scrollLeft', { configurable: true, get: () => scrollLeft, set: (value: number) => (scrollLeft = value) });
    Object.defineProperty(hero.firstElementChild?.firstElementChild, 'offsetWidth', { configurable: true, value: 300 });
    await nextTask();
    expect(takenOver(container)).toEqual([]);
    await act(async () => {
      scrollLeft = 250;
      hero.dispatchEvent(new Event('scroll'));
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(takenOver(container)).toEqual([]);
    // The row comes to rest on the second slide: now Embla takes over.
    await act(async () => {
      scrollLeft = 300;
      hero.dispatchEvent(new Event('scrollend'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(takenOver(container)).toEqual(['Hero']);
    await nextTask();
    await nextTask();
    expect(takenOver(container)).toEqual(['Hero', 'Plans', 'News']);
  });

  test('a carousel that goes away before its turn does not hold up the ones after it', async () => {
    jest.useRealTimers();
    const first = render(<Page />);
    first.unmount();
    const { container } = render(<Page />);
    await waitFor(() => expect(takenOver(container)).toEqual(['Hero', 'Plans', 'News']));
  });
});
