import { BodyCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../ops/test/helpers/console-calls';
import { operatorWith, ownerSignedIn, type SignedInOperator } from '../../ops/test/helpers/ops-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { addAccount, orderRow, quota, richPlayer as richPlayerOf, withdrawCall } from './helpers/payment-calls';
import { waitingReviews } from './helpers/payment-ops';
import { paymentsTestAppOfFile } from './helpers/payments-test-app';

/**
 * Issue 14: a withdrawal above its market's review threshold (Vietnam: 10,000,000 dong) waits for an
 * operator in the console's approvals queue, its coins held: approving sends the payout, rejecting
 * fails it and gives the coins (and the day's share) back. A payout the provider refuses fails the
 * withdrawal the same way.
 */
describe('withdrawals that wait for an operator, and payouts the provider refuses', () => {
  const t = paymentsTestAppOfFile();
  let owner: SignedInOperator;
  let finance: SignedInOperator;
  beforeAll(async () => {
    owner = await ownerSignedIn(t);
    finance = await operatorWith(t, owner, ['finance']);
  });

  const richPlayer = () => richPlayerOf(t);

  /** Asks a withdrawal of 12,000,000 dong (+ 5,500 fee = 48,022 WH) and finds its item in the queue. */
  async function bigWithdrawal(p: Awaited<ReturnType<typeof richPlayer>>) {
    const res = await withdrawCall(t, p.p, p.account, '12000000');
    expect(res.code).toBe(0);
    const orderId = res.data.order.order_id as string;
    expect(res.data.order).toMatchObject({ status: 'created', review: 'waiting', coin_amount: '48022' });
    const item = (await waitingReviews(t, finance)).find((i) => i.payload.order_id === orderId);
    expect(item?.summary).toBe(`Withdraw 12000000 VND via bank (${orderId})`);
    // What the operator compares with the player's record: who, how much, where to (masked), what is held.
    expect(item?.payload).toMatchObject({
      user_id: p.p.user_id,
      amount: '12000000',
      fee: '5500',
      currency: 'VND',
      channel: 'bank',
      account: '•••• 3456 Nguyen Van A (VCB)',
      coin_held: '48022 WH',
    });
    return { orderId, approvalId: item?.id as number };
  }

  it('waits with its coins held and no payout; approved, the payout is sent and paid', async () => {
    const rich = await richPlayer();
    expect(Number(await t.wh(rich.p))).toBe(121_000);
    const { orderId, approvalId } = await bigWithdrawal(rich);
    expect(Number(await t.wh(rich.p))).toBe(121_000 - 48_022);
    // Waiting: no payout asked of the provider (the payout job is enqueued only by the approval).
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'created', review: 'waiting', provider_ref: null });

    const approved = await decide(t, finance, approvalId, 'approve');
    expect(approved.body).toMatchObject({ code: 0, data: { status: 'approved', result: { order_id: orderId } } });
    const order = await t.settled(rich.p, orderId);
    expect(order).toMatchObject({ status: 'paid', review: 'approved' });
    expect(Number(await t.wh(rich.p))).toBe(121_000 - 48_022);
    expect(await quota(t, rich.p)).toMatchObject({ used_count: 1, used_amount: '12000000' });
    expect((await decide(t, finance, approvalId, 'reject')).body.code).toBe(BodyCode.APPROVAL_DECIDED);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('rejected, it fails with the coins and the day’s share back, and is never paid out', async () => {
    const rich = await richPlayer();
    const { orderId, approvalId } = await bigWithdrawal(rich);
    const rejected = await decide(t, finance, approvalId, 'reject', 'name does not match the player');
    expect(rejected.body).toMatchObject({ code: 0, data: { status: 'rejected' } });
    expect(await t.settled(rich.p, orderId)).toMatchObject({
      status: 'failed',
      review: 'rejected',
      reason: 'rejected',
    });
    expect(Number(await t.wh(rich.p))).toBe(121_000);
    expect(await quota(t, rich.p)).toMatchObject({ used_count: 0, used_amount: '0' });
    expect((await orderRow(t, orderId)).provider_ref).toBeNull();
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('approved and rejected at once by two operators: one decision wins, the money moves once', async () => {
    const rich = await richPlayer();
    const { orderId, approvalId } = await bigWithdrawal(rich);
    const answers = await Promise.all([
      decide(t, finance, approvalId, 'approve'),
      decide(t, owner, approvalId, 'reject', 'duplicate of another request'),
    ]);
    const codes = answers.map((a) => a.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([0, BodyCode.APPROVAL_DECIDED]);
    const won = answers.find((a) => a.body.code === 0)?.body.data.status;
    const order = await t.settled(rich.p, orderId);
    expect(order.status).toBe(won === 'approved' ? 'paid' : 'failed');
    expect(Number(await t.wh(rich.p))).toBe(won === 'approved' ? 121_000 - 48_022 : 121_000);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('at the threshold itself it does not wait', async () => {
    const rich = await richPlayer();
    const res = await withdrawCall(t, rich.p, rich.account, '10000000');
    expect(res.data.order).toMatchObject({ review: 'none' });
    expect((await t.settled(rich.p, res.data.order.order_id)).status).toBe('paid');
  });

  it('a payout the provider refuses (a PIX key it does not take) fails the withdrawal: the hold is voided', async () => {
    const p = await t.player();
    // A valid e-mail PIX key to us, but the sandbox takes only [A-Za-z0-9+@._-] in account numbers.
    const account = await addAccount(t, p, {
      channel: 'pix',
      country: 'br',
      number: 'ana!silva@example.com',
      holder_name: 'Ana Silva',
    });
    const before = await t.wh(p);
    const res = await withdrawCall(t, p, account, '10');
    expect(res.code).toBe(0);
    // 10 BRL at 0.055 = 181.82 WH held (rounded up)
    expect(res.data.order).toMatchObject({ currency: 'BRL', coin_amount: '181.82' });
    const order = await t.settled(p, res.data.order.order_id);
    expect(order).toMatchObject({ status: 'failed', reason: 'provider_refused:account.number' });
    expect(await t.wh(p)).toBe(before);
    expect((await t.get(p, '/casino/lucky_bear/withdraw_quantity?country=br')).data).toMatchObject({ used_count: 0 });
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
