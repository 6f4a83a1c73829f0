import { formatUnits } from '@app/shared';
import { STAKE_COIN } from '@app/shared/stake/stake-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { Db } from '../../db/types';
import { dividendRepository as dividends, type PeriodRow } from './dividend.repository';
import { lockRepository as locks } from './lock.repository';
import type { PeriodCloseService } from './period-close.service';
import { rewardRepository as rewards } from './reward.repository';
import type { StakeConfig } from './stake.config';

const HISTORY = 10;
const MY_PAYOUTS = 60;
const PPM = 1_000_000n;

/** What the pages read of the pool: this period so far, my share estimate, the past periods, my payouts. */
export class PoolService {
  constructor(
    private readonly db: Db,
    private readonly config: StakeConfig,
    private readonly periods: PeriodCloseService,
    private readonly now: () => number,
  ) {}

  async info(userId: number | undefined) {
    const now = this.now();
    const period = this.periods.periodOf(now);
    const { start, end } = this.periods.bounds(period);
    const { fromFees, fromHouse } = await this.periods.accrual(this.db, start, now);
    const carryIn = (await dividends.before(this.db, period))?.carriedOut ?? 0n;
    const pool = fromFees + fromHouse + carryIn;
    // The estimate assumes today's locks stay to the period's end (or their term's, if sooner).
    const holders = await this.periods.weights(this.db, start, end);
    const total = holders.reduce((sum, h) => sum + h.weight, 0n);
    const mine = userId === undefined ? undefined : (holders.find((h) => h.userId === userId)?.weight ?? 0n);
    const locked = (await locks.active(this.db, now)).reduce((sum, l) => sum + l.amount, 0n);
    return {
      coin: this.config.dividendCoin,
      share_bps: this.config.dividendShareBps,
      current: {
        period,
        start,
        end,
        pool: this.money(pool),
        holders: holders.length,
        carried: '0',
        state: 'open' as const,
      },
      total_locked: formatUnits(locked, COINS[STAKE_COIN].decimals),
      my_share_ppm: mine === undefined ? null : total === 0n ? 0 : Number((mine * PPM) / total),
      my_estimate: mine === undefined ? null : this.money(total === 0n ? 0n : (pool * mine) / total),
      history: (await dividends.recent(this.db, HISTORY)).map((p) => this.periodView(p)),
    };
  }

  /** My dividend payouts and staking rewards, newest period first. */
  async mine(userId: number) {
    const payouts = await dividends.payoutsOf(this.db, userId, MY_PAYOUTS);
    const earned = await rewards.byUser(this.db, userId, MY_PAYOUTS);
    const periods = await dividends.periods(
      this.db,
      payouts.map((p) => p.period),
    );
    const list = [
      ...payouts.map((p) => {
        const row = periods.get(p.period);
        return {
          kind: 'dividend' as const,
          period: p.period,
          ...this.periods.bounds(p.period),
          coin: row?.coin ?? this.config.dividendCoin,
          amount: this.money(p.amount, (row?.coin ?? this.config.dividendCoin) as CoinName),
          share_ppm: row && row.weightTotal > 0n ? Number((p.weight * PPM) / row.weightTotal) : null,
          paid_at: p.status === 'paid' ? p.paidAt : null,
        };
      }),
      ...earned.map((r) => ({
        kind: 'reward' as const,
        period: r.period,
        ...this.periods.bounds(r.period),
        coin: STAKE_COIN,
        amount: formatUnits(r.amount, COINS[STAKE_COIN].decimals),
        share_ppm: null,
        paid_at: r.paidAt,
      })),
    ];
    return { list: list.sort((a, b) => b.period - a.period || a.kind.localeCompare(b.kind)) };
  }

  private periodView(p: PeriodRow) {
    return {
      period: p.period,
      start: p.startAt,
      end: p.endAt,
      pool: this.money(p.pool, p.coin as CoinName),
      holders: p.holders,
      carried: this.money(p.carriedOut, p.coin as CoinName),
      state: p.status,
    };
  }

  private money(units: bigint, coin: CoinName = this.config.dividendCoin): string {
    return formatUnits(units, COINS[coin].decimals);
  }
}
