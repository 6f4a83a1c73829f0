/**
 * Runs `work` in a task of its own, after the current one (a zero-delay timeout); returns a cancel
 * function (for an effect's cleanup).
 *
 * Why: React runs all the effects of a commit in one task. At a page's start every component's effects
 * run together after hydration, and on a slow phone that one task (chunk imports, storage reads,
 * timers) was among the page's longest; a task over 50 ms blocks input, and Lighthouse multiplies each
 * by its CPU slowdown (docs/benchmarks.md, "Lighthouse, eighth pass"). Effects whose work can wait a
 * task move it here, so the browser can paint and answer input between the pieces.
 */
export function inLaterTask(work: () => void): () => void {
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
