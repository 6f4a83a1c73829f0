import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { encodeStartParam } from '@app/shared/core/start-param';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';

let phoneSerial = 0;

/** The invite reads that aggregate: weekly rank, daily summaries (plain, by package, by campaign), tg links. */
describe('invite reports', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await buildAuthTestApp({ TG_PUBLIC_BOT: 'test_bot' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const player = (extra: object = {}) => {
    phoneSerial++;
    return signInByPhone(
      t,
      `95${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`,
      extra,
    );
  };
  const invitedBy = (inviter: LoginResponse, from: string) =>
    player({ start_param: encodeStartParam({ m: String(inviter.user_id), from }) });
  // biome-ignore lint/suspicious/noExplicitAny: tests read the data field by field
  const get = async (login: LoginResponse, url: string): Promise<{ code: number; data: any }> =>
    (await t.app.inject({ method: 'GET', url, headers: sessionHeaders(login) })).json();

  it('ranks this ISO week’s inviters by players invited, with my place', async () => {
    const big = await player();
    const small = await player();
    await invitedBy(big, 'apk1:xmas');
    await invitedBy(big, 'apk1:xmas');
    await invitedBy(small, 'apk2');
    const rank = await get(small, '/casino/lucky_bear/invite_weekly_rank');
    expect(rank.code).toBe(0);
    expect(rank.data.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(rank.data.list.slice(0, 2).map((r: { user_id: number; invited: number }) => [r.user_id, r.invited])).toEqual(
      [
        [big.user_id, 2],
        [small.user_id, 1],
      ],
    );
    expect(rank.data.mine).toEqual({ rank: 2, invited: 1 });
    const past = await get(small, '/casino/lucky_bear/invite_weekly_rank?week=2020-W01');
    expect(past.data.list).toEqual([]);
    expect((await get(small, '/casino/lucky_bear/invite_weekly_rank?week=2020-13')).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('sums a day’s invites and earnings, per package and per campaign from the start parameter', async () => {
    const inviter = await player();
    await invitedBy(inviter, 'apk1:xmas');
    await invitedBy(inviter, 'apk1:spring');
    await invitedBy(inviter, 'apk2');
    const plain = await get(inviter, '/casino/invite_daily_summary?days=7');
    expect(plain.data.list).toEqual([{ day: expect.any(String), key: '', invited: 3, earned: '3' }]);
    const byPkg = await get(inviter, '/casino/invite_daily_summary/by_pkg');
    expect(byPkg.data.list.map((r: { key: string; invited: number }) => [r.key, r.invited])).toEqual([
      ['apk1', 2],
      ['apk2', 1],
    ]);
    const byCampaign = await get(inviter, '/casino/invite_daily_summary/by_campaign');
    expect(byCampaign.data.list.map((r: { key: string; earned: string }) => [r.key, r.earned])).toEqual([
      ['', '1'],
      ['spring', '1'],
      ['xmas', '1'],
    ]);
    expect((await get(inviter, '/casino/invite_daily_summary?days=32')).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it('gives my mini app link, whose start parameter attributes a new player to me', async () => {
    const me = await player();
    const res = await post(t.app, '/casino/tg/invite_url', {}, sessionHeaders(me));
    expect(res.body.data.url).toBe(`https://t.me/test_bot?startapp=m-${me.user_id}`);
    await player({ start_param: res.body.data.start_param });
    expect((await get(me, '/casino/lucky_bear/invite_users')).data.total).toBe(1);
  });

  it('resolves a shared link to its in-app path, and anything else to the home page', async () => {
    const me = await player();
    const code = (await get(me, '/casino/lucky_bear/invite_summary')).data.invite_code;
    const resolve = async (ref_url: string) => (await post(t.app, '/casino/tg/sub_page_by_ref_url', { ref_url })).body;
    const deep = encodeStartParam({ m: String(me.user_id), path: '/share' });
    expect((await resolve(`https://t.me/test_bot?startapp=${deep}`)).data).toEqual({
      path: '/share',
      invite_code: code,
    });
    expect((await resolve(`https://app.example/en-US/r/${code.toLowerCase()}`)).data).toEqual({
      path: '/',
      invite_code: code,
    });
    expect((await resolve('https://app.example/r/FORGED00')).data).toEqual({ path: '/', invite_code: '' });
    expect((await resolve('/wallet')).data.path).toBe('/wallet');
    expect((await resolve('https://evil.example/steal')).data.path).toBe('/');
    expect((await resolve('')).code).toBe(BodyCode.INVALID_PARAMS);
  });
});
