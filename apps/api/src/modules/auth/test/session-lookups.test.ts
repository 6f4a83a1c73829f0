import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, signInByPhone } from '../../../../test/helpers/sign-in';
import { sessionRepository } from '../core/session.repository';
import { SessionLookups } from '../core/session-lookups';
import { sha256Hex } from '../core/tokens';

let serial = 400_000;
const nextPhone = () => `914${serial++}`;

/**
 * Session lookups made at the same moment (core/session-lookups.ts): on PostgreSQL they share one
 * query; on both databases each is answered for its own key as the single lookup answers it.
 */
describe('session lookups made at once', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each lookup for its own key, user and idleness, in one query on PostgreSQL', async () => {
    const [a, b, ended] = [
      await signInByPhone(t, nextPhone()),
      await signInByPhone(t, nextPhone()),
      await signInByPhone(t, nextPhone()),
    ];
    const hash = (login: { user_secret_key: string }) => sha256Hex(login.user_secret_key);
    await t.db
      .updateTable('user_session')
      .set({ ended_at: Date.now() })
      .where('token_hash', '=', hash(ended))
      .execute();
    const lookups = new SessionLookups(t.db);
    const query = vi.spyOn(sessionRepository, 'findUnended');
    const longAgo = Date.now() - 60_000;
    let answers: unknown[];
    let queries: number;
    try {
      answers = await Promise.all([
        lookups.findLive(a.user_id, hash(a), longAgo),
        lookups.findLive(b.user_id, hash(b), longAgo),
        lookups.findLive(ended.user_id, hash(ended), longAgo),
        // Another user's key, and a session not used since the idle limit.
        lookups.findLive(b.user_id, hash(a), longAgo),
        lookups.findLive(a.user_id, hash(a), Date.now() + 60_000),
        lookups.findLive(a.user_id, hash(a), longAgo),
      ]);
      queries = query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
    expect(answers.map((s) => (s as { userId?: number } | undefined)?.userId)).toEqual([
      a.user_id,
      b.user_id,
      undefined,
      undefined,
      undefined,
      a.user_id,
    ]);
    // Two requests of one session get their own copies (the service refreshes the one it was given).
    expect(answers[5]).not.toBe(answers[0]);
    expect(queries).toBe(t.config.database.kind === 'postgres' ? 1 : 0);
  });
});
