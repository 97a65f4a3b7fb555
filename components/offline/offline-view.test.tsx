import { screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getDictionary } from '@/lib/i18n';
import { format } from '@/lib/i18n/format';
import { OFFLINE_SCRIPT, OfflineView } from './offline-view';

const dict = getDictionary('hi', 'we');
/** The page's view model as lib/pages/offline.ts makes it (its own test is in lib/pages/pages.test.ts). */
const page = {
  metadata: {},
  heading: dict.offline.heading,
  text: dict.offline.text,
  stored: dict.offline.stored,
  nothingStored: format(dict.offline.nothingStored, { products: dict.nav.products, keep: dict.keep.button }),
  index: '/lic/hi/offline.json',
};
const index = {
  pages: [
    { url: '/lic/hi/product/a', name: 'योजना क' },
    { url: '/lic/hi/news', name: 'ख़बरें' },
    { url: '/lic/hi/contact', name: 'संपर्क' },
  ],
};

/** The page as the server writes it, then its inline script run as the browser runs it, over `stored` addresses. */
function showWith(stored: string[], fail = false) {
  // As the browser parses it (jsdom runs no script set as innerHTML).
  document.body.innerHTML = renderToStaticMarkup(<OfflineView page={page} />);
  const asked: string[] = [];
  window.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    if (fail) throw new TypeError('offline');
    return { json: async () => index };
  }) as unknown as typeof fetch;
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: { match: async (url: string) => (stored.includes(url) ? {} : undefined) },
  });
  new Function(OFFLINE_SCRIPT)();
  return asked;
}

describe('the offline page', () => {
  it('lists the pages of its language that are stored, by name, from its offline index', async () => {
    const asked = showWith(['/lic/hi/product/a', '/lic/hi/contact']);
    expect(asked).toEqual(['/lic/hi/offline.json']);
    const list = await screen.findByRole('heading', { name: dict.offline.stored });
    const links = within(list.parentElement!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['योजना क', '/lic/hi/product/a'],
      ['संपर्क', '/lic/hi/contact'],
    ]);
    expect(screen.getByText(page.nothingStored)).not.toBeVisible();
  });

  it('says how to keep the plans when nothing is stored, or the index cannot be read', async () => {
    showWith([]);
    await waitFor(() => expect(screen.getByText(page.nothingStored)).toBeVisible());
    expect(screen.queryByRole('heading', { name: dict.offline.stored })).toBeNull();
    document.body.innerHTML = '';
    showWith(['/lic/hi/news'], true);
    await waitFor(() => expect(screen.getByText(page.nothingStored)).toBeVisible());
  });
});
