import { LOADING_CAP, LOADING_STEP_MS } from './loading-counter';

/**
 * Each strip's animation: 10 places per iteration, `steps(10, end)`, fill "forwards". The strips stop
 * half a step after the cap (99 + 0.5 steps): an animation that ends part-way through an iteration holds
 * that moment's place, which is the cap's digits, 9 and 9 (digit-strips.test.ts plays them against the
 * counter's own rule). globals.css carries these values (`.splash-ones`, `.splash-tens`); the test checks
 * that it does.
 */
export const DIGIT_STRIPS = {
  ones: { durationMs: 10 * LOADING_STEP_MS, iterations: (LOADING_CAP + 0.5) / 10 },
  tens: { durationMs: 100 * LOADING_STEP_MS, iterations: (LOADING_CAP + 0.5) / 100 },
} as const;
