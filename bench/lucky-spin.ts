/**
 * Lucky spins over HTTP (issue 13): 64 players signed in by phone, each given 10,000,000 spin chances
 * (one grant row written straight into the database, as an operator's grant would be), then 64
 * connections spin, each one player's `POST /casino/lucky_bear/lucky_spin` with no key (every request a
 * new spin: a fair round, a weighted pick, the prize paid through the ledger, the draw recorded). On
 * SQLite and PostgreSQL (the API in its own child process), beside the bare Fastify route of the same
 * run; the ledger audit after each database's run must be clean.
 */
import autocannon, { type Result } from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { CONNECTIONS } from './api';
import type { GamesOptions, GamesRow } from './games';
import { type BenchUser, clientHeaders } from './ledger-setup';
import { measurePlayersLoad } from './players-on-databases';

const CHANCES = 10_000_000;

/** Gives every bench player a large grant of lucky-spin chances (source 'bench'). */
async function grantChances(settings: DatabaseSettings, users: BenchUser[]): Promise<void> {
  const handle = createDatabase(settings);
  try {
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lucky_chance_grant')
        .values(
          users.map((u) => ({
            user_id: u.id,
            game: 'lucky_spin',
            source: 'bench',
            source_id: 'bench',
            chances: CHANCES,
            created_at: Date.now(),
          })),
        )
        .execute();
      await trx
        .insertInto('lucky_chance_tally')
        .values(users.map((u) => ({ user_id: u.id, game: 'lucky_spin', granted: CHANCES, used: 0 })))
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'game'])
            .doUpdateSet((eb) => ({ granted: eb('lucky_chance_tally.granted', '+', CHANCES) })),
        )
        .execute();
    });
  } finally {
    await handle.close();
  }
}

/** One autocannon run of spins; each connection spins as one player. */
function spin(url: string, users: BenchUser[], seconds: number) {
  let connection = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/casino/lucky_bear/lucky_spin',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          if (context.user === undefined) context.user = users[connection++ % users.length];
          return { ...request, headers: clientHeaders(context.user as BenchUser), body: '{}' };
        },
      },
    ],
    verifyBody: (body: string) => body.startsWith('{"code":0,'),
  } as never) as unknown as Promise<Result>;
}

export function measureLuckySpins(options: GamesOptions): Promise<GamesRow[]> {
  return measurePlayersLoad(options, {
    name: 'lucky',
    bareSubject: 'one request a spin',
    requestsPerUnit: 1,
    subject: 'POST /casino/lucky_bear/lucky_spin, 64 players',
    prepare: async (_url, users, settings) => {
      await grantChances(settings, users);
      return users;
    },
    load: (url, users, seconds) => spin(url, users as BenchUser[], seconds),
  });
}
