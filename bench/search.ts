/**
 * BENCH_ONLY=search (issue 18 item 5, "search latency on 100,000 posts on each database"): a fresh
 * database of each kind, 100,000 post documents written through the index's own putMany (title of 6
 * words, text of 40, from a 5,000-word vocabulary with a few words in Chinese, Japanese and Thai), then
 * each query kind timed through SearchService.search (the route's whole work but HTTP): a common word,
 * a rare word, two words, a prefix as typed, a CJK word, and no match. Reported, not asserted; every
 * query must answer (a thrown error fails the row).
 */
import { sql } from 'kysely';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { writeTransaction } from '../apps/api/src/db/transaction';
import type { Db } from '../apps/api/src/db/types';
import { createSearchRepository, type SearchRepository, SearchService } from '../apps/api/src/modules/search';
import { onFreshDatabases } from './ledger-setup';

export interface SearchQueryRow {
  query: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
  /** Hits on the first page (at most 20). */
  hits: number;
}

export interface SearchBenchRow {
  database: string;
  posts: number;
  loadMs: number;
  queries: SearchQueryRow[];
  ok: boolean;
  error?: string;
}

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const CHUNK = 500;
const CJK = ['游戏', '奖励', 'ゲーム', '宝箱', 'รางวัล', 'เกม'];

/** A deterministic pseudo-random sequence (mulberry32), so both databases get the same posts. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Word i of the vocabulary: pronounceable, distinct ("bakemo", "tirula" ...). */
function word(i: number): string {
  const syllables = ['ba', 'ke', 'mo', 'ti', 'ru', 'la', 'zo', 'ne', 'pi', 'sa', 'do', 'vu', 'gi', 'fe', 'hy', 'qo'];
  let n = i;
  let out = '';
  do {
    out += syllables[n % 16];
    n = Math.floor(n / 16);
  } while (n > 0);
  return `${out}${syllables[i % 7]}`;
}

/** Zipf-like: a few words very common, most rare (as in real text). */
function pick(next: () => number): string {
  const r = next();
  if (r < 0.01) return CJK[Math.floor(next() * CJK.length)] as string;
  return word(Math.floor(5000 * next() ** 3));
}

async function load(repository: SearchRepository, db: Db): Promise<number> {
  const next = rng(7);
  const started = performance.now();
  for (let i = 0; i < POSTS; i += CHUNK) {
    const docs = Array.from({ length: Math.min(CHUNK, POSTS - i) }, (_, k) => ({
      kind: 'post' as const,
      ref: String(i + k + 1),
      title: Array.from({ length: 6 }, () => pick(next)).join(' '),
      body: Array.from({ length: 40 }, () => pick(next)).join(' '),
      path: `/posts/${i + k + 1}`,
      image: '',
    }));
    await writeTransaction(db, (trx) => repository.putMany(trx, docs, Date.now()));
  }
  return performance.now() - started;
}

const QUERIES: [string, string][] = [
  ['a common word', word(1)],
  ['a rare word', word(4321)],
  ['two words', `${word(2)} ${word(40)}`],
  ['a prefix as typed', word(3).slice(0, 3)],
  ['a CJK word', '游戏'],
  ['no match', 'zzqxjv'],
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function measureOne(
  name: string,
  settings: DatabaseSettings,
  log: (line: string) => void,
): Promise<SearchBenchRow> {
  const database = createDatabase(settings);
  try {
    await migrateToLatest(database.db);
    const repository = createSearchRepository(database.db, database.kind);
    const search = new SearchService(database.db, repository, [], () => Date.now());
    log(`search: ${name}: loading ${POSTS} posts`);
    const loadMs = await load(repository, database.db);
    // Fresh statistics, as autovacuum would have them by the time a real table reached this size.
    if (database.kind === 'postgres') await sql`analyze search_doc`.execute(database.db);
    const queries: SearchQueryRow[] = [];
    for (const [label, keyword] of QUERIES) {
      const times: number[] = [];
      let hits = 0;
      for (let r = 0; r < RUNS; r++) {
        const t0 = performance.now();
        const answer = await search.search({ keyword, page: 1, one_page_cnt: 20 }, 'en-US');
        times.push(performance.now() - t0);
        hits = answer.list.length;
      }
      times.sort((a, b) => a - b);
      queries.push({
        query: `${label} (“${keyword}”)`,
        runs: RUNS,
        p50Ms: quantile(times, 0.5),
        p99Ms: quantile(times, 0.99),
        hits,
      });
    }
    log(`search: ${name}: ${JSON.stringify(queries)}`);
    return { database: name, posts: POSTS, loadMs, queries, ok: true };
  } catch (error) {
    return { database: name, posts: POSTS, loadMs: 0, queries: [], ok: false, error: (error as Error).message };
  } finally {
    await database.close();
  }
}

export async function measureSearch(options: {
  repoRoot: string;
  log: (line: string) => void;
  databases: readonly ('sqlite' | 'postgres')[];
}): Promise<SearchBenchRow[]> {
  return onFreshDatabases(options.repoRoot, options.databases, 'search', (label, settings) =>
    measureOne(label, settings, options.log),
  );
}
