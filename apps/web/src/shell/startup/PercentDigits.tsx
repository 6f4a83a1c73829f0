/**
 * The splash's percentage as the user sees it (spec 4.3: +1 every 20 ms up to 99), drawn by the
 * compositor: each digit is a strip of 0-9, one per line, moved one line per step by a CSS animation of
 * `transform` with `steps()` (globals.css, `.splash-digit-strip`; its timings are spec 4.3's, checked by
 * digit-strips.test.ts), which Chromium and WebKit run off the main thread. Written into the DOM 50 times
 * a second, the value cost a style, layout and paint pass each time, a fifth of the page's main-thread
 * time in its first second on a slow phone (docs/benchmarks.md, "Lighthouse, eighth pass"). It starts
 * with the first paint of the server's HTML. The tens strip's first line is blank, so 5 reads "5%", not
 * "05%". The value for assistive technology and tests is the progress bar's `aria-valuenow` and the
 * splash's `data-percent`, which Splash keeps up to date.
 */
export function PercentDigits() {
  return (
    // Left to right in every locale: the digit boxes are inline blocks, which a right-to-left paragraph
    // would otherwise lay out in reverse order.
    <span aria-hidden="true" dir="ltr">
      <span className="splash-digit">
        <span className="splash-digit-strip splash-tens">{'\u00a0\n1\n2\n3\n4\n5\n6\n7\n8\n9'}</span>
      </span>
      <span className="splash-digit">
        <span className="splash-digit-strip splash-ones">{'0\n1\n2\n3\n4\n5\n6\n7\n8\n9'}</span>
      </span>
      %
    </span>
  );
}
