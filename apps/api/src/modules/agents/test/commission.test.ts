import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { useAgentsTestApp } from './helpers/agents-app';

const WH = 100n; // base units of one WH

/**
 * Issue 16 item 4: the daily commission (0.5% of the own players' wagering, 0.2% of the sub-agents'
 * players'), paid once per agent and day, and the statement only its agent reads.
 */
describe('agent commission', () => {
  const t = useAgentsTestApp();

  /** An agent with a sub-agent; the agent's player wagers 200 WH, the sub-agent's 500 WH (yesterday). */
  async function family() {
    const parent = await t.agent();
    const link = await t.call(parent, '/casino/lucky_bear/agent_invite_link/add', { campaign: 'c', pkg: 'p' });
    const child = await t.agent({ invite_code: link.data.slug });
    await t.invitedBettor(link.data.slug, ['120', '80']);
    const childLink = await t.call(child, '/casino/lucky_bear/agent_invite_link/add', { campaign: 'c', pkg: 'p' });
    await t.invitedBettor(childLink.data.slug, ['500']);
    return { parent, child };
  }

  it('pays each agent their day once: a second run of the day pays nothing', async () => {
    const { parent, child } = await family();
    const [parentBefore, childBefore] = [await t.wh(parent.user_id), await t.wh(child.user_id)];
    const first = await t.services.agents.commission.settleDay(t.yesterday());
    expect(first.paid).toBeGreaterThanOrEqual(2);
    // parent: 0.5% of 200 + 0.2% of 500 = 1 + 1 = 2 WH; child: 0.5% of 500 = 2.5 WH.
    expect(await t.wh(parent.user_id)).toBe(parentBefore + 2n * WH);
    expect(await t.wh(child.user_id)).toBe(childBefore + 250n);
    const second = await t.services.agents.commission.settleDay(t.yesterday());
    expect(second.paid).toBe(0);
    expect(await t.wh(parent.user_id)).toBe(parentBefore + 2n * WH);
    expect(await t.wh(child.user_id)).toBe(childBefore + 250n);

    const statement = await t.get(parent, '/casino/lucky_bear/agent_statement?days=7');
    expect(statement.data.list).toEqual([
      expect.objectContaining({
        day: t.yesterday(),
        level1_volume: '200',
        level2_volume: '500',
        players: 2,
        commission: '2',
        status: 'paid',
        tx_id: expect.stringMatching(/.+/),
      }),
    ]);
    expect(statement.data.total_paid).toBe('2');
    const daily = await t.get(parent, '/casino/invite_subagent_daily_summary?days=2');
    // The sub-agent's player signed up today (the test's real clock) and wagered yesterday (the games' clock).
    expect(daily.data.list[0]).toMatchObject({ invited: 1, volume: '0' });
    expect(daily.data.list[1]).toMatchObject({ day: t.yesterday(), invited: 0, volume: '500' });
  });

  it('runs through the durable job: the job of a day settles it and schedules the next day', async () => {
    const { parent } = await family();
    const before = await t.wh(parent.user_id);
    const day = t.yesterday();
    await t.services.jobs.jobs.enqueue(t.db, {
      kind: 'agents.commission',
      payload: { day },
      key: `agents.commission:test-${day}`,
    });
    await t.services.jobs.runner.drain();
    expect(await t.wh(parent.user_id)).toBe(before + 2n * WH);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const scheduled = await t.db
      .selectFrom('job')
      .select('key')
      .where('key', '=', `agents.commission:${next}`)
      .execute();
    expect(scheduled).toHaveLength(1);
  });

  it('pays once under 8 concurrent runs of the same day; the ledger audit is clean after', async () => {
    const families = await Promise.all([family(), family(), family()]);
    const before = await Promise.all(families.map((f) => t.wh(f.parent.user_id)));
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => t.services.agents.commission.settleDay(t.yesterday())),
    );
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(6);
    for (const [i, f] of families.entries()) expect(await t.wh(f.parent.user_id)).toBe((before[i] ?? 0n) + 2n * WH);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('an agent can never read another agent’s statement, nor a stranger’s sub-agent summary', async () => {
    const { parent, child } = await family();
    const other = await t.agent();
    const res = await t.get(other, `/casino/lucky_bear/agent_statement?agent_id=${parent.user_id}`);
    expect(res.code).toBe(BodyCode.AGENT_NOT_YOURS);
    expect(res.data).toBeNull();
    const fromChild = await t.get(child, `/casino/lucky_bear/agent_statement?agent_id=${parent.user_id}`);
    expect(fromChild.code).toBe(BodyCode.AGENT_NOT_YOURS);
    const subs = await t.get(other, `/casino/invite_subagent_daily_summary?agent_id=${child.user_id}`);
    expect(subs.code).toBe(BodyCode.AGENT_NOT_YOURS);
    expect((await t.get(await t.player(), '/casino/lucky_bear/agent_statement')).code).toBe(BodyCode.AGENT_REQUIRED);
  });

  it('refuses to settle a day that is not over, or not a day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await expect(t.services.agents.commission.settleDay(today)).rejects.toMatchObject({
      code: BodyCode.INVALID_PARAMS,
    });
    await expect(t.services.agents.commission.settleDay('2026-02-30')).rejects.toMatchObject({
      code: BodyCode.INVALID_PARAMS,
    });
  });
});
