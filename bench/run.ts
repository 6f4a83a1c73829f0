/**
 * `npm run bench`: API throughput (autocannon against the API and a bare Fastify server, each in its
 * own child process) and page weights (first-load JS per route of the Next build). Prints one markdown
 * table to stdout, writes it to bench/results/latest.md, and exits 1 if a measured route failed.
 *   BENCH_DURATION  seconds per route (default 10)
 *   BENCH_BUILD=1   rebuild apps/web even when apps/web/.next exists
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnalyticsBench, measureAnalytics } from './analytics';
import { CONNECTIONS, measureThroughput, WARMUP_SECONDS } from './api';
import { machineFacts } from './machine';
import { measurePageWeights } from './pages';
import { type Report, renderReport } from './table';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function durationSeconds(): number {
  const raw = process.env.BENCH_DURATION;
  if (raw === undefined || raw === '') return 10;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`BENCH_DURATION must be a positive number, got "${raw}"`);
  return value;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

async function main(): Promise<number> {
  const duration = durationSeconds();
  const machine = machineFacts();
  const autocannonPackage = JSON.parse(
    await readFile(path.join(repoRoot, 'node_modules/autocannon/package.json'), 'utf8'),
  ) as { version: string };

  let throughput: Report['throughput'];
  try {
    throughput = await measureThroughput({ repoRoot, durationSeconds: duration, log });
  } catch (error) {
    log(`API throughput failed: ${error instanceof Error ? error.stack : String(error)}`);
    throughput = { error: errorMessage(error) };
  }

  let pages: Report['pages'];
  try {
    pages = await measurePageWeights({ repoRoot, forceBuild: process.env.BENCH_BUILD === '1', log });
  } catch (error) {
    log(`page weights failed: ${error instanceof Error ? error.stack : String(error)}`);
    pages = { error: errorMessage(error) };
  }

  let analytics: AnalyticsBench | { error: string };
  try {
    analytics = await measureAnalytics({ repoRoot, durationSeconds: duration, log });
  } catch (error) {
    log(`analytics failed: ${error instanceof Error ? error.stack : String(error)}`);
    analytics = { error: errorMessage(error) };
  }

  const markdown = renderReport({
    machine,
    autocannonVersion: autocannonPackage.version,
    connections: CONNECTIONS,
    durationSeconds: duration,
    warmupSeconds: WARMUP_SECONDS,
    throughput,
    pages,
    analytics,
  });
  process.stdout.write(markdown);
  const resultsDir = path.join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'latest.md'), markdown);
  log(`written to ${path.relative(repoRoot, path.join(resultsDir, 'latest.md'))}`);

  const failed =
    'error' in throughput || throughput.some((r) => !r.ok) || 'error' in pages || 'error' in analytics || !analytics.ok;
  if (failed) log('FAILED: a measured route errored (see the checks column)');
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
