import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ShareLink } from './share-link';

const share = { title: 'Jeevan Utsav', text: 'Jeevan Utsav: a whole-life plan.', url: 'https://www.example.com/product/jeevan-utsav' };
const href = `https://wa.me/?text=${encodeURIComponent(`${share.text}\n${share.url}`)}`;

function renderLink() {
  render(
    <ShareLink href={href} share={share} newTab="(opens in a new tab)">
      Share with family
    </ShareLink>,
  );
  return screen.getByRole('link', { name: /share with family/i });
}

/** Clicks the link and tells whether the browser would have followed it. */
function click(link: HTMLElement): boolean {
  return fireEvent.click(link);
}

describe('ShareLink', () => {
  const original = { share: navigator.share, canShare: navigator.canShare };
  afterEach(() => {
    Object.assign(navigator, original);
    jest.restoreAllMocks();
  });

  test('is a WhatsApp link carrying the text and the address, opening in a new tab', () => {
    const link = renderLink();
    expect(link).toHaveAttribute('href', href);
    expect(decodeURIComponent(new URL(link.getAttribute('href')!).searchParams.get('text')!)).toContain(share.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('without a share sheet, a tap follows the link', () => {
    Object.assign(navigator, { share: undefined, canShare: undefined });
    expect(click(renderLink())).toBe(true);
  });

  test('with a share sheet, the same tap opens it with the title, text and address instead', async () => {
    const sheet = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share: sheet, canShare: () => true });
    expect(click(renderLink())).toBe(false);
    expect(sheet).toHaveBeenCalledWith(share);
  });

  test('a sheet the visitor closes opens nothing else; a sheet the browser refuses falls back to the link', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    Object.assign(navigator, {
      share: jest.fn().mockRejectedValue(Object.assign(new Error('closed'), { name: 'AbortError' })),
      canShare: () => true,
    });
    click(renderLink());
    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    await Promise.resolve();
    expect(open).not.toHaveBeenCalled();

    Object.assign(navigator, { share: jest.fn().mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' })) });
    click(screen.getAllByRole('link', { name: /share with family/i })[0]!);
    await waitFor(() => expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer'));
  });
});
