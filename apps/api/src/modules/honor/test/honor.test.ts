import { BodyCode } from '@app/shared';
import { HONOR_BADGES } from '@app/shared/honor/honor-contracts';
import { describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { fund } from '../../payments/test/helpers/payment-calls';
import { paymentsTestAppOfFile } from '../../payments/test/helpers/payments-test-app';
import { HonorService } from '../honor.service';
import { honorCalls } from './honor-calls';

/**
 * Honor (issue 18 item 5) on this database: each badge from a real event made through its owner's
 * route (the payments sandbox's checkout, a profile, an invite, house game rounds, a pet draw), awarded
 * once with one notice, however often or concurrently it is evaluated.
 */
describe('honor', () => {
  const t = paymentsTestAppOfFile();
  const h = honorCalls(t);

  it('lists every badge, all locked with progress 0, for a new player', async () => {
    const p = await t.player();
    const list = await h.mine(p);
    expect(list.map((b) => b.id)).toEqual(HONOR_BADGES.map((b) => b.id));
    for (const b of list) expect(b).toMatchObject({ tier: 0, count: 0, next_goal: 1, earned: [] });
    const catalogue = await t.app.inject({ method: 'GET', url: '/honor/catalogue', headers: commonHeaders() });
    expect(catalogue.json().data.list).toEqual(HONOR_BADGES.map((b) => ({ id: b.id, goals: [...b.goals] })));
  });

  it('awards the recharger badge for a recharge paid at the sandbox checkout, with one notice', async () => {
    const p = await t.player();
    await fund(t, p, '100000');
    const badge = await h.badge(p, 'recharger');
    expect(badge).toMatchObject({ tier: 1, count: 1, next_goal: 5 });
    expect(badge.earned).toHaveLength(1);
    expect(String(badge.earned[0]?.earned_at)).toMatch(/^\d{10}$/);
    await h.mine(p);
    expect(await h.honorNotices(p)).toEqual([
      expect.objectContaining({ kind: 'reward', params: { subject: 'honor', badge: 'recharger', tier: 1 } }),
    ]);
  });

  it('awards the creator badge for a profile, and shows it publicly by the profile xid and by user id', async () => {
    const p = await t.player();
    const made = await t.call(p, '/profile/create', { username: 'Honor Maker' });
    expect(made.code).toBe(0);
    expect((await h.badge(p, 'creator')).tier).toBe(1);
    const other = await t.player();
    const byXid = await t.get(other, `/honor/player?xid=${made.data.xid}`);
    expect(byXid.code).toBe(0);
    expect(byXid.data.user_id).toBe(p.user_id);
    expect(byXid.data.list).toEqual([{ id: 'creator', tier: 1, earned_at: expect.any(Number) }]);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/honor/player?user_id=${p.user_id}`,
      headers: commonHeaders(),
    });
    expect(byId.json().data).toEqual(byXid.data);
  });

  it('awards the inviter badge when a friend binds the invite code', async () => {
    const inviter = await t.player();
    const friend = await t.player();
    const code = (await t.get(inviter, '/casino/lucky_bear/invite_summary')).data.invite_code;
    expect((await t.call(friend, '/casino/lucky_bear/invite_bind', { code })).code).toBe(0);
    expect(await h.badge(inviter, 'inviter')).toMatchObject({ tier: 1, count: 1, next_goal: 5 });
    expect((await h.badge(friend, 'inviter')).tier).toBe(0);
  });

  it('counts house game rounds for the player badge and won rounds for the winner badge', async () => {
    const p = await t.player();
    const wins = await h.play(p, 4);
    expect(await h.badge(p, 'player')).toMatchObject({ tier: 1, count: 4, next_goal: 50 });
    expect(await h.badge(p, 'winner')).toMatchObject({ count: wins, tier: wins > 0 ? 1 : 0 });
  });

  it('awards the pet keeper badge for a drawn pet', async () => {
    const p = await t.player();
    const drawn = await h.drawPet(p);
    expect(drawn.code, JSON.stringify(drawn)).toBe(0);
    expect(await h.badge(p, 'pet_keeper')).toMatchObject({ tier: 1, count: 1, next_goal: 3 });
  });

  it('awards each tier once, with one notice each, when many evaluations race', async () => {
    const p = await t.player();
    await t.call(p, '/profile/create', { username: 'Racer' });
    await fund(t, p, '100000');
    // Twelve concurrent reads of my badges: each counts and tries to award the same two tiers.
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.get(p, '/honor/mine')));
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill(0));
    const rows = await h.awardRows(p.user_id);
    expect(rows.map((r) => `${r.badge_id}:${r.tier}`)).toEqual(['creator:1', 'recharger:1']);
    const notices = await h.honorNotices(p);
    expect(notices.map((n) => n.params.badge).sort()).toEqual(['creator', 'recharger']);
    // Evaluated again later: nothing new.
    await h.mine(p);
    expect(await h.awardRows(p.user_id)).toHaveLength(2);
    expect(await h.honorNotices(p)).toHaveLength(2);
  });

  it('the rolling pass evaluates every player after its cursor, including ones who never opened honor', async () => {
    const p = await t.player();
    await t.call(p, '/profile/create', { username: 'Quiet One' });
    const honor = new HonorService(t.db, { notify: async () => undefined });
    for (let i = 0; i < 100 && (await h.awardRows(p.user_id)).length === 0; i++) {
      if ((await honor.pass(50)) < 50) break;
    }
    expect((await h.awardRows(p.user_id)).map((r) => r.badge_id)).toEqual(['creator']);
  });

  it('answers bad input with an envelope error and changes nothing', async () => {
    const p = await t.player();
    const unknown = await t.get(p, '/honor/badge?id=dragon_slayer');
    expect(unknown.code).toBe(BodyCode.HONOR_BADGE_UNKNOWN);
    expect((await t.get(p, '/honor/badge?id=')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.get(p, '/honor/player')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.get(p, '/honor/player?user_id=abc')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.get(p, '/honor/player?user_id=99999999')).code).toBe(BodyCode.HONOR_PLAYER_NOT_FOUND);
    expect((await t.get(p, '/honor/player?xid=zzzzzzzz')).code).toBe(BodyCode.HONOR_PLAYER_NOT_FOUND);
    const signedOut = await t.app.inject({ method: 'GET', url: '/honor/mine', headers: commonHeaders() });
    expect(signedOut.json().code).not.toBe(0);
    expect(await h.awardRows(p.user_id)).toEqual([]);
  });
});
