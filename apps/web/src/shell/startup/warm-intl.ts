import { inLaterTask } from '@/lib/async/in-later-task';

/** Runs work later, in a task of its own; returns a cancel function. */
export type Schedule = (work: () => void) => () => void;

/**
 * The first use of `Intl` in a page loads the browser's ICU data: 30-45 ms of main-thread work on a
 * fresh renderer (measured in this machine's Chromium: the first `Intl.NumberFormat` 35-45 ms, a
 * `DateTimeFormat` after it 5-8 ms). Done inside a render (the wallet's history dates, the games'
 * RTP) it lengthens that render's task; done here, under the splash, the render finds ICU ready
 * (docs/benchmarks.md, "Lighthouse, fourth pass").
 *
 * Each formatter is made in a task of its own, one after the other, as soon as start-up mounts: an idle
 * callback came after the signed-in wallet's first render on a slow phone (its history's dates then
 * loaded ICU inside that render), and one task for both was itself a long task ("Lighthouse, eighth
 * pass").
 */
export function warmIntlSoon(locale: string, schedule: Schedule = inLaterTask): () => void {
  const formatters = [
    // The formats the start-up screens use first: dates with time (history), plain numbers (RTP).
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0),
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(0),
  ];
  let cancel = () => {};
  const next = (index: number) => {
    const make = formatters[index];
    if (!make) return;
    cancel = schedule(() => {
      try {
        make();
      } catch {
        // A locale the browser refuses is the formatters' own problem later; nothing to warm.
      }
      next(index + 1);
    });
  };
  next(0);
  return () => cancel();
}
