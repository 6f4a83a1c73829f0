/**
 * Lighthouse (mobile) of the home page: `next start` of the production build (bench/pages.ts) against
 * the API in its own process (bench/api.ts), in Debian's Chromium through chrome-launcher, with
 * Lighthouse's default mobile emulation and simulated throttling. Three runs, each in a fresh browser
 * (storage reset, signed out); the figures are the median of each metric. A run fails when Lighthouse
 * reports a runtime error or no score, or when the page or its catalogue call did not answer 200, so
 * a broken page cannot produce a figure.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startApi } from './api';
import { nextDistDir, startNext } from './pages';
import { freePort, removeOnExit, type ServerProcess } from './proc';

/** The page measured: the home page in a locale (`/` only redirects to one). */
export const LIGHTHOUSE_URL_PATH = '/en-US';
/** The home page's catalogue call; it must answer 200 in every run. */
const CATALOGUE_PATH = '/game_tab/homepage';
export const LIGHTHOUSE_AIM_SCORE = 90;

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
  warnings: string[];
}

export interface LighthouseBench {
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

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

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

async function oneRun(url: string): Promise<{ run: LighthouseRun; chromium: string; version: string }> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
  try {
    // Default config: mobile form factor and screen, simulated throttling (slow 4G, 4x CPU).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    const audits = lhr.audits as Record<string, Audit>;
    const documentStatus = statusOf(audits, LIGHTHOUSE_URL_PATH);
    if (documentStatus !== 200) throw new Error(`the page answered ${documentStatus ?? 'nothing'}, not 200`);
    const catalogueStatus = statusOf(audits, CATALOGUE_PATH);
    if (catalogueStatus !== 200) throw new Error(`POST ${CATALOGUE_PATH} answered ${catalogueStatus ?? 'nothing'}`);
    return {
      run: {
        score: Math.round(score * 100),
        lcpMs: numeric(audits, 'largest-contentful-paint'),
        tbtMs: numeric(audits, 'total-blocking-time'),
        fcpMs: numeric(audits, 'first-contentful-paint'),
        siMs: numeric(audits, 'speed-index'),
        cls: numeric(audits, 'cumulative-layout-shift'),
        lcpElement: lcpElementOf(audits),
        warnings: lhr.runWarnings,
      },
      chromium: /(?:Headless)?Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseOptions {
  repoRoot: string;
  runs: number;
  log: (line: string) => void;
}

export async function measureLighthouse(options: LighthouseOptions): Promise<LighthouseBench> {
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
  const runs: LighthouseRun[] = [];
  let chromium = 'unknown';
  try {
    const webPort = await freePort();
    api = await startApi(repoRoot, dataDir, { CORS_ORIGINS: `http://127.0.0.1:${webPort}` });
    web = await startNext({ webDir, port: webPort, apiBaseUrl: api.url, readyPath: LIGHTHOUSE_URL_PATH });
    const url = `${web.url}${LIGHTHOUSE_URL_PATH}`;
    log(`lighthouse: API ${api.url}, next start (${nextDistDir()}) ${web.url}; ${options.runs} runs of ${url}`);
    // The server's first render of the route loads its modules; the runs measure a warm server.
    await (await fetch(url, { signal: AbortSignal.timeout(15_000) })).text();
    for (let i = 0; i < options.runs; i++) {
      const { run, chromium: version } = await oneRun(url);
      chromium = version;
      runs.push(run);
      log(
        `lighthouse run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms (${run.lcpElement}), TBT ${Math.round(run.tbtMs)} ms`,
      );
    }
    return { urlPath: LIGHTHOUSE_URL_PATH, lighthouseVersion, chromium, runs, median: medianOf(runs), ok: true };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    log(`lighthouse failed: ${message}`);
    return {
      urlPath: LIGHTHOUSE_URL_PATH,
      lighthouseVersion,
      chromium,
      runs,
      median: medianOf(runs),
      ok: false,
      note: `run ${runs.length + 1} of ${options.runs}: ${message}`,
    };
  } finally {
    await web?.stop();
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
