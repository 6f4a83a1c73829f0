import { BodyCode } from '@app/shared';
import { PAYMENT_MARKETS_CATALOGUE } from '@app/shared/payments/market-item';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsCall, ownerSignedIn, type SignedInOperator } from '../../ops/test/helpers/ops-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { addAccount, ledgerTxOf, orderRows, recharge, rechargeCall, withdrawCall } from './helpers/payment-calls';
import { editMarket, marketEntry } from './helpers/payment-ops';
import { paymentsTestAppOfFile, WEB_ORIGIN } from './helpers/payments-test-app';

/**
 * A recharge's bad input (issue 14) is refused with its field and makes no order; a retried request
 * makes one order; and the operator's FX rate (the payment_markets catalogue) applies from the next
 * order on, each order keeping the rate it was made at.
 */
describe('recharge input, and the operator’s FX rate', () => {
  const t = paymentsTestAppOfFile();
  let owner: SignedInOperator;
  beforeAll(async () => {
    owner = await ownerSignedIn(t);
  });

  const I = BodyCode.INVALID_PARAMS;
  const C = BodyCode.PAYMENT_CHANNEL_UNAVAILABLE;
  const R = BodyCode.PAYMENT_AMOUNT_OUT_OF_RANGE;

  it.each([
    ['an amount with decimals in dong', { amount: '100000.5' }, I, 'amount'],
    ['an amount of 0', { amount: '0' }, I, 'amount'],
    ['a negative amount', { amount: '-100000' }, I, 'amount'],
    ['letters for an amount', { amount: 'abc' }, I, 'amount'],
    ['a number for an amount', { amount: 100000 }, I, 'amount'],
    ['an amount below the channel’s minimum', { amount: '19999' }, R, 'amount'],
    ['an amount above the channel’s maximum', { amount: '20000001' }, R, 'amount'],
    ['an unknown channel', { channel: 'paypal' }, C, 'channel'],
    ['a channel of another market', { channel: 'dana' }, C, 'channel'],
    ['an on-chain channel', { channel: 'ton_usdt' }, C, 'channel'],
    ['a market without channels', { country: 'ph' }, C, 'country'],
    ['a return URL on another origin', { return_url: 'https://evil.example/orders' }, I, 'return_url'],
    ['a return URL that only starts like ours', { return_url: `${WEB_ORIGIN}.evil.example/x` }, I, 'return_url'],
    [
      'a return URL with our origin as its user part',
      { return_url: 'https://app.test@evil.example/' },
      I,
      'return_url',
    ],
    ['a javascript: return URL', { return_url: 'javascript:alert(1)' }, I, 'return_url'],
    ['a request_id too short', { request_id: 'abc' }, I, 'request_id'],
  ])('refuses %s with the field, and makes no order', async (_name, input, code, field) => {
    const p = await t.player();
    expect(await rechargeCall(t, p, input)).toMatchObject({ code, data: { field } });
    expect(await orderRows(t, p.user_id)).toEqual([]);
  });

  it('the same request_id 10 times at once makes one order with one checkout', async () => {
    const p = await t.player();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => rechargeCall(t, p, { request_id: 'rc-retry-0001' })),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.order.order_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.data.checkout_url)).size).toBe(1);
    expect(await orderRows(t, p.user_id)).toHaveLength(1);
  });

  it('a new rate applies to the next order while an earlier one keeps its stored rate', async () => {
    const p = await t.player();
    const before = Number(await t.wh(p));
    const earlier = await recharge(t, p);
    expect(earlier.order).toMatchObject({ rate: '250', coin_amount: '400' });

    expect(await editMarket(t, owner, 'vn', { rate: '200' })).toMatchObject({ code: 0 });
    expect((await t.get(p, '/casino/lucky_bear/recharge_conf?country=vn')).data.rate).toBe('200');
    const later = await recharge(t, p);
    expect(later.order).toMatchObject({ rate: '200', coin_amount: '500' });
    // A withdrawal holds at the new rate too: 50,000 + 1% = 50,500 dong = 252.50 WH
    const withdrawn = await withdrawCall(t, p, await addAccount(t, p), '50000');
    expect(withdrawn.data.order).toMatchObject({ rate: '200', coin_amount: '252.5' });

    // Each is credited at its own rate, whenever it is paid.
    await t.pay(later.checkout_url, 'pay');
    await t.pay(earlier.checkout_url, 'pay');
    expect((await t.settled(p, earlier.order.order_id)).status).toBe('paid');
    expect((await t.settled(p, later.order.order_id)).status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(before + 400 + 500 - 252.5);
    expect(await ledgerTxOf(t, earlier.order.order_id)).toHaveLength(1);
    expect(await auditBreaches(t.db)).toEqual([]);
    expect(await editMarket(t, owner, 'vn', { rate: '250' })).toMatchObject({ code: 0 });
  });

  it.each([
    ['a rate of 0', { rate: '0' }, 'item.rate'],
    ['a negative rate', { rate: '-250' }, 'item.rate'],
    ['a rate with 9 decimals', { rate: '0.000000001' }, 'item.rate'],
    ['another market’s currency', { currency: 'IDR' }, 'item.currency'],
  ])('the catalogue refuses %s and the market keeps its rate', async (_name, patch, field) => {
    expect(await editMarket(t, owner, 'vn', patch)).toMatchObject({ code: I, data: { field } });
    expect((await marketEntry(t, owner, 'vn')).item).toMatchObject({ rate: '250', currency: 'VND' });
  });

  it('a market an operator disables takes no new recharge, and takes them again when enabled', async () => {
    const p = await t.player();
    const disable = (disabled: boolean) =>
      opsCall(
        t,
        { method: 'POST', path: '/ops/catalogues/disable' },
        { catalogue: PAYMENT_MARKETS_CATALOGUE, id: 'vn', disabled },
        { session: owner },
      );
    expect((await disable(true)).body.code).toBe(0);
    expect(await rechargeCall(t, p)).toMatchObject({ code: C, data: { field: 'country' } });
    expect((await t.get(p, '/casino/lucky_bear/recharge_conf?country=vn')).data).toMatchObject({
      available: false,
      channels: [],
    });
    expect((await disable(false)).body.code).toBe(0);
    expect((await rechargeCall(t, p)).code).toBe(0);
  });
});
