/**
 * Where a page load's main-thread time goes, by source file (issue 10, Lighthouse): `next start` of a
 * build made with browser source maps (`NEXT_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-sm npm run build
 * --workspace @app/web`, whose postbuild adds the compile hints as every build does) and the API,
 * then Chromium loads the page with the V8 sampling profiler on, and each sample is mapped back to its
 * original file through the chunk's source map.
 *
 *   NEXT_DIST_DIR=.next-sm npx tsx bench/profile-page.ts /en-US            # signed out
 *   NEXT_DIST_DIR=.next-sm npx tsx bench/profile-page.ts /en-US/wallet in  # signed in (bench user)
 *   RUNS=3 ...                                                            # more loads, summed
 *   STACKS=1 ...     # each long stretch also by the nearest app or package frame on the stack
 *   PROFILE_OUT=/tmp/p ...  # keep each run's V8 profile (/tmp/p-<n>.cpuprofile, for Chromium's DevTools)
 *
 * It prints the main thread's busy time by source and by function over every run, and for the first
 * run each busy stretch over 10 ms (a would-be long task: Lighthouse's simulation multiplies it by 4)
 * with its top functions. Sampling every 50 µs slows the page about twofold: compare shares and
 * builds, not absolute figures. Lighthouse's own reports and traces: BENCH_LIGHTHOUSE_JSON_DIR.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startApi } from './api';
import { BENCH_TG_BOTS, signInBenchUser, writeStoredSession } from './lighthouse-session';
import { nextDistDir, startNext } from './pages';
import { freePort } from './proc';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'apps/web');
const chunksDir = path.join(webDir, nextDistDir(), 'static/chunks');
const SAMPLE_INTERVAL_US = 50;
/** A busy stretch ends at an idle gap longer than this. */
const TASK_GAP_US = 1000;
const LONG_STRETCH_MS = 10;

const maps = new Map<string, TraceMap | null>();
function sourceMapOf(chunk: string): TraceMap | null {
  let map = maps.get(chunk);
  if (map !== undefined) return map;
  const file = path.join(chunksDir, chunk);
  const ref = existsSync(file) ? /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  const mapFile = ref ? path.join(chunksDir, ref) : undefined;
  map = mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null;
  maps.set(chunk, map);
  return map;
}

const shortSource = (source: string) =>
  source
    .replace(/.*node_modules\//, '')
    .replace(/.*\/apps\/web\/src\//, 'web/')
    .replace(/.*packages\/shared\//, 'shared/')
    .replace('next/dist/compiled/', '');

/** The original file and function of a sampled frame (the chunk's name when it has no source map). */
function originOf(frame: CallFrame): { file: string; fn: string } {
  const chunk = /\/_next\/static\/chunks\/(.+\.js)$/.exec(frame.url)?.[1];
  if (!chunk) return { file: frame.url ? 'the document (inline scripts)' : frame.functionName, fn: frame.functionName };
  const map = sourceMapOf(chunk);
  if (!map) return { file: `${chunk} (no source map)`, fn: frame.functionName };
  const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = shortSource(pos.source ?? '?');
  // A package's files are summed per package, the app's per file.
  const file =
    source.startsWith('web/') || source.startsWith('shared/') ? source : source.split('/').slice(0, 2).join('/');
  return { file, fn: `${pos.name ?? frame.functionName} ${source}:${pos.line}` };
}

/** The framework's own files: a sample is charged to the nearest frame on its stack outside them. */
const FRAMEWORK = /^(react-dom\/|scheduler\/|turbopack:|react\/|next\/|react-server-dom-turbopack\/|the document)/;
const parents = new WeakMap<Profile, Map<number, number>>();
function ownerOf(profile: Profile, id: number): string {
  let up = parents.get(profile);
  if (!up) {
    up = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) up.set(child, node.id);
    parents.set(profile, up);
  }
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  for (let at: number | undefined = id; at !== undefined; at = up.get(at)) {
    const frame = frames.get(at);
    if (!frame?.url) continue;
    const { file, fn } = originOf(frame);
    if (!FRAMEWORK.test(file)) return fn;
  }
  return `(framework) ${originOf(frames.get(id) as CallFrame).fn}`;
}

const IDLE = new Set(['(idle)', '(program)']);

function busyStretches(profile: Profile): { startUs: number; endUs: number; samples: number[] }[] {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const stretches: { startUs: number; endUs: number; samples: number[] }[] = [];
  let t = profile.startTime;
  let current: { startUs: number; endUs: number; samples: number[] } | undefined;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (IDLE.has(frames.get(id)?.functionName ?? '')) {
      if (current && t - current.endUs > TASK_GAP_US) {
        stretches.push(current);
        current = undefined;
      }
      return;
    }
    current ??= { startUs: t, endUs: t, samples: [] };
    current.endUs = t;
    current.samples.push(id);
  });
  if (current) stretches.push(current);
  return stretches;
}

function addTo<K>(table: Map<K, number>, key: K, value: number) {
  table.set(key, (table.get(key) ?? 0) + value);
}

function printTop(title: string, table: Map<string, number>, total: number, count: number, unit = 'ms') {
  console.log(title);
  for (const [key, value] of [...table.entries()].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    const shown =
      unit === 'ms' ? `${(value / 1000).toFixed(1).padStart(8)} ms` : `${String(value).padStart(6)} samples`;
    console.log(`${shown} ${((100 * value) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}

async function main() {
  const pagePath = process.argv[2] ?? '/en-US';
  const signedIn = process.argv[3] === 'in';
  const runs = Number(process.env.RUNS ?? 1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'profile-page-'));
  const webPort = await freePort();
  const api = await startApi(repoRoot, dataDir, {
    CORS_ORIGINS: `http://127.0.0.1:${webPort}`,
    TG_BOTS: BENCH_TG_BOTS,
  });
  const web = await startNext({ webDir, port: webPort, apiBaseUrl: api.url, readyPath: '/en-US' });
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  try {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    for (let run = 0; run < runs; run++) {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      // Lighthouse's mobile screen.
      await tab.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
      if (signedIn) await writeStoredSession(tab, web.url, await signInBenchUser(api.url));
      const cdp = await tab.createCDPSession();
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_INTERVAL_US });
      await cdp.send('Profiler.start');
      await tab.goto(`${web.url}${pagePath}`, { waitUntil: 'load' });
      // Start-up's work after the load event (the splash, the first calls) is part of the page's cost.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      if (process.env.PROFILE_OUT)
        writeFileSync(`${process.env.PROFILE_OUT}-${run + 1}.cpuprofile`, JSON.stringify(profile));
      const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
      const selfUs = new Map<number, number>();
      profile.samples.forEach((id, i) => {
        addTo(selfUs, id, profile.timeDeltas[i + 1] ?? 0);
      });
      for (const [id, us] of selfUs) {
        const frame = frames.get(id);
        if (!frame || IDLE.has(frame.functionName)) continue;
        const origin = originOf(frame);
        total += us;
        addTo(byFile, origin.file, us);
        addTo(byFunction, origin.fn, us);
      }
      if (run === 0) {
        console.log(`busy stretches over ${LONG_STRETCH_MS} ms (run 1), from the profile's start:`);
        for (const stretch of busyStretches(profile)) {
          const ms = (stretch.endUs - stretch.startUs) / 1000;
          if (ms < LONG_STRETCH_MS) continue;
          const counts = new Map<string, number>();
          for (const id of stretch.samples) addTo(counts, originOf(frames.get(id) as CallFrame).fn, 1);
          printTop(
            `at ${((stretch.startUs - profile.startTime) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms`,
            counts,
            stretch.samples.length,
            6,
            'samples',
          );
          if (process.env.STACKS) {
            const owners = new Map<string, number>();
            for (const id of stretch.samples) addTo(owners, ownerOf(profile, id), 1);
            printTop(
              '   by the nearest app or package frame on the stack',
              owners,
              stretch.samples.length,
              12,
              'samples',
            );
          }
        }
      }
      await context.close();
    }
    await browser.close();
  } finally {
    await web.stop();
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${pagePath}${signedIn ? ' (signed in)' : ''}: main thread busy ${(total / 1000).toFixed(1)} ms over ${runs} load(s)`,
  );
  printTop('by source', byFile, total, 30);
  printTop('by function', byFunction, total, 40);
}

await main();
