import { describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../../../test/helpers/sign-in';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { paymentsTestAppOfFile, RETURN_URL } from './helpers/payments-test-app';

/**
 * Issue 14's money path end to end through the real sandbox provider: a recharge paid at the hosted
 * checkout credits the converted coins once (by the signed webhook), and a withdrawal holds its coins,
 * then posts them when the payout settles or gives them back when it fails.
 */
describe('money in and out through the sandbox provider', () => {
  const t = paymentsTestAppOfFile();

  it('recharge_conf lists spec 3’s channels of Vietnam with their kinds, icons and the FX rate', async () => {
    const p = await t.player();
    const conf = (await t.get(p, '/casino/lucky_bear/recharge_conf?country=vn')).data;
    expect(conf).toMatchObject({
      country: 'vn',
      currency: 'VND',
      currency_decimals: 0,
      coin: 'WH',
      rate: '250',
      available: true,
    });
    expect(conf.channels.map((c: { id: string; kind: string }) => `${c.id}:${c.kind}`)).toEqual([
      'momo:provider',
      'ton_usdt:onchain',
      'ton_tonconnect:onchain',
      'bank:provider',
    ]);
    expect(conf.channels[0]).toMatchObject({
      icon: '/payments/momo.svg',
      account_kind: 'phone',
      recharge: { min: '20000' },
    });
    expect(conf.channels[1]).toMatchObject({ recharge: null, withdraw: null, account_kind: null });
    const ph = (await t.get(p, '/casino/lucky_bear/recharge_conf?country=ph')).data;
    expect(ph).toMatchObject({ available: false, channels: [] });
  });

  it('without a country, recharge_conf answers the player’s market if it takes payments, else Vietnam', async () => {
    const p = await t.player();
    const conf = async (countryCode: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/casino/lucky_bear/recharge_conf',
          headers: sessionHeaders(p, { 'Country-Code': countryCode }),
        })
      ).json().data;
    expect(await conf('br')).toMatchObject({ country: 'br', currency: 'BRL', available: true });
    expect(await conf('id')).toMatchObject({ country: 'id', currency: 'IDR', available: true });
    // The Philippines (en-US's country, spec 9) has no channels in spec 3: the player starts on Vietnam.
    expect(await conf('ph')).toMatchObject({ country: 'vn', currency: 'VND', available: true });
  });

  it('a MoMo recharge of 100,000 dong paid at the checkout credits 400 WH once, and the order is paid', async () => {
    const p = await t.player();
    const before = Number(await t.wh(p));
    const res = await t.call(p, '/casino/lucky_bear/recharge', {
      channel: 'momo',
      amount: '100000',
      country: 'vn',
      return_url: RETURN_URL,
    });
    expect(res.code).toBe(0);
    expect(res.data.order).toMatchObject({
      type: 'recharge',
      status: 'pending',
      amount: '100000',
      coin_amount: '400',
      rate: '250',
    });
    await t.pay(res.data.checkout_url, 'pay');
    const order = await t.settled(p, res.data.order.order_id);
    expect(order).toMatchObject({ status: 'paid', checkout_url: null });
    expect(Number(await t.wh(p))).toBe(before + 400);
    const orders = (await t.get(p, '/casino/lucky_bear/my_orders?type=recharge')).data;
    expect(orders).toMatchObject({ total: 1, list: [{ order_id: order.order_id, status: 'paid' }] });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a withdrawal holds amount plus fee at once and posts it when the payout is paid', async () => {
    const p = await t.player();
    const account = await t.call(p, '/casino/lucky_bear/payout_account/add', {
      channel: 'momo',
      country: 'vn',
      number: '0901234567',
      holder_name: 'Nguyen Van A',
    });
    expect(account).toMatchObject({ code: 0, data: { number: '•••• 4567', channel: 'momo' } });
    // userInfo's momo_account_list (spec 3) shows the saved MoMo wallet, masked.
    const info = await t.call(p, '/user/get_user_info', {});
    expect(info.data.momo_account_list).toEqual([{ account: '•••• 4567', name: 'Nguyen Van A' }]);
    const before = Number(await t.wh(p));
    const res = await t.call(p, '/casino/lucky_bear/withdraw', {
      account_id: account.data.account_id,
      amount: '50000',
    });
    expect(res.code).toBe(0);
    // 50,000 + 1% fee = 50,500 dong = 202 WH at 250
    expect(res.data.order).toMatchObject({
      type: 'withdraw',
      amount: '50000',
      fee: '500',
      coin_amount: '202',
      account: '•••• 4567',
    });
    expect(Number(await t.wh(p))).toBe(before - 202);
    const order = await t.settled(p, res.data.order.order_id);
    expect(order.status).toBe('paid');
    expect(Number(await t.wh(p))).toBe(before - 202);
    const quota = (await t.get(p, '/casino/lucky_bear/withdraw_quantity?country=vn')).data;
    expect(quota).toMatchObject({ used_count: 1, used_amount: '50000', left_count: 2 });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a payout that fails after the hold voids it: the coins are back and the day’s quota too', async () => {
    const p = await t.player();
    const account = await t.call(p, '/casino/lucky_bear/payout_account/add', {
      channel: 'momo',
      country: 'vn',
      number: '0901230000',
      holder_name: 'Tran Thi B',
    });
    const before = await t.wh(p);
    const res = await t.call(p, '/casino/lucky_bear/withdraw', {
      account_id: account.data.account_id,
      amount: '60000',
    });
    expect(res.code).toBe(0);
    const order = await t.settled(p, res.data.order.order_id);
    expect(order).toMatchObject({ status: 'failed', reason: 'account_invalid' });
    expect(await t.wh(p)).toBe(before);
    const quota = (await t.get(p, '/casino/lucky_bear/withdraw_quantity?country=vn')).data;
    expect(quota).toMatchObject({ used_count: 0, left_count: 3 });
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
