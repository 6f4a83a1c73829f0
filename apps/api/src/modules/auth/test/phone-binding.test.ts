import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SharedContact, signContactData } from '../../../../../../scripts/miniapp-sim';
import {
  type AuthTestApp,
  buildAuthTestApp,
  freshAddress,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { loginAs, TEST_BOT, TG_TEST_ENV } from './helpers/tg';

/**
 * Issue 21: one rule for every way a phone gets bound (/user/bind_phone with a code, /tg/auth_contact
 * with the messenger's shared contact). A first phone binds; replacing a bound phone needs a recent
 * sign-in and the old phone's 'change' code, is recorded, and ends the user's other sessions.
 */
describe('phone binding and change', () => {
  let t: AuthTestApp;
  let serial = 600_000;
  let tgSerial = 9_100;
  const nextPhone = () => `916${serial++}`;
  const e164 = (phone: string) => `+84${phone}`;

  beforeAll(async () => {
    t = await buildAuthTestApp(TG_TEST_ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  const phoneOf = async (userId: number) =>
    (await t.db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;
  const changesOf = (userId: number) =>
    t.db
      .selectFrom('phone_change')
      .select(['old_phone', 'new_phone', 'way', 'session_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  /** Makes the session's last sign-in older than the step-up window (24 h). */
  const ageSignIn = async (login: LoginResponse) => {
    await t.db
      .updateTable('user_session')
      .set({ verified_at: Date.now() - 25 * 60 * 60 * 1000 })
      .where('user_id', '=', login.user_id)
      .execute();
  };
  const alive = async (login: LoginResponse) =>
    (await post(t.app, '/user/get_user_info', {}, sessionHeaders(login))).body.code === BodyCode.OK;

  /** Sends a one-time code of `purpose` to `phone` as `login` and reads it off the phone. */
  async function codeFor(login: LoginResponse, phone: string, purpose: 'bind' | 'change'): Promise<string> {
    const sent = await post(
      t.app,
      '/user/send_otp_via_phone',
      { country_code: '+84', phone, purpose },
      sessionHeaders(login),
      freshAddress(),
    );
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(BodyCode.OK);
    return t.sms.lastCode(e164(phone)) as string;
  }

  const bindByCode = (login: LoginResponse, phone: string, code: string, oldPhoneCode?: string) =>
    post(
      t.app,
      '/user/bind_phone',
      { country_code: '+84', phone, code, ...(oldPhoneCode ? { old_phone_code: oldPhoneCode } : {}) },
      sessionHeaders(login),
      freshAddress(),
    );

  /** A messenger user signed in twice (two sessions), and how to share a contact as them. */
  async function messengerUser() {
    const tgUser = { id: tgSerial++, first_name: 'Mia', username: `mia${tgSerial}` };
    const first = (await loginAs(t.app, tgUser)) as unknown as LoginResponse;
    const second = (await loginAs(t.app, tgUser)) as unknown as LoginResponse;
    const share = (phone: string, oldPhoneCode?: string) => {
      const contact: SharedContact = { user_id: tgUser.id, phone_number: `84${phone}` };
      return post(
        t.app,
        '/tg/auth_contact',
        {
          bot_name: TEST_BOT.name,
          data: signContactData({ botToken: TEST_BOT.token, contact }),
          ...(oldPhoneCode ? { old_phone_code: oldPhoneCode } : {}),
        },
        sessionHeaders(first, { PLATFORM: 'tg' }),
        freshAddress(),
      );
    };
    return { first, second, share };
  }

  describe('through the shared contact (/tg/auth_contact)', () => {
    it('binds a first phone, even when the last sign-in is old', async () => {
      const { first, share } = await messengerUser();
      await ageSignIn(first);
      const phone = nextPhone();
      expect((await share(phone)).body).toMatchObject({ code: BodyCode.OK, data: { phone_number: e164(phone) } });
      expect(await phoneOf(first.user_id)).toBe(e164(phone));
      expect(await changesOf(first.user_id)).toEqual([]);
    });

    it('does not replace a bound phone without the old phone’s code (the reported failure)', async () => {
      const { first, second, share } = await messengerUser();
      const old = nextPhone();
      await share(old);
      const res = await share(nextPhone());
      expect(res.body.code).toBe(BodyCode.OLD_PHONE_CONFIRMATION_REQUIRED);
      expect(await phoneOf(first.user_id)).toBe(e164(old));
      expect(await changesOf(first.user_id)).toEqual([]);
      expect(await alive(second)).toBe(true);
    });

    it('asks for a recent sign-in (1010) before a change, and nothing changes', async () => {
      const { first, share } = await messengerUser();
      const old = nextPhone();
      await share(old);
      const oldCode = await codeFor(first, old, 'change');
      await ageSignIn(first);
      expect((await share(nextPhone(), oldCode)).body.code).toBe(BodyCode.VERIFICATION_REQUIRED);
      expect(await phoneOf(first.user_id)).toBe(e164(old));
    });

    it('refuses a wrong old-phone code', async () => {
      const { first, share } = await messengerUser();
      const old = nextPhone();
      await share(old);
      await codeFor(first, old, 'change');
      expect((await share(nextPhone(), '000000')).body.code).toBe(BodyCode.OTP_INVALID);
      expect(await phoneOf(first.user_id)).toBe(e164(old));
    });

    it('changes with the old phone’s code: recorded, and the other sessions end', async () => {
      const { first, second, share } = await messengerUser();
      const old = nextPhone();
      const next = nextPhone();
      await share(old);
      const oldCode = await codeFor(first, old, 'change');
      expect((await share(next, oldCode)).body).toMatchObject({
        code: BodyCode.OK,
        data: { phone_number: e164(next) },
      });
      expect(await phoneOf(first.user_id)).toBe(e164(next));
      expect(await changesOf(first.user_id)).toEqual([
        { old_phone: e164(old), new_phone: e164(next), way: 'contact', session_id: expect.anything() },
      ]);
      expect(await alive(first)).toBe(true);
      expect(await alive(second)).toBe(false);
    });
  });

  describe('through a one-time code (/user/bind_phone)', () => {
    it('binds a first phone with its bind code, even when the last sign-in is old', async () => {
      const login = await signInByPhoneLess();
      await ageSignIn(login);
      const phone = nextPhone();
      const res = await bindByCode(login, phone, await codeFor(login, phone, 'bind'));
      expect(res.body).toMatchObject({ code: BodyCode.OK, data: { phone_number: e164(phone), bound: true } });
    });

    it('asks for the old phone’s code first, without using up the new phone’s code', async () => {
      const old = nextPhone();
      const login = await signInByPhone(t, old);
      const next = nextPhone();
      const newCode = await codeFor(login, next, 'bind');
      expect((await bindByCode(login, next, newCode)).body.code).toBe(BodyCode.OLD_PHONE_CONFIRMATION_REQUIRED);
      expect(await phoneOf(login.user_id)).toBe(e164(old));

      const oldCode = await codeFor(login, old, 'change');
      const res = await bindByCode(login, next, newCode, oldCode);
      expect(res.body).toMatchObject({ code: BodyCode.OK, data: { phone_number: e164(next) } });
      expect(await changesOf(login.user_id)).toEqual([
        { old_phone: e164(old), new_phone: e164(next), way: 'code', session_id: expect.anything() },
      ]);
    });

    it('asks for a recent sign-in (1010) before a change', async () => {
      const old = nextPhone();
      const login = await signInByPhone(t, old);
      const oldCode = await codeFor(login, old, 'change');
      const next = nextPhone();
      const newCode = await codeFor(login, next, 'bind');
      await ageSignIn(login);
      expect((await bindByCode(login, next, newCode, oldCode)).body.code).toBe(BodyCode.VERIFICATION_REQUIRED);
      expect(await phoneOf(login.user_id)).toBe(e164(old));
    });

    it('ends the other sessions of the user when the phone changes', async () => {
      const { first: login, second: elsewhere } = await messengerUser();
      const old = nextPhone();
      expect((await bindByCode(login, old, await codeFor(login, old, 'bind'))).body.code).toBe(BodyCode.OK);
      const next = nextPhone();
      const newCode = await codeFor(login, next, 'bind');
      const oldCode = await codeFor(login, old, 'change');
      expect((await bindByCode(login, next, newCode, oldCode)).body.code).toBe(BodyCode.OK);
      expect(await alive(login)).toBe(true);
      expect(await alive(elsewhere)).toBe(false);
    });

    it('sends a change code only to the phone bound to the signed-in user', async () => {
      const login = await signInByPhone(t, nextPhone());
      const other = await post(
        t.app,
        '/user/send_otp_via_phone',
        { country_code: '+84', phone: nextPhone(), purpose: 'change' },
        sessionHeaders(login),
        freshAddress(),
      );
      expect(other.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'phone' } });
      const signedOut = await post(
        t.app,
        '/user/send_otp_via_phone',
        { country_code: '+84', phone: nextPhone(), purpose: 'change' },
        undefined,
        freshAddress(),
      );
      expect(signedOut.body.code).toBe(BodyCode.SESSION_INVALID);
    });

    it('answers 1009 when another account has the phone, before any code is used', async () => {
      const taken = nextPhone();
      await signInByPhone(t, taken);
      const login = await signInByPhone(t, nextPhone());
      expect((await bindByCode(login, taken, '123456')).body.code).toBe(BodyCode.CONFLICT);
    });
  });

  it('binds one free phone to exactly one of many users sharing it at once', async () => {
    const phone = nextPhone();
    const users = await Promise.all(Array.from({ length: 8 }, () => messengerUser()));
    const answers = await Promise.all(users.map((u) => u.share(phone)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === BodyCode.OK)).toHaveLength(1);
    expect(codes.filter((c) => c === BodyCode.CONFLICT)).toHaveLength(users.length - 1);
    const owners = await t.db.selectFrom('app_user').select('id').where('phone', '=', e164(phone)).execute();
    expect(owners).toHaveLength(1);
  });

  /** A user without a phone: form registration. */
  async function signInByPhoneLess(): Promise<LoginResponse> {
    const name = `np_${serial++}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/regist',
      headers: { ...commonHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${name}&password=correct-horse`,
      remoteAddress: freshAddress(),
    });
    return res.json().data.login as LoginResponse;
  }
});
