import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { useAgentsTestApp } from './helpers/agents-app';

/** Issue 16 item 4: applying, the console's approvals queue, sub-agents, the master configuration. */
describe('agent applications', () => {
  const t = useAgentsTestApp();

  it('publishes the master configuration (levels, minimum, coin) at invite_master_conf', async () => {
    const res = await t.get(undefined, '/casino/lucky_bear/invite_master_conf');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ coin: 'WH', basis: 'wagered', min_payout: '0.10' });
    expect(res.data.levels.map((l: { level: number }) => l.level)).toEqual([1, 2]);
  });

  it('keeps one open application per player: a second apply is refused and changes nothing', async () => {
    const p = await t.player();
    const first = await t.apply(p);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ status: 'pending', channel: 'telegram', expected_players: 50 });
    const second = await t.apply(p, { name: 'Another name' });
    expect(second.code).toBe(BodyCode.AGENT_APPLICATION_OPEN);
    const status = await t.get(p, '/casino/lucky_bear/agent_status');
    expect(status.data.application).toMatchObject({ id: first.data.id, name: 'Lan Nguyen', status: 'pending' });
    expect(status.data.agent).toBeNull();
    const rows = await t.db.selectFrom('agent_application').select('id').where('user_id', '=', p.user_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one open application under 10 concurrent applies', async () => {
    const p = await t.player();
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.apply(p)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === BodyCode.AGENT_APPLICATION_OPEN)).toHaveLength(9);
  });

  it('refuses bad input with the field named and records nothing', async () => {
    const p = await t.player();
    const noName = await t.apply(p, { name: '' });
    expect(noName.code).toBe(BodyCode.INVALID_PARAMS);
    const badChannel = await t.apply(p, { channel: 'carrier-pigeon' });
    expect(badChannel.code).toBe(BodyCode.INVALID_PARAMS);
    const zeroPlayers = await t.apply(p, { expected_players: 0 });
    expect(zeroPlayers.code).toBe(BodyCode.INVALID_PARAMS);
    const status = await t.get(p, '/casino/lucky_bear/agent_status');
    expect(status.data.application).toBeNull();
  });

  it('an approval in the console makes the player an agent; applying again is refused', async () => {
    const p = await t.player();
    const decided = await t.decideApplication(p, 'approve');
    expect(decided.code).toBe(0);
    const status = await t.get(p, '/casino/lucky_bear/agent_status');
    expect(status.data.application.status).toBe('approved');
    expect(status.data.agent).toMatchObject({ parent_id: null, sub_agents: 0 });
    expect((await t.apply(p)).code).toBe(BodyCode.AGENT_ALREADY);
    // The first approval scheduled the daily commission job.
    const jobs = await t.db.selectFrom('job').select('kind').where('kind', '=', 'agents.commission').execute();
    expect(jobs.length).toBeGreaterThanOrEqual(1);
  });

  it('a rejection shows its reason to the player, who may apply again', async () => {
    const p = await t.player();
    const decided = await t.decideApplication(p, 'reject', 'no channel details given');
    expect(decided.code).toBe(0);
    const status = await t.get(p, '/casino/lucky_bear/agent_status');
    expect(status.data.application).toMatchObject({ status: 'rejected', reason: 'no channel details given' });
    expect(status.data.agent).toBeNull();
    expect((await t.get(p, '/casino/agent_invite_link/list')).code).toBe(BodyCode.AGENT_REQUIRED);
    expect((await t.apply(p)).code).toBe(0);
  });

  it('a player who came through an agent becomes that agent’s sub-agent when approved', async () => {
    const parent = await t.agent();
    const link = await t.call(parent, '/casino/lucky_bear/agent_invite_link/add', { campaign: 'recruit', pkg: 'tg' });
    const child = await t.agent({ invite_code: link.data.slug });
    const status = await t.get(child, '/casino/lucky_bear/agent_status');
    expect(status.data.agent.parent_id).toBe(parent.user_id);
    const subs = await t.get(parent, '/casino/invite_sub_agents_summary?days=7');
    expect(subs.data.list).toEqual([expect.objectContaining({ agent_id: child.user_id, players: 0, volume: '0' })]);
    const parentStatus = await t.get(parent, '/casino/lucky_bear/agent_status');
    expect(parentStatus.data.agent.sub_agents).toBe(1);
  });
});
