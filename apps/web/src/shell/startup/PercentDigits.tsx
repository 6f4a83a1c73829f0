import type { CSSProperties } from 'react';
import { DIGIT_STRIPS } from './digit-strips';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

const style = ({ durationMs, iterations }: { durationMs: number; iterations: number }): CSSProperties => ({
  animationDuration: `${durationMs}ms`,
  animationIterationCount: iterations,
});
const ONES = style(DIGIT_STRIPS.ones);
const TENS = style(DIGIT_STRIPS.tens);

/**
 * The splash's percentage as the user sees it (spec 4.3: +1 every 20 ms up to 99), drawn by the
 * compositor: each digit is a strip of 0-9 moved one place per step by a CSS animation of `transform`
 * with `steps()` (globals.css, `.splash-digit-strip`), which Chromium and WebKit run off the main
 * thread. Written into the DOM 50 times a second, the value cost a style, layout and paint pass each
 * time, a fifth of the page's main-thread time in its first second on a slow phone (docs/benchmarks.md,
 * "Lighthouse, eighth pass"). It starts with the first paint of the server's HTML. The tens strip's
 * first place is blank, so 5 reads "5%", not "05%". The value for assistive technology and tests is the
 * progress bar's `aria-valuenow` and the splash's `data-percent`, which Splash keeps up to date.
 */
export function PercentDigits() {
  return (
    // Left to right in every locale: the digit boxes are inline blocks, which a right-to-left paragraph
    // would otherwise lay out in reverse order.
    <span aria-hidden="true" dir="ltr">
      <span className="splash-digit">
        <span className="splash-digit-strip splash-tens" style={TENS}>
          {DIGITS.map((d) => (
            <span key={d}>{d === '0' ? '\u00a0' : d}</span>
          ))}
        </span>
      </span>
      <span className="splash-digit">
        <span className="splash-digit-strip splash-ones" style={ONES}>
          {DIGITS.map((d) => (
            <span key={d}>{d}</span>
          ))}
        </span>
      </span>
      %
    </span>
  );
}
