import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { VIP_COIN, VIP_EXP_THRESHOLDS, VIP_TABLE, vipLevelOf } from '@app/shared/core/vip';
import { COINS } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { vipRepository } from './vip.repository';

/** What the vip module needs from the others, filled by the composition root (compose.ts). */
export interface VipPorts {
  /** Experience an operator granted (auth's `vip_exp`). */
  grantedExperience(userId: number): Promise<number>;
  /** What the player wagered in the games, in base units of `coin` (the games' wagering reader). */
  wagered(db: DbOrTrx, userId: number, coin: string): Promise<bigint>;
  /** Pays a reward from the rewards account in the caller's transaction; answers the ledger transaction's public id. */
  payReward(trx: DbOrTrx, payment: { userId: number; coin: 'WH'; amount: bigint; reference: string }): Promise<string>;
}

/** One whole coin wagered is one experience point (docs/decisions.md, "VIP"). */
const EXP_PER_COIN = 1;

/**
 * VIP 0-10 (issue 13, spec 7.7 vip_conf / vip_profile / receive_vip_reward, spec 7.3 getVipProfile):
 * experience is what the player wagered in the games plus what an operator granted, levels and rewards
 * are the data file's (`@app/shared/core/vip-levels.ts`), and each reached level's reward is paid
 * once through the ledger.
 */
export class VipService {
  private readonly unit = 10n ** BigInt(COINS[VIP_COIN].decimals);

  constructor(
    private readonly db: Db,
    private readonly ports: VipPorts,
    private readonly now: () => number = () => Date.now(),
  ) {}

  conf() {
    return { coin: VIP_COIN, exp_per_coin_wagered: EXP_PER_COIN, levels: VIP_TABLE.map((l) => ({ ...l })) };
  }

  /** Experience earned in the games (auth adds the granted part for getVipProfile). */
  async earnedExperience(db: DbOrTrx, userId: number): Promise<number> {
    const wagered = await this.ports.wagered(db, userId, VIP_COIN);
    return Number(wagered / this.unit) * EXP_PER_COIN;
  }

  async profile(userId: number) {
    const [granted, earned, claims] = await Promise.all([
      this.ports.grantedExperience(userId),
      this.earnedExperience(this.db, userId),
      vipRepository.claims(this.db, userId),
    ]);
    const exp = granted + earned;
    const level = vipLevelOf(exp);
    const claimed = new Map(claims.map((c) => [c.level, c]));
    return {
      vip_level: level,
      exp,
      next_level_exp: VIP_EXP_THRESHOLDS[level + 1] ?? 0,
      coin: VIP_COIN,
      rewards: VIP_TABLE.filter((l) => l.level > 0).map((l) => {
        const claim = claimed.get(l.level);
        return {
          level: l.level,
          reward: l.reward,
          state: claim ? ('claimed' as const) : l.level <= level ? ('claimable' as const) : ('locked' as const),
          claimed_at: claim?.claimedAt ?? null,
        };
      }),
    };
  }

  /**
   * Pays a reached level's reward. Once per (player, level): the claim row's primary key is written in
   * the payment's own transaction, so of two claims at once one commits and the other rolls back with
   * its payment (on SQLite the second waits for the write lock and finds the row).
   */
  async claim(userId: number, level: number) {
    const row = VIP_TABLE[level];
    if (!row) throw new ApiError(BodyCode.VIP_LEVEL_NOT_REACHED);
    const amount = parseUnits(row.reward, COINS[VIP_COIN].decimals);
    // Read before the transaction: it is another module's read on the database handle, which on SQLite
    // would wait for the transaction's own connection. Granted experience only ever grows.
    const granted = await this.ports.grantedExperience(userId);
    try {
      return await writeTransaction(this.db, async (trx) => {
        if ((await vipRepository.claims(trx, userId)).some((c) => c.level === level)) {
          throw new ApiError(BodyCode.VIP_REWARD_CLAIMED);
        }
        if (vipLevelOf(granted + (await this.earnedExperience(trx, userId))) < level)
          throw new ApiError(BodyCode.VIP_LEVEL_NOT_REACHED);
        const txPublicId =
          amount > 0n
            ? await this.ports.payReward(trx, { userId, coin: VIP_COIN, amount, reference: `vip:${userId}:${level}` })
            : '';
        await vipRepository.insert(trx, userId, { level, coin: VIP_COIN, amount, txPublicId, claimedAt: this.now() });
        return { level, coin: VIP_COIN, amount: formatUnits(amount, COINS[VIP_COIN].decimals), tx_id: txPublicId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.VIP_REWARD_CLAIMED);
      throw error;
    }
  }
}
