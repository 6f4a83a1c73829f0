'use client';

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `endsAtMs` (rounded up, never negative). */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/** A resend countdown: `start(60)` then `left` ticks down to 0 once a second. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!endsAt) return;
    const tick = () => setLeft(secondsLeft(endsAt, Date.now()));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { left, start };
}
