'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { stopSequence } from './lucky-code-view';

const ROLL_MS = 70;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The draw's reel over a prize table of `size`: it rolls while the server draws (`target` null), then
 * slows down onto the drawn prize (stopSequence) and says when it has stopped. With reduced motion it
 * shows the prize at once.
 */
export function useDrawReel(size: number, target: number | null): { index: number; stopped: boolean } {
  const [index, setShown] = useState(0);
  const [stopped, setStopped] = useState(false);
  // The prize shown now, for the slowing steps to start from.
  const shown = useRef(0);
  const show = useCallback((next: number) => {
    shown.current = next;
    setShown(next);
  }, []);

  useEffect(() => {
    if (target !== null || size <= 0) return;
    const timer = setInterval(() => show((shown.current + 1) % size), ROLL_MS);
    return () => clearInterval(timer);
  }, [size, target, show]);

  useEffect(() => {
    if (target === null) return;
    if (prefersReducedMotion() || size <= 0) {
      show(target);
      setStopped(true);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const steps = stopSequence(shown.current, target, size);
    const run = (n: number) => {
      if (cancelled) return;
      const step = steps[n];
      if (!step) {
        show(target);
        setStopped(true);
        return;
      }
      timer = setTimeout(() => {
        show(step.index);
        run(n + 1);
      }, step.ms);
    };
    run(0);
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [size, target, show]);

  return { index, stopped };
}
