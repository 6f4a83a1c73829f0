import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';
import { commonHeaders } from '../../../../test/helpers/test-app';

let serial = 600_000;
const nextPhone = () => `918${serial++}`;

describe('POST /cpl/init (spec 4.1 step 6)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const init = (login: { user_id: number; user_secret_key: string }, body: object = {}) =>
    post(t.app, '/cpl/init', body, sessionHeaders(login));
  const profileOf = (userId: number) =>
    t.db.selectFrom('task_profile').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('the first init creates the profile and says so; repeats keep its first time and count', async () => {
    const login = await signInByPhone(t, nextPhone());
    const before = Date.now();
    const first = await init(login);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(BodyCode.OK);
    expect(first.body.data.first_time).toBe(true);
    expect(first.body.data.initialised_at).toBeGreaterThanOrEqual(before);
    expect(first.body.data.initialised_at).toBeLessThanOrEqual(Date.now());

    const second = await init(login);
    expect(second.body.code).toBe(BodyCode.OK);
    expect(second.body.data).toEqual({ first_time: false, initialised_at: first.body.data.initialised_at });
    await init(login);

    const row = await profileOf(login.user_id);
    expect(Number(row?.init_count)).toBe(3);
    expect(Number(row?.first_init_at)).toBe(first.body.data.initialised_at);
    expect(Number(row?.last_init_at)).toBeGreaterThanOrEqual(Number(row?.first_init_at));
  });

  it('concurrent first inits of one user make one profile, and exactly one of them is the first time', async () => {
    const login = await signInByPhone(t, nextPhone());
    const answers = await Promise.all(Array.from({ length: 8 }, () => init(login)));
    expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill(BodyCode.OK));
    expect(answers.filter((a) => a.body.data.first_time)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.initialised_at)).size).toBe(1);
    const rows = await t.db.selectFrom('task_profile').selectAll().where('user_id', '=', login.user_id).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.init_count)).toBe(8);
  });

  it('each user has a profile of their own', async () => {
    const a = await signInByPhone(t, nextPhone());
    const b = await signInByPhone(t, nextPhone());
    expect((await init(a)).body.data.first_time).toBe(true);
    expect((await init(b)).body.data.first_time).toBe(true);
    expect((await init(a)).body.data.first_time).toBe(false);
  });

  it('needs a session: signed out or with a wrong key it answers 1004 and records nothing', async () => {
    const signedOut = await post(t.app, '/cpl/init', {}, commonHeaders());
    expect(signedOut.status).toBe(200);
    expect(signedOut.body.code).toBe(BodyCode.SESSION_INVALID);

    const login = await signInByPhone(t, nextPhone());
    const wrongKey = await init({ user_id: login.user_id, user_secret_key: 'x'.repeat(43) });
    expect(wrongKey.body.code).toBe(BodyCode.SESSION_INVALID);
    expect(await profileOf(login.user_id)).toBeUndefined();
  });

  it('ignores fields it does not know (the spec clients send envContext) and needs the common headers', async () => {
    const login = await signInByPhone(t, nextPhone());
    const withContext = await init(login, { envContext: { country: 'vn' } });
    expect(withContext.body.code).toBe(BodyCode.OK);

    const { PLATFORM: _dropped, ...headers } = sessionHeaders(login);
    const noPlatform = await post(t.app, '/cpl/init', {}, headers);
    expect(noPlatform.body.code).toBe(BodyCode.INVALID_HEADER);
  });
});
