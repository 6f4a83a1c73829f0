import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { splitPool } from '@app/shared/stake/dividend-share';
import { describe, expect, it } from 'vitest';
import { auditBreaches, countLedgerTx } from '../../wallet/test/helpers/wallet-ledger';
import { DAY, stakeTestAppOfFile } from './stake-app';

/**
 * The dividend pool (issue 17 item 3): each period's revenue share is split by KTHER x time locked,
 * paid exactly once, to the last base unit, whatever happens to the job.
 */
describe('dividend pool', () => {
  const t = stakeTestAppOfFile();

  const lock = (login: LoginResponse, amount: string, days = 30) => t.call(login, '/api/stake/lock', { amount, days });
  const period = () => t.periods.periodOf(t.clock.now());
  const kusdt = (p: LoginResponse) => t.balance(p.user_id, 'KUSDT');
  const payouts = (p: number) =>
    t.db.selectFrom('dividend_payout').selectAll().where('period', '=', p).orderBy('user_id').execute();
  const periodRow = (p: number) =>
    t.db.selectFrom('dividend_period').selectAll().where('period', '=', p).executeTakeFirstOrThrow();
  /** The published rule from the locks alone: KTHER x ms locked within the period, split by largest remainder. */
  const expectedShares = async (p: number, pool: bigint) => {
    const { start, end } = t.periods.bounds(p);
    const locks = await t.db.selectFrom('stake_lock').selectAll().execute();
    const weights = new Map<number, bigint>();
    for (const l of locks) {
      const ms = Math.max(0, Math.min(Number(l.unlock_at), end) - Math.max(Number(l.locked_at), start));
      if (ms > 0)
        weights.set(Number(l.user_id), (weights.get(Number(l.user_id)) ?? 0n) + BigInt(l.amount) * BigInt(ms));
    }
    return splitPool(
      pool,
      [...weights].map(([userId, weight]) => ({ userId, weight })).sort((a, b) => a.userId - b.userId),
    );
  };
  /** Moves the clock to just past the end of period `p`. */
  const endOf = (p: number) => t.clock.advance(t.periods.bounds(p).end - t.clock.now() + 1000);

  it('pays this period’s revenue share to the lockers through the job, pro rata to KTHER x time, to the last unit', async () => {
    const a = await t.player();
    const b = await t.player();
    expect((await lock(a, '300')).code).toBe(0);
    expect((await lock(b, '100', 90)).code).toBe(0);
    const p = period();
    // 10.000001 KUSDT of fees; the pool takes 20 %: 2.0000002, rounded down to 2.000000.
    await t.addFees('KUSDT', 10_000_001n);
    const info = await t.get(a, '/api/pool/info');
    expect(info.data).toMatchObject({
      coin: 'KUSDT',
      share_bps: 2000,
      current: { period: p, pool: '2', state: 'open' },
    });
    expect(info.data.my_share_ppm).toBeGreaterThan(0);
    const before = [await kusdt(a), await kusdt(b)];

    endOf(p);
    await t.runJobs();
    const row = await periodRow(p);
    expect(row).toMatchObject({ status: 'paid', holders: 2 });
    expect(BigInt(row.pool)).toBe(2_000_000n);
    const expected = await expectedShares(p, 2_000_000n);
    const got = [(await kusdt(a)) - (before[0] as bigint), (await kusdt(b)) - (before[1] as bigint)];
    const rule = new Map(expected.map((s) => [s.userId, s.amount]));
    expect(got).toEqual([rule.get(a.user_id), rule.get(b.user_id)]);
    expect(got.reduce((x, y) => x + y, 0n)).toBe(2_000_000n);
    // A has 3x B's KTHER for about the same time: about 3/4 of the pool.
    expect(Number(got[0]) / 2_000_000).toBeCloseTo(0.75, 1);

    const mine = await t.get(a, '/api/pool/dividends');
    expect(mine.data.list).toContainEqual(
      expect.objectContaining({ kind: 'dividend', period: p, coin: 'KUSDT', amount: String(Number(got[0]) / 1e6) }),
    );
    const history = await t.get(undefined, '/api/pool/info');
    expect(history.data.my_estimate).toBeNull();
    expect(history.data.history[0]).toMatchObject({ period: p, pool: '2', holders: 2, state: 'paid' });
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('pays once when the job runs twice for one period', async () => {
    const p = period();
    await t.addFees('KUSDT', 3_000_000n);
    endOf(p);
    await t.periods.close(p);
    const txs = await countLedgerTx(t.db, 'credit');
    const first = await payouts(p);
    await t.periods.close(p);
    await t.runJobs();
    expect(await countLedgerTx(t.db, 'credit')).toBe(txs);
    expect(await payouts(p)).toEqual(first);
    expect(first.every((r) => r.status === 'paid')).toBe(true);
    expect(first.reduce((sum, r) => sum + BigInt(r.amount), 0n)).toBe(BigInt((await periodRow(p)).pool));
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('pays no holder twice and skips none when the job dies between holders and runs again', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => t.player()));
    for (const [i, p] of players.entries()) expect((await lock(p, String(10 + i * 7))).code).toBe(0);
    const p = period();
    await t.addFees('KUSDT', 7_777_777n);
    endOf(p);
    const all = await Promise.all(
      (await t.db.selectFrom('app_user').select('id').execute()).map(
        async (u) => [Number(u.id), await t.balance(Number(u.id), 'KUSDT')] as const,
      ),
    );
    const before = new Map(all);
    await expect(
      t.periods.close(p, {
        batchSize: 2,
        afterBatch: (step, batch) => {
          if (step === 'dividend' && batch === 1) throw new Error('killed between holders');
        },
      }),
    ).rejects.toThrow('killed between holders');
    const half = await payouts(p);
    expect(half.filter((r) => r.status === 'paid')).toHaveLength(2);
    expect(half.filter((r) => r.status === 'pending').length).toBeGreaterThan(0);

    await t.periods.close(p, { batchSize: 2 });
    const paid = await payouts(p);
    const pool = BigInt((await periodRow(p)).pool);
    expect(paid.every((r) => r.status === 'paid')).toBe(true);
    expect(paid.reduce((sum, r) => sum + BigInt(r.amount), 0n)).toBe(pool);
    expect(paid.map((r) => BigInt(r.amount))).toEqual((await expectedShares(p, pool)).map((s) => s.amount));
    for (const r of paid) {
      expect((await t.balance(Number(r.user_id), 'KUSDT')) - (before.get(Number(r.user_id)) ?? 0n)).toBe(
        BigInt(r.amount),
      );
    }
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('carries a pool nobody held to the next period, which pays it in full', async () => {
    // Past every lock's term (the longest is 90 days): nobody holds KTHER locked in this period.
    t.clock.advance(91 * DAY);
    const empty = period();
    await t.addFees('KUSDT', 5_000_005n);
    endOf(empty);
    await t.periods.close(empty);
    const carried = await periodRow(empty);
    expect(carried).toMatchObject({ holders: 0, status: 'paid' });
    expect(BigInt(carried.carried_out)).toBe(1_000_001n);

    const late = await t.player();
    expect((await lock(late, '1')).code).toBe(0);
    const next = period();
    await t.addFees('KUSDT', 1_000_000n);
    const before = await kusdt(late);
    endOf(next);
    await t.periods.close(next);
    const row = await periodRow(next);
    expect(BigInt(row.carry_in)).toBe(1_000_001n);
    expect(BigInt(row.pool)).toBe(1_200_001n);
    expect((await kusdt(late)) - before).toBe(1_200_001n);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('pays each lock its staking reward once per period', async () => {
    const p = await t.player();
    expect((await lock(p, '365', 90)).code).toBe(0);
    const per = period();
    endOf(per);
    await t.periods.close(per);
    await t.periods.close(per);
    const rows = await t.db.selectFrom('stake_reward').selectAll().where('user_id', '=', p.user_id).execute();
    expect(rows).toHaveLength(1);
    // 365 KTHER at 8 % a year for the part of the day it was locked: at most 0.08 KTHER.
    expect(BigInt(rows[0]?.amount ?? 0)).toBeGreaterThan(0n);
    expect(BigInt(rows[0]?.amount ?? 0)).toBeLessThanOrEqual(8_000_000n);
    expect(await t.rewardsOf(p.user_id)).toBe(BigInt(rows[0]?.amount ?? 0));
  });
});
