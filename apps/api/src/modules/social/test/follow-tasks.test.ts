import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildSocialTestApp, MEDIA, type SocialTestApp } from './social-app';

const CREATE = '/api/social_media/follow_task/create';
const CHECK = '/api/social_media/check_follow_status';

/**
 * Follow tasks (issue 18 item 2) against the real dev network: the budget held from the creator, the
 * follow asked of the network, each reward paid once from the hold, the rest released at close.
 */
describe('follow tasks', () => {
  let t: SocialTestApp;
  let accounts = 0;
  beforeAll(async () => {
    t = await buildSocialTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const create = (login: LoginResponse, body: object) =>
    t.call(login, CREATE, { media_type: MEDIA, handle: '@Creator.A', coin: 'WH', reward: '2.5', budget: '5', ...body });
  const claim = (login: LoginResponse, taskId: number) => t.call(login, CHECK, { task_id: taskId, claim: true });

  /** A signed-in player connected to the network as a fresh account; following `handle` when given. */
  async function follower(handle?: string) {
    const login = await t.player();
    const account = `fan${process.pid % 1000}.${++accounts}`;
    const connected = await t.connect(login, account);
    if (connected.code !== 0) throw new Error(`connect: ${connected.code} ${connected.msg}`);
    if (handle) await t.dev('/dev/follows', { account, handle });
    return { login, account };
  }

  it('holds the budget, refuses a claim without the follow, pays once with it, and refuses a second claim', async () => {
    const creator = await t.player();
    const before = await t.wh(creator);
    const made = await create(creator, {});
    expect(made.code).toBe(0);
    expect(made.data).toMatchObject({
      handle: 'creator.a',
      reward: '2.5',
      budget: '5',
      followers_wanted: 2,
      followers_paid: 0,
      state: 'open',
      network_name: 'X (dev)',
    });
    expect(made.data.follow_url).toBe(`${t.network.issuer}/follow/creator.a`);
    expect(before - (await t.wh(creator))).toBe(500n);

    const b = await follower();
    const listed = await t.call(b.login, '/api/social_media/get_follow_list', {});
    expect(listed.data.list.map((x: { task_id: number }) => x.task_id)).toContain(made.data.task_id);
    const got = await t.wh(b.login);
    const status = await t.call(b.login, CHECK, { task_id: made.data.task_id });
    expect(status.data).toMatchObject({ followed: false, paid: null });
    const early = await claim(b.login, made.data.task_id);
    expect(early.code).toBe(BodyCode.FOLLOW_NOT_FOUND);
    expect(await t.wh(b.login)).toBe(got);

    await t.dev('/dev/follows', { account: b.account, handle: 'Creator.A' });
    expect((await t.call(b.login, CHECK, { task_id: made.data.task_id })).data.followed).toBe(true);
    const paid = await claim(b.login, made.data.task_id);
    expect(paid.code).toBe(0);
    expect(paid.data).toMatchObject({ followed: true, paid: '2.5', coin: 'WH' });
    expect((await t.wh(b.login)) - got).toBe(250n);
    const again = await claim(b.login, made.data.task_id);
    expect(again.code).toBe(BodyCode.FOLLOW_REWARD_CLAIMED);
    expect((await t.wh(b.login)) - got).toBe(250n);
    // The creator's balance does not move again: the reward came out of the hold.
    expect(before - (await t.wh(creator))).toBe(500n);

    const mine = await t.get(creator, '/api/social_media/follow_task/mine');
    expect(mine.data.list[0]).toMatchObject({ task_id: made.data.task_id, followers_paid: 1 });
    expect(mine.data.list[0].completions).toEqual([expect.objectContaining({ user_id: b.login.user_id })]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('names a creator by their current profile and gives its xid, or their player name and null without one', async () => {
    const plain = await t.player();
    const plainTask = await create(plain, { handle: 'plain.creator', reward: '1', budget: '1' });
    expect(plainTask.data).toMatchObject({ creator_id: plain.user_id, creator_xid: null });
    expect(plainTask.data.creator_name).not.toBe('');

    const creator = await t.player();
    const profile = await t.call(creator, '/profile/create', { username: 'Fox Creator' });
    expect(profile.code).toBe(0);
    const made = await create(creator, { handle: 'fox.creator', reward: '1', budget: '1' });
    expect(made.data).toMatchObject({ creator_name: 'Fox Creator', creator_xid: profile.data.xid });

    // Players see the same in the list; a rename shows at once (read on each list, not copied).
    expect((await t.call(creator, '/profile/edit', { xid: profile.data.xid, username: 'Fox Two' })).code).toBe(0);
    const b = await follower();
    const listed = await t.call(b.login, '/api/social_media/get_follow_list', {});
    const byId = (id: number) => listed.data.list.find((x: { task_id: number }) => x.task_id === id);
    expect(byId(made.data.task_id)).toMatchObject({ creator_name: 'Fox Two', creator_xid: profile.data.xid });
    expect(byId(plainTask.data.task_id)).toMatchObject({
      creator_name: plainTask.data.creator_name,
      creator_xid: null,
    });
  });

  it('refuses bad task input and a budget beyond the balance, holding nothing', async () => {
    const creator = await t.player();
    const before = await t.wh(creator);
    const cases: Array<[object, number, string | undefined]> = [
      [{ budget: '6' }, BodyCode.INVALID_PARAMS, 'budget'],
      [{ reward: '0' }, BodyCode.INVALID_PARAMS, 'reward'],
      [{ reward: 'abc' }, BodyCode.INVALID_PARAMS, 'reward'],
      [{ handle: '<script>' }, BodyCode.INVALID_PARAMS, 'handle'],
      [{ coin: 'NOPE' }, BodyCode.INVALID_PARAMS, 'coin'],
      [{ media_type: 'nowhere' }, BodyCode.SOCIAL_NETWORK_UNKNOWN, undefined],
      [{ reward: '0.01', budget: '6' }, BodyCode.INVALID_PARAMS, 'budget'],
      [{ reward: '5', budget: '2000' }, BodyCode.BALANCE_LACK, undefined],
    ];
    for (const [body, code, field] of cases) {
      const res = await create(creator, body);
      expect(res.code, JSON.stringify(body)).toBe(code);
      if (field) expect(res.data.field).toBe(field);
    }
    expect(await t.wh(creator)).toBe(before);
    const mine = await t.get(creator, '/api/social_media/follow_task/mine');
    expect(mine.data.list).toEqual([]);
  });

  it('lets only the creator close a task, returns the unpaid budget, and refuses claims on it', async () => {
    const creator = await t.player();
    const before = await t.wh(creator);
    const made = await create(creator, { handle: 'closer', reward: '1', budget: '3' });
    const own = await claim(creator, made.data.task_id);
    expect(own.code).toBe(BodyCode.FOLLOW_TASK_OWN);
    const b = await follower('closer');
    expect((await claim(b.login, made.data.task_id)).code).toBe(0);

    const stranger = await t.player();
    const notYours = await t.call(stranger, '/api/social_media/follow_task/close', { task_id: made.data.task_id });
    expect(notYours.code).toBe(BodyCode.FOLLOW_TASK_NOT_YOURS);
    const closed = await t.call(creator, '/api/social_media/follow_task/close', { task_id: made.data.task_id });
    expect(closed.data).toMatchObject({ state: 'closed', followers_paid: 1 });
    // 3 held, 1 paid, 2 back.
    expect(before - (await t.wh(creator))).toBe(100n);
    const c = await follower('closer');
    expect((await claim(c.login, made.data.task_id)).code).toBe(BodyCode.FOLLOW_TASK_CLOSED);
    expect((await t.call(creator, '/api/social_media/follow_task/close', { task_id: made.data.task_id })).code).toBe(0);
    expect(before - (await t.wh(creator))).toBe(100n);
    expect((await claim(c.login, 999_999)).code).toBe(BodyCode.FOLLOW_TASK_NOT_FOUND);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('pays exactly the budget’s rewards to many players claiming at once, then closes', async () => {
    const creator = await t.player();
    const before = await t.wh(creator);
    const made = await create(creator, { handle: 'hot.account', reward: '1', budget: '3' });
    // Connected one after the other (the helper is one browser with one cookie jar); the claims race.
    const players: Array<Awaited<ReturnType<typeof follower>>> = [];
    for (let i = 0; i < 12; i++) players.push(await follower('hot.account'));
    const balances = await Promise.all(players.map((p) => t.wh(p.login)));
    const answers = await Promise.all(players.map((p) => claim(p.login, made.data.task_id)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c !== 0).every((c) => c === BodyCode.FOLLOW_TASK_CLOSED)).toBe(true);
    const after = await Promise.all(players.map((p) => t.wh(p.login)));
    const gains = after.map((b, i) => b - (balances[i] as bigint));
    expect(gains.filter((g) => g === 100n)).toHaveLength(3);
    expect(gains.filter((g) => g === 0n)).toHaveLength(9);
    expect(before - (await t.wh(creator))).toBe(300n);
    const mine = await t.get(creator, '/api/social_media/follow_task/mine');
    expect(mine.data.list[0]).toMatchObject({ state: 'exhausted', followers_paid: 3 });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('pays one player claiming twice at once only once', async () => {
    const creator = await t.player();
    const made = await create(creator, { handle: 'twice', reward: '1', budget: '5' });
    const b = await follower('twice');
    const got = await t.wh(b.login);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(b.login, made.data.task_id)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === BodyCode.FOLLOW_REWARD_CLAIMED)).toBe(true);
    expect((await t.wh(b.login)) - got).toBe(100n);
    const mine = await t.get(creator, '/api/social_media/follow_task/mine');
    expect(mine.data.list[0]).toMatchObject({ followers_paid: 1, state: 'open' });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('answers 1321 to a player who has not connected the network, paying nothing', async () => {
    const creator = await t.player();
    const made = await create(creator, { handle: 'unconnected', reward: '1', budget: '1' });
    const p = await t.player();
    expect((await claim(p, made.data.task_id)).code).toBe(BodyCode.SOCIAL_NOT_CONNECTED);
    const mine = await t.get(creator, '/api/social_media/follow_task/mine');
    expect(mine.data.list[0]).toMatchObject({ followers_paid: 0, state: 'open' });
  });

  // Last in the file: it moves the shared clock 30 days on.
  it('returns the unpaid budget through the close job when the task runs out of time, once', async () => {
    const creator = await t.player();
    const start = await t.wh(creator);
    const made = await create(creator, { handle: 'expiring', reward: '1', budget: '4' });
    const b = await follower('expiring');
    expect((await claim(b.login, made.data.task_id)).code).toBe(0);
    expect(start - (await t.wh(creator))).toBe(400n);

    t.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    const deadline = Date.now() + 15_000;
    let closedAt: unknown = null;
    while (closedAt === null && Date.now() < deadline) {
      const row = await t.db
        .selectFrom('follow_task')
        .select('closed_at')
        .where('id', '=', made.data.task_id)
        .executeTakeFirstOrThrow();
      closedAt = row.closed_at;
      if (closedAt === null) await new Promise((r) => setTimeout(r, 50));
    }
    expect(closedAt).not.toBeNull();
    // Three unpaid rewards (3 WH) are back; the paid one stays with the follower.
    expect(start - (await t.wh(creator))).toBe(100n);
    const c = await follower('expiring');
    expect((await claim(c.login, made.data.task_id)).code).toBe(BodyCode.FOLLOW_TASK_CLOSED);
    expect(await auditBreaches(t.db)).toEqual([]);
  });
});
