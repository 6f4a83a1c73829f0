import { BodyCode, formatUnits } from '@app/shared';
import { DRAW_FLOATS, pickWeighted } from '@app/shared/fair/weighted-pick';
import type { LuckyCodeTier, LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError, invalidField } from '../../lib/api-error';
import type { FairService } from '../fair';
import { type LuckyCode, luckyCodeRepository, newCode } from './lucky-code.repository';
import { TIERS, tierById, tierView } from './tiers';

/** The fair module's scope of lucky codes: the opener's own seed pair of this scope draws the prize. */
export const LUCKY_CODE_SCOPE = 'lucky-code';

/** One movement of a player's coins against the house, in the caller's transaction; answers the ledger tx's public id. */
type HouseMove = (
  trx: DbOrTrx,
  p: { userId: number; coin: CoinName; amount: bigint; reference: string },
) => Promise<string>;

/** What lucky codes need from the others, filled by the composition root (compose.ts). */
export interface LuckyCodesPorts {
  fair: Pick<FairService, 'beginRound' | 'serverSeedOf'>;
  /** Takes the price from the player to the house (the balance lacking: BALANCE_LACK, nothing moved). */
  charge: HouseMove;
  /** Pays a prize from the house to the opener. */
  payPrize: HouseMove;
}

/**
 * Lucky codes (issue 16): bought at a tier's price (paid to the house through the ledger, once per
 * request key), opened once by whoever holds the code: the code is taken with one conditional update,
 * the prize drawn with the opener's fair round and paid in that same transaction.
 */
export class LuckyCodeService {
  constructor(
    private readonly db: Db,
    private readonly ports: LuckyCodesPorts,
    private readonly now: () => number,
  ) {}

  tiers(): LuckyCodeTier[] {
    return TIERS.map(tierView);
  }

  /** Buys one code; a repeat (or a concurrent twin) of the key answers the first code and moves nothing. */
  async buy(userId: number, tierId: string, requestKey: string): Promise<LuckyCode> {
    const tier = tierById(tierId);
    if (!tier) throw invalidField('tier', `must be one of ${TIERS.map((t) => t.id).join(', ')}`);
    const earlier = await luckyCodeRepository.byKey(this.db, userId, requestKey);
    if (earlier) return earlier;
    try {
      return await writeTransaction(this.db, async (trx) => {
        const twin = await luckyCodeRepository.byKey(trx, userId, requestKey);
        if (twin) return twin;
        const code = newCode();
        const buyTxPublicId = await this.ports.charge(trx, {
          userId,
          coin: tier.coin,
          amount: tier.price,
          reference: `lucky_code:${code}`,
        });
        const row = {
          code,
          tier: tier.id,
          buyerId: userId,
          requestKey,
          coin: tier.coin,
          price: tier.price,
          buyTxPublicId,
          createdAt: this.now(),
        };
        await luckyCodeRepository.insert(trx, row);
        return { ...row, opening: null };
      });
    } catch (error) {
      // Two purchases with one key at once (PostgreSQL): the loser rolled back, payment and all, on the key.
      if (isUniqueViolation(error)) {
        const first = await luckyCodeRepository.byKey(this.db, userId, requestKey);
        if (first) return first;
      }
      throw error;
    }
  }

  /** Opens a code once for whoever asks (a bearer code): unknown 1170, already opened 1171, nothing moved. */
  async open(userId: number, code: string): Promise<LuckyCode> {
    const found = await luckyCodeRepository.byCode(this.db, code);
    if (!found) throw new ApiError(BodyCode.LUCKY_CODE_NOT_FOUND);
    if (found.opening) throw new ApiError(BodyCode.LUCKY_CODE_OPENED);
    // A tier removed from the data after the purchase still opens with the table it was sold with? The
    // data keeps sold tiers; a missing one is an operator error, loud rather than a silent refund.
    const tier = tierById(found.tier);
    if (!tier) throw new Error(`Lucky code ${code}: tier ${found.tier} is no longer in data/lucky-codes.json`);
    return writeTransaction(this.db, async (trx) => {
      const now = this.now();
      if (!(await luckyCodeRepository.take(trx, code, userId, now))) throw new ApiError(BodyCode.LUCKY_CODE_OPENED);
      const round = await this.ports.fair.beginRound(trx, userId, LUCKY_CODE_SCOPE);
      const [float] = await round.floats(DRAW_FLOATS);
      const weights = tier.prizes.map((p) => p.weight);
      const prizeIndex = pickWeighted(float as number, weights);
      const prizeAmount = (tier.prizes[prizeIndex] as { amount: bigint }).amount;
      const prizeTxPublicId = await this.ports.payPrize(trx, {
        userId,
        coin: tier.coin,
        amount: prizeAmount,
        reference: `lucky_code:${code}`,
      });
      const opening = {
        openedBy: userId,
        openedAt: now,
        prizeIndex,
        prizeAmount,
        seedPairId: round.seedPairId,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        weights,
        prizeTxPublicId,
      };
      await luckyCodeRepository.recordOpening(trx, code, opening);
      return { ...found, opening };
    });
  }

  /** A code's public state (anyone: the code itself is what lets one see it); unknown 1170. */
  async query(code: string): Promise<LuckyCode> {
    const found = await luckyCodeRepository.byCode(this.db, code);
    if (!found) throw new ApiError(BodyCode.LUCKY_CODE_NOT_FOUND);
    return found;
  }

  mine(userId: number): Promise<LuckyCode[]> {
    return luckyCodeRepository.mine(this.db, userId);
  }

  /** A code as answered to `viewer` (undefined signed out), with the opener's seed once revealed. */
  async view(c: LuckyCode, viewer: number | undefined): Promise<LuckyCodeView> {
    const decimals = COINS[c.coin].decimals;
    const o = c.opening;
    const revealed = o ? await this.ports.fair.serverSeedOf(o.seedPairId) : undefined;
    return {
      code: c.code,
      tier: c.tier,
      coin: c.coin,
      price: formatUnits(c.price, decimals),
      created_at: c.createdAt,
      mine: viewer !== undefined && c.buyerId === viewer,
      opened: o !== null,
      opened_by_me: viewer !== undefined && o?.openedBy === viewer,
      opened_at: o?.openedAt ?? null,
      prize: o && { index: o.prizeIndex, coin: c.coin, amount: formatUnits(o.prizeAmount, decimals) },
      fair: o && {
        scope: LUCKY_CODE_SCOPE,
        seed_pair_id: o.seedPairId,
        server_seed_hash: o.serverSeedHash,
        client_seed: o.clientSeed,
        nonce: o.nonce,
        server_seed: revealed?.serverSeed ?? null,
        weights: o.weights,
      },
    };
  }
}
