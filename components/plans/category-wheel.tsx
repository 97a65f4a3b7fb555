import { Link } from '@/components/ui/link';
import { Fragment, type CSSProperties } from 'react';
import type { ImageData } from '@/lib/images';
import { polar, ringSegmentPath, splitTitle, wheelAngles } from '@/lib/wheel';
import { AppImage } from '@/components/ui/app-image';
import { withBasePath } from '@/lib/base-path';

type WheelEntry = {
  title: string;
  href: string;
  /** White icon drawn on the segment. */
  icon: ImageData;
  colour: string;
};

export type CategoryWheelProps = {
  entries: WheelEntry[];
  /** Names the group of segments ("Category wheel"). */
  label: string;
  /** The agency emblem for the centre hub. */
  emblem: ImageData;
  hubLabel: string;
  hubCaption: string;
};

const SIZE = 620;
const C = { x: SIZE / 2, y: SIZE / 2 };
const OUTER = 290;
const INNER = 112;
const GAP = 7;
/** Where the icon and title sit, between the hub and the rim. */
const MIDDLE = 202;
/** How far a segment moves out when hovered or focused. */
const LIFT = 9;
/** How far inside its segment the focus ring is drawn, so that no neighbour covers it. */
const RING_INSET = 9;

/**
 * The category wheel: six equal segments starting at 12 o'clock, each a link with the category's colour,
 * white icon and title. Titles show from 640 px; on narrower screens the segments keep their icons and a
 * legend under the wheel names them. Keyboard focus lifts the segment and draws a white ring inside it.
 */
export function CategoryWheel({ entries, label, emblem, hubLabel, hubCaption }: CategoryWheelProps) {
  const angles = wheelAngles(entries.length);
  return (
    <div>
      <div className="relative mx-auto aspect-square w-full max-w-[560px]">
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="group"
          aria-label={label}
          className="size-full overflow-visible drop-shadow-[0_18px_30px_rgb(11_42_91/0.22)]"
        >
          <circle cx={C.x} cy={C.y} r={OUTER + 14} fill="none" stroke="#D3E2FA" strokeWidth={2} strokeDasharray="2 10" aria-hidden="true" />
          {entries.map((entry, index) => {
            const [start, end] = angles[index]!;
            const mid = (start + end) / 2;
            const content = polar(C, MIDDLE, mid);
            const lift = polar({ x: 0, y: 0 }, LIFT, mid);
            const lines = splitTitle(entry.title);
            return (
              <Link
                key={entry.href}
                href={entry.href}
                aria-label={entry.title}
                className="group cursor-pointer outline-none focus-visible:outline-none"
              >
                <g
                  style={{ '--lift-x': `${lift.x}px`, '--lift-y': `${lift.y}px` } as CSSProperties}
                  className="transition-transform duration-300 ease-out group-hover:[transform:translate(var(--lift-x),var(--lift-y))] group-focus-visible:[transform:translate(var(--lift-x),var(--lift-y))]"
                >
                  <path
                    d={ringSegmentPath({ centre: C, inner: INNER, outer: OUTER, start, end, gap: GAP })}
                    fill={entry.colour}
                    className="transition-[filter] duration-300 group-hover:brightness-110"
                  />
                  <path
                    d={ringSegmentPath({
                      centre: C,
                      inner: INNER + RING_INSET,
                      outer: OUTER - RING_INSET,
                      start,
                      end,
                      gap: GAP + RING_INSET * 2,
                    })}
                    fill="none"
                    stroke="#FFFFFF"
                    strokeWidth={5}
                    strokeLinejoin="round"
                    data-testid="wheel-focus-ring"
                    className="opacity-0 transition-opacity group-focus-visible:opacity-100"
                  />
                  <g
                    aria-hidden="true"
                    className="[transform-origin:center] [transform-box:fill-box] max-sm:[transform:translateY(26px)_scale(1.35)]"
                  >
                    <image href={withBasePath(entry.icon.src)} x={content.x - 28} y={content.y - 62} width={56} height={56} />
                  </g>
                  <text
                    aria-hidden="true"
                    x={content.x}
                    y={content.y + 18}
                    textAnchor="middle"
                    fill="#FFFFFF"
                    className="font-display text-[21px] font-bold max-sm:hidden"
                  >
                    {/* The lines are joined by a space between them (not inside a line, where a text
                        reading trims it), so the visible text reads as the segment's name (WCAG 2.5.3). */}
                    {lines.map((line, i) => (
                      <Fragment key={line}>
                        {i > 0 && ' '}
                        <tspan x={content.x} dy={i === 0 ? 0 : 25}>
                          {line}
                        </tspan>
                      </Fragment>
                    ))}
                  </text>
                </g>
              </Link>
            );
          })}
        </svg>
        <div className="pointer-events-none absolute top-1/2 left-1/2 flex aspect-square w-[31%] -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center rounded-full bg-white text-center shadow-lift ring-4 ring-gold-300/70">
          <AppImage {...emblem} alt="" sizes="96px" className="h-auto w-[46%] sm:w-[40%]" />
          <span className="mt-1 hidden font-display text-sm leading-tight font-extrabold text-brand-900 sm:block">{hubLabel}</span>
          <span className="hidden text-[0.7rem] font-semibold tracking-wider text-gold-700 uppercase sm:block">{hubCaption}</span>
        </div>
      </div>
      {/* Below 640 px the segments show only icons: this legend names them. It repeats the segment links for
          pointer and touch, so assistive technology and the keyboard skip it. */}
      <ul aria-hidden="true" className="mt-6 grid grid-cols-2 gap-2 sm:hidden" data-testid="wheel-legend">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              tabIndex={-1}
              className="flex h-full items-center gap-2.5 rounded-xl bg-white p-2 pr-3 text-sm leading-tight font-semibold text-brand-900 shadow-card ring-1 ring-brand-100"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg" style={{ backgroundColor: entry.colour }}>
                <AppImage {...entry.icon} alt="" sizes="20px" className="size-5" />
              </span>
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
