import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MiniAppUser, signInitData } from '../../../../../../scripts/miniapp-sim';
import { freshAddress, post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { buildCasinoAuthTestApp, type CasinoAuthTestApp, statusesOf, TEST_BOT } from './helpers';

let nextTgId = 5_000;
const newTgUser = (): MiniAppUser => ({ id: nextTgId++, first_name: 'Bea', username: `bea${nextTgId}` });

/**
 * The messenger web login: a browser starts it (code + polling secret), the mini app confirms it with
 * its init data through /casino/tg/register_or_login, the browser polls for its session.
 */
describe('casino brand messenger web login (handshake)', () => {
  let t: CasinoAuthTestApp;
  beforeAll(async () => {
    t = await buildCasinoAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (url: string, payload: object, headers = commonHeaders()) =>
    post(t.app, url, payload, headers, freshAddress());
  const start = async () => {
    const res = await call('/casino/tg/lb_web_login_init', {});
    expect(res.body.code).toBe(0);
    return res.body.data as { code: string; poll_secret: string; deep_link: string; expires_at: number };
  };
  const poll = (code: string, pollSecret: string) =>
    call('/casino/tg/lb_web_login_result', { code, poll_secret: pollSecret });
  const confirm = (code: string | undefined, user: MiniAppUser, extra: object = {}) =>
    call(
      '/casino/tg/register_or_login',
      {
        bot_name: TEST_BOT.name,
        init_data: signInitData({ botToken: TEST_BOT.token, user }),
        web_login_code: code,
        ...extra,
      },
      commonHeaders({ PLATFORM: 'tg' }),
    );
  const sessionCount = async (userId: number) =>
    Number(
      (
        await t.db
          .selectFrom('user_session')
          .select((e) => e.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('happy path: init gives a t.me link and a secret; pending until confirmed; then the session, once', async () => {
    const started = await start();
    expect(started.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(started.deep_link).toBe(`https://t.me/${TEST_BOT.name}?start=weblogin_${started.code}`);
    expect(started.poll_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await poll(started.code, started.poll_secret)).body).toMatchObject({
      code: 0,
      data: { status: 'pending', login: null },
    });

    const user = newTgUser();
    const mini = await confirm(started.code, user);
    expect(mini.body).toMatchObject({
      code: 0,
      data: { user_login: 'tg', is_new_user: true, web_login_confirmed: true },
    });

    const got = await poll(started.code, started.poll_secret);
    expect(got.body).toMatchObject({
      code: 0,
      data: { status: 'confirmed', login: { user_id: mini.body.data.user_id, user_login: 'tg' } },
    });
    const browser = got.body.data.login;
    // The browser has its own session, not the mini app's, and it works on the main site.
    expect(browser.user_secret_key).not.toBe(mini.body.data.user_secret_key);
    const info = await t.app.inject({
      method: 'POST',
      url: '/user/get_user_info',
      headers: sessionHeaders(browser),
      payload: {},
    });
    expect(info.json()).toMatchObject({ code: 0, data: { user_id: browser.user_id } });
    expect(await sessionCount(browser.user_id)).toBe(2);
  });

  it('a code confirmed once: a second confirmation is 1090 and opens no session', async () => {
    const started = await start();
    const first = newTgUser();
    const ok = await confirm(started.code, first);
    expect(ok.body.code).toBe(0);
    const second = newTgUser();
    const again = await confirm(started.code, second);
    expect(again.body.code).toBe(BodyCode.WEB_LOGIN_USED);
    // The refused messenger sign-in was rolled back whole: the second person got no account.
    expect(
      await t.db.selectFrom('user_identity').select('id').where('subject', '=', String(second.id)).executeTakeFirst(),
    ).toBeUndefined();
    // And the same person confirming again is refused too.
    expect((await confirm(started.code, first)).body.code).toBe(BodyCode.WEB_LOGIN_USED);
  });

  it('the session is handed out once: a second successful poll is 1090 and opens none', async () => {
    const started = await start();
    const ok = await confirm(started.code, newTgUser());
    const userId = ok.body.data.user_id as number;
    expect((await poll(started.code, started.poll_secret)).body.data.status).toBe('confirmed');
    const sessions = await sessionCount(userId);
    expect((await poll(started.code, started.poll_secret)).body.code).toBe(BodyCode.WEB_LOGIN_USED);
    expect(await sessionCount(userId)).toBe(sessions);
  });

  it('ten polls at once of a confirmed code: exactly one gets the session', async () => {
    const started = await start();
    const ok = await confirm(started.code, newTgUser());
    const results = await Promise.all(Array.from({ length: 10 }, () => poll(started.code, started.poll_secret)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.WEB_LOGIN_USED)).toBe(true);
    expect(await sessionCount(ok.body.data.user_id)).toBe(2);
  });

  it('expired after 2 minutes: the poll says expired, a confirmation is 1089 and signs nobody in', async () => {
    const started = await start();
    t.clock.advance(2 * 60 * 1000 + 1);
    expect((await poll(started.code, started.poll_secret)).body).toMatchObject({
      code: 0,
      data: { status: 'expired', login: null },
    });
    const user = newTgUser();
    expect((await confirm(started.code, user)).body.code).toBe(BodyCode.WEB_LOGIN_EXPIRED);
    expect(
      await t.db.selectFrom('user_identity').select('id').where('subject', '=', String(user.id)).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a code confirmed but not collected in time is not handed out', async () => {
    const started = await start();
    await confirm(started.code, newTgUser());
    t.clock.advance(2 * 60 * 1000 + 1);
    expect((await poll(started.code, started.poll_secret)).body.data).toMatchObject({ status: 'expired', login: null });
  });

  it('another browser (wrong secret) is refused like an unknown code, learns nothing, and takes nothing', async () => {
    const started = await start();
    const other = await start();
    await confirm(started.code, newTgUser());
    const wrong = await poll(started.code, other.poll_secret);
    const unknown = await poll('ABCDEFGHJKMN', other.poll_secret);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe(BodyCode.WEB_LOGIN_INVALID);
    expect(wrong.body.data).not.toHaveProperty('status');
    // The right browser still gets its session.
    expect((await poll(started.code, started.poll_secret)).body.data.status).toBe('confirmed');
  });

  it('the code may come as the mini app start parameter weblogin_<code>; it is not taken as a referral', async () => {
    const started = await start();
    const res = await confirm(undefined, newTgUser(), { start_param: `weblogin_${started.code}` });
    expect(res.body).toMatchObject({ code: 0, data: { web_login_confirmed: true, media_source: '' } });
    expect((await poll(started.code, started.poll_secret)).body.data.status).toBe('confirmed');
  });

  it('register_or_login without a code is the plain messenger sign-in; an unknown code is 1088 and signs nobody in', async () => {
    const user = newTgUser();
    const plain = await confirm(undefined, user);
    expect(plain.body).toMatchObject({ code: 0, data: { web_login_confirmed: false, is_new_user: true } });
    const stranger = newTgUser();
    expect((await confirm('ABCDEFGHJKMN', stranger)).body.code).toBe(BodyCode.WEB_LOGIN_INVALID);
    expect(
      await t.db.selectFrom('user_identity').select('id').where('subject', '=', String(stranger.id)).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('bad input is 1001 and changes nothing', async () => {
    expect((await poll('short', 'x')).body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'code' } });
    const res = await call(
      '/casino/tg/register_or_login',
      { bot_name: TEST_BOT.name, init_data: 'x=1', web_login_code: 'lower-case' },
      commonHeaders({ PLATFORM: 'tg' }),
    );
    expect(res.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'web_login_code' } });
  });

  it('forged init data confirms nothing', async () => {
    const started = await start();
    const res = await confirm(started.code, newTgUser(), {
      init_data: signInitData({ botToken: '1:wrongtoken_abcdefgh', user: newTgUser() }),
    });
    expect(res.body.code).toBe(BodyCode.AUTH_FAILED);
    expect((await poll(started.code, started.poll_secret)).body.data.status).toBe('pending');
  });

  it('limits web-login starts to 30 a minute per client address', async () => {
    const statuses = await statusesOf(t.app, '/casino/tg/lb_web_login_init', {}, '192.0.2.51');
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
