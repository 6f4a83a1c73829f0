import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { post, sessionHeaders, signedAppHeaders } from '../../../../test/helpers/sign-in';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { addAccount, orderRows } from './helpers/payment-calls';
import { paymentsTestAppOfFile, RETURN_URL } from './helpers/payments-test-app';

const APP_KEY = 'test-app-signing-key-0123456789abcdef';

/**
 * Spec 7.1 / issue 14: from the native app (PLATFORM app) the order and payment paths need XBSL, made
 * with the session's key: without it (or with a forged one) a recharge or a withdrawal is refused
 * before anything is made; signed, it goes through.
 */
describe('XBSL on the recharge and withdraw paths from the native app', () => {
  const t = paymentsTestAppOfFile({ APP_SIGNING_KEY: APP_KEY });

  const session = (p: LoginResponse) => ({ 'User-Id': String(p.user_id), 'User-Secret-Key': p.user_secret_key });
  /** A native-app call: signed with the session's key, unsigned, or signed with a key that is not the session's. */
  async function appCall(p: LoginResponse, path: string, body: object, signing: 'session' | 'none' | 'app-key') {
    const headers =
      signing === 'none'
        ? sessionHeaders(p, { PLATFORM: 'app' })
        : signedAppHeaders(signing === 'session' ? p.user_secret_key : APP_KEY, body, session(p));
    return (await post(t.app, path, body, headers)).body;
  }

  const rechargeBody = { channel: 'momo', amount: '100000', country: 'vn', return_url: RETURN_URL };

  it.each([
    ['without XBSL', 'none', 'XBSL is missing'],
    ['signed with the app key instead of the session’s', 'app-key', 'XBSL does not match'],
  ] as const)('refuses a recharge and a withdrawal %s, and makes nothing', async (_name, signing, reason) => {
    const p = await t.player();
    const account = await addAccount(t, p);
    const recharged = await appCall(p, '/casino/lucky_bear/recharge', rechargeBody, signing);
    expect(recharged).toMatchObject({ code: BodyCode.SIGNATURE_INVALID, data: { reason } });
    const withdrawn = await appCall(
      p,
      '/casino/lucky_bear/withdraw',
      { account_id: account, amount: '50000' },
      signing,
    );
    expect(withdrawn).toMatchObject({ code: BodyCode.SIGNATURE_INVALID, data: { reason } });
    const added = await appCall(
      p,
      '/casino/lucky_bear/payout_account/add',
      { channel: 'momo', country: 'vn', number: '0907770001', holder_name: 'Nguyen Van A' },
      signing,
    );
    expect(added.code).toBe(BodyCode.SIGNATURE_INVALID);
    expect(await orderRows(t, p.user_id)).toEqual([]);
    expect(Number(await t.wh(p))).toBe(1000);
  });

  it('accepts them signed with the session’s key: the recharge opens a checkout, the withdrawal holds its coins', async () => {
    const p = await t.player();
    const recharged = await appCall(p, '/casino/lucky_bear/recharge', rechargeBody, 'session');
    expect(recharged).toMatchObject({ code: 0, data: { order: { type: 'recharge', status: 'pending' } } });
    expect(recharged.data.checkout_url).toEqual(expect.stringContaining('/checkout/'));
    const added = await appCall(
      p,
      '/casino/lucky_bear/payout_account/add',
      { channel: 'momo', country: 'vn', number: '0907770002', holder_name: 'Nguyen Van A' },
      'session',
    );
    expect(added.code).toBe(0);
    const body = { account_id: added.data.account_id, amount: '50000' };
    const withdrawn = await appCall(p, '/casino/lucky_bear/withdraw', body, 'session');
    expect(withdrawn).toMatchObject({ code: 0, data: { order: { type: 'withdraw', coin_amount: '202' } } });
    expect(Number(await t.wh(p))).toBe(1000 - 202);
    expect(await orderRows(t, p.user_id)).toHaveLength(2);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('the web (h5) needs no XBSL on the same paths', async () => {
    const p = await t.player();
    const res = await t.call(p, '/casino/lucky_bear/recharge', rechargeBody);
    expect(res.code).toBe(0);
  });
});
