/**
 * Analytics (issue 6): the collector's ingestion rate at 20 events per batch (autocannon, every batch
 * new events, every answer checked), and the proof of work's median solve time at the default
 * difficulty, in Debian Chromium's Web Worker (the served worker script) and in Node.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { solveTask } from '@app/shared/analytics/proof-of-work';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { CONNECTIONS, startApi } from './api';
import { removeOnExit, type ServerProcess } from './proc';
import { median } from './stats';

const TOKEN = 'bench-analytics-token-0123456789';
const SOLVES = 21;

export interface AnalyticsBench {
  difficulty: number;
  batchesPerSecond: number;
  eventsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  stored: number;
  expectedStored: number;
  solveMedianChromiumMs: number;
  solveMedianNodeMs: number;
  solveAttemptsMedian: number;
  ok: boolean;
}

function batch(): string {
  const now = Date.now();
  return JSON.stringify(
    Array.from({ length: 20 }, (_, i) => ({
      event_id: randomUUID().replaceAll('-', ''),
      event_name: i % 2 ? 'page-view' : 'app-init',
      session_id: 'bench-session',
      user_id: '1',
      app_name: 'bench',
      is_premium: false,
      platform: 'h5',
      locale: 'en-US',
      start_param: '',
      client_timestamp: now,
      custom_data: { screen: 'home', i },
    })),
  );
}

async function tasks(url: string, n: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: n }, async () =>
      (await fetch(`${url}/analytics/task`, { headers: { 'X-Auth-Token': TOKEN } })).text(),
    ),
  );
}

/** Solves the tasks one by one in a Chromium Web Worker built from the served script; ms per solve. */
async function solveInChromium(pageUrl: string, script: string, taskList: string[]): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // WebCrypto needs a secure context: a page on 127.0.0.1 is one (about:blank is not).
    await page.goto(pageUrl);
    // tsx names the functions it transpiles with a `__name` helper, which the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    return await page.evaluate(
      async ({ source, list }) => {
        const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
        const times: number[] = [];
        for (const task of list) {
          const started = performance.now();
          await new Promise<void>((resolve, reject) => {
            worker.onmessage = (e: MessageEvent<{ ok: boolean; error?: string }>) =>
              e.data.ok ? resolve() : reject(new Error(e.data.error));
            worker.postMessage({ task });
          });
          times.push(performance.now() - started);
        }
        worker.terminate();
        return times;
      },
      { source: script, list: taskList },
    );
  } finally {
    await browser.close();
  }
}

export async function measureAnalytics(options: {
  repoRoot: string;
  durationSeconds: number;
  log: (l: string) => void;
}): Promise<AnalyticsBench> {
  const { repoRoot, durationSeconds, log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-analytics-'));
  removeOnExit(dataDir);
  let server: ServerProcess | undefined;
  try {
    log('analytics: starting the API');
    server = await startApi(repoRoot, dataDir, {
      ANALYTICS_TOKENS: `bench:${TOKEN}`,
      ANALYTICS_MAX_REQUESTS_PER_MIN: '1000000000',
    });
    const url = server.url;
    const [task] = await tasks(url, 1);
    if (!task) throw new Error('no task');
    const difficulty = Number(task.split('.')[3]);
    const content = `${task}:${(await solveTask(task)).solution}`;

    log(`analytics: ${CONNECTIONS} connections for ${durationSeconds} s, 20 events per batch`);
    const result = await autocannon({
      url: `${url}/analytics/events`,
      connections: CONNECTIONS,
      duration: durationSeconds,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-Auth-Token': TOKEN, Content: content },
          setupRequest: (request: Record<string, unknown>) => ({ ...request, body: batch() }),
        },
      ],
      verifyBody: (body: string) => body.startsWith('{"code":0,'),
    } as never);
    // The report is an operator call now (issue 11): the stored events are counted in the database.
    const db = new Database(path.join(dataDir, 'bench.db'), { readonly: true });
    const stored = (db.prepare('select count(*) as n from analytics_event').get() as { n: number }).n;
    db.close();
    const ok2xx = result.requests.total - result.non2xx;

    log(`analytics: solving ${SOLVES} tasks in Chromium and in Node`);
    const script = await (await fetch(`${url}/analytics/worker.js`, { headers: { 'X-Auth-Token': TOKEN } })).text();
    const chromiumTimes = await solveInChromium(`${url}/healthz`, script, await tasks(url, SOLVES));
    const nodeTimes: number[] = [];
    const attempts: number[] = [];
    for (const t of await tasks(url, SOLVES)) {
      const started = performance.now();
      attempts.push((await solveTask(t)).attempts);
      nodeTimes.push(performance.now() - started);
    }
    return {
      difficulty,
      batchesPerSecond: result.requests.mean,
      eventsPerSecond: result.requests.mean * 20,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts + result.mismatches,
      stored,
      expectedStored: ok2xx * 20,
      solveMedianChromiumMs: median(chromiumTimes),
      solveMedianNodeMs: median(nodeTimes),
      solveAttemptsMedian: median(attempts),
      ok:
        result.non2xx === 0 &&
        result.errors === 0 &&
        result.timeouts === 0 &&
        result.mismatches === 0 &&
        stored >= ok2xx * 20,
    };
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
