/**
 * BENCH_ONLY=posts (issue 18 "Measure": feed reads per second): a fresh database of each kind with
 * BENCH_POSTS_COUNT community posts (default 10,000) by 100 profiles, an hour apart at most and with
 * likes and comments counted (their stored hot score computed as the API computes it), written straight
 * into the tables; then the API in its own child process answers `GET /recommend/feed` signed out, 64
 * connections, each alternating the first page and the next page (the first page's next_cursor), 20
 * posts a page. A row fails unless every answer is `{"code":0,…}` with a full page.
 */
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { writeTransaction } from '../apps/api/src/db/transaction';
import { hotScore } from '../apps/api/src/modules/posts';
import { CONNECTIONS, startApi, WARMUP_SECONDS } from './api';
import { clientHeaders, onFreshDatabases } from './ledger-setup';

export const FEED_POSTS = Number(process.env.BENCH_POSTS_COUNT ?? 10_000);
const AUTHORS = 100;
const PAGE = 20;
const CHUNK = 500;
const FEED_PATH = '/recommend/feed';
/** Letters of a profile xid's alphabet (PROFILE_XID_PATTERN), for the bench authors' xids. */
const XID_LETTERS = 'abcdefghjkmnpqrstuvwxyz';

export interface PostsFeedRow {
  subject: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  badBodies: number;
  ok: boolean;
  note?: string;
}

/** 100 players with a profile each, then the posts (deterministic: both databases get the same feed). */
async function load(settings: DatabaseSettings): Promise<void> {
  const handle = createDatabase(settings);
  try {
    await migrateToLatest(handle.db);
    const now = Date.now();
    await writeTransaction(handle.db, async (trx) => {
      for (let a = 0; a < AUTHORS; a++) {
        const id = 2_000_000_000 + a;
        await trx
          .insertInto('app_user')
          .values({
            id,
            username: `bench${a}`,
            password_hash: null,
            phone: null,
            referrer_id: null,
            login_type: 'bench',
            invite_code: `BENCH${a}`,
            created_at: now,
          })
          .execute();
        await trx
          .insertInto('profile')
          .values({
            xid: `bench${XID_LETTERS[a % XID_LETTERS.length]}${XID_LETTERS[Math.floor(a / XID_LETTERS.length)]}z`,
            user_id: id,
            username: `Writer ${a}`,
            intro: '',
            avatar_image_id: null,
            background_image_id: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    });
    const xids = await handle.db.selectFrom('profile').select(['xid', 'user_id']).orderBy('user_id').execute();
    const blocks = JSON.stringify([{ type: 'paragraph', text: 'A bench post with a paragraph of text. '.repeat(5) }]);
    for (let i = 0; i < FEED_POSTS; i += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, FEED_POSTS - i) }, (_, k) => {
        const n = i + k;
        const author = xids[n % AUTHORS] as { xid: string; user_id: number };
        const created = now - (FEED_POSTS - n) * 60_000;
        const likes = (n * 7919) % 50;
        const comments = (n * 104_729) % 9;
        return {
          profile_xid: author.xid,
          user_id: author.user_id,
          title: `Bench post ${n}`,
          cover_json: null,
          blocks_json: blocks,
          excerpt: 'A bench post with a paragraph of text.',
          section: 'community',
          category: null,
          like_count: likes,
          comment_count: comments,
          hot: hotScore(created, likes, comments),
          hidden_at: null,
          created_at: created,
          updated_at: created,
        };
      });
      await writeTransaction(handle.db, (trx) => trx.insertInto('post').values(rows).execute());
    }
    // Fresh statistics, as autovacuum would have them by the time a real table reached this size.
    if (handle.kind === 'postgres') await sql`analyze post`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

async function measureOne(
  label: string,
  settings: DatabaseSettings,
  repoRoot: string,
  durationSeconds: number,
  log: (line: string) => void,
): Promise<PostsFeedRow> {
  log(`posts: ${label}: writing ${FEED_POSTS} posts`);
  await load(settings);
  const server = await startApi(repoRoot, os.tmpdir(), {
    SEED_DEMO_DATA: '0',
    ...(settings.kind === 'sqlite' ? { SQLITE_PATH: settings.path } : { DATABASE_URL: settings.url }),
  });
  try {
    const headers = clientHeaders();
    const first = (await (await fetch(`${server.url}${FEED_PATH}?limit=${PAGE}`, { headers })).json()) as {
      data: { next_cursor: string | null };
    };
    const paths = [`${FEED_PATH}?limit=${PAGE}`, `${FEED_PATH}?limit=${PAGE}&cursor=${first.data.next_cursor}`];
    const run = async (duration: number) =>
      (await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration,
        requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
        // A full page: 20 cards, each with its id.
        verifyBody: (body: string) =>
          body.startsWith('{"code":0,') && (body.match(/"excerpt":/g)?.length ?? 0) === PAGE,
      } as never)) as Result;
    await run(WARMUP_SECONDS);
    log(`posts: ${label}: ${durationSeconds} s of feed reads`);
    const r = await run(durationSeconds);
    const errors = r.errors + r.timeouts;
    return {
      subject: `${label} · GET ${FEED_PATH} first + next page (${PAGE} a page) of ${FEED_POSTS.toLocaleString('en-US')} posts, signed out`,
      rps: r.requests.mean,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      non2xx: r.non2xx,
      errors,
      badBodies: r.mismatches,
      ok: r.non2xx + errors + r.mismatches === 0 && r.requests.total > 0,
    };
  } finally {
    await server.stop();
  }
}

export async function measurePostsFeed(options: {
  repoRoot: string;
  durationSeconds: number;
  log: (line: string) => void;
  databases: readonly ('sqlite' | 'postgres')[];
}): Promise<PostsFeedRow[]> {
  return onFreshDatabases(options.repoRoot, options.databases, 'posts', (label, settings) =>
    measureOne(label, settings, options.repoRoot, options.durationSeconds, options.log).catch((error: Error) => ({
      subject: `${label} · GET ${FEED_PATH}`,
      rps: 0,
      p50: 0,
      p99: 0,
      total: 0,
      non2xx: 0,
      errors: 0,
      badBodies: 0,
      ok: false,
      note: error.message,
    })),
  );
}
