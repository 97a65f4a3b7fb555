import { popupOpensAt } from './popup-timing';

describe('popupOpensAt', () => {
  it('counts the delay from the start of the load event', () => {
    expect(popupOpensAt(850, 2400, 1000)).toBe(1850);
  });

  it('counts from load even when the code is ready long after it', () => {
    expect(popupOpensAt(850, 5000, 1000)).toBe(1850);
  });

  it('counts from now when the browser has no load time', () => {
    expect(popupOpensAt(undefined, 1200, 1000)).toBe(2200);
    expect(popupOpensAt(0, 1200, 1000)).toBe(2200);
  });
});
