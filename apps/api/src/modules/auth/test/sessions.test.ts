import { BodyCode } from '@app/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { STEP_UP_MAX_AGE_MS } from '../core/guards';
import { sessionRepository } from '../core/session.repository';

let serial = 200_000;
const nextPhone = () => `913${serial++}`;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('sessions: User-Id + User-Secret-Key', () => {
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

  const userInfo = (headers: Record<string, string>) => post(t.app, '/user/get_user_info', {}, headers);

  it('a fresh key opens the user’s own profile', async () => {
    const login = await signInByPhone(t, nextPhone());
    const res = await userInfo(sessionHeaders(login));
    expect(res.body).toMatchObject({ code: 0, data: { user_id: login.user_id, login_type: 'phone', vip_level: 0 } });
  });

  it.each([
    ['no credentials', () => commonHeaders()],
    ['a user id without a key', () => commonHeaders({ 'User-Id': '1' })],
    ['the string null as key', () => commonHeaders({ 'User-Id': '1', 'User-Secret-Key': 'null' })],
    ['an unknown key', () => commonHeaders({ 'User-Id': '1', 'User-Secret-Key': 'x'.repeat(43) })],
  ])('answers 1004 for %s', async (_name, headers) => {
    expect((await userInfo(headers())).body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('a valid key with another user id answers 1004', async () => {
    const a = await signInByPhone(t, nextPhone());
    const b = await signInByPhone(t, nextPhone());
    const res = await userInfo(sessionHeaders({ user_id: b.user_id, user_secret_key: a.user_secret_key }));
    expect(res.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('stores only the key’s hash', async () => {
    const login = await signInByPhone(t, nextPhone());
    const rows = await t.db
      .selectFrom('user_session')
      .select('token_hash')
      .where('user_id', '=', login.user_id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(login.user_secret_key);
  });

  it('logout ends the session on the server: the old key answers 1004', async () => {
    const login = await signInByPhone(t, nextPhone());
    const out = await post(t.app, '/user/logout', {}, sessionHeaders(login));
    expect(out.body).toEqual({ code: 0, msg: 'ok', data: { ended: true } });
    expect((await userInfo(sessionHeaders(login))).body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('a new login issues a new key and the earlier one keeps working until it ends', async () => {
    const phone = nextPhone();
    const first = await signInByPhone(t, phone);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const second = await signInByPhone(t, phone);
    expect(second.user_secret_key).not.toBe(first.user_secret_key);
    expect((await userInfo(sessionHeaders(first))).body.code).toBe(0);
    expect((await userInfo(sessionHeaders(second))).body.code).toBe(0);
  });

  it('a session unused for 7 days expires; one used within 7 days lives on', async () => {
    const login = await signInByPhone(t, nextPhone());
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 6 * DAY_MS });
    expect((await userInfo(sessionHeaders(login))).body.code).toBe(0);
    vi.setSystemTime(start + 12 * DAY_MS);
    expect((await userInfo(sessionHeaders(login))).body.code).toBe(0);
    vi.setSystemTime(start + 19 * DAY_MS + 60_000);
    expect((await userInfo(sessionHeaders(login))).body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it('lists the user’s live sessions and ends another one', async () => {
    const phone = nextPhone();
    const a = await signInByPhone(t, phone, {}, commonHeaders({ PLATFORM: 'tg', 'D-Id': 'device-a' }));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const b = await signInByPhone(t, phone, {}, commonHeaders({ PLATFORM: 'h5', 'D-Id': 'device-b' }));
    const list = await post(t.app, '/user/session_list', {}, sessionHeaders(b));
    expect(list.body.code).toBe(0);
    const sessions = list.body.data.list as {
      session_id: number;
      current: boolean;
      device_id: string;
      platform: string;
    }[];
    expect(sessions.map((s) => [s.device_id, s.platform, s.current])).toEqual(
      expect.arrayContaining([
        ['device-a', 'tg', false],
        ['device-b', 'h5', true],
      ]),
    );
    const other = sessions.find((s) => !s.current) as { session_id: number };
    const ended = await post(t.app, '/user/session_end', { session_id: other.session_id }, sessionHeaders(b));
    expect(ended.body).toMatchObject({ code: 0, data: { ended: true } });
    expect((await userInfo(sessionHeaders(a))).body.code).toBe(BodyCode.SESSION_INVALID);
    expect((await userInfo(sessionHeaders(b))).body.code).toBe(0);
  });

  it('cannot end another user’s session, nor its own through session_end', async () => {
    const a = await signInByPhone(t, nextPhone());
    const b = await signInByPhone(t, nextPhone());
    const aId = (await post(t.app, '/user/session_list', {}, sessionHeaders(a))).body.data.list[0].session_id;
    const bId = (await post(t.app, '/user/session_list', {}, sessionHeaders(b))).body.data.list[0].session_id;
    expect((await post(t.app, '/user/session_end', { session_id: aId }, sessionHeaders(b))).body.code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
    expect((await post(t.app, '/user/session_end', { session_id: bId }, sessionHeaders(b))).body.code).toBe(
      BodyCode.INVALID_PARAMS,
    );
    expect((await userInfo(sessionHeaders(a))).body.code).toBe(0);
  });

  it('ending other sessions needs a recent sign-in: 1010 after 24 h', async () => {
    const login = await signInByPhone(t, nextPhone());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + STEP_UP_MAX_AGE_MS + 60_000 });
    const res = await post(t.app, '/user/session_end', { session_id: 999_999 }, sessionHeaders(login));
    expect(res.body.code).toBe(BodyCode.VERIFICATION_REQUIRED);
  });

  it('an abnormal account answers 1013 on every authenticated call, and cannot sign in', async () => {
    const phone = nextPhone();
    const login = await signInByPhone(t, phone);
    await t.db.updateTable('app_user').set({ abnormal: 1 }).where('id', '=', login.user_id).execute();
    const res = await userInfo(sessionHeaders(login));
    expect(res.body).toMatchObject({ code: BodyCode.ACCOUNT_ABNORMAL, data: { user_id: login.user_id } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    await expect(signInByPhone(t, phone)).rejects.toThrow(/1013/);
  });

  /**
   * The process may answer a session check from what it last read while the sessions' version
   * (auth_epoch, migration 0008) is unchanged (core/session-cache.ts). Each test first uses the session
   * twice, so that it is remembered, then changes the database and expects the very next request to see
   * it. `t.db` is a second connection, as another API process or an operator's shell would be.
   */
  describe('a session that was just used ends at once, wherever it is ended', () => {
    async function usedTwice() {
      const login = await signInByPhone(t, nextPhone());
      expect((await userInfo(sessionHeaders(login))).body.code).toBe(0);
      expect((await userInfo(sessionHeaders(login))).body.code).toBe(0);
      return login;
    }

    it('ended by another process: the next request answers 1004', async () => {
      const login = await usedTwice();
      await t.db
        .updateTable('user_session')
        .set({ ended_at: Date.now() })
        .where('user_id', '=', login.user_id)
        .execute();
      expect((await userInfo(sessionHeaders(login))).body.code).toBe(BodyCode.SESSION_INVALID);
    });

    it('flagged abnormal by an operator: the next request answers 1013', async () => {
      const login = await usedTwice();
      await t.db.updateTable('app_user').set({ abnormal: 1 }).where('id', '=', login.user_id).execute();
      expect((await userInfo(sessionHeaders(login))).body).toMatchObject({
        code: BodyCode.ACCOUNT_ABNORMAL,
        data: { user_id: login.user_id },
      });
    });

    it('logged out in this process: the next request answers 1004', async () => {
      const login = await usedTwice();
      expect((await post(t.app, '/user/logout', {}, sessionHeaders(login))).body.code).toBe(0);
      expect((await userInfo(sessionHeaders(login))).body.code).toBe(BodyCode.SESSION_INVALID);
    });

    it('the key of a session just used, sent with another user id, answers 1004', async () => {
      const login = await usedTwice();
      const other = await usedTwice();
      const headers = sessionHeaders({ user_id: other.user_id, user_secret_key: login.user_secret_key });
      expect((await userInfo(headers)).body.code).toBe(BodyCode.SESSION_INVALID);
      expect((await userInfo(sessionHeaders(login))).body.code).toBe(0);
    });

    it('a session just used, then idle for 7 days with nothing written meanwhile, has expired', async () => {
      const login = await usedTwice();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY_MS + 60_000 });
      expect((await userInfo(sessionHeaders(login))).body.code).toBe(BodyCode.SESSION_INVALID);
    });

    /** Session lookups in the database while `during` runs. */
    async function lookupsDuring(during: () => Promise<unknown>): Promise<number> {
      // One query per lookup on SQLite, lookups batched into one query on PostgreSQL (session-lookups.ts).
      const findLive = vi.spyOn(sessionRepository, 'findLive');
      const findUnended = vi.spyOn(sessionRepository, 'findUnended');
      try {
        await during();
        return findLive.mock.calls.length + findUnended.mock.calls.length;
      } finally {
        findLive.mockRestore();
        findUnended.mockRestore();
      }
    }

    it('a phone changed by another process is read again at the next request', async () => {
      const login = await usedTwice();
      await t.db.updateTable('app_user').set({ phone: null }).where('id', '=', login.user_id).execute();
      expect(await lookupsDuring(() => userInfo(sessionHeaders(login)))).toBe(1);
    });

    it('writes that cannot end a session (the ledger, a price, another user’s touch) keep it (SQLite)', async () => {
      const login = await usedTwice();
      const other = await usedTwice();
      await t.db.updateTable('coin').set({ updated_at: Date.now() }).where('code', '=', 'WH').execute();
      await t.db
        .updateTable('user_session')
        .set({ last_used_at: Date.now() })
        .where('user_id', '=', other.user_id)
        .execute();
      const lookups = await lookupsDuring(async () => {
        expect((await userInfo(sessionHeaders(login))).body.code).toBe(0);
      });
      // PostgreSQL keeps nothing (a version read would cost the round trip it saves): one lookup a request.
      expect(lookups).toBe(t.config.database.kind === 'sqlite' ? 0 : 1);
    });

    it('ending one session elsewhere leaves the user’s other sessions working', async () => {
      const phone = nextPhone();
      const first = await signInByPhone(t, phone);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
      const second = await signInByPhone(t, phone);
      expect((await userInfo(sessionHeaders(first))).body.code).toBe(0);
      expect((await userInfo(sessionHeaders(second))).body.code).toBe(0);
      const list = await post(t.app, '/user/session_list', {}, sessionHeaders(second));
      const firstId = (list.body.data.list as { session_id: number; current: boolean }[]).find((s) => !s.current)
        ?.session_id as number;
      await t.db.updateTable('user_session').set({ ended_at: Date.now() }).where('id', '=', firstId).execute();
      expect((await userInfo(sessionHeaders(first))).body.code).toBe(BodyCode.SESSION_INVALID);
      expect((await userInfo(sessionHeaders(second))).body.code).toBe(0);
    });
  });
});
