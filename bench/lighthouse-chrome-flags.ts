/**
 * The Chromium command line of the Lighthouse runs: chrome-launcher's default flags, the bench's own
 * (e2e/chromium.ts), and Chrome's RenderDocument kept on.
 *
 * chrome-launcher 1.2 turns RenderDocument off (`--disable-features=...,RenderDocument`, "until
 * remaining bugs are fixed", for Lighthouse). Chrome ships with it on: every navigation commits into a
 * new document of its own. With it off, the navigation from about:blank reuses the blank page's
 * compositor, and in this headless Chromium that compositor stopped receiving frames while the new
 * page's first paint waited for its stylesheet: in 15 of 26 loads of home the first frame came at 1.3
 * or 2.4 s instead of 0.3-0.5 s, and Lighthouse's simulated LCP took all of start-up's scripts with it.
 * With RenderDocument on: 0 loads of 10 (docs/benchmarks.md, "The signed-out card's late paint, and
 * the page's late first frame"). BENCH_LIGHTHOUSE_RENDER_DOCUMENT=0 keeps chrome-launcher's defaults
 * as they are, to compare.
 */
import { Launcher } from 'chrome-launcher';

const DISABLE_FEATURES = '--disable-features=';

/** `defaults` with RenderDocument taken out of its --disable-features list (the other features stay off). */
export function withRenderDocument(defaults: readonly string[]): string[] {
  return defaults.flatMap((flag) => {
    if (!flag.startsWith(DISABLE_FEATURES)) return [flag];
    const features = flag
      .slice(DISABLE_FEATURES.length)
      .split(',')
      .filter((feature) => feature !== 'RenderDocument');
    return features.length > 0 ? [`${DISABLE_FEATURES}${features.join(',')}`] : [];
  });
}

/** Whether the runs keep RenderDocument on (the default) or use chrome-launcher's flags unchanged. */
export function renderDocumentKept(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BENCH_LIGHTHOUSE_RENDER_DOCUMENT !== '0';
}

/**
 * The whole command line for chrome-launcher with `ignoreDefaultFlags: true`: its defaults (changed as
 * above unless BENCH_LIGHTHOUSE_RENDER_DOCUMENT=0), then `extra`.
 */
export function lighthouseChromeFlags(
  extra: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  defaults: readonly string[] = Launcher.defaultFlags(),
): string[] {
  return [...(renderDocumentKept(env) ? withRenderDocument(defaults) : defaults), ...extra];
}
