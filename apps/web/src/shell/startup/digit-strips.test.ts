import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIGIT_STRIPS } from './digit-strips';
import { LOADING_CAP, LOADING_STEP_MS } from './loading-counter';

/**
 * The place a strip shows at `t` ms, as CSS computes it for `steps(10, end)` with fill "forwards":
 * within the run, the step of the current iteration's progress; after it, the step of the progress the
 * last (partial) iteration ended at.
 */
function placeAt({ durationMs, iterations }: { durationMs: number; iterations: number }, t: number): number {
  const end = durationMs * iterations;
  const progress = t < end ? (t % durationMs) / durationMs : iterations % 1 || 1;
  return Math.min(Math.floor(progress * 10), 10);
}

describe('the splash percentage drawn by the compositor', () => {
  it('shows the counter of spec 4.3 at every moment: +1 every step, stopping at the cap', () => {
    for (let t = 0; t <= 4000; t += 5) {
      const shown = placeAt(DIGIT_STRIPS.tens, t) * 10 + placeAt(DIGIT_STRIPS.ones, t);
      expect(shown, `at ${t} ms`).toBe(Math.min(Math.floor(t / LOADING_STEP_MS), LOADING_CAP));
    }
  });

  it('never moves a strip past its last digit (a blank place)', () => {
    for (let t = 0; t <= 4000; t += 5) {
      expect(placeAt(DIGIT_STRIPS.ones, t)).toBeLessThanOrEqual(9);
      expect(placeAt(DIGIT_STRIPS.tens, t)).toBeLessThanOrEqual(9);
    }
  });

  it('is what globals.css animates (the page draws the strips from there)', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');
    for (const [name, strip] of Object.entries(DIGIT_STRIPS)) {
      const rule = new RegExp(`\\.splash-${name} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      expect(rule, `.splash-${name}`).toMatch(new RegExp(`animation-duration: ${strip.durationMs}ms;`));
      expect(rule, `.splash-${name}`).toMatch(new RegExp(`animation-iteration-count: ${strip.iterations};`));
    }
  });
});
