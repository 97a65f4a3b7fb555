/** Geometry of the category wheel: ring segments measured clockwise from 12 o'clock, in degrees. */

export type Point = { x: number; y: number };

const round = (value: number) => Math.round(value * 100) / 100;

/** The point at `radius` from the centre, `angle` degrees clockwise from 12 o'clock (SVG y grows downwards). */
export function polar(centre: Point, radius: number, angle: number): Point {
  const rad = (angle * Math.PI) / 180;
  return { x: round(centre.x + radius * Math.sin(rad)), y: round(centre.y - radius * Math.cos(rad)) };
}

export type RingSegment = {
  centre: Point;
  inner: number;
  outer: number;
  /** Start and end angles, clockwise from 12 o'clock. */
  start: number;
  end: number;
  /** Width of the straight gap left along each edge, in the same units as the radii (half on each side). */
  gap?: number;
};

/** An SVG path for a ring segment, with edges drawn parallel so that the gaps between segments are even. */
export function ringSegmentPath({ centre, inner, outer, start, end, gap = 0 }: RingSegment): string {
  const pad = (radius: number) => (gap > 0 ? (Math.asin(Math.min(1, gap / 2 / radius)) * 180) / Math.PI : 0);
  const o0 = polar(centre, outer, start + pad(outer));
  const o1 = polar(centre, outer, end - pad(outer));
  const i1 = polar(centre, inner, end - pad(inner));
  const i0 = polar(centre, inner, start + pad(inner));
  const large = end - start > 180 ? 1 : 0;
  return [
    `M${o0.x} ${o0.y}`,
    `A${outer} ${outer} 0 ${large} 1 ${o1.x} ${o1.y}`,
    `L${i1.x} ${i1.y}`,
    `A${inner} ${inner} 0 ${large} 0 ${i0.x} ${i0.y}`,
    'Z',
  ].join('');
}

/** `count` equal segments starting at 12 o'clock: [start, end] of each, in degrees. */
export function wheelAngles(count: number): [number, number][] {
  const step = 360 / count;
  return Array.from({ length: count }, (_, i) => [i * step, (i + 1) * step]);
}

/** A title on two lines: the first word, then the rest. */
export function splitTitle(title: string): string[] {
  const [first, ...rest] = title.trim().split(/\s+/);
  return rest.length > 0 ? [first!, rest.join(' ')] : [first ?? ''];
}
