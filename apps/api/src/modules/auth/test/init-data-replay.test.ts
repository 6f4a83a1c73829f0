import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../../../../../scripts/miniapp-sim';
import { buildTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { postTg, TEST_BOT, TG_TEST_ENV, thirdPartyKeys } from './helpers/tg';

const LOGIN = '/tg/xw_register_or_login';
/** A short validity window for this suite (TG_INIT_DATA_MAX_AGE_S), to show that it is the one used. */
const MAX_AGE_S = 600;
const nowS = () => Math.floor(Date.now() / 1000);

/**
 * Issue 21: the same messenger init data signed in again for 24 hours, each time with a new session
 * key. Now, while the session an init data opened is live, a copy of it is refused (1005) and opens
 * none; once that session ended, the init data may sign in again (the messenger's 1004 reload).
 */
describe('init data replay', () => {
  let t: TestApp;
  let db: DatabaseHandle;
  let userSerial = 8_100;
  beforeAll(async () => {
    t = await buildTestApp({ ...TG_TEST_ENV, TG_INIT_DATA_MAX_AGE_S: String(MAX_AGE_S) });
    db = createDatabase(t.config.database);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const newUser = () => ({ id: userSerial++, first_name: 'Replay', username: `replay${userSerial}` });
  const login = (initData: string) => postTg(t.app, LOGIN, { bot_name: TEST_BOT.name, init_data: initData });
  const sessionsOf = async (tgUserId: number) => {
    const identity = await db.db
      .selectFrom('user_identity')
      .select('user_id')
      .where('provider', '=', 'tg')
      .where('subject', '=', String(tgUserId))
      .executeTakeFirst();
    if (!identity) return 0;
    const rows = await db.db.selectFrom('user_session').select('id').where('user_id', '=', identity.user_id).execute();
    return rows.length;
  };

  it('signs in once with an init data; the same init data again is refused and opens no session', async () => {
    const user = newUser();
    const initData = signInitData({ botToken: TEST_BOT.token, user });
    expect((await login(initData)).json().code).toBe(BodyCode.OK);
    const again = (await login(initData)).json();
    expect(again).toMatchObject({
      code: BodyCode.AUTH_FAILED,
      data: { reason: expect.stringMatching(/already signed in and that session is still open/) },
    });
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('once the session it opened has ended, the same init data signs in again (the 1004 reload, spec 8.3)', async () => {
    const user = newUser();
    const initData = signInitData({ botToken: TEST_BOT.token, user });
    const first = (await login(initData)).json().data;
    const logout = await postTg(
      t.app,
      '/user/logout',
      {},
      { headers: { 'User-Id': String(first.user_id), 'User-Secret-Key': first.user_secret_key } },
    );
    expect(logout.json().code).toBe(BodyCode.OK);
    const again = (await login(initData)).json();
    expect(again.code).toBe(BodyCode.OK);
    expect(again.data.user_secret_key).not.toBe(first.user_secret_key);
    // ... and while that new session is live, a copy is refused again.
    expect((await login(initData)).json().code).toBe(BodyCode.AUTH_FAILED);
    expect(await sessionsOf(user.id)).toBe(2);
  });

  it('a new launch (new init data) of the same person signs in again', async () => {
    const user = newUser();
    expect((await login(signInitData({ botToken: TEST_BOT.token, user }))).json().code).toBe(BodyCode.OK);
    expect((await login(signInitData({ botToken: TEST_BOT.token, user }))).json().code).toBe(BodyCode.OK);
    expect(await sessionsOf(user.id)).toBe(2);
  });

  it('stripping the hash (or the signature) does not make a used init data new', async () => {
    const user = newUser();
    const signed = signInitData({ botToken: TEST_BOT.token, user, thirdPartyKey: thirdPartyKeys.privateKey });
    expect((await login(signed)).json().code).toBe(BodyCode.OK);
    const withoutHash = new URLSearchParams(signed);
    withoutHash.delete('hash');
    expect((await login(withoutHash.toString())).json().code).toBe(BodyCode.AUTH_FAILED);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('lets exactly one of many concurrent copies sign in', async () => {
    const user = newUser();
    const initData = signInitData({ botToken: TEST_BOT.token, user });
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(initData)));
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === BodyCode.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === BodyCode.AUTH_FAILED)).toHaveLength(11);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('keeps the claim for the configured validity window, and refuses init data older than it', async () => {
    const user = newUser();
    const authDate = nowS() - 30;
    expect((await login(signInitData({ botToken: TEST_BOT.token, user, authDate }))).json().code).toBe(BodyCode.OK);
    const claim = await db.db
      .selectFrom('used_init_data')
      .select('expires_at')
      .where('tg_user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(claim.expires_at)).toBe((authDate + MAX_AGE_S) * 1000);

    const stale = signInitData({ botToken: TEST_BOT.token, user, authDate: nowS() - MAX_AGE_S - 5 });
    expect((await login(stale)).json()).toMatchObject({
      code: BodyCode.AUTH_FAILED,
      data: { reason: expect.stringMatching(new RegExp(`older than ${MAX_AGE_S} s`)) },
    });
  });
});
