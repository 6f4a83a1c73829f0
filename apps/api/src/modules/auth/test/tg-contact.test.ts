import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedContact, signContactData } from '../../../../../../scripts/miniapp-sim';
import { buildTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { ALICE, loginAs, postTg, sessionHeaders, TEST_BOT, TG_TEST_ENV } from './helpers/tg';

const CONTACT = '/tg/auth_contact';

describe('POST /tg/auth_contact', () => {
  let t: TestApp;
  let db: DatabaseHandle;
  let alice: { user_id: number; user_secret_key: string };
  let bob: { user_id: number; user_secret_key: string };
  beforeAll(async () => {
    t = await buildTestApp(TG_TEST_ENV);
    db = createDatabase(t.config.database);
    alice = await loginAs(t.app, ALICE);
    bob = await loginAs(t.app, { id: 222, first_name: 'Bob', username: 'bob' });
  });
  afterAll(async () => {
    await db.close();
    await t.close();
  });

  const aliceContact = (phone = '84912345678'): SharedContact => ({
    user_id: ALICE.id,
    phone_number: phone,
    first_name: 'Alice',
  });
  const signed = (contact: SharedContact, authDate?: number) =>
    signContactData({ botToken: TEST_BOT.token, contact, authDate });
  const share = (who: { user_id: number; user_secret_key: string }, body: object) =>
    postTg(t.app, CONTACT, body, { headers: sessionHeaders(who) });
  const phoneOf = async (id: number) =>
    (await db.db.selectFrom('app_user').select('phone').where('id', '=', id).executeTakeFirstOrThrow()).phone;

  async function expectAuthFailed(body: object, msg: RegExp) {
    const res = await share(alice, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: BodyCode.AUTH_FAILED, msg: expect.stringMatching(msg) });
  }

  it('needs a session', async () => {
    const res = await postTg(t.app, CONTACT, { bot_name: TEST_BOT.name, data: signed(aliceContact()) });
    expect(res.json().code).toBe(BodyCode.SESSION_INVALID);
  });

  it('needs bot_name, then data (spec wording)', async () => {
    await expectAuthFailed({ data: signed(aliceContact()) }, /^need bot_name$/);
    await expectAuthFailed({ bot_name: '', data: signed(aliceContact()) }, /^need bot_name$/);
    await expectAuthFailed({ bot_name: TEST_BOT.name }, /^need data$/);
  });

  it('rejects an unknown bot', async () => {
    await expectAuthFailed({ bot_name: 'other_bot', data: signed(aliceContact()) }, /unknown bot "other_bot"/);
  });

  it('rejects tampered contact data', async () => {
    const data = new URLSearchParams(signed(aliceContact()));
    data.set('contact', JSON.stringify(aliceContact('84987654321')));
    await expectAuthFailed(
      { bot_name: TEST_BOT.name, data: data.toString() },
      /^Messenger contact data is invalid: signature does not match/,
    );
    const unsigned = new URLSearchParams(signed(aliceContact()));
    unsigned.delete('hash');
    await expectAuthFailed({ bot_name: TEST_BOT.name, data: unsigned.toString() }, /hash is missing/);
  });

  it('rejects expired and future-dated contact data', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectAuthFailed({ bot_name: TEST_BOT.name, data: signed(aliceContact(), now - 90_000) }, /expired/);
    await expectAuthFailed({ bot_name: TEST_BOT.name, data: signed(aliceContact(), now + 600) }, /in the future/);
  });

  it("rejects another user's contact, and a contact of nobody signed in here", async () => {
    const bobs = signed({ user_id: 222, phone_number: '84911111111' });
    await expectAuthFailed({ bot_name: TEST_BOT.name, data: bobs }, /not the messenger account of the signed-in user/);
    const stranger = signed({ user_id: 999_999, phone_number: '84911111112' });
    await expectAuthFailed({ bot_name: TEST_BOT.name, data: stranger }, /not the messenger account/);
    expect(await phoneOf(alice.user_id)).toBeNull();
  });

  it('rejects a phone number that is not valid', async () => {
    const res = await share(alice, { bot_name: TEST_BOT.name, data: signed(aliceContact('8491234')) });
    expect(res.json()).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'data' } });
  });

  it('binds the shared phone as E.164 (with or without the +), again without harm', async () => {
    const res = await share(alice, { bot_name: TEST_BOT.name, data: signed(aliceContact('84912345678')) });
    expect(res.json()).toEqual({ code: BodyCode.OK, msg: 'ok', data: { phone_number: '+84912345678', bound: true } });
    expect(await phoneOf(alice.user_id)).toBe('+84912345678');

    const again = await share(alice, { bot_name: TEST_BOT.name, data: signed(aliceContact('+84912345678')) });
    expect(again.json().data).toEqual({ phone_number: '+84912345678', bound: true });
  });

  it('answers 1009 when another account has the phone', async () => {
    const res = await share(bob, {
      bot_name: TEST_BOT.name,
      data: signed({ user_id: 222, phone_number: '84912345678', first_name: 'Bob' }),
    });
    expect(res.json().code).toBe(BodyCode.CONFLICT);
    expect(await phoneOf(bob.user_id)).toBeNull();
  });
});
