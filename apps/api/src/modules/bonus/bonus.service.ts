import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, invalidField } from '../../lib/api-error';
import type { Actor, OpsAudit } from '../ops';
import { newTxPublicId } from '../wallet';
import { bearWallet } from './bear-wallet';
import { bonusRepository, type LockedBonus } from './bonus.repository';

/** What the bonus module needs from the others, filled by the composition root (compose.ts). */
export interface BonusPorts {
  /** Credits the player from the rewards account (the promotions budget), in the caller's transaction. */
  credit(
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; reason: string; reference: string },
  ): Promise<void>;
  /** Moves the player's money to the holds account as a pending hold for `ttlMs`; answers the hold's id. */
  hold(
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; reason: string; reference: string; ttlMs: number },
  ): Promise<number>;
  /** Gives a pending hold back to its player; false when it was not pending (then nothing moved). */
  release(trx: DbOrTrx, holdId: number): Promise<boolean>;
  /** Wagered in the games since `since` (ms), base units of `coin` (the games' wagering reader). */
  wagered(db: DbOrTrx, userId: number, coin: string, since: number): Promise<bigint>;
  /** The brand country the player chose (switch_country), or null: bearWallet then shows the request's market. */
  brandCountry(userId: number): Promise<string | null>;
  /** The player's available balance of every coin, base units, with its USDT price (scaled by 10^12). */
  balances(userId: number): Promise<{ coin: CoinName; units: bigint; priceE12: bigint }[]>;
}

export interface GrantRequest {
  userId: number;
  coin: CoinName;
  amount: bigint;
  /** The requirement is this many times the amount, wagered in the same coin. */
  wagerMultiple: number;
  /** What grants it (vip, lucky_spin, operator, ...) and which of its things: granting twice grants once. */
  source: string;
  sourceId: string;
}

/**
 * How long a bonus's hold lives. Locked bonuses do not expire yet (docs/decisions.md): the hold needs an
 * expiry, and the wallet's rule for an expired hold is to give it back to its player, so this is long.
 */
export const LOCKED_BONUS_HOLD_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * Most one operator grant may hold, in whole coins of any coin: a locked bonus still needs wagering,
 * but a typo must not create a fortune (docs/decisions.md, "Issue 13, locked bonuses").
 */
export const MAX_OPERATOR_GRANT = 10_000n;

/** The casino brand's own coin (spec 9: default coin type WH), the one bearWallet shows. */
const BRAND_COIN: CoinName = 'WH';

const fmt = (units: bigint, coin: string) => formatUnits(units, COINS[coin as CoinName]?.decimals ?? 0);

/**
 * Locked bonuses (issue 13, spec 7.7 asset_list / asset_detail / locked_detail / unlock): bonus money
 * is credited to the player and at once held (a ledger hold, so it is theirs in the books but cannot be
 * spent), and unlocks, once, when the player has wagered the requirement in its coin since the grant
 * (docs/decisions.md, "Issue 13, locked bonuses").
 */
export class BonusService {
  constructor(
    private readonly db: Db,
    private readonly ports: BonusPorts,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Grants a locked bonus inside the caller's transaction (a prize, a reward, an operator's grant);
   * idempotent by (source, sourceId): a repeat answers the first grant and moves nothing.
   */
  async grant(trx: DbOrTrx, g: GrantRequest): Promise<LockedBonus> {
    if (g.amount <= 0n) throw new Error('a locked bonus needs an amount above 0');
    if (!(g.wagerMultiple >= 0 && Number.isFinite(g.wagerMultiple)))
      throw new Error('wager multiple must be 0 or more');
    const existing = await bonusRepository.bySource(trx, g.source, g.sourceId);
    if (existing) return existing;
    const now = this.now();
    const reference = `bonus:${g.source}:${g.sourceId}`;
    await this.ports.credit(trx, {
      userId: g.userId,
      coin: g.coin,
      amount: g.amount,
      reason: 'locked_bonus',
      reference,
    });
    const holdId = await this.ports.hold(trx, {
      userId: g.userId,
      coin: g.coin,
      amount: g.amount,
      reason: 'locked_bonus',
      reference,
      ttlMs: LOCKED_BONUS_HOLD_MS,
    });
    // The multiple is applied in thousandths so that 2.5x stays exact in integers.
    const wagerRequired = (g.amount * BigInt(Math.round(g.wagerMultiple * 1000))) / 1000n;
    const bonus = {
      publicId: newTxPublicId(now),
      userId: g.userId,
      coin: g.coin,
      amount: g.amount,
      wagerRequired,
      source: g.source,
      sourceId: g.sourceId,
      holdId,
      createdAt: now,
    };
    const id = await bonusRepository.insert(trx, bonus);
    return { ...bonus, id, status: 'locked', unlockedAt: null };
  }

  /** An operator's grant from the console: capped, audited in the grant's own transaction. */
  async operatorGrant(
    actor: Actor,
    input: { user_id: number; coin: string; amount: string; wager_multiple: number; reason: string },
    audit: OpsAudit,
  ) {
    if (!(COIN_NAMES as readonly string[]).includes(input.coin)) {
      throw invalidField('coin', `must be one of ${COIN_NAMES.join(', ')}`);
    }
    const coin = input.coin as CoinName;
    const unit = 10n ** BigInt(COINS[coin].decimals);
    let amount: bigint;
    try {
      amount = parseUnits(input.amount, COINS[coin].decimals);
    } catch (error) {
      throw invalidField('amount', (error as Error).message);
    }
    if (amount <= 0n) throw invalidField('amount', 'must be greater than 0');
    if (amount > MAX_OPERATOR_GRANT * unit) throw invalidField('amount', `must be at most ${MAX_OPERATOR_GRANT}`);
    const granted = await writeTransaction(this.db, async (trx) => {
      const bonus = await this.grant(trx, {
        userId: input.user_id,
        coin,
        amount,
        wagerMultiple: input.wager_multiple,
        source: 'operator',
        sourceId: `${actor.operatorId}:${newTxPublicId(this.now())}`,
      });
      await audit.record(trx, actor, {
        action: 'bonus.grant',
        target: `user:${input.user_id}`,
        after: {
          bonus: bonus.publicId,
          coin,
          amount: input.amount,
          wager_multiple: input.wager_multiple,
          reason: input.reason,
        },
      });
      return bonus;
    });
    return strip(await this.view(this.db, granted));
  }

  private async view(db: DbOrTrx, b: LockedBonus) {
    const wagered = await this.ports.wagered(db, b.userId, b.coin, b.createdAt);
    const met = wagered >= b.wagerRequired;
    const progress =
      b.status === 'unlocked' || met || b.wagerRequired === 0n ? 100 : Number((wagered * 100n) / b.wagerRequired);
    return {
      id: b.publicId,
      coin: b.coin,
      amount: fmt(b.amount, b.coin),
      source: b.source,
      state: b.status,
      wager_required: fmt(b.wagerRequired, b.coin),
      wagered: fmt(wagered, b.coin),
      progress,
      created_at: b.createdAt,
      unlocked_at: b.unlockedAt,
      met,
    };
  }

  private async assetUnits(userId: number, coin?: CoinName) {
    const [balances, bonuses] = await Promise.all([
      this.ports.balances(userId),
      bonusRepository.list(this.db, userId, coin),
    ]);
    return { balances, bonuses };
  }

  private async assets(userId: number, coin?: CoinName) {
    const { balances, bonuses } = await this.assetUnits(userId, coin);
    const locked = new Map<string, bigint>();
    for (const b of bonuses) if (b.status === 'locked') locked.set(b.coin, (locked.get(b.coin) ?? 0n) + b.amount);
    const list = balances
      .filter((b) => coin === undefined || b.coin === coin)
      .map((b) => {
        const held = locked.get(b.coin) ?? 0n;
        return {
          coin: b.coin,
          available: fmt(b.units, b.coin),
          locked: fmt(held, b.coin),
          total: fmt(b.units + held, b.coin),
        };
      });
    return { list, bonuses };
  }

  /**
   * Spec 3 bearWallet (GET lucky_bear/query): the brand coin's available and locked amounts and their
   * value in the money of the player's market: the brand country they chose, else the request's Country-Code.
   */
  async bearWallet(userId: number, requestCountry: string) {
    const [{ balances, bonuses }, chosen] = await Promise.all([
      this.assetUnits(userId, BRAND_COIN),
      this.ports.brandCountry(userId),
    ]);
    const country = chosen ?? requestCountry;
    const row = balances.find((b) => b.coin === BRAND_COIN);
    const locked = bonuses.filter((b) => b.status === 'locked').reduce((sum, b) => sum + b.amount, 0n);
    return {
      user_id: userId,
      bear_wallet: bearWallet({
        coin: BRAND_COIN,
        coinDecimals: COINS[BRAND_COIN].decimals,
        available: row?.units ?? 0n,
        locked,
        priceE12: row?.priceE12 ?? 0n,
        country,
      }),
    };
  }

  async assetList(userId: number) {
    return { list: (await this.assets(userId)).list };
  }

  async assetDetail(userId: number, coin: string) {
    if (!(COIN_NAMES as readonly string[]).includes(coin))
      throw invalidField('coin', `must be one of ${COIN_NAMES.join(', ')}`);
    const { list, bonuses } = await this.assets(userId, coin as CoinName);
    const views = await Promise.all(bonuses.map(async (b) => strip(await this.view(this.db, b))));
    return { ...(list[0] as (typeof list)[number]), bonuses: views };
  }

  async lockedDetail(userId: number, publicId: string) {
    const bonus = await bonusRepository.mine(this.db, userId, publicId);
    if (!bonus) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND);
    return strip(await this.view(this.db, bonus));
  }

  /**
   * Releases a bonus whose requirement is met, once: the row moves from locked to unlocked in one
   * conditional statement and the hold is given back in the same transaction, so of many unlocks at once
   * one releases and the others answer 1081; before the requirement, 1080 and nothing moves.
   */
  async unlock(userId: number, publicId: string) {
    try {
      return await writeTransaction(this.db, async (trx) => {
        const bonus = await bonusRepository.mine(trx, userId, publicId);
        if (!bonus) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND);
        if (bonus.status === 'unlocked') throw new ApiError(BodyCode.BONUS_ALREADY_UNLOCKED);
        const view = await this.view(trx, bonus);
        if (!view.met) {
          throw new ApiError(BodyCode.BONUS_STILL_LOCKED, undefined, {
            wagered: view.wagered,
            wager_required: view.wager_required,
            progress: view.progress,
          });
        }
        const now = this.now();
        if (!(await bonusRepository.markUnlocked(trx, bonus.id, now)))
          throw new ApiError(BodyCode.BONUS_ALREADY_UNLOCKED);
        if (!(await this.ports.release(trx, bonus.holdId)))
          throw new Error(`locked bonus ${bonus.publicId}: its hold was not pending`);
        return strip(await this.view(trx, { ...bonus, status: 'unlocked', unlockedAt: now }));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.BONUS_ALREADY_UNLOCKED);
      throw error;
    }
  }
}

/** The answer without the service's own flag. */
function strip<T extends { met: boolean }>({ met: _met, ...rest }: T): Omit<T, 'met'> {
  return rest;
}
