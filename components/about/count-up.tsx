'use client';

import { useEffect, useRef, useState } from 'react';
import { countUpText, easeOutCubic } from '@/lib/count-up';
import { useReducedMotion } from '@/components/ui/use-reduced-motion';

export type CountUpProps = {
  /** The final display value, e.g. "98.15%". It is what the pre-rendered HTML holds. */
  value: string;
  /** Length of the count in milliseconds. */
  duration?: number;
  className?: string;
};

/**
 * A figure that counts up from zero once, when it first scrolls into view. The server renders the
 * final value, so it is in the HTML; visitors who prefer reduced motion only ever see the final value.
 */
export function CountUp({ value, duration = 1600, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const node = ref.current;
    if (reducedMotion || !node || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = (now - start) / duration;
          setShown(countUpText(value, easeOutCubic(progress)));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.6 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value, duration, reducedMotion]);

  return (
    <span ref={ref} className={className} data-value={value}>
      {shown}
    </span>
  );
}
