import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { adjust } from './helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

const DASHBOARD = { method: 'GET', path: '/ops/dashboard' } as const;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

describe('dashboard figures per day', () => {
  let t: OpsTestApp;
  let analyst: SignedInOperator;
  let finance: SignedInOperator;

  beforeAll(async () => {
    t = await buildOpsTestApp();
    const owner = await ownerSignedIn(t);
    analyst = await operatorWith(t, owner, ['analyst']);
    finance = await operatorWith(t, owner, ['finance']);
  });
  afterAll(async () => {
    await t.close();
  });

  const figures = async (from: string, to: string) =>
    (await opsCall(t, DASHBOARD, { from, to }, { session: analyst })).body;

  it('counts sign-ups, active players and rewards from the database; deposits and withdrawals say they are not available', async () => {
    // The days around now: the sign-ups below land in one of them whatever the hour.
    const from = dayOf(Date.now() - DAY);
    const to = dayOf(Date.now() + DAY);
    await signInByPhone(t, '945678901');
    await signInByPhone(t, '945678902');
    const body = await figures(from, to);
    expect(body.code).toBe(0);
    expect(body.data.days.map((d: { day: string }) => d.day)).toEqual([
      from,
      dayOf(Date.parse(`${from}T00:00:00Z`) + DAY),
      to,
    ]);
    const sum = (pick: (d: never) => number) => body.data.days.reduce((n: number, d: never) => n + pick(d), 0);
    expect(sum((d: { signups: number }) => d.signups)).toBe(2);
    expect(sum((d: { active_users: number }) => d.active_users)).toBeGreaterThanOrEqual(2);
    // Each sign-up was credited the welcome bonus: one 'credit' transaction per coin.
    expect(sum((d: { rewards: { count: number } }) => d.rewards.count)).toBe(8);
    const amounts = body.data.days.map((d: { rewards: { amounts: object } }) => d.rewards.amounts);
    expect(amounts).toContainEqual(expect.objectContaining({ KUSDT: '10' }));
    for (const d of body.data.days) {
      for (const figure of ['deposits', 'withdrawals']) expect(d[figure]).toEqual({ count: 0, amounts: {} });
    }
    const unavailable = body.data.sources.filter((s: { available: boolean }) => !s.available);
    expect(unavailable.map((s: { figure: string }) => s.figure)).toEqual(['deposits', 'withdrawals']);
    expect(body.data.timezone).toBe('UTC');
  });

  it("counts operators' adjustments on the day they were posted", async () => {
    const player = await signInByPhone(t, '945678903');
    const credit = {
      user_id: player.user_id,
      coin: 'KUSDT',
      direction: 'credit',
      amount: '7',
      reason: 'refund',
    } as const;
    expect((await adjust(t, finance, credit)).body.code).toBe(0);
    expect((await adjust(t, finance, { ...credit, direction: 'debit', amount: '2' })).body.code).toBe(0);
    const day = dayOf(t.clock.now);
    const body = await figures(day, day);
    expect(body.data.days[0].adjustments).toEqual({ count: 2, amounts: { KUSDT: '9' } });
  });

  it('refuses a range backwards, too long or with a date that does not exist', async () => {
    const cases: [string, string, string][] = [
      ['2026-03-02', '2026-03-01', 'from'],
      ['2026-01-01', '2026-06-01', 'to'],
      ['2026-02-30', '2026-03-01', 'from'],
      ['yesterday', '2026-03-01', 'from'],
    ];
    for (const [from, to, field] of cases) {
      const body = await figures(from, to);
      expect([from, to, body.code, body.data?.field]).toEqual([from, to, BodyCode.INVALID_PARAMS, field]);
    }
  });

  it('counts the bets games post on the ledger (a house game round), per coin', async () => {
    const player = await signInByPhone(t, '945678904');
    const launch = await post(
      t.app,
      '/casino/game/launch',
      { gameId: 'house-dice', coin: 'WH', device: 'mobile', returnUrl: '/win' },
      sessionHeaders(player),
    );
    expect(launch.body.code).toBe(0);
    const before = await figures(dayOf(Date.now()), dayOf(Date.now()));
    const count = (body: typeof before) => body.data.days[0].bets.count as number;
    for (const bet of ['3', '4']) {
      const played = await t.app.inject({
        method: 'POST',
        url: '/provider/house/play',
        payload: { launchToken: launch.body.data.token, gameId: 'house-dice', bet, params: {} },
      });
      expect(played.json().code).toBe(0);
    }
    const after = await figures(dayOf(Date.now()), dayOf(Date.now()));
    expect(count(after) - count(before)).toBe(2);
    const wh = (body: typeof before) => Number(body.data.days[0].bets.amounts.WH ?? 0);
    expect(wh(after) - wh(before)).toBe(7);
  });
});
