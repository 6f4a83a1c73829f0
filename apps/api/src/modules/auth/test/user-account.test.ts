import { BodyCode } from '@app/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  freshAddress,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';

let serial = 400_000;
const nextPhone = () => `915${serial++}`;

describe('user calls of spec 7.3', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const form = (body: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/user/regist${query}`,
      headers: { ...commonHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
      remoteAddress: freshAddress(),
    });

  it('POST /user/regist with is_form_test=1 validates and creates nothing', async () => {
    const res = await form('username=alice_1&password=correct-horse&is_form_test=1');
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { form_test: true, login: null } });
    const rows = await t.db.selectFrom('app_user').select('id').where('username', '=', 'alice_1').execute();
    expect(rows).toHaveLength(0);
  });

  it('POST /user/regist (form body) registers and signs in; the name is then taken', async () => {
    const res = await form('username=bob_2&password=correct-horse');
    const body = res.json();
    expect(body).toMatchObject({
      code: 0,
      data: { form_test: false, login: { username: 'bob_2', user_login: 'regist' } },
    });
    const again = await form('username=bob_2&password=x1234567&is_form_test=1');
    expect(again.json()).toMatchObject({ code: BodyCode.CONFLICT, data: { field: 'username' } });
    const info = await post(t.app, '/user/get_user_info', {}, sessionHeaders(body.data.login));
    expect(info.body.data.username).toBe('bob_2');
  });

  it('POST /user/regist names the first invalid form field', async () => {
    const res = await form('username=ab&password=short');
    expect(res.json()).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'username' } });
  });

  it('GET /user/public_cheak answers public facts with the invite code', async () => {
    const login = await signInByPhone(t, nextPhone());
    const res = await t.app.inject({
      method: 'GET',
      url: `/user/public_cheak?user_id=${login.user_id}&is_project_angel=1&is_invite_code=1`,
      headers: commonHeaders(),
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { user_id: login.user_id, exists: true, username: login.username, is_project_angel: false },
    });
    expect(res.json().data.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/user/public_cheak?user_id=987654',
      headers: commonHeaders(),
    });
    expect(missing.json().data).toMatchObject({ exists: false, username: '' });
  });

  it('an invite code names the inviter of a new user; an unknown one is refused', async () => {
    const inviter = await signInByPhone(t, nextPhone());
    const facts = await t.app.inject({
      method: 'GET',
      url: `/user/public_cheak?user_id=${inviter.user_id}&is_invite_code=1`,
      headers: commonHeaders(),
    });
    const invitee = await signInByPhone(t, nextPhone(), { invite_code: facts.json().data.invite_code });
    const row = await t.db
      .selectFrom('app_user')
      .select('referrer_id')
      .where('id', '=', invitee.user_id)
      .executeTakeFirst();
    expect(Number(row?.referrer_id)).toBe(inviter.user_id);
    await expect(signInByPhone(t, nextPhone(), { invite_code: 'NOPE2345' })).rejects.toThrow(/1003/);
  });

  it('GET /user/regist?is_cwallet=1 answers the wallet view with mission settings or USDT value', async () => {
    const login = await signInByPhone(t, nextPhone());
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/user/regist?${query}`, headers: sessionHeaders(login) });
    const mission = (await get('is_cwallet=1&is_mission_setting=true')).json();
    expect(mission).toMatchObject({
      code: 0,
      data: {
        user_id: login.user_id,
        mission_setting: { newbie_guide: 'newbie_guide', guide_done: false, phone_bound: true },
      },
    });
    const usdt = (await get('is_cwallet=1&is_usdt_value=1')).json();
    // The welcome bonus valued at the price table: 1000 WH x 0.01 + 25 KTHER x 0.0125 + 500 HAPPY x 0.0001 + 5 KUSDT.
    expect(usdt.data.usdt_value).toBe('15.3625');
    expect(usdt.data.mission_setting).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url: '/user/regist?is_cwallet=1', headers: commonHeaders() });
    expect(anonymous.json().code).toBe(BodyCode.SESSION_INVALID);
  });

  it('getVipProfile and getAllWalletAddr answer the user’s own data', async () => {
    const login = await signInByPhone(t, nextPhone());
    await t.db.updateTable('app_user').set({ vip_exp: 5_500 }).where('id', '=', login.user_id).execute();
    const vip = await post(t.app, '/user/get_vip_profile', {}, sessionHeaders(login));
    expect(vip.body.data).toEqual({ vip_level: 4, exp: 5_500, next_level_exp: 10_000 });
    expect((await post(t.app, '/user/get_all_wallet_addr', {}, sessionHeaders(login))).body.data).toEqual({ list: [] });
    await t.db
      .updateTable('app_user')
      .set({ wallet_addr: `0x${'a'.repeat(40)}`, wallet_addr_sol: 'not-base58!' })
      .where('id', '=', login.user_id)
      .execute();
    const addrs = await post(t.app, '/user/get_all_wallet_addr', { user_id: login.user_id }, sessionHeaders(login));
    expect(addrs.body.data.list).toEqual([
      { wallet_addr: `0x${'a'.repeat(40)}`, wallet_addr_sol: 'not-base58!', invalid: true },
    ]);
    const other = await post(t.app, '/user/get_all_wallet_addr', { user_id: login.user_id + 1 }, sessionHeaders(login));
    expect(other.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'user_id' } });
  });

  it('password reset: checks the code without using it, then really changes and ends every session', async () => {
    const phone = nextPhone();
    const login = await signInByPhone(t, phone);
    const address = freshAddress();
    await post(
      t.app,
      '/user/send_otp_via_phone',
      { country_code: '+84', phone, purpose: 'reset' },
      commonHeaders(),
      address,
    );
    const code = t.sms.lastCode(`+84${phone}`) as string;
    const body = { country_code: '+84', phone, code, new_password: 'new-password-1' };
    const check = await post(t.app, '/user/user_phone_and_password_reset', body, commonHeaders(), address);
    expect(check.body.data).toEqual({ changed: false, user_id: 0 });
    const change = await post(
      t.app,
      '/user/user_phone_and_password_reset?is_really_change=1',
      body,
      commonHeaders(),
      address,
    );
    expect(change.body.data).toEqual({ changed: true, user_id: login.user_id });
    const row = await t.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', login.user_id)
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect((await post(t.app, '/user/get_user_info', {}, sessionHeaders(login))).body.code).toBe(
      BodyCode.SESSION_INVALID,
    );
    const reused = await post(
      t.app,
      '/user/user_phone_and_password_reset?is_really_change=1',
      body,
      commonHeaders(),
      address,
    );
    expect(reused.body.code).toBe(BodyCode.OTP_INVALID);
  });

  it('binds a phone with a bind code to a user signed in another way', async () => {
    const res = await form('username=carol_3&password=correct-horse');
    const login = res.json().data.login;
    const phone = nextPhone();
    const address = freshAddress();
    const sent = await post(
      t.app,
      '/user/send_otp_via_phone',
      { country_code: '+84', phone, purpose: 'bind' },
      sessionHeaders(login),
      address,
    );
    expect(sent.body.code).toBe(0);
    const code = t.sms.lastCode(`+84${phone}`) as string;
    const bound = await post(
      t.app,
      '/user/bind_phone',
      { country_code: '+84', phone, code },
      sessionHeaders(login),
      address,
    );
    expect(bound.body.data).toEqual({ phone_number: `+84${phone}`, bound: true });
    const info = await post(t.app, '/user/get_user_info', {}, sessionHeaders(login));
    expect(info.body.data.phone_number).toBe(`+8491****${phone.slice(-3)}`);
  });

  it('binding a phone that another account has is a conflict', async () => {
    const taken = nextPhone();
    await signInByPhone(t, taken);
    const other = (await form('username=dave_4&password=correct-horse')).json().data.login;
    const address = freshAddress();
    await post(
      t.app,
      '/user/send_otp_via_phone',
      { country_code: '+84', phone: taken, purpose: 'bind' },
      sessionHeaders(other),
      address,
    );
    const code = t.sms.lastCode(`+84${taken}`) as string;
    const res = await post(
      t.app,
      '/user/bind_phone',
      { country_code: '+84', phone: taken, code },
      sessionHeaders(other),
      address,
    );
    expect(res.body.code).toBe(BodyCode.CONFLICT);
  });
});
