import { BodyCode, formatUnits, maskNickname, parseUnits } from '@app/shared';
import {
  currentWindow,
  lastClosedWindow,
  RANK_PERIODS,
  type RankPeriod,
  type RankWindow,
  windowOfKey,
} from '@app/shared/luckybear/rank-period';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { CasinoEngagePorts } from '../engage-ports';
import { prizeConfView } from './rank-prizes.catalogue';
import { rankingRepository as repo, type Winner } from './ranking.repository';

/** Spec 9: the default coin is WH; the rankings count WH wagered. */
export const RANKING_COIN = 'WH';
/** Rows of the ranking list; the player's own rank is shown past it as null ("50+"). */
export const RANKING_SIZE = 50;
/** A prize can be received for 7 days after its period closed (docs/decisions.md). */
export const PRIZE_CLAIM_MS = 7 * 86_400_000;
/** A win of at least this much WH is a big win on the billboard. */
export const BIG_WIN_MIN = '100';
const BIG_WINS_SHOWN = 20;

const decimalsOf = (coin: string) => COINS[coin as CoinName]?.decimals ?? 2;
const amountText = (coin: string, units: bigint) => formatUnits(units, decimalsOf(coin));

/**
 * The bet rankings of the casino brand (issue 13, spec 7.7 bet_ranking_list, rt_prize_conf,
 * rt_prize_billboard, rt_prize_receive): the top WH wagerers of the current UTC day or ISO week, from
 * the games' wagering; when a period closes its winners and their prizes are fixed once (settle), and
 * each winner receives their prize once through the ledger.
 */
export class RankingService {
  constructor(
    private readonly db: Db,
    private readonly ports: CasinoEngagePorts,
    private readonly now: () => number,
  ) {}

  async list(period: RankPeriod, userId: number) {
    const w = currentWindow(period, this.now());
    const query = { coin: RANKING_COIN, since: w.start, until: w.end };
    const top = await this.ports.topWagerers(this.db, { ...query, limit: RANKING_SIZE });
    const names = await this.ports.names(top.map((t) => t.userId));
    let mine = null;
    if (userId > 0) {
      const index = top.findIndex((t) => t.userId === userId);
      const wagered = index >= 0 ? (top[index]?.wagered ?? 0n) : await this.ports.wageredBy(this.db, userId, query);
      mine = { rank: index >= 0 ? index + 1 : null, amount: amountText(RANKING_COIN, wagered) };
    }
    return {
      period,
      period_key: w.key,
      starts_at: w.start,
      ends_at: w.end,
      coin: RANKING_COIN,
      list: top.map((t, i) => ({
        rank: i + 1,
        name: maskNickname(names.get(t.userId) ?? ''),
        amount: amountText(RANKING_COIN, t.wagered),
      })),
      mine,
    };
  }

  /** The enabled periods' prizes per rank. */
  async prizeConf() {
    const confs = await repo.prizeConfs(this.db);
    return { periods: confs.filter((c) => !c.disabled).map(prizeConfView) };
  }

  async billboard(userId: number) {
    const now = this.now();
    const closed = RANK_PERIODS.map((p) => lastClosedWindow(p, now));
    for (const w of closed) await this.settle(w);
    const winners = await Promise.all(closed.map((w) => repo.winners(this.db, { window: w })));
    const bigWins = await this.ports.bigWins(this.db, {
      coin: RANKING_COIN,
      minWin: parseUnits(BIG_WIN_MIN, decimalsOf(RANKING_COIN)),
      limit: BIG_WINS_SHOWN,
    });
    const names = await this.ports.names([...winners.flat().map((w) => w.userId), ...bigWins.map((b) => b.userId)]);
    const masked = (id: number) => maskNickname(names.get(id) ?? '');
    const mine = userId > 0 ? await repo.winners(this.db, { userId, since: now - PRIZE_CLAIM_MS }) : [];
    return {
      periods: closed.map((w, i) => ({
        period: w.period,
        period_key: w.key,
        ends_at: w.end,
        winners: (winners[i] ?? []).map((x) => ({ ...prizeOf(x), name: masked(x.userId) })),
      })),
      big_wins: bigWins.map((b) => ({
        name: masked(b.userId),
        game_id: b.gameId,
        coin: b.coin,
        amount: amountText(b.coin, b.win),
        // Two decimals of win / bet, in integers so that no amount goes through a float.
        multiplier: b.bet > 0n ? Number((b.win * 100n) / b.bet) / 100 : 0,
        at: b.at,
      })),
      mine: mine.filter((x) => !x.received).map((x) => ({ period: x.period, period_key: x.periodKey, ...prizeOf(x) })),
    };
  }

  /**
   * Fixes a closed period's winners and their prizes, once: the ranks that have a prize in the period's
   * configuration at this moment. A later rollback or prize edit does not change a settled period. Of two
   * settlements at once, one inserts the period's row and its winners; the other finds the row taken and
   * leaves them (on SQLite it waits for the write lock and finds the period settled).
   */
  async settle(w: RankWindow): Promise<void> {
    if (await repo.isSettled(this.db, w)) return;
    await writeTransaction(this.db, async (trx) => {
      if (await repo.isSettled(trx, w)) return;
      const conf = await repo.prizeConf(trx, w.period);
      const prizes = conf && !conf.disabled ? conf.prizes : [];
      const top =
        prizes.length > 0
          ? await this.ports.topWagerers(trx, {
              coin: RANKING_COIN,
              since: w.start,
              until: w.end,
              limit: prizes.length,
            })
          : [];
      if (!(await repo.markSettled(trx, w, this.now()))) return;
      const coin = conf?.coin ?? RANKING_COIN;
      await repo.insertWinners(
        trx,
        w,
        top.map((t, i) => ({
          rank: i + 1,
          userId: t.userId,
          wagered: t.wagered,
          coin,
          amount: parseUnits(prizes[i] ?? '0', decimalsOf(coin)),
        })),
      );
    });
  }

  /**
   * Pays a closed period's prize to its winner, once: the claim row's primary key (period, player) is
   * written in the payment's own transaction, so of many claims at once one commits and the others roll
   * back with their payment (SQLite: they wait for the write lock and find the row).
   */
  async receive(userId: number, period: RankPeriod, periodKey: string) {
    const w = windowOfKey(period, periodKey);
    if (!w) throw invalidField('period_key', `is no ${period === 'daily' ? 'day' : 'week'} of the calendar`);
    const now = this.now();
    if (w.end > now) throw new ApiError(BodyCode.RANK_PERIOD_NOT_CLOSED, undefined, { ends_at: w.end });
    if (w.end + PRIZE_CLAIM_MS <= now) throw new ApiError(BodyCode.RANK_PRIZE_EXPIRED);
    await this.settle(w);
    try {
      return await writeTransaction(this.db, async (trx) => {
        const won = (await repo.winners(trx, { window: w })).find((x) => x.userId === userId);
        if (!won || won.amount <= 0n) throw new ApiError(BodyCode.RANK_PRIZE_NOT_WON);
        if (won.received) throw new ApiError(BodyCode.RANK_PRIZE_RECEIVED);
        const reference = `rank:${period}:${periodKey}:${userId}`;
        const txPublicId = await this.ports.payPrize(trx, { userId, coin: won.coin, amount: won.amount, reference });
        await repo.insertClaim(trx, w, { ...won, txPublicId, claimedAt: now });
        return { period, period_key: periodKey, ...prizeOf(won), tx_id: txPublicId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.RANK_PRIZE_RECEIVED);
      throw error;
    }
  }
}

function prizeOf(x: Winner) {
  return { rank: x.rank, coin: x.coin, amount: amountText(x.coin, x.amount), received: x.received };
}
