import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, signInByPhone } from '../../../../test/helpers/sign-in';
import { payeeRepository } from '../profile/payee.repository';
import { PayeeDirectory } from '../profile/payee-directory';

let serial = 500_000;
const nextPhone = () => `915${serial++}`;

/**
 * Recipients looked up by id at the same moment (every transfer names its recipient): on PostgreSQL
 * one query for all of them (db/batched-calls.ts); each answered for its own id on both databases.
 */
describe('payees looked up by id at once', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each id alone: a payee, the same payee again, an abnormal account, nobody', async () => {
    const [a, b, flagged] = [
      await signInByPhone(t, nextPhone()),
      await signInByPhone(t, nextPhone()),
      await signInByPhone(t, nextPhone()),
    ];
    await t.db.updateTable('app_user').set({ abnormal: 1 }).where('id', '=', flagged.user_id).execute();
    const directory = new PayeeDirectory(t.db);
    const query = vi.spyOn(payeeRepository, 'byIds');
    let queries: number;
    let found: unknown[];
    try {
      found = await Promise.all([a, b, a, flagged].map((u) => directory.byId(u.user_id)).concat(directory.byId(0)));
      queries = query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
    const ids = found.map((p) => (p as { id?: number } | undefined)?.id);
    expect(ids).toEqual([a.user_id, b.user_id, a.user_id, undefined, undefined]);
    expect(found[2]).toEqual(found[0]);
    expect(found[0]).toEqual(await new PayeeDirectory(t.db).byId(a.user_id));
    expect(queries).toBe(t.config.database.kind === 'postgres' ? 1 : 0);
  });
});
