import { generateKeyPairSync } from 'node:crypto';
import { BodyCode, encodeStartParam } from '@app/shared';
import { sign as tmaSign } from '@tma.js/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../../../../../../scripts/miniapp-sim';
import { buildTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { ALICE, loginAs, postTg, sessionHeaders, TEST_BOT, TG_TEST_ENV, thirdPartyKeys } from './helpers/tg';

const LOGIN = '/tg/xw_register_or_login';
const nowS = () => Math.floor(Date.now() / 1000);

describe('POST /tg/xw_register_or_login', () => {
  let t: TestApp;
  let db: DatabaseHandle;
  beforeAll(async () => {
    t = await buildTestApp(TG_TEST_ENV);
    db = createDatabase(t.config.database);
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const login = (initData: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    postTg(t.app, LOGIN, { bot_name: TEST_BOT.name, init_data: initData, ...extra }, { headers });
  const sign = (
    user: Parameters<typeof signInitData>[0]['user'],
    more: Partial<Parameters<typeof signInitData>[0]> = {},
  ) => signInitData({ botToken: TEST_BOT.token, user, ...more });
  const userRow = (id: number) =>
    db.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** An auth-required route: 'need bot_name' (1005) proves the session passed; a bad one gives 1004. */
  const authedCall = (headers: Record<string, string>) => postTg(t.app, '/tg/auth_contact', {}, { headers });

  async function expectRejected(initData: string, reason: RegExp, botName = TEST_BOT.name) {
    const res = await postTg(t.app, LOGIN, { bot_name: botName, init_data: initData });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(BodyCode.AUTH_FAILED);
    expect(body.msg).toMatch(/^Messenger init data is invalid: /);
    expect(body.msg).toMatch(reason);
  }

  it('registers a new messenger user with the profile, media source and referrer of the start param', async () => {
    const inviter = await loginAs(t.app, { id: 500, first_name: 'Inviter', username: 'inviter' });
    const startParam = encodeStartParam({ from: 'ads1', m: String(inviter.user_id) });
    const user = {
      id: 7001,
      first_name: 'Bob',
      last_name: 'Builder',
      username: 'bob_tg',
      language_code: 'en',
      is_premium: true,
      photo_url: 'https://t.me/i/userpic/320/bob.svg',
    };
    const res = await login(sign(user, { startParam, queryId: 'AAHdF6IQAAAAAN0XohDhrOrc' }), { tg_did: 'tg-device-1' });
    const body = res.json();
    expect(body.code).toBe(BodyCode.OK);
    expect(body.data).toMatchObject({
      username: 'bob_tg',
      user_login: 'tg',
      media_source: 'ads1',
      newbie_guide: 'newbie_guide',
      is_new_user: true,
    });
    expect(body.data.user_secret_key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await userRow(body.data.user_id);
    expect(row).toMatchObject({
      username: 'bob_tg',
      first_name: 'Bob',
      last_name: 'Builder',
      language_code: 'en',
      photo_url: 'https://t.me/i/userpic/320/bob.svg',
      media_source: 'ads1',
      start_param: startParam,
      login_type: 'tg',
      phone: null,
    });
    expect(Number(row.is_premium)).toBe(1);
    expect(Number(row.referrer_id)).toBe(inviter.user_id);
    const identity = await db.db
      .selectFrom('user_identity')
      .select(['user_id', 'account_name'])
      .where('provider', '=', 'tg')
      .where('subject', '=', '7001')
      .executeTakeFirstOrThrow();
    expect(Number(identity.user_id)).toBe(body.data.user_id);
    expect(identity.account_name).toBe('bob_tg');
    const session = await db.db
      .selectFrom('user_session')
      .select(['platform', 'device_id', 'login_type'])
      .where('user_id', '=', body.data.user_id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ platform: 'tg', device_id: 'tg-device-1', login_type: 'tg' });
  });

  it('signs the same person in again: same user_id, a new key, both keys live, profile refreshed', async () => {
    const carol = { id: 7002, first_name: 'Carol', username: 'carol', is_premium: true };
    const first = await loginAs(t.app, carol);
    const res = await login(sign({ ...carol, first_name: 'Caroline', is_premium: undefined }));
    const second = res.json().data;
    expect(second.user_id).toBe(first.user_id);
    expect(second.is_new_user).toBe(false);
    expect(second.user_secret_key).not.toBe(first.user_secret_key);

    for (const key of [first, second]) {
      const body = (await authedCall(sessionHeaders(key))).json();
      expect(body).toMatchObject({ code: BodyCode.AUTH_FAILED, msg: 'need bot_name' });
    }
    const forged = (await authedCall(sessionHeaders({ ...second, user_secret_key: 'x'.repeat(43) }))).json();
    expect(forged.code).toBe(BodyCode.SESSION_INVALID);

    const row = await userRow(first.user_id);
    expect(row.first_name).toBe('Caroline');
    expect(Number(row.is_premium)).toBe(0);
  });

  it('records the D-Id header as the device, before tg_did', async () => {
    const res = await login(sign({ id: 7003, first_name: 'Dan' }), { tg_did: 'from-body' }, { 'D-Id': 'from-header' });
    const session = await db.db
      .selectFrom('user_session')
      .select('device_id')
      .where('user_id', '=', res.json().data.user_id)
      .executeTakeFirstOrThrow();
    expect(session.device_id).toBe('from-header');
  });

  it('prefers the body start_param to the init data one; names a generated username without one', async () => {
    const res = await login(sign({ id: 7004, first_name: 'Eve' }, { startParam: 'from-signed' }), {
      start_param: 'from-body1',
    });
    expect(res.json().data).toMatchObject({ media_source: 'body1', username: expect.stringMatching(/^user_\d+$/) });
  });

  it('flags newbie_guide_aiagent when the start param "from" begins with aiagent', async () => {
    const res = await login(sign({ id: 7005, first_name: 'Agent' }, { startParam: 'from-aiagent_x1__m-1' }));
    expect(res.json().data).toMatchObject({ media_source: 'aiagent_x1', newbie_guide: 'newbie_guide_aiagent' });
  });

  it('rejects an edited field', async () => {
    const signed = new URLSearchParams(sign(ALICE));
    signed.set('user', JSON.stringify({ ...ALICE, id: 999 }));
    await expectRejected(signed.toString(), /signature does not match/);
    const reordered = new URLSearchParams(sign(ALICE, { startParam: 'from-a' }));
    reordered.set('start_param', 'from-b');
    await expectRejected(reordered.toString(), /signature does not match/);
  });

  it('rejects unsigned init data (no hash, no signature)', async () => {
    const signed = new URLSearchParams(sign(ALICE));
    signed.delete('hash');
    await expectRejected(signed.toString(), /hash is missing/);
  });

  it('rejects data signed with another bot token', async () => {
    await expectRejected(signInitData({ botToken: '654321:XYZdef_ghijklmnopqrstuv', user: ALICE }), /does not match/);
  });

  it('rejects expired init data and accepts it just inside the age limit', async () => {
    const maxAge = t.config.auth.initDataMaxAgeS;
    expect(maxAge).toBe(86_400);
    await expectRejected(sign(ALICE, { authDate: nowS() - maxAge - 5 }), /expired/);
    const res = await login(sign(ALICE, { authDate: nowS() - maxAge + 30 }));
    expect(res.json().code).toBe(BodyCode.OK);
  });

  it('rejects a future auth_date beyond 60 s of clock skew and accepts one within it', async () => {
    await expectRejected(sign(ALICE, { authDate: nowS() + 600 }), /in the future/);
    const res = await login(sign(ALICE, { authDate: nowS() + 30 }));
    expect(res.json().code).toBe(BodyCode.OK);
  });

  it('rejects an unknown bot, naming it', async () => {
    await expectRejected(sign(ALICE), /unknown bot "other_bot"/, 'other_bot');
  });

  it('accepts the Ed25519 third-party signature without the hash, or with a wrong hash', async () => {
    const user = { id: 7006, first_name: 'Third', username: 'third_party' };
    // Each launch signs its own init data (one init data signs in once, issue 21).
    const launch = () => new URLSearchParams(sign(user, { thirdPartyKey: thirdPartyKeys.privateKey }));
    const signed = launch();
    expect(signed.get('signature')).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect((await login(signed.toString())).json().code).toBe(BodyCode.OK);

    const withoutHash = launch();
    withoutHash.delete('hash');
    const res = await login(withoutHash.toString());
    expect(res.json()).toMatchObject({ code: BodyCode.OK, data: { username: 'third_party', is_new_user: false } });
    const wrongHash = launch();
    wrongHash.set('hash', 'ab'.repeat(32));
    expect((await login(wrongHash.toString())).json().code).toBe(BodyCode.OK);
  });

  it('rejects an Ed25519 signature made with another key, and an edited signed field', async () => {
    const other = generateKeyPairSync('ed25519');
    const forged = new URLSearchParams(sign(ALICE, { thirdPartyKey: other.privateKey }));
    forged.delete('hash');
    await expectRejected(forged.toString(), /signature does not match/);

    const edited = new URLSearchParams(sign(ALICE, { thirdPartyKey: thirdPartyKeys.privateKey }));
    edited.delete('hash');
    edited.set('auth_date', String(nowS() - 1));
    await expectRejected(edited.toString(), /signature does not match/);
  });

  it('rejects signed init data without a user (signed by @tma.js/init-data-node)', async () => {
    const withoutUser = tmaSign({ query_id: 'AAH1' } as never, TEST_BOT.token, new Date());
    await expectRejected(withoutUser, /user is missing/);
  });

  it('validates the body: a missing bot_name is a field error', async () => {
    const res = await postTg(t.app, LOGIN, { init_data: sign(ALICE) });
    expect(res.json()).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'bot_name' } });
  });

  it('limits sign-in attempts to 30 a minute per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await postTg(t.app, LOGIN, { bot_name: 'nope', init_data: 'x=1' }, { ip: '192.0.2.7' });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
