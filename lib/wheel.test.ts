import { polar, ringSegmentPath, splitTitle, wheelAngles } from './wheel';

describe('wheel geometry', () => {
  const centre = { x: 100, y: 100 };

  it('measures angles clockwise from 12 o’clock', () => {
    expect(polar(centre, 50, 0)).toEqual({ x: 100, y: 50 });
    expect(polar(centre, 50, 90)).toEqual({ x: 150, y: 100 });
    expect(polar(centre, 50, 180)).toEqual({ x: 100, y: 150 });
    expect(polar(centre, 50, 270)).toEqual({ x: 50, y: 100 });
  });

  it('cuts six segments of 60 degrees, the first starting at the top', () => {
    expect(wheelAngles(6)).toEqual([
      [0, 60],
      [60, 120],
      [120, 180],
      [180, 240],
      [240, 300],
      [300, 360],
    ]);
  });

  it('draws a ring segment from the outer arc to the inner one', () => {
    expect(ringSegmentPath({ centre, inner: 20, outer: 50, start: 0, end: 90 })).toBe(
      'M100 50A50 50 0 0 1 150 100L120 100A20 20 0 0 0 100 80Z',
    );
  });

  it('leaves an even gap by trimming more angle at the inner edge', () => {
    const path = ringSegmentPath({ centre, inner: 20, outer: 50, start: 0, end: 90, gap: 10 });
    const numbers = (path.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    // M x y, A rx ry rot large sweep x y, L x y, A rx ry rot large sweep x y
    const [mx, my, , , , , , ax, ay, lx, ly, , , , , , ix, iy] = numbers;
    // Every corner sits half the gap (5) away from its edge: the 12 o'clock line x = 100 or the 3 o'clock line y = 100.
    expect([mx, ix]).toEqual([105, 105]);
    expect([ay, ly]).toEqual([95, 95]);
    expect(my).toBeCloseTo(100 - Math.sqrt(50 ** 2 - 25), 1);
    expect(ax).toBeCloseTo(100 + Math.sqrt(50 ** 2 - 25), 1);
    expect(lx).toBeCloseTo(100 + Math.sqrt(20 ** 2 - 25), 1);
    expect(iy).toBeCloseTo(100 - Math.sqrt(20 ** 2 - 25), 1);
  });
});

describe('splitTitle', () => {
  it('puts the first word on its own line', () => {
    expect(splitTitle('Wealth Creation')).toEqual(['Wealth', 'Creation']);
    expect(splitTitle("Children's Marriage")).toEqual(["Children's", 'Marriage']);
    expect(splitTitle('New Money Back 20 years')).toEqual(['New', 'Money Back 20 years']);
    expect(splitTitle('Pension')).toEqual(['Pension']);
  });
});
