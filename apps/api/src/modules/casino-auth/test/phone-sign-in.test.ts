import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress, post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { buildCasinoAuthTestApp, type CasinoAuthTestApp, statusesOf } from './helpers';

/** Vietnamese mobile numbers, one per test so that their code limits do not meet. */
let serial = 300_000;
const nextPhone = () => `913${serial++}`;
const e164 = (national: string) => `+84${national}`;

describe('casino brand phone sign-in and registration', () => {
  let t: CasinoAuthTestApp;
  beforeAll(async () => {
    t = await buildCasinoAuthTestApp({ LUCKYBEAR_SESSION_EXEMPT_USER_IDS: '1000000011, 1000000029' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends a brand code from one address and returns it with a call bound to the same address. */
  async function codeFor(phone: string) {
    const address = freshAddress();
    const sent = await post(
      t.app,
      '/casino/user/lb_send_phone_code',
      { country_code: '+84', phone },
      commonHeaders(),
      address,
    );
    expect(sent.body).toMatchObject({ code: 0, data: { expires_in_s: 300, resend_after_s: 60 } });
    const call = (url: string, payload: object) => post(t.app, url, payload, commonHeaders(), address);
    return { code: t.sms.lastCode(e164(phone)) as string, call };
  }

  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('app_user')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lb_user_phone_login registers on the first sign-in and answers the main site login data', async () => {
    const phone = nextPhone();
    const { code, call } = await codeFor(phone);
    const res = await call('/casino/user/lb_user_phone_login', { country_code: '+84', phone, code });
    expect(res.body).toMatchObject({
      code: 0,
      data: { user_login: 'phone', is_new_user: true, newbie_guide: 'newbie_guide' },
    });
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['is_new_user', 'media_source', 'newbie_guide', 'user_id', 'user_login', 'user_secret_key', 'username'].sort(),
    );
    // The session is a main-site session: the main site's profile call takes it.
    const info = await t.app.inject({
      method: 'POST',
      url: '/user/get_user_info',
      headers: sessionHeaders(res.body.data),
      payload: {},
    });
    expect(info.json()).toMatchObject({ code: 0, data: { user_id: res.body.data.user_id } });
  });

  it('lb_user_phone_login signs a main-site phone account into the same account', async () => {
    const phone = nextPhone();
    const main = await signInByPhone(t, phone);
    const row = await t.db
      .selectFrom('otp_code')
      .select('id')
      .where('phone', '=', e164(phone))
      .executeTakeFirstOrThrow();
    // A new code needs the resend wait: age the main site's code instead of waiting.
    await t.db.updateTable('otp_code').set({ created_at: 0 }).where('id', '=', row.id).execute();
    const { code, call } = await codeFor(phone);
    const res = await call('/casino/user/lb_user_phone_login', { country_code: '+84', phone, code });
    expect(res.body).toMatchObject({ code: 0, data: { user_id: main.user_id, is_new_user: false } });
  });

  it('a wrong code is 1006 and signs nobody in; a used code is refused', async () => {
    const phone = nextPhone();
    const { code, call } = await codeFor(phone);
    const before = await userCount();
    const wrong = await call('/casino/user/lb_user_phone_login', {
      country_code: '+84',
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe(BodyCode.OTP_INVALID);
    expect(await userCount()).toBe(before);
    expect((await call('/casino/user/lb_user_phone_login', { country_code: '+84', phone, code })).body.code).toBe(0);
    expect((await call('/casino/user/lb_user_phone_login', { country_code: '+84', phone, code })).body.code).toBe(
      BodyCode.OTP_INVALID,
    );
  });

  it('bad input is 1001 with the field, and nothing is sent or created', async () => {
    const before = await userCount();
    const sentBefore = t.sms.sent.length;
    const address = freshAddress();
    const badPhone = await post(
      t.app,
      '/casino/user/lb_send_phone_code',
      { country_code: '+84', phone: 'abc' },
      commonHeaders(),
      address,
    );
    expect(badPhone.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'phone' } });
    const badCode = await post(
      t.app,
      '/casino/user/lb_user_phone_login',
      { country_code: '+84', phone: nextPhone(), code: '12' },
      commonHeaders(),
      address,
    );
    expect(badCode.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'code' } });
    const badCountry = await post(
      t.app,
      '/casino/lucky_bear/register',
      { country_code: '+84', phone: nextPhone(), code: '123456', country: 'vnm' },
      commonHeaders(),
      address,
    );
    expect(badCountry.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'country' } });
    expect(t.sms.sent.length).toBe(sentBefore);
    expect(await userCount()).toBe(before);
  });

  it('lucky_bear/register creates the account, records the brand player and its country', async () => {
    const phone = nextPhone();
    const { code, call } = await codeFor(phone);
    const res = await call('/casino/lucky_bear/register', { country_code: '+84', phone, code, country: 'BR' });
    expect(res.body).toMatchObject({ code: 0, data: { is_new_user: true, user_login: 'phone' } });
    const player = await t.db
      .selectFrom('luckybear_player')
      .selectAll()
      .where('user_id', '=', res.body.data.user_id)
      .executeTakeFirst();
    expect(player?.country).toBe('br');
  });

  it('lucky_bear/register takes an invite code: the inviter becomes the referrer; an unknown one is 1003', async () => {
    const inviter = await signInByPhone(t, nextPhone());
    const { invite_code } = await t.db
      .selectFrom('app_user')
      .select('invite_code')
      .where('id', '=', inviter.user_id)
      .executeTakeFirstOrThrow();
    const phone = nextPhone();
    const { code, call } = await codeFor(phone);
    const unknown = await call('/casino/lucky_bear/register', {
      country_code: '+84',
      phone,
      code,
      invite_code: 'NOSUCHCODE',
    });
    expect(unknown.body).toMatchObject({ code: BodyCode.RESOURCE_NOT_FOUND, data: { field: 'invite_code' } });
    // Nobody was created; the code was checked before the invite code (as on the main site), so a new one is needed.
    expect(
      await t.db.selectFrom('app_user').select('id').where('phone', '=', e164(phone)).executeTakeFirst(),
    ).toBeUndefined();
    const again = await codeFor2(phone);
    const res = await again.call('/casino/lucky_bear/register', {
      country_code: '+84',
      phone,
      code: again.code,
      invite_code,
    });
    expect(res.body.code).toBe(0);
    const user = await t.db
      .selectFrom('app_user')
      .select(['referrer_id'])
      .where('id', '=', res.body.data.user_id)
      .executeTakeFirstOrThrow();
    expect(user.referrer_id).toBe(inviter.user_id);
    // Defaults the country to the Country-Code header (vn) when none is given.
    const player = await t.db
      .selectFrom('luckybear_player')
      .select('country')
      .where('user_id', '=', res.body.data.user_id)
      .executeTakeFirstOrThrow();
    expect(player.country).toBe('vn');
  });

  /** A second code for a phone: the resend wait is skipped by ageing the last code. */
  async function codeFor2(phone: string) {
    await t.db.updateTable('otp_code').set({ created_at: 0 }).where('phone', '=', e164(phone)).execute();
    return codeFor(phone);
  }

  it('lucky_bear/register of a phone that has an account is 1009, and its code is not used up', async () => {
    const phone = nextPhone();
    await signInByPhone(t, phone);
    const { code, call } = await codeFor2(phone);
    const res = await call('/casino/lucky_bear/register', { country_code: '+84', phone, code });
    expect(res.body).toMatchObject({ code: BodyCode.CONFLICT, data: { field: 'phone' } });
    expect((await call('/casino/user/lb_user_phone_login', { country_code: '+84', phone, code })).body.code).toBe(0);
  });

  it('the native app must sign these calls (XBSL): unsigned is 1008 and sends nothing', async () => {
    const phone = nextPhone();
    const sentBefore = t.sms.sent.length;
    const res = await post(
      t.app,
      '/casino/user/lb_send_phone_code',
      { country_code: '+84', phone },
      commonHeaders({ PLATFORM: 'app' }),
      freshAddress(),
    );
    expect(res.body.code).toBe(BodyCode.SIGNATURE_INVALID);
    expect(t.sms.sent.length).toBe(sentBefore);
  });

  it('limits sign-in attempts to 30 a minute per client address', async () => {
    const statuses = await statusesOf(
      t.app,
      '/casino/user/lb_user_phone_login',
      { country_code: '+84', phone: '912000000', code: '000000' },
      '192.0.2.41',
    );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('lb_login_conf answers the session-exempt user ids of the configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/casino/user/lb_login_conf', headers: commonHeaders() });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        session_exempt_user_ids: [1000000011, 1000000029],
        tg_bot: 'lbtestbot',
        google: false,
        web_login_ttl_s: 120,
      },
    });
  });
});
