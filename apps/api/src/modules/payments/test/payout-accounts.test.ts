import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { addAccount, addAccountCall, momoNumber, orderRows, withdrawCall } from './helpers/payment-calls';
import { type PaymentsTestApp, paymentsTestAppOfFile } from './helpers/payments-test-app';

/**
 * Saved payout accounts (issue 14, /user/payment): each channel's account is checked when saved (a
 * wallet's phone, a bank with its code, a channel of the account's market that pays out through the
 * provider), at most 10 per player, and a removed account (or another player's) takes no withdrawal.
 */
describe('saved payout accounts', () => {
  const t = paymentsTestAppOfFile();

  const list = async (p: Awaited<ReturnType<PaymentsTestApp['player']>>) =>
    (await t.get(p, '/casino/lucky_bear/payout_accounts')).data.list as { account_id: string }[];

  it.each([
    ['a phone with letters', { number: '09012ab567' }, BodyCode.INVALID_PARAMS, 'number'],
    ['a phone too short', { number: '0901234' }, BodyCode.INVALID_PARAMS, 'number'],
    [
      'a bank account without a bank code',
      { channel: 'bank', number: '0071000123456' },
      BodyCode.INVALID_PARAMS,
      'bank_code',
    ],
    [
      'a bank unknown in the market',
      { channel: 'bank', number: '0071000123456', bank_code: 'BCA' },
      BodyCode.INVALID_PARAMS,
      'bank_code',
    ],
    ['a wallet with a bank code', { bank_code: 'VCB' }, BodyCode.INVALID_PARAMS, 'bank_code'],
    ['a channel of another market', { channel: 'dana' }, BodyCode.PAYMENT_CHANNEL_UNAVAILABLE, 'channel'],
    ['an on-chain channel', { channel: 'ton_usdt' }, BodyCode.PAYMENT_CHANNEL_UNAVAILABLE, 'channel'],
    ['a market without channels', { country: 'ph' }, BodyCode.PAYMENT_CHANNEL_UNAVAILABLE, 'channel'],
    ['a one-letter holder name', { holder_name: 'A' }, BodyCode.INVALID_PARAMS, 'holder_name'],
  ])('refuses %s with the field, and saves nothing', async (_name, input, code, field) => {
    const p = await t.player();
    expect(await addAccountCall(t, p, input)).toMatchObject({ code, data: { field } });
    expect(await list(p)).toEqual([]);
  });

  it('keeps the number masked, and the same account twice is a conflict', async () => {
    const p = await t.player();
    const number = momoNumber('4321');
    const saved = await addAccountCall(t, p, { number });
    expect(saved).toMatchObject({ code: 0, data: { number: '•••• 4321', channel: 'momo', bank_code: null } });
    expect(await addAccountCall(t, p, { number })).toMatchObject({
      code: BodyCode.CONFLICT,
      data: { field: 'number' },
    });
    expect(await list(p)).toHaveLength(1);
  });

  it('the same account saved twice at once is saved once', async () => {
    const p = await t.player();
    const number = momoNumber();
    const answers = await Promise.all([addAccountCall(t, p, { number }), addAccountCall(t, p, { number })]);
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([0, BodyCode.CONFLICT]);
    expect(await list(p)).toHaveLength(1);
  });

  it('at most 10 accounts: the 11th is 1104 until one is removed', async () => {
    const p = await t.player();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await addAccount(t, p));
    expect(await addAccountCall(t, p)).toMatchObject({ code: BodyCode.PAYOUT_ACCOUNTS_FULL, data: { max: 10 } });
    expect(await list(p)).toHaveLength(10);
    const removed = await t.call(p, '/casino/lucky_bear/payout_account/remove', { account_id: ids[0] });
    expect(removed).toMatchObject({ code: 0, data: { removed: true } });
    expect((await addAccountCall(t, p)).code).toBe(0);
  });

  it('twelve saved at once by one player: never more than 10 kept', async () => {
    const p = await t.player();
    await addAccount(t, p);
    const answers = await Promise.all(Array.from({ length: 12 }, () => addAccountCall(t, p)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(9);
    expect(answers.filter((a) => a.code === BodyCode.PAYOUT_ACCOUNTS_FULL)).toHaveLength(3);
    expect(await list(p)).toHaveLength(10);
  });

  it('a removed account, or another player’s, takes no withdrawal (1003) and nothing is held', async () => {
    const p = await t.player();
    const other = await t.player();
    const account = await addAccount(t, p);
    const theirs = await addAccount(t, other);
    await t.call(p, '/casino/lucky_bear/payout_account/remove', { account_id: account });
    expect(await list(p)).toEqual([]);
    for (const id of [account, theirs]) {
      expect(await withdrawCall(t, p, id, '50000')).toMatchObject({
        code: BodyCode.RESOURCE_NOT_FOUND,
        data: { field: 'account_id' },
      });
    }
    expect(await orderRows(t, p.user_id)).toEqual([]);
    expect(Number(await t.wh(p))).toBe(1000);
    const again = await t.call(p, '/casino/lucky_bear/payout_account/remove', { account_id: account });
    expect(again).toMatchObject({ code: 0, data: { removed: false } });
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
