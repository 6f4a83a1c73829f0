import { randomUUID } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByPhone } from '../../../../test/helpers/sign-in';
import { auditBreaches, countLedgerTx } from '../../wallet/test/helpers/wallet-ledger';
import { adjust, auditOf, decide, playerBalance } from './helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

/** Four eyes above 100 of any coin but KC (above 10): the default config plus one named coin. */
const ENV = { OPS_ADJUST_APPROVAL_ABOVE: '*=100,KC=10' };

describe('ledger adjustments and their approvals', () => {
  let t: OpsTestApp;
  let owner: SignedInOperator;
  let finance: SignedInOperator;
  let finance2: SignedInOperator;
  let player: LoginResponse;

  beforeAll(async () => {
    t = await buildOpsTestApp(ENV);
    owner = await ownerSignedIn(t);
    finance = await operatorWith(t, owner, ['finance']);
    finance2 = await operatorWith(t, owner, ['finance']);
    player = await signInByPhone(t, '934567801');
  });
  afterAll(async () => {
    await t.close();
  });

  const credit = (amount: string, coin = 'KUSDT') => ({
    user_id: player.user_id,
    coin,
    direction: 'credit' as const,
    amount,
    reason: 'goodwill for ticket 17',
  });
  const balance = async (coin = 'KUSDT') => (await playerBalance(t, player, coin)).balance;

  it('answers the four-eyes amount per coin', async () => {
    const res = await opsCall(t, { method: 'GET', path: '/ops/ledger/adjust/limits' }, {}, { session: finance });
    expect(res.body.data.limits).toEqual(
      expect.arrayContaining([
        { coin: 'KUSDT', max_without_approval: '100' },
        { coin: 'KC', max_without_approval: '10' },
      ]),
    );
  });

  it('at or below the amount it posts at once through the ledger, audited against the player', async () => {
    const start = await balance();
    const res = await adjust(t, finance, credit('100'));
    expect(res.body).toMatchObject({ code: 0, data: { status: 'posted', approval_id: null } });
    expect(Number(await balance())).toBe(Number(start) + 100);
    const [entry] = await auditOf(t, 'ledger.adjust');
    expect(entry).toMatchObject({ operator_id: finance.id, target: `user:${player.user_id}` });
    expect(JSON.parse(entry?.after_json ?? '')).toMatchObject({ amount: '100', tx_id: res.body.data.tx_id });
    const tx = await t.db
      .selectFrom('ledger_tx')
      .select(['kind', 'reason'])
      .where('public_id', '=', res.body.data.tx_id)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({ kind: 'adjustment', reason: 'ops_adjustment' });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('above it nothing posts until a second operator approves; the requester may not approve their own', async () => {
    const start = await balance();
    const asked = await adjust(t, finance, credit('500'));
    expect(asked.body).toMatchObject({ code: 0, data: { status: 'pending_approval', tx_id: null } });
    const id = asked.body.data.approval_id as number;
    expect(await balance()).toBe(start);

    const own = await decide(t, finance, id, 'approve');
    expect(own.body.code).toBe(BodyCode.APPROVAL_OWN_REQUEST);
    expect(await balance()).toBe(start);

    const item = await opsCall(t, { method: 'GET', path: '/ops/approvals/item' }, { id }, { session: finance2 });
    expect(item.body.data).toMatchObject({
      kind: 'ledger.adjustment',
      status: 'pending',
      summary: `Credit 500 KUSDT to player ${player.user_id}`,
      payload: { amount: '500', coin: 'KUSDT', direction: 'credit' },
    });

    const approved = await decide(t, finance2, id, 'approve');
    expect(approved.body).toMatchObject({
      code: 0,
      data: { status: 'approved', decided_by: finance2.id, reason: 'checked the ticket' },
    });
    expect(Number(await balance())).toBe(Number(start) + 500);
    expect(approved.body.data.result.tx_id).toEqual(expect.any(String));

    const again = await decide(t, owner, id, 'approve');
    expect(again.body.code).toBe(BodyCode.APPROVAL_DECIDED);
    expect(Number(await balance())).toBe(Number(start) + 500);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a rejected adjustment never posts, and its key answers rejected', async () => {
    const start = await balance('KC');
    const key = randomUUID();
    const asked = await adjust(t, finance, credit('11', 'KC'), key);
    const rejected = await decide(t, owner, asked.body.data.approval_id, 'reject', 'no ticket for this');
    expect(rejected.body.data).toMatchObject({ status: 'rejected', result: null });
    expect(await balance('KC')).toBe(start);
    expect((await adjust(t, finance, credit('11', 'KC'), key)).body.data.status).toBe('rejected');
  });

  it('the queue lists, filters and pages', async () => {
    const list = async (q: object) =>
      (await opsCall(t, { method: 'GET', path: '/ops/approvals' }, q, { session: finance })).body.data;
    expect((await list({ status: 'approved' })).items.every((a: { status: string }) => a.status === 'approved')).toBe(
      true,
    );
    const page = await list({ kind: 'ledger.adjustment', page_size: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await list({ requested_by: finance2.id })).total).toBe(0);
    const bad = await opsCall(t, { method: 'GET', path: '/ops/approvals' }, { status: 'maybe' }, { session: finance });
    expect(bad.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'status' } });
  });

  it('an Idempotency-Key runs once: a replay answers the same, another body is 1016, none is a field error', async () => {
    const start = await balance();
    const key = randomUUID();
    const first = await adjust(t, finance, credit('3'), key);
    const replay = await adjust(t, finance, credit('3'), key);
    expect(replay.body.data).toEqual(first.body.data);
    expect(Number(await balance())).toBe(Number(start) + 3);
    expect((await adjust(t, finance, credit('4'), key)).body.code).toBe(BodyCode.IDEMPOTENCY_CONFLICT);
    const none = await opsCall(t, { method: 'POST', path: '/ops/ledger/adjust' }, credit('3'), { session: finance });
    expect(none.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'Idempotency-Key' } });
    expect(Number(await balance())).toBe(Number(start) + 3);
  });

  it('bad input and a debit the player cannot cover are refused; nothing changes', async () => {
    const before = await t.db.selectFrom('ops_adjustment').select('id').execute();
    const txs = await countLedgerTx(t.db, 'adjustment');
    const cases: [object, number, string?][] = [
      [{ ...credit('1'), amount: '-5' }, BodyCode.INVALID_PARAMS, 'amount'],
      [{ ...credit('1'), amount: '0' }, BodyCode.INVALID_PARAMS, 'amount'],
      [{ ...credit('1'), amount: '0.0000001' }, BodyCode.INVALID_PARAMS, 'amount'],
      [{ ...credit('1'), coin: 'DOGE' }, BodyCode.INVALID_PARAMS, 'coin'],
      [{ ...credit('1'), direction: 'steal' }, BodyCode.INVALID_PARAMS, 'direction'],
      [{ ...credit('1'), reason: '' }, BodyCode.INVALID_PARAMS, 'reason'],
      [{ ...credit('1'), user_id: 999999999 }, BodyCode.RESOURCE_NOT_FOUND],
      [{ ...credit('99'), direction: 'debit', coin: 'XUSD' }, BodyCode.BALANCE_LACK],
    ];
    for (const [body, code, field] of cases) {
      const res = await adjust(t, finance, body as never);
      expect([body, res.body.code]).toEqual([body, code]);
      if (field) expect(res.body.data.field).toBe(field);
    }
    expect(await t.db.selectFrom('ops_adjustment').select('id').execute()).toEqual(before);
    expect(await countLedgerTx(t.db, 'adjustment')).toBe(txs);
  });

  it('a decision with bad input, or of an item that does not exist, is refused and changes nothing', async () => {
    const asked = await adjust(t, finance, credit('101'));
    const id = asked.body.data.approval_id as number;
    const before = await t.db.selectFrom('ops_approval').selectAll().orderBy('id').execute();
    const cases: [object, number, string?][] = [
      [{ id, decision: 'maybe', reason: 'checked' }, BodyCode.INVALID_PARAMS, 'decision'],
      [{ id, decision: 'approve', reason: '' }, BodyCode.INVALID_PARAMS, 'reason'],
      [{ id, decision: 'approve' }, BodyCode.INVALID_PARAMS, 'reason'],
      [{ id: 'one', decision: 'approve', reason: 'checked' }, BodyCode.INVALID_PARAMS, 'id'],
      [{ id: 999_999, decision: 'approve', reason: 'checked' }, BodyCode.RESOURCE_NOT_FOUND, 'id'],
    ];
    for (const [body, code, field] of cases) {
      const res = await opsCall(t, { method: 'POST', path: '/ops/approvals/decide' }, body, { session: finance2 });
      expect([body, res.body.code, res.body.data?.field]).toEqual([body, code, field]);
    }
    const missing = await opsCall(
      t,
      { method: 'GET', path: '/ops/approvals/item' },
      { id: 999_999 },
      { session: finance2 },
    );
    expect(missing.body.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect(await t.db.selectFrom('ops_approval').selectAll().orderBy('id').execute()).toEqual(before);
    // Tidy: the item is rejected so that the queue tests below count only their own.
    expect((await decide(t, finance2, id, 'reject')).body.code).toBe(0);
  });

  it('a debit above the amount that the player can no longer cover fails at approval and stays pending', async () => {
    // The welcome bonus holds 500 HAPPY: a debit of 600 is above the four-eyes amount and the balance.
    const asked = await adjust(t, finance, { ...credit('600'), direction: 'debit', coin: 'HAPPY' });
    const id = asked.body.data.approval_id as number;
    const res = await decide(t, finance2, id, 'approve');
    expect(res.body.code).toBe(BodyCode.BALANCE_LACK);
    const item = await opsCall(t, { method: 'GET', path: '/ops/approvals/item' }, { id }, { session: finance2 });
    expect(item.body.data.status).toBe('pending');
  });

  it('many approvals of one item at once post exactly once', async () => {
    const deciders = [
      finance2,
      owner,
      await operatorWith(t, owner, ['finance']),
      await operatorWith(t, owner, ['owner']),
    ];
    const start = await balance('WH');
    const asked = await adjust(t, finance, credit('250', 'WH'));
    const id = asked.body.data.approval_id as number;
    const txs = await countLedgerTx(t.db, 'adjustment');
    const approvedBefore = (await auditOf(t, 'approval.approve')).length;
    const answers = await Promise.all([...deciders, ...deciders].map((d) => decide(t, d, id, 'approve')));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.APPROVAL_DECIDED)).toBe(true);
    expect(await countLedgerTx(t.db, 'adjustment')).toBe(txs + 1);
    expect(Number(await balance('WH'))).toBe(Number(start) + 250);
    expect(await auditOf(t, 'approval.approve')).toHaveLength(approvedBefore + 1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('many adjustments of one player at once (and replays of the same keys) all post once each', async () => {
    const start = await balance('KTHER');
    const keys = Array.from({ length: 12 }, () => randomUUID());
    const calls = keys.flatMap((key, i) => {
      const body = { ...credit('2', 'KTHER'), direction: i % 3 === 2 ? ('debit' as const) : ('credit' as const) };
      return [adjust(t, finance, body, key), adjust(t, finance, body, key)];
    });
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 0));
    // 8 credits and 4 debits of 2, each once although each key was sent twice.
    expect(Number(await balance('KTHER'))).toBeCloseTo(Number(start) + 8, 6);
    for (let i = 0; i < answers.length; i += 2) expect(answers[i]?.body.data).toEqual(answers[i + 1]?.body.data);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
