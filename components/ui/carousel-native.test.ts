import { nativeCarouselControls, nearestSlide } from './carousel-native';

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

describe('nativeCarouselControls', () => {
  /** A carousel's markup as the server sends it, with a row `width` wide showing slides `slide` wide. */
  function carousel({ loop = false, scrollLeft = 0 }: { loop?: boolean; scrollLeft?: number } = {}) {
    document.body.innerHTML = `
      <section class="carousel" ${loop ? 'data-loop=""' : ''}>
        <button data-autoplay-toggle="">play</button>
        <div class="carousel-viewport"><div class="carousel-container">
          <div class="carousel-slide"></div><div class="carousel-slide"></div><div class="carousel-slide"></div>
        </div></div>
        <button data-step="-1" disabled>previous</button>
        <button data-step="1">next</button>
      </section>`;
    const root = document.querySelector<HTMLElement>('.carousel')!;
    const viewport = root.querySelector<HTMLElement>('.carousel-viewport')!;
    for (const slide of root.querySelectorAll<HTMLElement>('.carousel-slide')) Object.defineProperty(slide, 'offsetWidth', { value: 300 });
    Object.defineProperty(viewport, 'clientWidth', { value: 300 });
    Object.defineProperty(viewport, 'scrollWidth', { value: 900 });
    viewport.scrollLeft = scrollLeft;
    const scrollTo = jest.fn();
    viewport.scrollTo = scrollTo as typeof viewport.scrollTo;
    const [previous, next] = [...root.querySelectorAll<HTMLButtonElement>('[data-step]')] as [HTMLButtonElement, HTMLButtonElement];
    return { root, viewport, scrollTo, previous, next };
  }

  beforeAll(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as typeof window.matchMedia;
    nativeCarouselControls();
    // A second copy of the script (two carousels on a page) adds no second set of listeners.
    nativeCarouselControls();
  });

  it('moves the row one slide on by the next arrow, smoothly', () => {
    const { next, scrollTo } = carousel();
    next.click();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: 'smooth' });
  });

  it('moves the row back by the previous arrow, at once for visitors who prefer reduced motion', () => {
    (window.matchMedia as jest.Mock).mockReturnValueOnce({ matches: true });
    const { previous, scrollTo } = carousel({ scrollLeft: 600 });
    previous.disabled = false;
    previous.click();
    expect(scrollTo).toHaveBeenCalledWith({ left: 300, behavior: 'instant' });
  });

  it('goes round the ends of a looping carousel', () => {
    const last = carousel({ loop: true, scrollLeft: 600 });
    last.next.click();
    expect(last.scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
    const first = carousel({ loop: true });
    first.previous.disabled = false;
    first.previous.click();
    expect(first.scrollTo).toHaveBeenCalledWith({ left: 600, behavior: 'smooth' });
  });

  it('disables the arrows that cannot go further as the row scrolls', () => {
    const { viewport, previous, next } = carousel();
    viewport.scrollLeft = 300;
    viewport.dispatchEvent(new Event('scroll'));
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(false);
    viewport.scrollLeft = 600;
    viewport.dispatchEvent(new Event('scroll'));
    expect(next.disabled).toBe(true);
  });

  it('remembers a press of the slide-show button', () => {
    const { root } = carousel();
    root.querySelector<HTMLButtonElement>('[data-autoplay-toggle]')!.click();
    expect(root).toHaveAttribute('data-wants-autoplay');
  });

  it('does nothing once Embla has taken the carousel over', () => {
    const { root, next, scrollTo } = carousel();
    root.setAttribute('data-embla', '');
    next.click();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
