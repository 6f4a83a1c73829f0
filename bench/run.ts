/**
 * `npm run bench`: API throughput (autocannon against the API and a bare Fastify server, each in its
 * own child process), page weights (first-load JS per route of the Next build), the analytics
 * collector, and Lighthouse (mobile) of the home page (signed out) and the wallet (signed in). Prints one markdown table to stdout, writes it to
 * bench/results/latest.md, and exits 1 if a measured route failed.
 *   BENCH_DURATION         seconds per route (default 10)
 *   BENCH_API_ROUNDS       the API part's rounds over its routes (default 5; the median is reported)
 *   BENCH_BUILD=1          rebuild apps/web even when its build exists
 *   NEXT_DIST_DIR          the build folder under apps/web (default .next), as next.config.ts reads it
 *   BENCH_LIGHTHOUSE_RUNS  Lighthouse runs of each page (default 3; the median is reported)
 *   BENCH_LIGHTHOUSE_JSON_DIR  keep each Lighthouse run's report and trace there (<page>-<n>.json, .trace.json)
 *   BENCH_ONLY             comma-separated parts to run: api, ledger, games, lucky, webhooks, postbacks, gifts, pages, analytics,
 *                          rtp, lucky-odds, lighthouse, dividend, search, market, posts (default all); gifts needs a production build of apps/web (its page row)
 *   BENCH_LEDGER_DATABASES the ledger, games, lucky, webhooks, postbacks and gifts parts' databases: sqlite, postgres (default both)
 *   BENCH_LEDGER_PROFILE_DIR  the ledger's API runs profiled (V8, over each measured run); the .cpuprofile
 *                          files are left there (`npx tsx bench/cpu-profile-summary.ts <file>` prints one)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureAnalytics } from './analytics';
import { CONNECTIONS, measureThroughput, WARMUP_SECONDS } from './api';
import { measureDividend } from './dividend';
import { measureGames } from './games';
import { measureGiftClaims } from './gift-claims';
import { measureGiftPage } from './gift-page';
import { measureHouseRtp } from './house-rtp';
import { measureLedger } from './ledger';
import { measureLighthouse } from './lighthouse';
import { measureLuckyOdds } from './lucky-odds';
import { measureLuckySpins } from './lucky-spin';
import { cpuProbeMs, machineFacts } from './machine';
import { measureMarketPurchases } from './market-purchases';
import { measurePageWeights } from './pages';
import { measurePaymentWebhooks } from './payment-webhooks';
import { measurePostbacks } from './postbacks';
import { measurePostsFeed } from './posts-feed';
import { measureSearch } from './search';
import { type Report, renderReport } from './table';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const PARTS = [
  'api',
  'ledger',
  'games',
  'lucky',
  'webhooks',
  'postbacks',
  'gifts',
  'pages',
  'analytics',
  'rtp',
  'lucky-odds',
  'lighthouse',
  'dividend',
  'search',
  'market',
  'posts',
] as const;
type Part = (typeof PARTS)[number];

/** BENCH_ONLY=pages,lighthouse runs those parts; the others are reported as skipped (not a failure). */
function selectedParts(): Set<Part> {
  const raw = process.env.BENCH_ONLY;
  if (!raw) return new Set(PARTS);
  const parts = raw.split(',').map((p) => p.trim());
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  return new Set(parts as Part[]);
}

const DATABASES = ['sqlite', 'postgres'] as const;

function ledgerDatabases(): (typeof DATABASES)[number][] {
  const raw = process.env.BENCH_LEDGER_DATABASES;
  if (!raw) return [...DATABASES];
  const picked = raw.split(',').map((d) => d.trim());
  const unknown = picked.filter((d) => !(DATABASES as readonly string[]).includes(d));
  if (unknown.length) throw new Error(`BENCH_LEDGER_DATABASES: unknown ${unknown.join(', ')}; known: sqlite, postgres`);
  return picked as (typeof DATABASES)[number][];
}

const SKIPPED = { error: 'skipped (BENCH_ONLY)', skipped: true } as const;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Runs one part; a thrown error becomes that part's failure (logged with its stack). */
async function attempt<T>(name: string, run: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await run();
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
    return { error: errorMessage(error) };
  }
}

const isSkipped = (part: object) => 'skipped' in part;
const partFailed = (part: object) => 'error' in part && !isSkipped(part);

async function main(): Promise<number> {
  const duration = positiveNumber('BENCH_DURATION', 10);
  const lighthouseRuns = Math.round(positiveNumber('BENCH_LIGHTHOUSE_RUNS', 3));
  const apiRounds = Math.round(positiveNumber('BENCH_API_ROUNDS', 5));
  const parts = selectedParts();
  const machine = machineFacts();
  const probeStartMs = cpuProbeMs();
  log(`CPU probe: ${probeStartMs.toFixed(0)} ms`);
  const autocannonPackage = JSON.parse(
    await readFile(path.join(repoRoot, 'node_modules/autocannon/package.json'), 'utf8'),
  ) as { version: string };

  // Issue 10's parts with absolute targets (the ledger's transfers/s, the pages' weights, Lighthouse's
  // scores) run first and back to back: this VM's speed changes from one minute to the next (a probe
  // moved ±20 % between runs five seconds apart), and one run should measure them on one state of it.
  // The API rows are ratios measured in interleaved rounds, so they can follow.
  const ledger: Report['ledger'] = parts.has('ledger')
    ? await attempt('ledger', () =>
        measureLedger({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;
  const pages: Report['pages'] = parts.has('pages')
    ? await attempt('page weights', () =>
        measurePageWeights({ repoRoot, forceBuild: process.env.BENCH_BUILD === '1', log }),
      )
    : SKIPPED;
  // After the pages part, which builds apps/web when there is no build yet.
  const lighthouse: Report['lighthouse'] = parts.has('lighthouse')
    ? await attempt('lighthouse', () => measureLighthouse({ repoRoot, runs: lighthouseRuns, log }))
    : SKIPPED;

  const throughput: Report['throughput'] = parts.has('api')
    ? await attempt('API throughput', () =>
        measureThroughput({ repoRoot, durationSeconds: duration, rounds: apiRounds, log }),
      )
    : SKIPPED;
  const games: Report['games'] = parts.has('games')
    ? await attempt('games', () =>
        measureGames({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;
  const lucky: Report['lucky'] = parts.has('lucky')
    ? await attempt('lucky spin', () =>
        measureLuckySpins({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;
  const webhooks: Report['webhooks'] = parts.has('webhooks')
    ? await attempt('payment webhooks', () =>
        measurePaymentWebhooks({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;
  const postbacks: Report['postbacks'] = parts.has('postbacks')
    ? await attempt('offer postbacks', () =>
        measurePostbacks({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;
  const giftClaims: Report['giftClaims'] = parts.has('gifts')
    ? await attempt('gift claims', () =>
        measureGiftClaims({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;
  // After the pages part, which builds apps/web when there is no build yet (a bench from a fresh clone
  // measured the gift page before the build and failed).
  const giftPage: Report['giftPage'] = parts.has('gifts')
    ? await attempt('gift page', () => measureGiftPage({ repoRoot, log }))
    : SKIPPED;
  const analytics: Report['analytics'] = parts.has('analytics')
    ? await attempt('analytics', () => measureAnalytics({ repoRoot, durationSeconds: duration, log }))
    : SKIPPED;
  const houseRtp: Report['houseRtp'] = parts.has('rtp')
    ? await attempt('house RTP', async () => measureHouseRtp())
    : SKIPPED;
  const luckyOdds: Report['luckyOdds'] = parts.has('lucky-odds')
    ? await attempt('lucky odds', () => measureLuckyOdds())
    : SKIPPED;
  const dividend: Report['dividend'] = parts.has('dividend')
    ? await attempt('dividend', () => measureDividend({ repoRoot, log, databases: ledgerDatabases() }))
    : SKIPPED;

  const search: Report['search'] = parts.has('search')
    ? await attempt('search', () => measureSearch({ repoRoot, log, databases: ledgerDatabases() }))
    : SKIPPED;
  const market: Report['market'] = parts.has('market')
    ? await attempt('market purchases', () =>
        measureMarketPurchases({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;

  const posts: Report['posts'] = parts.has('posts')
    ? await attempt('posts feed', () =>
        measurePostsFeed({ repoRoot, durationSeconds: duration, log, databases: ledgerDatabases() }),
      )
    : SKIPPED;

  const probeEndMs = cpuProbeMs();
  const markdown = renderReport({
    machine,
    probe: { startMs: probeStartMs, endMs: probeEndMs },
    autocannonVersion: autocannonPackage.version,
    connections: CONNECTIONS,
    durationSeconds: duration,
    warmupSeconds: WARMUP_SECONDS,
    throughput,
    ledger,
    games,
    lucky,
    webhooks,
    postbacks,
    giftClaims,
    giftPage,
    pages,
    analytics,
    houseRtp,
    luckyOdds,
    lighthouse,
    dividend,
    search,
    market,
    posts,
  });
  process.stdout.write(markdown);
  const resultsDir = path.join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'latest.md'), markdown);
  log(`written to ${path.relative(repoRoot, path.join(resultsDir, 'latest.md'))}`);

  const failed =
    partFailed(throughput) ||
    (Array.isArray(throughput) && throughput.some((r) => !r.ok)) ||
    partFailed(ledger) ||
    (Array.isArray(ledger) && ledger.some((r) => !r.ok)) ||
    partFailed(lucky) ||
    (Array.isArray(lucky) && lucky.some((r) => !r.ok)) ||
    partFailed(webhooks) ||
    (Array.isArray(webhooks) && webhooks.some((r) => !r.ok)) ||
    partFailed(postbacks) ||
    (Array.isArray(postbacks) && postbacks.some((r) => !r.ok)) ||
    partFailed(market) ||
    (Array.isArray(market) && market.some((r) => !r.ok)) ||
    partFailed(giftClaims) ||
    (Array.isArray(giftClaims) && giftClaims.some((r) => !r.ok)) ||
    partFailed(giftPage) ||
    ('ok' in giftPage && !giftPage.ok) ||
    partFailed(luckyOdds) ||
    (Array.isArray(luckyOdds) && luckyOdds.some((r) => !r.ok)) ||
    partFailed(pages) ||
    partFailed(analytics) ||
    ('ok' in analytics && !analytics.ok) ||
    partFailed(houseRtp) ||
    (Array.isArray(houseRtp) && houseRtp.some((r) => !r.ok)) ||
    partFailed(lighthouse) ||
    (Array.isArray(lighthouse) && lighthouse.some((l) => !l.ok)) ||
    partFailed(dividend) ||
    (Array.isArray(dividend) && dividend.some((d) => !d.ok)) ||
    partFailed(search) ||
    (Array.isArray(search) && search.some((d) => !d.ok)) ||
    partFailed(posts) ||
    (Array.isArray(posts) && posts.some((d) => !d.ok));
  if (failed) log('FAILED: a measured part errored (see the checks column)');
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
