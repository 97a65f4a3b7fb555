import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getDictionary } from '@/lib/i18n';
import type { KeepPlansView } from '@/lib/pages/offline';
import type { KeepAnswer } from '@/lib/offline/store';
import { KeepPlans } from './keep-plans';

const dict = getDictionary('mr', 'we');
const view: KeepPlansView = {
  locale: 'mr',
  words: dict.keep,
  dates: { intl: dict.meta.intl, format: dict.meta.date },
  index: '/mr/offline.json',
  base: '',
  worker: { src: '/sw.js', scope: '/' },
};

/** A browser with a service worker that answers a `keep` with `answers`, and nothing kept yet. */
function withWorker(answers: KeepAnswer[]) {
  const sent: unknown[] = [];
  const active = {
    postMessage: (message: unknown, ports: { postMessage: (data: unknown) => void }[] = []) => {
      sent.push(message);
      for (const answer of answers) ports[0]?.postMessage(answer);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: jest.fn(async () => ({})), ready: Promise.resolve({ active }) },
  });
  Object.defineProperty(window, 'caches', { configurable: true, value: { has: async () => false } });
  window.fetch = jest.fn(async () => ({ json: async () => ({ bytes: 7_712_345 }) })) as unknown as typeof fetch;
  // A channel whose second port, handed to the worker, delivers to the first at once.
  class Channel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => this.port1.onmessage?.({ data }) };
  }
  Object.defineProperty(window, 'MessageChannel', { configurable: true, value: Channel });
  return sent;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'caches');
});

describe('Keep plans on this phone', () => {
  it('is hidden in the HTML: a page without JavaScript has no button that cannot work', () => {
    const html = renderToStaticMarkup(<KeepPlans view={view} className="mt-10" />);
    expect(html).toBe('<section hidden="" class="mt-10"></section>');
  });

  it('says plainly what it needs in a browser that cannot keep pages', async () => {
    render(<KeepPlans view={view} />);
    expect(await screen.findByText(dict.keep.unsupported)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says its size first, then keeps the plans with the worker, showing its progress, and that they are saved', async () => {
    const sent = withWorker([
      { state: 'progress', done: 1, total: 2 },
      { state: 'saved', savedAt: Date.UTC(2026, 10, 3), bytes: 7_712_345 },
    ]);
    render(<KeepPlans view={view} />);
    expect(await screen.findByText(dict.keep.size.replace('{size}', '7.7'))).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: dict.keep.button })));
    expect(sent).toEqual([{ type: 'keep', locale: 'mr' }]);
    expect(await screen.findByText(dict.keep.saved)).toBeVisible();
    // Pressed again, it updates; and it can free the space.
    expect(screen.getByRole('button', { name: dict.keep.update })).toBeEnabled();
    expect(screen.getByRole('button', { name: dict.keep.remove })).toBeEnabled();
  });

  it('shows the progress as it comes, and says so when not everything could be saved', async () => {
    withWorker([
      { state: 'progress', done: 3, total: 10 },
      { state: 'failed', done: 3, total: 10 },
    ]);
    render(<KeepPlans view={view} />);
    const button = await screen.findByRole('button', { name: dict.keep.button });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText(dict.keep.failed)).toBeVisible();
  });
});
