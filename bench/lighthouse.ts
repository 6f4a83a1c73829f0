/**
 * Lighthouse (mobile) of the home page signed out and of the wallet signed in: `next start` of the
 * production build (bench/pages.ts) against the API in its own process (bench/api.ts), in Debian's
 * Chromium through chrome-launcher, with Lighthouse's default mobile emulation and simulated
 * throttling. Three runs per page, each in a fresh browser (empty cache); the figures are the median
 * of each metric. Signed out, Lighthouse resets the storage; signed in, the session of a user made
 * through the API (lighthouse-session.ts) is written into the fresh browser's local storage and
 * cookies first (from a static file of the site, so no script is cached) and the storage is kept. A run
 * fails when Lighthouse reports a runtime error or no score, or when the page or its data call did not
 * answer 200, so a broken page cannot produce a figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's own dependency (it drives Chromium with it): used to write the session before a run.
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startApi } from './api';
import { lighthouseChromeFlags } from './lighthouse-chrome-flags';
import { BENCH_TG_BOTS, type BenchSession, signInBenchUser, writeStoredSession } from './lighthouse-session';
import { mainThreadTime, type TraceEvent } from './lighthouse-trace';
import { nextDistDir, startNext } from './pages';
import { freePort, removeOnExit, type ServerProcess } from './proc';
import { median } from './stats';

export interface LighthousePage {
  /** What the table calls it. */
  name: string;
  /** The address measured, with its locale (`/` only redirects to one). */
  urlPath: string;
  /** The route of the page-weight rows it belongs to. */
  route: string;
  signedIn: boolean;
  /** The page's data call; it must answer 200 in every run. */
  dataPath: string;
}

/** The pages measured: the home page of a new visitor and the wallet of a signed-in user. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { name: 'home', urlPath: '/en-US', route: '/[locale]', signedIn: false, dataPath: '/game_tab/homepage' },
  {
    name: 'wallet',
    urlPath: '/en-US/wallet',
    route: '/[locale]/wallet',
    signedIn: true,
    dataPath: '/wallet/get_wallet_info',
  },
];
/** The aim of issue 10: a mobile score of at least 95 on each page. */
export const LIGHTHOUSE_AIM_SCORE = 95;

export interface LighthouseFigures {
  /** 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  siMs: number;
  cls: number;
}

export interface LighthouseRun extends LighthouseFigures {
  /** What Lighthouse found as the largest contentful paint. */
  lcpElement: string;
  /** The blocking time of the renderer's tasks counted on their CPU time, not wall time (lighthouse-trace.ts). */
  cpuBlockingMs?: number;
  warnings: string[];
}

export interface LighthouseBench {
  page: LighthousePage;
  urlPath: string;
  lighthouseVersion: string;
  chromium: string;
  runs: LighthouseRun[];
  median: LighthouseFigures;
  ok: boolean;
  /** Why it failed. */
  note?: string;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

function numeric(audits: Record<string, Audit>, id: string): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

function lcpElementOf(audits: Record<string, Audit>): string {
  // details.items[0] is a table of the element: {items: [{node: {nodeLabel, selector}}]}.
  const table = audits['largest-contentful-paint-element']?.details?.items?.[0] as
    | { items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }
    | undefined;
  const node = table?.items?.[0]?.node;
  return (node?.nodeLabel || node?.selector || '?').replace(/\s+/g, ' ').slice(0, 60);
}

/** The status of the first request (not a CORS preflight) whose path ends with `suffix`; undefined: none. */
function statusOf(audits: Record<string, Audit>, suffix: string): number | undefined {
  const items = (audits['network-requests']?.details?.items ?? []) as Array<{
    url?: string;
    statusCode?: number;
    resourceType?: string;
  }>;
  const item = items.find((r) => r.resourceType !== 'Preflight' && new URL(r.url ?? 'x:').pathname.endsWith(suffix));
  return item?.statusCode;
}

export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    siMs: of('siMs'),
    cls: of('cls'),
  };
}

/** Writes the session into the browser's storage and cookies for `origin`, from a page that runs no script. */
async function writeSession(port: number, origin: string, session: BenchSession): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await writeStoredSession(tab, origin, session);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * BENCH_LIGHTHOUSE_JSON_DIR=dir keeps each run's whole report (`<page>-<n>.json`): the LCP element,
 * bootup time, main-thread breakdown and long tasks that explain a score are there, not in the table.
 */
async function keepReport(page: LighthousePage, index: number, json: string, trace: unknown): Promise<void> {
  const dir = process.env.BENCH_LIGHTHOUSE_JSON_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${page.name}-${index + 1}.json`), json);
  // The trace (open it in Chromium's performance panel) shows which script each long task ran.
  if (trace) await writeFile(path.join(dir, `${page.name}-${index + 1}.trace.json`), JSON.stringify(trace));
}

async function oneRun(
  url: string,
  page: LighthousePage,
  session: BenchSession | undefined,
  index: number,
): Promise<{ run: LighthouseRun; chromium: string; version: string }> {
  // chrome-launcher's defaults with RenderDocument kept on, then the bench's flags (lighthouse-chrome-flags.ts).
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseChromeFlags(CHROMIUM_ARGS),
    ignoreDefaultFlags: true,
    logLevel: 'error',
  });
  const stopForeground = serverNiceness() === 0 ? () => undefined : keepRenderersInForeground();
  try {
    if (session) await writeSession(chrome.port, new URL(url).origin, session);
    // Default config: mobile form factor and screen, simulated throttling (slow 4G, 4x CPU).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed in, the session written above must stay; the browser is fresh, so the cache is empty.
      disableStorageReset: session !== undefined,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const report = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr);
    const trace = (result.artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
    await keepReport(page, index, report, trace);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    const audits = lhr.audits as Record<string, Audit>;
    const documentStatus = statusOf(audits, page.urlPath);
    if (documentStatus !== 200) throw new Error(`the page answered ${documentStatus ?? 'nothing'}, not 200`);
    const dataStatus = statusOf(audits, page.dataPath);
    if (dataStatus !== 200) throw new Error(`POST ${page.dataPath} answered ${dataStatus ?? 'nothing'}`);
    return {
      run: {
        score: Math.round(score * 100),
        lcpMs: numeric(audits, 'largest-contentful-paint'),
        tbtMs: numeric(audits, 'total-blocking-time'),
        fcpMs: numeric(audits, 'first-contentful-paint'),
        siMs: numeric(audits, 'speed-index'),
        cls: numeric(audits, 'cumulative-layout-shift'),
        lcpElement: lcpElementOf(audits),
        cpuBlockingMs: trace?.traceEvents ? mainThreadTime(trace.traceEvents)?.cpuBlockingMs : undefined,
        warnings: lhr.runWarnings,
      },
      chromium: /(?:Headless)?Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
      version: lhr.lighthouseVersion,
    };
  } finally {
    stopForeground();
    chrome.kill();
  }
}

/**
 * Chromium lowers its renderer processes to nice 5 here ("best effort", Linux's background value),
 * headless with no window to be in front, although chrome-launcher passes
 * `--disable-renderer-backgrounding`; its compositor and browser threads run at -8. On a 2-core machine
 * the page's main thread then waits behind the compositor and the measuring tool, and Lighthouse counts
 * that wait as the page's blocking time. While a run lasts, any renderer thread found above nice 0 is put
 * back to 0 (the foreground value the flag asks for), checked every 20 ms because Chromium sets it again
 * when it re-evaluates the process. Linux only; elsewhere (or without the right to) it does nothing.
 */
function keepRenderersInForeground(): () => void {
  const renderers = () => {
    const pids: number[] = [];
    for (const entry of safeReaddir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--type=renderer')) pids.push(Number(entry));
      } catch {
        // Gone meanwhile.
      }
    }
    return pids;
  };
  const timer = setInterval(() => {
    for (const pid of renderers()) {
      for (const tid of safeReaddir(`/proc/${pid}/task`).map(Number)) {
        try {
          if (os.getPriority(tid) > 0) os.setPriority(tid, 0);
        } catch {
          // Gone meanwhile, or not ours to change.
        }
      }
    }
  }, 20);
  return () => clearInterval(timer);
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export interface LighthouseOptions {
  repoRoot: string;
  runs: number;
  log: (line: string) => void;
}

/**
 * The servers' scheduling priority during the runs (BENCH_LIGHTHOUSE_SERVER_NICE, default 10; 0 keeps
 * them equal). Lighthouse turns the page's observed main-thread tasks into simulated ones (4× their
 * wall time), so on this 2-core machine every millisecond that the page's renderer waits for a core held
 * by `next start` or the API (which in production run elsewhere) counts as the page's own blocking
 * time: in the quiet run of 2026-11-27 the renderer's tasks took 2.5-4× their CPU time in wall time
 * (docs/benchmarks.md, "Lighthouse, fourth pass"). Niced servers still answer at once when the browser
 * waits for them; they only stop taking a core from the browser while it works.
 */
export function serverNiceness(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.BENCH_LIGHTHOUSE_SERVER_NICE ?? 10);
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : 10;
}

/**
 * Linux keeps a niceness per thread, and setpriority(pid) changes only the thread whose id is the pid:
 * every thread of the process is set (/proc/<pid>/task), so a server's worker threads (Next's, the
 * API's WAL checkpointer) yield too. Returns the threads' earlier values, to put back.
 */
export function setProcessNiceness(pid: number, nice: number): Map<number, number> {
  const before = new Map<number, number>();
  let tids: number[] = [pid];
  try {
    tids = readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    // Not Linux, or the process is gone: its main thread only.
  }
  for (const tid of tids) {
    try {
      before.set(tid, os.getPriority(tid));
      os.setPriority(tid, nice);
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return before;
}

function yieldToTheBrowser(servers: ServerProcess[], log: (line: string) => void): void {
  const nice = serverNiceness();
  if (nice === 0) return;
  for (const server of servers) {
    if (server.child.pid !== undefined) setProcessNiceness(server.child.pid, nice);
  }
  log(`lighthouse: ${servers.map((s) => s.name).join(' and ')} at nice ${nice} during the runs`);
}

/**
 * Lighthouse itself runs in this process: while the page loads it takes every DevTools event of the
 * browser. Chromium runs the page's renderer main thread at nice 5 (its compositor and the browser
 * process at -8), so at nice 0 the measuring tool would win a contended core over the page it
 * measures, and that wait would count as the page's blocking time. The bench's own threads go to the
 * servers' niceness for the runs and come back after (as root; elsewhere raising it back may be refused,
 * which is said once).
 */
async function withBenchYielding<T>(log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  const nice = serverNiceness();
  if (nice === 0) return work();
  const before = setProcessNiceness(process.pid, nice);
  log(`lighthouse: the bench process (Lighthouse) at nice ${nice} during the runs`);
  try {
    return await work();
  } finally {
    let refused = false;
    for (const [tid, value] of before) {
      try {
        os.setPriority(tid, value);
      } catch {
        refused = true;
      }
    }
    if (refused) log('lighthouse: the bench process could not take its niceness back (not root); later rows run niced');
  }
}

export async function measureLighthouse(options: LighthouseOptions): Promise<LighthouseBench[]> {
  const { repoRoot, log } = options;
  const webDir = path.join(repoRoot, 'apps/web');
  const lighthouseVersion = (
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  removeOnExit(dataDir);
  let api: ServerProcess | undefined;
  let web: ServerProcess | undefined;
  const results: LighthouseBench[] = [];
  try {
    const webPort = await freePort();
    api = await startApi(repoRoot, dataDir, { CORS_ORIGINS: `http://127.0.0.1:${webPort}`, TG_BOTS: BENCH_TG_BOTS });
    web = await startNext({ webDir, port: webPort, apiBaseUrl: api.url, readyPath: '/en-US' });
    yieldToTheBrowser([api, web], log);
    const servers = { web, api };
    await withBenchYielding(log, async () => {
      for (const page of LIGHTHOUSE_PAGES) {
        results.push(await measurePage(page, { ...servers, runs: options.runs, lighthouseVersion, log }));
      }
    });
    return results;
  } finally {
    await web?.stop();
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measurePage(
  page: LighthousePage,
  context: {
    web: ServerProcess;
    api: ServerProcess;
    runs: number;
    lighthouseVersion: string;
    log: (line: string) => void;
  },
): Promise<LighthouseBench> {
  const { web, api, lighthouseVersion, log } = context;
  const runs: LighthouseRun[] = [];
  let chromium = 'unknown';
  const url = `${web.url}${page.urlPath}`;
  try {
    const session = page.signedIn ? await signInBenchUser(api.url) : undefined;
    log(
      `lighthouse ${page.name}: API ${api.url}, next start (${nextDistDir()}) ${web.url}; ${context.runs} runs of ${url}${session ? ` signed in as user ${session.user_id}` : ''}`,
    );
    // The server's first render of the route loads its modules; the runs measure a warm server.
    await (await fetch(url, { signal: AbortSignal.timeout(15_000) })).text();
    for (let i = 0; i < context.runs; i++) {
      const { run, chromium: version } = await oneRun(url, page, session, i);
      chromium = version;
      runs.push(run);
      log(
        `lighthouse ${page.name} run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms (${run.lcpElement}), TBT ${Math.round(run.tbtMs)} ms`,
      );
    }
    return { page, urlPath: page.urlPath, lighthouseVersion, chromium, runs, median: medianOf(runs), ok: true };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    log(`lighthouse ${page.name} failed: ${message}`);
    return {
      page,
      urlPath: page.urlPath,
      lighthouseVersion,
      chromium,
      runs,
      median: medianOf(runs),
      ok: false,
      note: `run ${runs.length + 1} of ${context.runs}: ${message}`,
    };
  }
}
