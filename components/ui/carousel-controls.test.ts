import { browserScript } from './browser-script';

/** The script as the pages carry it (less its comments), run as the browser runs an inline script. */
const script = browserScript('components/ui/carousel-controls.js');
const runScript = () => new Function(script)();

/** A carousel's markup as the server sends it: a row 300 pixels wide showing three slides of 300. */
function carousel({ loop = false, scrollLeft = 0 }: { loop?: boolean; scrollLeft?: number } = {}) {
  document.body.innerHTML = `
    <section class="carousel" ${loop ? 'data-loop=""' : ''}>
      <button data-autoplay="auto">pause / play</button>
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

describe('carousel-controls.js, the controls before the page’s scripts', () => {
  beforeAll(() => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as typeof window.matchMedia;
    runScript();
    // Once per carousel in the page: a second copy adds no second set of listeners.
    runScript();
  });

  it('is inlined without its comments, JSDoc types included', () => {
    expect(script).not.toMatch(/^\s*(\/\/|\/\*|\*)/m);
    expect(script).not.toMatch(/@param|@type|@ts-check/);
    expect(script.length).toBeLessThan(2000);
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

  it('turns the slide-show setting by each press, which the button shows at once: the show starts from it', () => {
    const { root } = carousel();
    const button = root.querySelector<HTMLButtonElement>('[data-autoplay]')!;
    // On by default where motion is welcome (the button shows Pause): a press turns it off, the next on.
    button.click();
    expect(button).toHaveAttribute('data-autoplay', 'off');
    button.click();
    expect(button).toHaveAttribute('data-autoplay', 'on');
    button.click();
    expect(button).toHaveAttribute('data-autoplay', 'off');
  });

  it('turns the setting on by the first press for a visitor who prefers reduced motion (the button shows Start)', () => {
    (window.matchMedia as jest.Mock).mockReturnValueOnce({ matches: true });
    const { root } = carousel();
    const button = root.querySelector<HTMLButtonElement>('[data-autoplay]')!;
    button.click();
    expect(button).toHaveAttribute('data-autoplay', 'on');
  });

  it('leaves alone a press the page’s code has taken (stopped on the document), and a row Embla moves', () => {
    const { root, viewport, previous, next, scrollTo } = carousel();
    const button = root.querySelector<HTMLButtonElement>('[data-autoplay]')!;
    // Once React runs, its listener on the document takes the presses of the controls and stops them there.
    const takenByReact = (event: Event) => event.stopPropagation();
    document.addEventListener('click', takenByReact);
    next.click();
    button.click();
    document.removeEventListener('click', takenByReact);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-autoplay', 'auto');
    // The row Embla moves by transform: when it scrolls (Embla puts it back to 0 on focus), the arrows are Embla's.
    root.setAttribute('data-embla', '');
    viewport.scrollLeft = 300;
    viewport.dispatchEvent(new Event('scroll'));
    expect(previous.disabled).toBe(true);
  });
});
