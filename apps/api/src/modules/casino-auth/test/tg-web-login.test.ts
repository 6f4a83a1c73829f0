import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../../../../../scripts/miniapp-sim';
import { freshAddress, post } from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { buildCasinoAuthTestApp, type CasinoAuthTestApp, signWidget, TEST_BOT } from './helpers';

let nextTgId = 9_000;

/** The messenger's web login widget data, signed for the test bot (or `token`), dated now unless told. */
function widgetData(overrides: Record<string, string | number> = {}, token?: string) {
  const id = nextTgId++;
  return signWidget(
    {
      id,
      first_name: 'Cam',
      username: `cam${id}`,
      photo_url: 'https://t.me/i/userpic/cam.jpg',
      auth_date: Math.floor(Date.now() / 1000),
      ...overrides,
    },
    token,
  );
}

describe('casino brand tg_web_login (messenger login widget)', () => {
  let t: CasinoAuthTestApp;
  beforeAll(async () => {
    t = await buildCasinoAuthTestApp({ TG_INIT_DATA_MAX_AGE_S: '3600' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (authData: object, bot = TEST_BOT.name) =>
    post(t.app, '/casino/user/tg_web_login', { bot_name: bot, auth_data: authData }, commonHeaders(), freshAddress());
  const identityOf = (tgId: unknown) =>
    t.db
      .selectFrom('user_identity')
      .select(['user_id'])
      .where('provider', '=', 'tg')
      .where('subject', '=', String(tgId))
      .executeTakeFirst();

  it('signs in (registering on first sight) with the login data; the profile comes from the widget', async () => {
    const data = widgetData();
    const res = await login(data);
    expect(res.body).toMatchObject({ code: 0, data: { user_login: 'tg', is_new_user: true, username: data.username } });
    expect((await identityOf(data.id))?.user_id).toBe(res.body.data.user_id);
  });

  it('is the same account as the mini app sign-in of the same messenger user', async () => {
    const data = widgetData();
    const mini = await post(
      t.app,
      '/tg/xw_register_or_login',
      {
        bot_name: TEST_BOT.name,
        init_data: signInitData({ botToken: TEST_BOT.token, user: { id: Number(data.id), first_name: 'Cam' } }),
      },
      commonHeaders({ PLATFORM: 'tg' }),
      freshAddress(),
    );
    expect(mini.body.code).toBe(0);
    const res = await login(data);
    expect(res.body).toMatchObject({ code: 0, data: { user_id: mini.body.data.user_id, is_new_user: false } });
  });

  it('a replayed widget answer is refused (1005) and opens no session', async () => {
    const data = widgetData();
    expect((await login(data)).body.code).toBe(0);
    const again = await login(data);
    expect(again.body).toMatchObject({
      code: BodyCode.AUTH_FAILED,
      data: { reason: expect.stringContaining('used before') },
    });
  });

  it('a changed field, another bot’s signature, or mini-app-style signing is refused and creates nobody', async () => {
    const edited: Record<string, string | number> = { ...widgetData(), username: 'mallory' };
    const otherBot = widgetData({}, '999:another_bot_token_xyz');
    // The mini app's HMAC (keyed with "WebAppData") is not the widget's: init data cannot pass as widget data.
    const miniStyle = new URLSearchParams(
      signInitData({ botToken: TEST_BOT.token, user: { id: 4242, first_name: 'X' } }),
    );
    for (const data of [
      edited,
      otherBot,
      { id: 4242, auth_date: miniStyle.get('auth_date') ?? '0', hash: miniStyle.get('hash') ?? '' },
    ]) {
      const res = await login(data);
      expect(res.body.code).toBe(BodyCode.AUTH_FAILED);
      expect(await identityOf(data.id)).toBeUndefined();
    }
  });

  it('auth_date older than the configured max age is refused', async () => {
    const data = widgetData({ auth_date: Math.floor(Date.now() / 1000) - 3601 });
    expect((await login(data)).body).toMatchObject({
      code: BodyCode.AUTH_FAILED,
      data: { reason: expect.stringContaining('expired') },
    });
    expect(await identityOf(data.id)).toBeUndefined();
  });

  it('an unknown bot is 1005; bad input is 1001 with the field', async () => {
    expect((await login(widgetData(), 'nobot')).body.code).toBe(BodyCode.AUTH_FAILED);
    expect((await login({ id: 1, auth_date: 1, hash: 'nothex' })).body).toMatchObject({
      code: BodyCode.INVALID_PARAMS,
      data: { field: 'auth_data.hash' },
    });
    expect((await login({ auth_date: 1, hash: 'a'.repeat(64) })).body).toMatchObject({ code: BodyCode.INVALID_PARAMS });
  });
});
