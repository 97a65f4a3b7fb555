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

  class IntersectionObserverMock {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
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
