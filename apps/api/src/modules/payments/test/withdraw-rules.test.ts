import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownerSignedIn, type SignedInOperator } from '../../ops/test/helpers/ops-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { type Answer, addAccount, orderRows, quota, withdrawCall } from './helpers/payment-calls';
import { editMarket } from './helpers/payment-ops';
import { paymentsTestAppOfFile } from './helpers/payments-test-app';

/**
 * Issue 14's withdrawal rules (Vietnam: MoMo 50,000-10,000,000 dong, 1% fee, 3 a day and 50,000,000
 * dong a day, 250 dong a WH; a new player has 1,000 WH): what breaks a rule is refused with its code
 * and changes nothing (no order, no hold, no share of the day's limits); many withdrawals at once
 * hold at most the balance and take at most the day's places.
 */
describe('withdrawal rules', () => {
  const t = paymentsTestAppOfFile();
  let owner: SignedInOperator;
  beforeAll(async () => {
    owner = await ownerSignedIn(t);
  });
  afterEach(async () => {
    expect(
      await editMarket(t, owner, 'vn', { daily_withdraw_count: 3, daily_withdraw_amount: '50000000' }),
    ).toMatchObject({ code: 0 });
  });

  /** A new player (1,000 WH) with a saved MoMo wallet. */
  async function withdrawer(): Promise<{ p: LoginResponse; account: string }> {
    const p = await t.player();
    return { p, account: await addAccount(t, p) };
  }

  /** The refusal changed nothing: no order, the balance as it was, nothing of today's limits used. */
  async function nothingChanged(p: LoginResponse, balance = '1000', used = 0) {
    expect((await orderRows(t, p.user_id)).length).toBe(used);
    expect(Number(await t.wh(p))).toBe(Number(balance));
    expect(await quota(t, p)).toMatchObject({ used_count: used });
  }

  const codes = (answers: Answer[]) => answers.map((a) => a.code).sort((a, b) => a - b);

  it('above the balance: 1014, nothing held, nothing of the day taken', async () => {
    const { p, account } = await withdrawer();
    // 300,000 + 1% = 303,000 dong = 1,212 WH > 1,000
    expect((await withdrawCall(t, p, account, '300000')).code).toBe(BodyCode.BALANCE_LACK);
    await nothingChanged(p);
  });

  it.each([
    ['below the channel’s minimum', '49999'],
    ['above the channel’s maximum', '10000001'],
  ])('%s: 1101 with the limits', async (_name, amount) => {
    const { p, account } = await withdrawer();
    const res = await withdrawCall(t, p, account, amount);
    expect(res).toMatchObject({
      code: BodyCode.PAYMENT_AMOUNT_OUT_OF_RANGE,
      data: { field: 'amount', min: '50000', max: '10000000' },
    });
    await nothingChanged(p);
  });

  it.each([
    ['a whole dong amount with decimals', '50000.5', BodyCode.INVALID_PARAMS],
    ['zero', '0', BodyCode.INVALID_PARAMS],
    ['a negative amount', '-50000', BodyCode.INVALID_PARAMS],
    ['letters', '5e4', BodyCode.INVALID_PARAMS],
  ])('%s: refused with the field', async (_name, amount, code) => {
    const { p, account } = await withdrawer();
    expect(await withdrawCall(t, p, account, amount)).toMatchObject({ code, data: { field: 'amount' } });
    await nothingChanged(p);
  });

  it('above the day’s count: the fourth is 1102 with nothing left, and holds nothing', async () => {
    const { p, account } = await withdrawer();
    for (let i = 0; i < 3; i++) expect((await withdrawCall(t, p, account, '50000')).code).toBe(0);
    const fourth = await withdrawCall(t, p, account, '50000');
    expect(fourth).toMatchObject({ code: BodyCode.WITHDRAW_LIMIT_REACHED, data: { left_count: 0 } });
    await nothingChanged(p, '394', 3);
  });

  it('above the day’s amount (set by an operator): 1102 with what is left', async () => {
    expect(await editMarket(t, owner, 'vn', { daily_withdraw_amount: '120000' })).toMatchObject({ code: 0 });
    const { p, account } = await withdrawer();
    expect((await withdrawCall(t, p, account, '100000')).code).toBe(0);
    const over = await withdrawCall(t, p, account, '50000');
    expect(over).toMatchObject({
      code: BodyCode.WITHDRAW_LIMIT_REACHED,
      data: { left_count: 2, left_amount: '20000' },
    });
    expect((await withdrawCall(t, p, account, '20000')).code).toBe(BodyCode.PAYMENT_AMOUNT_OUT_OF_RANGE);
    // 100,000 + 1% = 404 WH held by the first only
    await nothingChanged(p, '596', 1);
  });

  it('two at once that together exceed the balance: one is held, the other refused', async () => {
    const { p, account } = await withdrawer();
    // 200,000 + 1% = 808 WH each; 1,616 > 1,000
    const answers = await Promise.all([withdrawCall(t, p, account, '200000'), withdrawCall(t, p, account, '200000')]);
    expect(codes(answers)).toEqual([0, BodyCode.BALANCE_LACK]);
    await nothingChanged(p, '192', 1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('20 at once hold at most the balance: 4 of 202 WH pass, the rest are refused', async () => {
    expect(await editMarket(t, owner, 'vn', { daily_withdraw_count: 100 })).toMatchObject({ code: 0 });
    const { p, account } = await withdrawer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdrawCall(t, p, account, '50000')));
    expect(codes(answers)).toEqual([0, 0, 0, 0, ...Array(16).fill(BodyCode.BALANCE_LACK)]);
    await nothingChanged(p, '192', 4);
    const holds = await t.db.selectFrom('ledger_hold').select('amount').where('user_id', '=', p.user_id).execute();
    expect(holds.reduce((sum, h) => sum + Number(h.amount), 0)).toBeLessThanOrEqual(100_000);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('two at once for the day’s last place: only one passes', async () => {
    const { p, account } = await withdrawer();
    for (let i = 0; i < 2; i++) expect((await withdrawCall(t, p, account, '50000')).code).toBe(0);
    const answers = await Promise.all([withdrawCall(t, p, account, '50000'), withdrawCall(t, p, account, '50000')]);
    expect(codes(answers)).toEqual([0, BodyCode.WITHDRAW_LIMIT_REACHED]);
    await nothingChanged(p, '394', 3);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('the same request_id twice, even at once, makes one order and one hold', async () => {
    const { p, account } = await withdrawer();
    const requestId = `wd-${p.user_id}-retry`;
    const answers = await Promise.all([
      withdrawCall(t, p, account, '50000', requestId),
      withdrawCall(t, p, account, '50000', requestId),
    ]);
    expect(codes(answers)).toEqual([0, 0]);
    expect(answers[0]?.data.order.order_id).toBe(answers[1]?.data.order.order_id);
    const again = await withdrawCall(t, p, account, '50000', requestId);
    expect(again.data.order.order_id).toBe(answers[0]?.data.order.order_id);
    await nothingChanged(p, '798', 1);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
