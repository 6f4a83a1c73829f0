'use client';

import { useEffect, useState } from 'react';

const COUNT_MS = 900;

/**
 * A win counting up from zero; ends on `text`, the exact amount as the server wrote it (the frames in
 * between are only a show, rounded to the coin's decimals).
 */
export function CountUp({ text, decimals, reducedMotion }: { text: string; decimals: number; reducedMotion: boolean }) {
  const [shown, setShown] = useState(reducedMotion ? text : (0).toFixed(decimals));
  useEffect(() => {
    if (reducedMotion) return setShown(text);
    const target = Number(text);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNT_MS);
      if (progress >= 1) return setShown(text);
      // Ease out: fast at first, slowing towards the amount.
      setShown((target * (1 - (1 - progress) ** 3)).toFixed(decimals));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [text, decimals, reducedMotion]);
  return <>{shown}</>;
}
