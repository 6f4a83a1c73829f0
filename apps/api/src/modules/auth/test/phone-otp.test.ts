import { BodyCode } from '@app/shared';
import { OTP } from '@app/shared/auth/otp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  freshAddress,
  post,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';

/** Vietnamese mobile numbers (dial code +84), one per test so their limits do not meet. */
let serial = 100_000;
const nextPhone = () => `912${serial++}`;
const e164 = (national: string) => `+84${national}`;

describe('phone sign-in with a one-time code', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  let address = '';
  beforeEach(() => {
    address = freshAddress();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sendCode = (phone: string, purpose = 'login') =>
    post(t.app, '/user/send_otp_via_phone', { country_code: '+84', phone, purpose }, commonHeaders(), address);
  const login = (phone: string, code: string) =>
    post(t.app, '/user/register_or_login_by_phone', { country_code: '84', phone, code }, commonHeaders(), address);

  it('sends a 6-digit code and answers the masked number and the timings', async () => {
    const phone = nextPhone();
    const res = await sendCode(phone);
    expect(res.body).toMatchObject({
      code: 0,
      data: { phone_number: `+8491****${phone.slice(-3)}`, expires_in_s: 300, resend_after_s: 60 },
    });
    expect(t.sms.lastCode(e164(phone))).toMatch(/^\d{6}$/);
  });

  it('registers on first sign-in and signs the same user in later with a new key', async () => {
    const phone = nextPhone();
    const first = await signInByPhone(t, phone);
    expect(first).toMatchObject({ user_login: 'phone', is_new_user: true, newbie_guide: 'newbie_guide' });
    expect(first.user_secret_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OTP.resendAfterMs + 1000 });
    const second = await signInByPhone(t, phone);
    expect(second.user_id).toBe(first.user_id);
    expect(second.is_new_user).toBe(false);
    expect(second.user_secret_key).not.toBe(first.user_secret_key);
  });

  it('a code is single use', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = t.sms.lastCode(e164(phone)) as string;
    expect((await login(phone, code)).body.code).toBe(0);
    expect((await login(phone, code)).body.code).toBe(BodyCode.OTP_INVALID);
  });

  it('a code dies after 5 wrong tries: the right code fails afterwards', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = t.sms.lastCode(e164(phone)) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < OTP.maxWrongTries; i++) {
      const res = await login(phone, wrong);
      expect(res.body.code).toBe(BodyCode.OTP_INVALID);
      left.push(res.body.data.attempts_left);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const res = await login(phone, code);
    expect(res.body).toMatchObject({ code: BodyCode.OTP_INVALID, data: { attempts_left: 0 } });
  });

  it('a code expires after 5 minutes', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = t.sms.lastCode(e164(phone)) as string;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OTP.ttlMs + 1000 });
    expect((await login(phone, code)).body.code).toBe(BodyCode.OTP_INVALID);
  });

  it('a resend sooner than 60 s is refused with the wait, and allowed after it', async () => {
    const phone = nextPhone();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect((await sendCode(phone)).body.code).toBe(0);
    vi.setSystemTime(start + 30_000);
    const early = await sendCode(phone);
    expect(early.body).toMatchObject({ code: BodyCode.OTP_THROTTLED, data: { retry_after_s: 30 } });
    expect(t.sms.sent.filter((m) => m.phone === e164(phone))).toHaveLength(1);
    vi.setSystemTime(start + 61_000);
    expect((await sendCode(phone)).body.code).toBe(0);
  });

  it('a resent code replaces the earlier one', async () => {
    const phone = nextPhone();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await sendCode(phone);
    const old = t.sms.lastCode(e164(phone)) as string;
    vi.setSystemTime(start + 61_000);
    await sendCode(phone);
    const fresh = t.sms.lastCode(e164(phone)) as string;
    if (old !== fresh) expect((await login(phone, old)).body.code).toBe(BodyCode.OTP_INVALID);
    expect((await login(phone, fresh)).body.code).toBe(0);
  });

  it(`caps codes per phone number at ${OTP.perPhonePerHour} an hour`, async () => {
    const phone = nextPhone();
    const start = Date.now();
    const codes: number[] = [];
    for (let i = 0; i <= OTP.perPhonePerHour; i++) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + i * 61_000 });
      codes.push((await sendCode(phone)).body.code);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, BodyCode.OTP_THROTTLED]);
  });

  it(`caps codes per client address at ${OTP.perAddressPerHour} an hour`, async () => {
    const start = Date.now() + 2 * 60 * 60 * 1000; // a fresh hour for this address
    const codes: number[] = [];
    for (let i = 0; i <= OTP.perAddressPerHour; i++) {
      // 61 s apart, so the per-minute route limit is not what stops it.
      vi.useFakeTimers({ toFake: ['Date'], now: start + i * 61_000 });
      codes.push((await sendCode(nextPhone())).body.code);
    }
    expect(codes.slice(0, OTP.perAddressPerHour).every((c) => c === 0)).toBe(true);
    expect(codes.at(-1)).toBe(BodyCode.OTP_THROTTLED);
  });

  it.each([
    ['an invalid number', { country_code: '+84', phone: '12' }, 'phone'],
    ['a number too long for its country', { country_code: '+84', phone: '91234567890' }, 'phone'],
    ['an unsupported dial code', { country_code: '+999', phone: '912345678' }, 'country_code'],
    ['a missing phone', { country_code: '+84' }, 'phone'],
  ])('refuses %s, naming the field, and sends nothing', async (_name, body, field) => {
    const before = t.sms.sent.length;
    const res = await post(t.app, '/user/send_otp_via_phone', body, commonHeaders(), address);
    expect(res.body.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.body.data.field).toBe(field);
    expect(t.sms.sent.length).toBe(before);
  });

  it('a bad number: msg is the code message, the field and its message are said once (data)', async () => {
    const body = { country_code: '+84', phone: '91234567890' };
    const res = await post(t.app, '/user/send_otp_via_phone', body, commonHeaders(), address);
    expect(res.body).toEqual({
      code: BodyCode.INVALID_PARAMS,
      msg: 'Invalid parameter',
      data: { field: 'phone', message: 'is not a valid phone number for +84' },
    });
    // Spec 8.4's display (message, field, its message) then names the number's problem once.
    const shown = `${res.body.msg}: ${res.body.data.field} ${res.body.data.message}`;
    expect(shown.match(/not a valid phone number/g)).toHaveLength(1);
  });

  it('re-verification (expect_user_id) refuses a phone of another account and creates nothing', async () => {
    const owner = await signInByPhone(t, nextPhone());
    const stranger = nextPhone();
    await sendCode(stranger);
    const code = t.sms.lastCode(e164(stranger)) as string;
    const res = await post(
      t.app,
      '/user/register_or_login_by_phone',
      { country_code: '+84', phone: stranger, code, expect_user_id: owner.user_id },
      commonHeaders(),
      address,
    );
    expect(res.body).toMatchObject({ code: BodyCode.AUTH_FAILED, data: { field: 'phone' } });
    const rows = await t.db.selectFrom('app_user').select('id').where('phone', '=', e164(stranger)).execute();
    expect(rows).toHaveLength(0);
  });

  it('re-verification with the user’s own phone opens a fresh session', async () => {
    const phone = nextPhone();
    const owner = await signInByPhone(t, phone);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OTP.resendAfterMs + 1000 });
    const again = await signInByPhone(t, phone, { expect_user_id: owner.user_id });
    expect(again.user_id).toBe(owner.user_id);
  });

  it('a bind code needs a session', async () => {
    const res = await sendCode(nextPhone(), 'bind');
    expect(res.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('stores only a hash of the code', async () => {
    const phone = nextPhone();
    await sendCode(phone);
    const code = t.sms.lastCode(e164(phone)) as string;
    const rows = await t.db.selectFrom('otp_code').select('code_hash').where('phone', '=', e164(phone)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });
});
