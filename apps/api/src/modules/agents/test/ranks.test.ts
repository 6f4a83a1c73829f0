import { describe, expect, it } from 'vitest';
import { useAgentsTestApp } from './helpers/agents-app';

/** Issue 16 item 4: the airdrop (agents' points this week) and the whitelist (players by qualified invites). */
describe('agent airdrop and whitelist ranks', () => {
  const t = useAgentsTestApp();

  /** A player invited with `code` who made a first recharge (the invites' milestone): a qualified invite. */
  const qualifiedInvitee = async (code: string) => {
    const p = await t.player({ invite_code: code });
    await t.services.invites.invites.reach(p.user_id, 'first_recharge');
    return p;
  };

  it('ranks agents by airdrop points: 100 per own qualified invite, 20 per sub-agent’s', async () => {
    const parent = await t.agent();
    const link = await t.call(parent, '/casino/lucky_bear/agent_invite_link/add', { campaign: 'air', pkg: 'drop' });
    const child = await t.agent({ invite_code: link.data.slug });
    const childLink = await t.call(child, '/casino/lucky_bear/agent_invite_link/add', { campaign: 'air', pkg: 'drop' });
    await qualifiedInvitee(link.data.slug);
    await qualifiedInvitee(childLink.data.slug);
    await qualifiedInvitee(childLink.data.slug);
    await t.player({ invite_code: link.data.slug }); // signed up, never recharged: not qualified

    const rank = await t.get(parent, '/casino/agents/airdrop_rank');
    expect(rank.code).toBe(0);
    expect(rank.data.list.slice(0, 2)).toEqual([
      expect.objectContaining({ rank: 1, user_id: child.user_id, score: 200 }),
      expect.objectContaining({ rank: 2, user_id: parent.user_id, score: 140 }),
    ]);
    expect(rank.data.mine).toEqual({ rank: 2, score: 140, is_agent: true });
    const stranger = await t.get(await t.player(), '/casino/agents/airdrop_rank');
    expect(stranger.data.mine).toEqual({ rank: null, score: 0, is_agent: false });
    const list = await t.get(parent, '/casino/agent_invite_link/list');
    // The sub-agent, the qualified invitee and the one who never recharged came through the link.
    expect(list.data.list[0]).toMatchObject({ signups: 3, recharges: 1 });
  });

  it('ranks every inviter on the whitelist by qualified invites, with my place', async () => {
    const inviter = await t.player();
    const code = (await t.get(inviter, '/casino/lucky_bear/invite_summary')).data.invite_code as string;
    for (let i = 0; i < 3; i++) await qualifiedInvitee(code);
    const res = await t.get(inviter, '/casino/agents/whitelist_rank');
    expect(res.data.size).toBe(100);
    expect(res.data.list[0]).toMatchObject({ rank: 1, user_id: inviter.user_id, score: 3 });
    expect(res.data.mine).toEqual({ rank: 1, score: 3, on_list: true });
  });
});
