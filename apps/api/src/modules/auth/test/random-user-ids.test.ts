import { isPlausibleUserId, USER_ID_RANGE } from '@app/shared/auth/user-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, signInByPhone } from '../../../../test/helpers/sign-in';
import { AccountService } from '../core/account.service';
import { SessionService } from '../core/session.service';

let serial = 300_000;
const nextPhone = () => `918${serial++}`;

const SIGN_IN = { ctx: { platform: 'h5' as const, deviceId: undefined }, ip: '127.0.0.1', startParam: '' };

describe('user ids are random, not counted (issue 20)', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('new users get 10-digit ids in the range, with a right check digit, in no order', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await signInByPhone(t, nextPhone())).user_id);
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(USER_ID_RANGE.min);
      expect(id).toBeLessThanOrEqual(USER_ID_RANGE.max);
      expect(isPlausibleUserId(id)).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Counted ids would rise by one; random ones neither rise in order nor sit next to each other.
    const sorted = [...ids].sort((a, b) => a - b);
    expect(ids).not.toEqual(sorted);
    expect(sorted.slice(1).every((id, i) => id - (sorted[i] as number) > 1)).toBe(true);
  });

  it('a user of the old numbering keeps their id and signs in with it', async () => {
    const phone = nextPhone();
    await t.db
      .insertInto('app_user')
      .values({
        id: 7,
        username: 'legacy_seven',
        password_hash: null,
        phone: `+84${phone}`,
        referrer_id: null,
        login_type: 'phone',
        invite_code: 'LEGACY07',
        created_at: 1,
      })
      .execute();
    expect((await signInByPhone(t, phone)).user_id).toBe(7);
  });

  it('a drawn id that is taken is drawn again: the user gets the first free one', async () => {
    const taken = (await signInByPhone(t, nextPhone())).user_id;
    const draws = [taken, taken, 1_234_567_894];
    let calls = 0;
    const accounts = new AccountService(t.db, new SessionService(t.db, 60_000), undefined, undefined, () => {
      calls++;
      return draws.shift() ?? 0;
    });
    const login = await accounts.signInWithPhone(`+84${nextPhone()}`, SIGN_IN);
    expect(login.user_id).toBe(1_234_567_894);
    expect(calls).toBe(3);
  });

  it('when every draw is taken the sign-up fails and writes nothing', async () => {
    const taken = (await signInByPhone(t, nextPhone())).user_id;
    const accounts = new AccountService(t.db, new SessionService(t.db, 60_000), undefined, undefined, () => taken);
    const phone = `+84${nextPhone()}`;
    await expect(accounts.signInWithPhone(phone, SIGN_IN)).rejects.toThrow(/no free user id/);
    const row = await t.db.selectFrom('app_user').select('id').where('phone', '=', phone).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
