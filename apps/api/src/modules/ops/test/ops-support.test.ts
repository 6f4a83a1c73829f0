import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByPhone } from '../../../../test/helpers/sign-in';
import { auditOf, playerBalance } from './helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

const SEARCH = { method: 'GET', path: '/ops/players' } as const;
const RECORD = { method: 'GET', path: '/ops/players/record' } as const;
const LEDGER = { method: 'GET', path: '/ops/players/ledger' } as const;
const FLAG = { method: 'POST', path: '/ops/players/flag' } as const;
const END = { method: 'POST', path: '/ops/players/sessions/end' } as const;

describe('player support', () => {
  let t: OpsTestApp;
  let support: SignedInOperator;
  let player: LoginResponse;
  let other: LoginResponse;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    const owner = await ownerSignedIn(t);
    support = await operatorWith(t, owner, ['support']);
    player = await signInByPhone(t, '923456781');
    other = await signInByPhone(t, '923456782');
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string) =>
    (await opsCall(t, SEARCH, { q }, { session: support })).body.data.items.map((p: { user_id: number }) => p.user_id);

  it('finds a player by id, username, phone (with or without +) and sign-in identity', async () => {
    const user = await t.db
      .selectFrom('app_user')
      .select(['username', 'phone'])
      .where('id', '=', player.user_id)
      .executeTakeFirstOrThrow();
    expect(await search(String(player.user_id))).toEqual([player.user_id]);
    expect(await search(user.username.toUpperCase())).toContain(player.user_id);
    expect(await search(user.phone as string)).toEqual([player.user_id]);
    expect(await search((user.phone as string).slice(1))).toEqual([player.user_id]);
    await t.db
      .insertInto('user_identity')
      .values({ user_id: other.user_id, provider: 'tg', subject: '777000111', account_name: 'tg_other', created_at: 1 })
      .execute();
    expect(await search('tg_other')).toEqual([other.user_id]);
    expect(await search('no-such-player-anywhere')).toEqual([]);
  });

  it('matches a username prefix literally ("_" is no wildcard) and pages: page_size, page and total', async () => {
    await t.db.updateTable('app_user').set({ username: 'vip_anna' }).where('id', '=', player.user_id).execute();
    await t.db.updateTable('app_user').set({ username: 'vipXbob' }).where('id', '=', other.user_id).execute();
    expect(await search('vip_')).toEqual([player.user_id]);
    const first = await opsCall(t, SEARCH, { q: 'vip', page_size: 1 }, { session: support });
    expect(first.body.data).toMatchObject({ page: 1, page_size: 1, total: 2 });
    const second = await opsCall(t, SEARCH, { q: 'vip', page_size: 1, page: 2 }, { session: support });
    expect([...first.body.data.items, ...second.body.data.items].map((p) => p.user_id).sort()).toEqual(
      [player.user_id, other.user_id].sort(),
    );
  });

  it("answers a player's record: profile, sessions, balances, flags; and the ledger history", async () => {
    const res = await opsCall(t, RECORD, { user_id: player.user_id }, { session: support });
    expect(res.body.code).toBe(0);
    const record = res.body.data;
    expect(record.profile.user_id).toBe(player.user_id);
    expect(record.sessions.some((s: { live: boolean }) => s.live)).toBe(true);
    expect(record.balances.map((b: { coin: string }) => b.coin)).toContain('KUSDT');
    expect(record.flags).toEqual({ abnormal: false, reason: null, changed_at: null, changed_by_email: null });
    const ledger = await opsCall(t, LEDGER, { user_id: player.user_id }, { session: support });
    expect(ledger.body.code).toBe(0);
    expect(ledger.body.data.list.length).toBeGreaterThan(0);
    expect(ledger.body.data.list[0].reason).toBe('signup_bonus');
  });

  it('an unknown player is 1003; bad input is a field error', async () => {
    expect((await opsCall(t, RECORD, { user_id: 999999999 }, { session: support })).body.code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
    const bad = await opsCall(t, RECORD, { user_id: 'abc' }, { session: support });
    expect(bad.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'user_id' } });
    expect((await opsCall(t, SEARCH, { q: '' }, { session: support })).body.code).toBe(BodyCode.INVALID_PARAMS);
    expect((await opsCall(t, LEDGER, { user_id: 999999999 }, { session: support })).body.code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
    const badCoin = await opsCall(t, LEDGER, { user_id: player.user_id, coin: 'DOGE' }, { session: support });
    expect(badCoin.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'coin' } });
  });

  it('a flagged player answers 1013 on a wallet call; lifted, the call works again; both audited with the reason', async () => {
    expect((await playerBalance(t, player, 'KUSDT')).code).toBe(0);
    const flagged = await opsCall(
      t,
      FLAG,
      { user_id: player.user_id, abnormal: true, reason: 'chargeback fraud ticket 42' },
      { session: support },
    );
    expect(flagged.body.code).toBe(0);
    expect(flagged.body.data).toMatchObject({ abnormal: true, reason: 'chargeback fraud ticket 42' });
    expect((await playerBalance(t, player, 'KUSDT')).code).toBe(BodyCode.ACCOUNT_ABNORMAL);

    const lifted = await opsCall(
      t,
      FLAG,
      { user_id: player.user_id, abnormal: false, reason: 'cleared after review' },
      { session: support },
    );
    expect(lifted.body.data).toMatchObject({ abnormal: false, reason: 'cleared after review' });
    expect((await playerBalance(t, player, 'KUSDT')).code).toBe(0);

    const [flag] = await auditOf(t, 'user.flag');
    expect(flag).toMatchObject({ operator_id: support.id, target: `user:${player.user_id}` });
    expect(JSON.parse(flag?.after_json ?? '')).toEqual({ abnormal: true, reason: 'chargeback fraud ticket 42' });
    expect(await auditOf(t, 'user.unflag')).toHaveLength(1);
  });

  it('a flag without a reason, or of an unknown player, is refused and changes nothing', async () => {
    const before = await auditOf(t, 'user.flag');
    const noReason = await opsCall(
      t,
      FLAG,
      { user_id: other.user_id, abnormal: true, reason: ' ' },
      { session: support },
    );
    expect(noReason.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'reason' } });
    const unknown = await opsCall(
      t,
      FLAG,
      { user_id: 999999999, abnormal: true, reason: 'some reason' },
      { session: support },
    );
    expect(unknown.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    const row = await t.db
      .selectFrom('app_user')
      .select('abnormal')
      .where('id', '=', other.user_id)
      .executeTakeFirstOrThrow();
    expect(Number(row.abnormal)).toBe(0);
    expect(await auditOf(t, 'user.flag')).toEqual(before);
  });

  it('ends one session, then all: an ended session answers 1004', async () => {
    const sessions = (await opsCall(t, RECORD, { user_id: other.user_id }, { session: support })).body.data.sessions;
    const newest = sessions[0].id as number;
    const one = await opsCall(
      t,
      END,
      { user_id: other.user_id, session_id: newest, reason: 'lost phone' },
      { session: support },
    );
    expect(one.body).toMatchObject({ code: 0, data: { ended: 1 } });
    expect((await playerBalance(t, other, 'KUSDT')).code).toBe(BodyCode.SESSION_INVALID);
    const again = await opsCall(
      t,
      END,
      { user_id: other.user_id, session_id: newest, reason: 'lost phone' },
      { session: support },
    );
    expect(again.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await playerBalance(t, player, 'KUSDT')).code).toBe(0);
    const all = await opsCall(t, END, { user_id: player.user_id, reason: 'account takeover' }, { session: support });
    expect(all.body).toMatchObject({ code: 0, data: { ended: 1 } });
    expect((await playerBalance(t, player, 'KUSDT')).code).toBe(BodyCode.SESSION_INVALID);
    expect(await auditOf(t, 'user.sessions.end')).toHaveLength(2);
  });
});
