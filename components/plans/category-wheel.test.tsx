import { render, screen, within } from '@testing-library/react';
import { CategoryWheel } from './category-wheel';

const icon = { src: '/images/icons/x.svg', width: 64, height: 64 };
const entries = [
  'Wealth Creation',
  'Guaranteed Returns',
  'Income Protection',
  'Retirement Planning',
  "Children's Education",
  "Children's Marriage",
].map((title, i) => ({ title, href: `/product-category/c${i + 1}`, icon, colour: '#123456' }));

/** The wheel of six needs, with its hub's name and caption. */
const renderWheel = () =>
  render(
    <CategoryWheel
      label="Category wheel"
      entries={entries}
      emblem={{ src: '/images/logo.svg', width: 96, height: 96 }}
      hubLabel="Suraksha"
      hubCaption="LIC plans"
    />,
  );

describe('CategoryWheel', () => {
  it('draws six segment links in order, each named by its category', () => {
    const errors = jest.spyOn(console, 'error');
    renderWheel();
    const wheel = screen.getByRole('group', { name: 'Category wheel' });
    const links = within(wheel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(entries.map((e) => e.title));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(entries.map((e) => e.href));
    // SVG links, so that the segment shape itself is what is clicked.
    for (const link of links) expect(link.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('starts the first segment at 12 o’clock and goes clockwise', () => {
    renderWheel();
    const [first] = within(screen.getByRole('group', { name: 'Category wheel' })).getAllByRole('link');
    const d = first!.querySelector('path')!.getAttribute('d')!;
    const [x, y] = d.slice(1).split(/[ A]/).map(Number);
    // Just right of the vertical centre line (half the gap), at the top of the wheel.
    expect(x! - 310).toBeGreaterThan(0);
    expect(x! - 310).toBeLessThan(5);
    expect(y).toBeLessThan(30);
  });

  it('names every segment in a legend for narrow screens, kept out of the keyboard order', () => {
    renderWheel();
    const legend = screen.getByTestId('wheel-legend');
    expect(legend).toHaveAttribute('aria-hidden', 'true');
    const items = legend.querySelectorAll('a');
    expect([...items].map((a) => a.textContent)).toEqual(entries.map((e) => e.title));
    for (const a of items) expect(a).toHaveAttribute('tabindex', '-1');
  });
});
