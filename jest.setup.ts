import '@testing-library/jest-dom';

// jsdom lacks the browser APIs that Embla and the motion checks use.
if (typeof window !== 'undefined') {
  const matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });

  /** jsdom lays nothing out: every element it is asked about is on the screen, as the browser reports it (a task later). */
  class IntersectionObserverMock {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    private readonly observed = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.observed.add(target);
      setTimeout(() => {
        if (!this.observed.has(target)) return;
        const rect = target.getBoundingClientRect();
        const entry = {
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          boundingClientRect: rect,
          intersectionRect: rect,
          rootBounds: null,
          time: 0,
        };
        this.callback([entry], this as unknown as IntersectionObserver);
      }, 0);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
    takeRecords() {
      return [];
    }
  }
  class ResizeObserverMock {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: IntersectionObserverMock });
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverMock });
  Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: jest.fn() });
}
