import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { toUnits } from '../wallet';
import type { BetLimit } from './games.config';
import { roundsRepository } from './rounds.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** pending_limit's value for "no limit once the wait is over". */
const NO_LIMIT = -1n;

export interface LossLimitView {
  coin: CoinName;
  limit: string | null;
  lostToday: string;
  pendingLimit: string | null;
  pendingFrom: number | null;
}

/** The start of the UTC day of `now`: daily loss counts from there. */
export const utcDayStart = (now: number) => now - (now % DAY_MS);

/**
 * The responsible-gaming rules: the operator's per-coin bet limits and max win (configuration), the
 * player's daily loss limits (a cut applies at once, a raise or removal after 24 hours, as regulated
 * operators do, so a player cannot lift a limit in the heat of a losing run) and self-exclusion
 * (cannot be shortened once set).
 */
export class ResponsibleLimits {
  constructor(private readonly betLimits: Record<CoinName, BetLimit>) {}

  betLimitOf(coin: CoinName): { minBet: bigint; maxBet: bigint; maxWin: bigint } {
    const limit = this.betLimits[coin];
    const decimals = COINS[coin].decimals;
    return {
      minBet: parseUnits(limit.minBet, decimals),
      maxBet: parseUnits(limit.maxBet, decimals),
      maxWin: parseUnits(limit.maxWin, decimals),
    };
  }

  /** GAME_LIMIT when the bet is outside the coin's limits. */
  checkBet(coin: CoinName, amount: bigint): void {
    const { minBet, maxBet } = this.betLimitOf(coin);
    const decimals = COINS[coin].decimals;
    if (amount < minBet || amount > maxBet) {
      throw new ApiError(
        BodyCode.GAME_LIMIT,
        `A ${coin} bet must be between ${formatUnits(minBet, decimals)} and ${formatUnits(maxBet, decimals)}`,
        { limit: 'bet', coin, min: formatUnits(minBet, decimals), max: formatUnits(maxBet, decimals) },
      );
    }
  }

  async selfExcludedUntil(db: DbOrTrx, userId: number, now: number): Promise<number | null> {
    const row = await db.selectFrom('self_exclusion').select('until').where('user_id', '=', userId).executeTakeFirst();
    return row && Number(row.until) > now ? Number(row.until) : null;
  }

  /** SELF_EXCLUDED while the player's exclusion lasts. */
  async checkNotExcluded(db: DbOrTrx, userId: number, now: number): Promise<void> {
    const until = await this.selfExcludedUntil(db, userId, now);
    if (until !== null) {
      throw new ApiError(
        BodyCode.SELF_EXCLUDED,
        `You have excluded yourself from play until ${new Date(until).toISOString()}`,
        { until },
      );
    }
  }

  /** Excludes the player for `days` from now; a longer exclusion already running is kept. */
  async exclude(db: DbOrTrx, userId: number, days: number, now: number): Promise<number> {
    const until = now + days * DAY_MS;
    await db
      .insertInto('self_exclusion')
      .values({ user_id: userId, until, created_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          until: sql`case when self_exclusion.until > ${until} then self_exclusion.until else ${until} end`,
          created_at: now,
        }),
      )
      .execute();
    return (await this.selfExcludedUntil(db, userId, now)) ?? until;
  }

  /** The limit in force now (a pending change whose 24 hours are over counts), in base units; null: none. */
  async lossLimitOf(db: DbOrTrx, userId: number, coin: CoinName, now: number): Promise<bigint | null> {
    const row = await this.lossRow(db, userId, coin);
    return row ? effective(row, now) : null;
  }

  /** GAME_LIMIT when this bet would take today's net loss past the player's daily limit. */
  async checkDailyLoss(db: DbOrTrx, userId: number, coin: CoinName, amount: bigint, now: number): Promise<void> {
    const limit = await this.lossLimitOf(db, userId, coin, now);
    if (limit === null) return;
    const lost = await roundsRepository.netLossSince(db, userId, coin, utcDayStart(now));
    if (lost + amount > limit) {
      const decimals = COINS[coin].decimals;
      throw new ApiError(
        BodyCode.GAME_LIMIT,
        `This bet would pass your daily loss limit of ${formatUnits(limit, decimals)} ${coin}`,
        { limit: 'daily_loss', coin, dailyLossLimit: formatUnits(limit, decimals) },
      );
    }
  }

  /** Sets a coin's daily loss limit: lower (or a first one) at once, higher or none after 24 hours. */
  async setLossLimit(db: DbOrTrx, userId: number, coin: CoinName, wanted: bigint | null, now: number): Promise<void> {
    const row = await this.lossRow(db, userId, coin);
    const current = row ? effective(row, now) : null;
    const tighter = wanted !== null && (current === null || wanted <= current);
    const values = tighter
      ? { daily_limit: wanted, pending_limit: null, pending_from: null, updated_at: now }
      : { daily_limit: current, pending_limit: wanted ?? NO_LIMIT, pending_from: now + DAY_MS, updated_at: now };
    await db
      .insertInto('player_loss_limit')
      .values({ user_id: userId, coin, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'coin']).doUpdateSet(values))
      .execute();
  }

  async lossLimits(db: DbOrTrx, userId: number, now: number): Promise<LossLimitView[]> {
    const rows = await db.selectFrom('player_loss_limit').selectAll().where('user_id', '=', userId).execute();
    const views: LossLimitView[] = [];
    for (const coin of COIN_NAMES) {
      const row = rows.find((r) => r.coin === coin);
      if (!row) continue;
      const decimals = COINS[coin].decimals;
      const limit = effective(row, now);
      const waiting = row.pending_from !== null && Number(row.pending_from) > now;
      const pending = waiting && row.pending_limit !== null ? toUnits(row.pending_limit) : null;
      views.push({
        coin,
        limit: limit === null ? null : formatUnits(limit, decimals),
        lostToday: formatUnits(await roundsRepository.netLossSince(db, userId, coin, utcDayStart(now)), decimals),
        pendingLimit: pending === null || pending === NO_LIMIT ? null : formatUnits(pending, decimals),
        pendingFrom: waiting ? Number(row.pending_from) : null,
      });
    }
    return views;
  }

  private lossRow(db: DbOrTrx, userId: number, coin: CoinName) {
    return db
      .selectFrom('player_loss_limit')
      .selectAll()
      .where('user_id', '=', userId)
      .where('coin', '=', coin)
      .executeTakeFirst();
  }
}

function effective(
  row: { daily_limit: unknown; pending_limit: unknown; pending_from: unknown },
  now: number,
): bigint | null {
  if (row.pending_from !== null && Number(row.pending_from) <= now && row.pending_limit !== null) {
    const pending = toUnits(row.pending_limit as string);
    return pending === NO_LIMIT ? null : pending;
  }
  return row.daily_limit === null ? null : toUnits(row.daily_limit as string);
}
