import { BodyCode } from '@app/shared';
import { SIGNED_POST_PATHS } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, freshAddress, sessionHeaders, signInByPhone } from './helpers/sign-in';
import { commonHeaders } from './helpers/test-app';

const PKCE_VERIFIER = 'v'.repeat(43);
const CALLBACK = {
  media_type: 'google_dev',
  code: 'a-code',
  redirect_uri: 'http://127.0.0.1:3000/en-US/user/oauth-callback',
  code_verifier: PKCE_VERIFIER,
};

/**
 * What protects each path of SIGNED_POST_PATHS where there is no XBSL (PLATFORM h5 and tg): the spec
 * signs only in the native app (issue 21, item 3; docs/signed-requests.md has the same table). Each
 * row sends the call unsigned and shows its guard refusing: a per-address rate limit, a one-time code,
 * a session, a recent sign-in.
 */
const PROTECTION: Record<
  string,
  { body: object; limit: number; session?: 'required' | 'recent'; refusedWith?: number } | 'not built yet'
> = {
  '/user/send_otp_via_phone': { body: { country_code: '+84', phone: '918000001' }, limit: 10 },
  '/user/register_or_login_by_phone': {
    body: { country_code: '+84', phone: '918000002', code: '000000' },
    limit: 30,
    refusedWith: BodyCode.OTP_INVALID,
  },
  '/user/third_party_regist_or_login': { body: CALLBACK, limit: 30 },
  '/user/third_party_bind': { body: CALLBACK, limit: 30, session: 'recent' },
  '/user/user_phone_and_password_reset': {
    body: { country_code: '+84', phone: '918000003', code: '000000', new_password: 'long-enough-1' },
    limit: 30,
    refusedWith: BodyCode.OTP_INVALID,
  },
  '/api/app_global_config': { body: {}, limit: 120 },
  '/api/openapp_get_cfg': { body: {}, limit: 120 },
  '/api/social_media/get_token': { body: { ...CALLBACK, user_id: 1 }, limit: 30, session: 'required' },
  '/casino/user/lb_send_phone_code': { body: { country_code: '+84', phone: '918000004' }, limit: 10 },
  '/casino/user/lb_user_phone_login': {
    body: { country_code: '+84', phone: '918000005', code: '000000' },
    limit: 30,
    refusedWith: BodyCode.OTP_INVALID,
  },
  '/casino/user/lb_google_login': {
    body: { code: CALLBACK.code, redirect_uri: CALLBACK.redirect_uri, code_verifier: PKCE_VERIFIER },
    limit: 30,
  },
  '/casino/lucky_bear/register': {
    body: { country_code: '+84', phone: '918000006', code: '000000' },
    limit: 30,
    refusedWith: BodyCode.OTP_INVALID,
  },
  '/wallet/put_frag': 'not built yet',
  '/wallet/get_frag': 'not built yet',
  // Orders and payments (issue 14): a session, and a per-address budget of 30 a minute.
  '/casino/lucky_bear/recharge': {
    body: {
      channel: 'ton_usdt',
      amount: '100000',
      country: 'vn',
      return_url: 'http://127.0.0.1:3000/vi-VN/user/orders',
    },
    limit: 30,
    session: 'required',
  },
  '/casino/lucky_bear/withdraw': {
    body: { account_id: 'pa_NOSUCHACCOUNT00', amount: '50000' },
    limit: 30,
    session: 'required',
  },
  '/casino/lucky_bear/payout_account/add': {
    body: { channel: 'ton_usdt', country: 'vn', number: '0901234567', holder_name: 'Nguyen Van A' },
    limit: 30,
    session: 'required',
  },
  '/casino/lucky_bear/payout_account/remove': {
    body: { account_id: 'pa_NOSUCHACCOUNT00' },
    limit: 30,
    session: 'required',
  },
  // Invest (issue 17): a session, and a per-address budget of 30 a minute.
  '/invest/subscribe': { body: { product: 'no-such-product', amount: '1' }, limit: 30, session: 'required' },
  '/invest/exit': { body: { position_id: 1 }, limit: 30, session: 'required' },
  // Pet NFT trade (issue 17): a session, and a per-address budget of 30 a minute.
  '/wallet/xbnft_transfer': {
    body: { pet_id: 'P0000000000', to_user_id: 1, query_fee: true },
    limit: 30,
    session: 'required',
  },
  '/pet/rent': { body: { pet_id: 'P0000000000', days: 1, request_id: 'request-0001' }, limit: 30, session: 'required' },
  // The market (issue 17 item 2): a session, and a per-address budget of 30 a minute.
  '/market/list': { body: { pet_id: 'P0000000000', price: '10' }, limit: 30, session: 'required' },
  '/market/buy': { body: { listing_id: 999_999, request_id: 'request-0001' }, limit: 30, session: 'required' },
  '/auction/start': {
    body: { pet_id: 'P0000000000', start_price: '10', min_increment: '1', hours: 1 },
    limit: 30,
    session: 'required',
  },
  '/auction/bid': {
    body: { listing_id: 999_999, amount: '10', request_id: 'request-0001' },
    limit: 30,
    session: 'required',
  },
  // Stake and lock token (issue 17): a session, and a per-address budget of 30 a minute.
  '/api/stake/lock': { body: { amount: '1000000', days: 30 }, limit: 30, session: 'required' },
  '/api/stake/unlock': { body: { lock_id: 999_999 }, limit: 30, session: 'required' },
};

describe('signed paths on the platforms that do not sign (h5, tg)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (path: string, body: object, headers: Record<string, string>, address: string) =>
    t.app.inject({ method: 'POST', url: path, headers, payload: body, remoteAddress: address });

  it('has a row for every signed path', () => {
    expect(Object.keys(PROTECTION).sort()).toEqual([...SIGNED_POST_PATHS].sort());
  });

  const built = Object.entries(PROTECTION).flatMap(([path, row]) =>
    row === 'not built yet' ? [] : [{ path, ...row }],
  );

  it.each(built.map((row) => [row.path, row]))('%s: a per-address rate limit holds on h5', async (_path, row) => {
    const address = freshAddress();
    const login = row.session ? await signInByPhone(t, `9185${String(Math.random()).slice(2, 7)}`) : undefined;
    const headers = login ? sessionHeaders(login, { PLATFORM: 'h5' }) : commonHeaders({ PLATFORM: 'h5' });
    for (let i = 0; i < row.limit; i++) {
      const res = await send(row.path, row.body, headers, address);
      expect(res.statusCode, `try ${i + 1}`).toBe(200);
    }
    const over = await send(row.path, row.body, headers, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(BodyCode.TOO_MANY_REQUESTS);
  });

  it.each(built.filter((row) => row.refusedWith).map((row) => [row.path, row]))(
    '%s: a wrong one-time code is refused on tg',
    async (_path, row) => {
      const res = await send(row.path, row.body, commonHeaders({ PLATFORM: 'tg' }), freshAddress());
      expect(res.json().code).toBe(row.refusedWith);
    },
  );

  it.each(built.filter((row) => row.session).map((row) => [row.path, row]))(
    '%s: needs a session on tg, and a recent sign-in where it binds an account',
    async (_path, row) => {
      const signedOut = await send(row.path, row.body, commonHeaders({ PLATFORM: 'tg' }), freshAddress());
      expect(signedOut.json().code).toBe(BodyCode.SESSION_INVALID);
      if (row.session !== 'recent') return;
      const login = await signInByPhone(t, `9186${String(Math.random()).slice(2, 7)}`);
      await t.db
        .updateTable('user_session')
        .set({ verified_at: Date.now() - 25 * 60 * 60 * 1000 })
        .where('user_id', '=', login.user_id)
        .execute();
      const stale = await send(row.path, row.body, sessionHeaders(login, { PLATFORM: 'tg' }), freshAddress());
      expect(stale.json().code).toBe(BodyCode.VERIFICATION_REQUIRED);
    },
  );
});
