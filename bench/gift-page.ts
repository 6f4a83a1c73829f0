/**
 * The server-rendered `/[locale]/gift/[code]` page's time to first byte (issue 16, "Measure"): `next
 * start` of the production build (as bench/pages.ts and bench/lighthouse.ts run it) against the API in
 * its own process on SQLite; a messenger user funds one code, then the page is fetched signed out, one
 * request at a time (no contention of our own), as the messenger's link preview and a player opening the
 * link do: each render reads `gift_code/view` for the masked sender in the title (page-props.ts). TTFB
 * is the time to the response's headers; "whole" to the last byte of the HTML. Every answer must be 200
 * with the masked sender in its <title>.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { commonHeaders, signedIn, startApi } from './api';
import { nextDistDir, startNext } from './pages';
import { freePort, removeOnExit, type ServerProcess } from './proc';

const WARMUP_REQUESTS = 20;
export const PAGE_REQUESTS = 300;
const LOCALE = 'en-US';

export interface GiftPageRow {
  subject: string;
  requests: number;
  ttfbP50: number;
  ttfbP99: number;
  wholeP50: number;
  wholeP99: number;
  /** Answers that were not 200 with the masked sender in the title. */
  bad: number;
  ok: boolean;
  note?: string;
}

/** The q-quantile (0..1) of the values by the nearest-rank rule (p99 of 300 is the 297th smallest). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[rank - 1] as number;
}

/** Funds a code as a messenger user; answers it with its sender as the API masks it (gift_code/view). */
async function fundCode(apiUrl: string): Promise<{ code: string; sender: string }> {
  const res = await fetch(`${apiUrl}/casino/lucky_bear/gift_code/create`, {
    method: 'POST',
    headers: { ...commonHeaders(), ...(await signedIn(apiUrl)), 'content-type': 'application/json' },
    body: JSON.stringify({ coin: 'WH', mode: 'fixed', count: 10, amount: '1', expires_in_hours: 24 }),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: { code: string } };
  if (answer.code !== 0) throw new Error(`gift_code/create: ${answer.code} ${answer.msg}`);
  const code = answer.data.code;
  const view = (await (
    await fetch(`${apiUrl}/casino/lucky_bear/gift_code/view?code=${code}`, { headers: commonHeaders() })
  ).json()) as { code: number; msg: string; data: { sender: string } };
  if (view.code !== 0) throw new Error(`gift_code/view: ${view.code} ${view.msg}`);
  return { code, sender: view.data.sender };
}

/** One signed-out request of the page: ms to the headers and to the last byte, and whether it is right. */
async function timeOnce(url: string, title: string) {
  const start = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const ttfb = performance.now() - start;
  const html = await res.text();
  const whole = performance.now() - start;
  return { ttfb, whole, right: res.status === 200 && html.includes(title) };
}

export async function measureGiftPage(options: {
  repoRoot: string;
  log: (line: string) => void;
}): Promise<GiftPageRow> {
  const { repoRoot, log } = options;
  const webDir = path.join(repoRoot, 'apps/web');
  if (!existsSync(path.join(webDir, nextDistDir(), 'BUILD_ID'))) {
    throw new Error(
      `no production build in apps/web/${nextDistDir()}: run the pages part or \`npm run build --workspace @app/web\``,
    );
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-gift-page-'));
  removeOnExit(dataDir);
  let api: ServerProcess | undefined;
  let web: ServerProcess | undefined;
  try {
    const webPort = await freePort();
    api = await startApi(repoRoot, dataDir, { CORS_ORIGINS: `http://127.0.0.1:${webPort}` });
    web = await startNext({ webDir, port: webPort, apiBaseUrl: api.url, readyPath: `/${LOCALE}` });
    const { code, sender } = await fundCode(api.url);
    const title = `<title>${sender} sent you a gift`;
    const url = `${web.url}/${LOCALE}/gift/${code}`;
    log(`gift page: ${WARMUP_REQUESTS} warm-up requests, then ${PAGE_REQUESTS} of ${url}, one at a time`);
    for (let i = 0; i < WARMUP_REQUESTS; i++) await timeOnce(url, title);
    const runs = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) runs.push(await timeOnce(url, title));
    const bad = runs.filter((r) => !r.right).length;
    const ttfb = runs.map((r) => r.ttfb);
    const whole = runs.map((r) => r.whole);
    return {
      subject: `GET /${LOCALE}/gift/<code> signed out, next start (${nextDistDir()}) + API on SQLite`,
      requests: runs.length,
      ttfbP50: quantile(ttfb, 0.5),
      ttfbP99: quantile(ttfb, 0.99),
      wholeP50: quantile(whole, 0.5),
      wholeP99: quantile(whole, 0.99),
      bad,
      ok: bad === 0,
      ...(bad ? { note: `${bad} answers were not 200 with "${title}"` } : {}),
    };
  } finally {
    await web?.stop();
    await api?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
