'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs a board's steps after a new outcome: each step at its delay (ms), all at once (delay 0) with
 * reduced motion. Pending steps are cancelled when the outcome changes or the board unmounts.
 */
export function useTimeline<T>(
  outcome: T | null,
  steps: (outcome: T) => { at: number; run: () => void }[],
  reducedMotion: boolean,
) {
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  useEffect(() => {
    if (!outcome) return;
    const timers = stepsRef.current(outcome).map(({ at, run }) => setTimeout(run, reducedMotion ? 0 : at));
    return () => timers.forEach(clearTimeout);
  }, [outcome, reducedMotion]);
}
