import { browserIdleScheduler, type IdleScheduler } from '@/lib/async/when-idle';

/**
 * The first use of `Intl` in a page loads the browser's ICU data: 30-45 ms of main-thread work on a
 * fresh renderer (measured in this machine's Chromium: the first `Intl.NumberFormat` 35-45 ms, a
 * `DateTimeFormat` after it 5-8 ms). Done inside a render (the wallet's history dates, the games'
 * RTP) it lengthens that render's task; done here, in an idle moment under the splash, it is a task of
 * its own and the render finds ICU ready (docs/benchmarks.md, "Lighthouse, fourth pass").
 */
export function warmIntlWhenIdle(locale: string, scheduler: IdleScheduler = browserIdleScheduler): () => void {
  return scheduler.whenIdle(() => {
    try {
      // The formats the start-up screens use first: dates with time (history), plain numbers (RTP).
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
      new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(0);
    } catch {
      // A locale the browser refuses is the formatters' own problem later; nothing to warm.
    }
  });
}
