import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildInvestTestApp, type InvestTestApp } from './invest-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Maturity under faults (issue 17 items 5 and 6): a crash in the middle of paying one position commits
 * nothing of it (its job runs again and pays it once); the positions around it are paid once each.
 */
describe('invest maturity with a crash midway', () => {
  let t: InvestTestApp;
  /** Positions whose first maturity attempt crashes after its money moved, before its commit. */
  const crashOnce = new Set<number>();
  const crashed: number[] = [];
  beforeAll(async () => {
    t = await buildInvestTestApp({
      afterMaturityPaid: (positionId) => {
        if (!crashOnce.delete(positionId)) return;
        crashed.push(positionId);
        throw new Error(`test crash while paying position ${positionId}`);
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('pays every position once when the payment of one crashes midway and is run again', async () => {
    const product = await t.product({ termDays: 7, returnKind: 'fixed', rateBps: 300 });
    const players = await Promise.all(Array.from({ length: 5 }, () => t.player()));
    const before = await Promise.all(players.map((p) => t.wh(p)));
    const ids: number[] = [];
    for (const [i, p] of players.entries()) {
      const made = await t.subscribe(p, product.code, String(10 * (i + 1)));
      expect(made.code).toBe(0);
      ids.push(made.data.id);
    }
    crashOnce.add(ids[2] as number);

    t.clock.advance(7 * DAY + 1000);
    for (const id of ids) expect(await t.settled(id)).toBe('matured');
    expect(crashed).toEqual([ids[2]]);

    // Each got principal + 3% once: 10 WH earns 0.30 WH, 20 WH 0.60 WH, ...
    const after = await Promise.all(players.map((p) => t.wh(p)));
    expect(after.map((a, i) => a - (before[i] as bigint))).toEqual([30n, 60n, 90n, 120n, 150n]);
    for (const id of ids) expect(await t.txCount('invest_return', `invest:${id}`)).toBe(1);
    const attempts = await t.db
      .selectFrom('job')
      .select('attempts')
      .where('key', '=', `invest.mature:${ids[2]}`)
      .executeTakeFirst();
    // The crashed one took a second attempt.
    expect(Number(attempts?.attempts)).toBe(2);

    // Every job run again pays nobody twice.
    for (const id of ids) expect(await t.matureAgain(id, 'crash')).toBe('done');
    const again = await Promise.all(players.map((p) => t.wh(p)));
    expect(again).toEqual(after);
    expect(await auditBreaches(t.db)).toEqual([]);
  }, 60_000);
});
