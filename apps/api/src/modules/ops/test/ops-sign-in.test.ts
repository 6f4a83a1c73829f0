import { BodyCode } from '@app/shared';
import {
  opsEnrolConfirm,
  opsEnrolStart,
  opsMe,
  opsSignIn,
  opsSignOut,
  opsVerifySecondFactor,
} from '@app/shared/ops/auth-contracts';
import { opsUnlockOperator } from '@app/shared/ops/operator-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devProductionSecrets } from '../../../../../../scripts/dev-secrets';
import { loadConfig } from '../../../config';
import {
  buildOpsTestApp,
  cookieOf,
  type OpsTestApp,
  OWNER,
  operatorWith,
  opsCall,
  ownerSignedIn,
  passwordStep,
  type SignedInOperator,
  totpAt,
} from './helpers/ops-test-app';

/** Issue 11: password then TOTP, enrolment, recovery codes, sessions, lockout. */
describe('operator sign-in', () => {
  let t: OpsTestApp;
  let owner: SignedInOperator;
  beforeAll(async () => {
    t = await buildOpsTestApp({ OPS_LOCKOUT_FAILURES: '3' });
    owner = await ownerSignedIn(t);
  });
  afterAll(async () => {
    await t.close();
  });
  // Tests move the clock by hours: each starts with a fresh owner session.
  beforeEach(async () => {
    if (!owner) return;
    const res = await signInWithTotp(owner);
    owner = { ...owner, cookie: cookieOf(res.setCookie), csrf: res.body.data.csrf_token };
  });

  it('enrolment answers an otpauth URI, a QR code and 10 recovery codes; the session is then full', async () => {
    const support = await operatorWith(t, owner, ['support']);
    expect(support.recoveryCodes).toHaveLength(10);
    expect(new Set(support.recoveryCodes).size).toBe(10);
    const me = await opsCall(t, opsMe, {}, { session: support });
    expect(me.body).toMatchObject({ code: 0, data: { email: support.email, roles: ['support'] } });
    expect(me.body.data.permissions).toContain('users.flag');
    expect(me.body.data.permissions).not.toContain('operators.manage');
  });

  it('the enrolment step answers the URI and an SVG QR code; the secret is stored encrypted', async () => {
    const email = 'enrol-check@example.com';
    await opsCall(
      t,
      { method: 'POST', path: '/ops/operators/create' },
      { email, display_name: 'E', password: 'enrol-check-password', roles: [] },
      { session: owner },
    );
    const pending = await passwordStep(t, email, 'enrol-check-password');
    expect(pending.next).toBe('enrol');
    const started = await opsCall(t, opsEnrolStart, {}, { session: pending });
    expect(started.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(started.body.data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const row = await t.db
      .selectFrom('ops_operator')
      .select('totp_secret_enc')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret_enc).toMatch(/^v1\./);
    expect(row.totp_secret_enc).not.toContain(started.body.data.secret);
    expect(row.totp_secret_enc).not.toContain(Buffer.from(started.body.data.secret).toString('base64url'));
  });

  it('a session that passed only the password gets nothing but the second factor (1031)', async () => {
    const pending = await passwordStep(t, OWNER.email, OWNER.password);
    expect(pending.next).toBe('totp');
    const me = await opsCall(t, opsMe, {}, { session: pending });
    expect(me.body).toMatchObject({ code: BodyCode.OPS_SECOND_FACTOR_REQUIRED, data: { next: 'totp' } });
    const list = await opsCall(t, { method: 'GET', path: '/ops/operators' }, {}, { session: pending });
    expect(list.body.code).toBe(BodyCode.OPS_SECOND_FACTOR_REQUIRED);
  });

  it('a wrong password is refused (1005) and opens no session', async () => {
    const res = await opsCall(t, opsSignIn, { email: OWNER.email, password: 'not-the-password' });
    expect(res.body.code).toBe(BodyCode.AUTH_FAILED);
    expect(res.setCookie).toBe('');
    const unknown = await opsCall(t, opsSignIn, { email: 'nobody@example.com', password: 'whatever-password' });
    expect(unknown.body.code).toBe(BodyCode.AUTH_FAILED);
    // A success resets the failure count for the next tests.
    const ok = await signInWithTotp(owner);
    expect(ok.body.code).toBe(0);
  });

  it('a wrong TOTP code is refused (1006) and the session stays pending', async () => {
    const pending = await passwordStep(t, OWNER.email, OWNER.password);
    const wrong = await opsCall(
      t,
      opsVerifySecondFactor,
      { code: await totpAt(t, owner.secret, 10 * 60_000) },
      { session: pending },
    );
    expect(wrong.body.code).toBe(BodyCode.OTP_INVALID);
    expect(wrong.setCookie).toBe('');
    expect((await opsCall(t, opsMe, {}, { session: pending })).body.code).toBe(BodyCode.OPS_SECOND_FACTOR_REQUIRED);
    t.advance(30_000);
    expect(
      (await opsCall(t, opsVerifySecondFactor, { code: await totpAt(t, owner.secret) }, { session: pending })).body
        .code,
    ).toBe(0);
  });

  it('a TOTP code replayed inside its window is refused', async () => {
    t.advance(30_000);
    const code = await totpAt(t, owner.secret);
    const first = await passwordStep(t, OWNER.email, OWNER.password);
    expect((await opsCall(t, opsVerifySecondFactor, { code }, { session: first })).body.code).toBe(0);
    t.advance(5_000);
    const second = await passwordStep(t, OWNER.email, OWNER.password);
    const replay = await opsCall(t, opsVerifySecondFactor, { code }, { session: second });
    expect(replay.body.code).toBe(BodyCode.OTP_INVALID);
    expect(replay.setCookie).toBe('');
    // The next step's code is accepted.
    t.advance(30_000);
    expect(
      (await opsCall(t, opsVerifySecondFactor, { code: await totpAt(t, owner.secret) }, { session: second })).body.code,
    ).toBe(0);
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    const operator = await operatorWith(t, owner, ['analyst']);
    const recovery = operator.recoveryCodes[3] as string;
    const first = await passwordStep(t, operator.email, operator.password);
    const used = await opsCall(t, opsVerifySecondFactor, { recovery_code: recovery.toUpperCase() }, { session: first });
    expect(used.body).toMatchObject({ code: 0, data: { email: operator.email } });
    const second = await passwordStep(t, operator.email, operator.password);
    const again = await opsCall(t, opsVerifySecondFactor, { recovery_code: recovery }, { session: second });
    expect(again.body.code).toBe(BodyCode.OTP_INVALID);
    expect(again.setCookie).toBe('');
  });

  it('locks the account after N failures with a clear error, even for the right password; an owner unlocks it', async () => {
    const operator = await operatorWith(t, owner, ['content']);
    for (let i = 0; i < 2; i++) {
      expect((await opsCall(t, opsSignIn, { email: operator.email, password: 'wrong-password-x' })).body.code).toBe(
        BodyCode.AUTH_FAILED,
      );
    }
    // A wrong code counts too: the third failure locks.
    const pending = await passwordStep(t, operator.email, operator.password);
    const third = await opsCall(
      t,
      opsVerifySecondFactor,
      { code: '000000' === (await totpAt(t, operator.secret)) ? '111111' : '000000' },
      { session: pending },
    );
    expect(third.body).toMatchObject({
      code: BodyCode.OPS_ACCOUNT_LOCKED,
      data: { retry_after_s: expect.any(Number) },
    });
    expect(third.body.msg).toMatch(/locked/);
    const right = await opsCall(t, opsSignIn, { email: operator.email, password: operator.password });
    expect(right.body.code).toBe(BodyCode.OPS_ACCOUNT_LOCKED);
    expect(right.setCookie).toBe('');

    const unlocked = await opsCall(t, opsUnlockOperator, { operator_id: operator.id }, { session: owner });
    expect(unlocked.body).toMatchObject({ code: 0, data: { locked_until: null } });
    expect((await opsCall(t, opsSignIn, { email: operator.email, password: operator.password })).body.code).toBe(0);
  });

  it('the lock runs out by itself after the configured period', async () => {
    const operator = await operatorWith(t, owner, ['content']);
    for (let i = 0; i < 3; i++) await opsCall(t, opsSignIn, { email: operator.email, password: 'wrong-password-y' });
    expect((await opsCall(t, opsSignIn, { email: operator.email, password: operator.password })).body.code).toBe(
      BodyCode.OPS_ACCOUNT_LOCKED,
    );
    t.advance(15 * 60_000 + 1);
    expect((await opsCall(t, opsSignIn, { email: operator.email, password: operator.password })).body.code).toBe(0);
  });

  it('a session ends after 30 idle minutes, and 12 hours after sign-in however busy', async () => {
    const idle = await operatorWith(t, owner, ['analyst']);
    const busySince = t.clock.now;
    const busy = await operatorWith(t, owner, ['analyst']);
    // (Signing in the second one moved the clock a minute.)
    t.advance(28 * 60_000);
    expect((await opsCall(t, opsMe, {}, { session: idle })).body.code).toBe(0);
    expect((await opsCall(t, opsMe, {}, { session: busy })).body.code).toBe(0);
    t.advance(20 * 60_000);
    expect((await opsCall(t, opsMe, {}, { session: busy })).body.code).toBe(0);
    t.advance(11 * 60_000);
    expect((await opsCall(t, opsMe, {}, { session: busy })).body.code).toBe(0);
    expect((await opsCall(t, opsMe, {}, { session: idle })).body.code).toBe(BodyCode.OPS_SESSION_INVALID);
    // Busy: a call every 20 minutes keeps it alive until 12 hours after sign-in, not a minute longer.
    const end = busySince + 12 * 3_600_000;
    while (t.clock.now + 20 * 60_000 < end) {
      t.advance(20 * 60_000);
      expect((await opsCall(t, opsMe, {}, { session: busy })).body.code).toBe(0);
    }
    t.advance(end + 60_000 - t.clock.now);
    expect((await opsCall(t, opsMe, {}, { session: busy })).body.code).toBe(BodyCode.OPS_SESSION_INVALID);
  });

  it('the cookie is HttpOnly, Secure, SameSite=Strict, Path=/; sign-out ends the session and clears it', async () => {
    t.advance(30_000);
    const pending = await passwordStep(t, OWNER.email, OWNER.password);
    const res = await opsCall(t, opsVerifySecondFactor, { code: await totpAt(t, owner.secret) }, { session: pending });
    expect(res.setCookie).toMatch(
      /^ops_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Strict$/,
    );
    const session = { cookie: cookieOf(res.setCookie), csrf: res.body.data.csrf_token };
    // The pending token died when the full session replaced it.
    expect((await opsCall(t, opsMe, {}, { session: pending })).body.code).toBe(BodyCode.OPS_SESSION_INVALID);
    const out = await opsCall(t, opsSignOut, {}, { session });
    expect(out.body.code).toBe(0);
    expect(out.setCookie).toMatch(/^ops_session=; Path=\/; Max-Age=0/);
    expect((await opsCall(t, opsMe, {}, { session })).body.code).toBe(BodyCode.OPS_SESSION_INVALID);
  });

  it('confirming an enrolment needs the right code', async () => {
    const email = 'enrol-wrong@example.com';
    await opsCall(
      t,
      { method: 'POST', path: '/ops/operators/create' },
      { email, display_name: 'W', password: 'enrol-wrong-password', roles: ['analyst'] },
      { session: owner },
    );
    const pending = await passwordStep(t, email, 'enrol-wrong-password');
    const started = await opsCall(t, opsEnrolStart, {}, { session: pending });
    const wrong = await opsCall(
      t,
      opsEnrolConfirm,
      { code: await totpAt(t, started.body.data.secret, 3_600_000) },
      { session: pending },
    );
    expect(wrong.body.code).toBe(BodyCode.OTP_INVALID);
    const row = await t.db
      .selectFrom('ops_operator')
      .select('totp_enabled')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(row.totp_enabled)).toBe(0);
  });

  async function signInWithTotp(operator: SignedInOperator) {
    t.advance(30_000);
    const pending = await passwordStep(t, operator.email, operator.password);
    return opsCall(t, opsVerifySecondFactor, { code: await totpAt(t, operator.secret) }, { session: pending });
  }
});

describe('operator sign-in rate limits', () => {
  let t: OpsTestApp;
  beforeAll(async () => {
    t = await buildOpsTestApp({ OPS_SIGN_IN_MAX_PER_IP: '4', OPS_SIGN_IN_MAX_PER_ACCOUNT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts attempts per address and per email (HTTP 429 beyond)', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await opsCall(
        t,
        opsSignIn,
        { email: 'a@example.com', password: 'wrong-password' },
        { ip: '10.9.0.1' },
      );
      expect(res.body.code).toBe(BodyCode.AUTH_FAILED);
    }
    const perAccount = await opsCall(
      t,
      opsSignIn,
      { email: 'a@example.com', password: 'wrong-password' },
      { ip: '10.9.0.2' },
    );
    expect(perAccount.status).toBe(429);
    expect(perAccount.body.code).toBe(BodyCode.TOO_MANY_REQUESTS);
    expect(
      (await opsCall(t, opsSignIn, { email: 'b@example.com', password: 'wrong-password' }, { ip: '10.9.0.1' })).body
        .code,
    ).toBe(BodyCode.AUTH_FAILED);
    const perIp = await opsCall(
      t,
      opsSignIn,
      { email: 'c@example.com', password: 'wrong-password' },
      { ip: '10.9.0.1' },
    );
    expect(perIp.status).toBe(429);
  });
});

describe('the TOTP key setting', () => {
  it('is required in production; elsewhere the development key is used and named in the warning', () => {
    // Every other production setting given, so that the refusal can only be this one's.
    const { OPS_TOTP_KEY: _left, ...others } = devProductionSecrets();
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(/OPS_TOTP_KEY: required in production/);
    expect(loadConfig({ NODE_ENV: 'development' }).developmentSecrets).toContain('OPS_TOTP_KEY');
    const set = loadConfig({
      NODE_ENV: 'production',
      ...others,
      OPS_TOTP_KEY: 'a-real-key-of-at-least-32-characters!',
    });
    expect(set.developmentSecrets).not.toContain('OPS_TOTP_KEY');
  });
});
