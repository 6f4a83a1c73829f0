'use client';

import { useEffect, useState } from 'react';

/**
 * A number that counts up from 0 to `target` over `ms` (ease-out), for a reward as it lands; shown at
 * once where the player asked for reduced motion.
 */
export function useCountUp(target: number, ms = 900): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setShown(target);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / ms);
      setShown(target * (1 - (1 - p) ** 3));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, ms]);
  return shown;
}
