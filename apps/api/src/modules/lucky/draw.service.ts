import { BodyCode, formatUnits } from '@app/shared';
import { DRAW_FLOATS, pickWeighted, probabilities } from '@app/shared/fair/weighted-pick';
import { CHANCE_RULES } from '@app/shared/luckybear/chance-rules';
import type { DrawConf, DrawResult } from '@app/shared/luckybear/draw-contracts';
import { DRAW_FAIR_SCOPE, type DrawGame } from '@app/shared/luckybear/draw-games';
import { NEWBIE_TASKS } from '@app/shared/luckybear/newbie-tasks';
import type { CoinName } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import type { FairService } from '../fair';
import { newTxPublicId } from '../wallet';
import { type ChanceGrant, chanceRepository } from './chance.repository';
import { dueGrants, pendingChances, utcDay, type WageredIn } from './chance-rules';
import { type Draw, drawRepository } from './draw.repository';
import { decimalsOf, type Prize, prizeRepository } from './prize.repository';

/** What the draws need from the others, filled by the composition root (compose.ts). */
export interface LuckyPorts {
  /** The player's provably fair seeds (the fair module). */
  fair: Pick<FairService, 'beginRound' | 'seedState' | 'serverSeedOf'>;
  /** Wagered in the games in [since, until), base units of `coin` (the games' wagering reader). */
  wagered: WageredIn;
  /** Credits a coin prize from the rewards account in the caller's transaction; answers the ledger tx's public id. */
  payPrize(trx: DbOrTrx, p: { userId: number; coin: CoinName; amount: bigint; reference: string }): Promise<string>;
  /** Grants a locked bonus in the caller's transaction, idempotent by (source, sourceId); answers its public id. */
  grantBonus(
    trx: DbOrTrx,
    g: { userId: number; coin: CoinName; amount: bigint; wagerMultiple: number; source: string; sourceId: string },
  ): Promise<string>;
}

const newbieGrants = (game: DrawGame) => NEWBIE_TASKS.some((t) => t.reward.game === game);

function prizeView(
  p: Pick<Prize, 'id' | 'labelKey' | 'kind' | 'coin' | 'amount' | 'wagerMultipleTenths'>,
  index: number,
) {
  return {
    index,
    id: p.id,
    label_key: p.labelKey,
    kind: p.kind,
    coin: p.coin,
    amount: formatUnits(p.amount, decimalsOf(p.coin)),
    wager_multiple: p.wagerMultipleTenths / 10,
  };
}

/**
 * The lucky spin and the free lottery (issue 13, spec 7.7): chances by rules (chance-rules.ts), one
 * chance per draw taken with one conditional update, the prize drawn provably fairly (the fair
 * module's round in the draw's own transaction, `pickWeighted` of @app/shared/fair) and paid through
 * the ledger in that same transaction, so a draw and its payment happen together, once.
 */
export class DrawService {
  constructor(
    private readonly db: Db,
    private readonly ports: LuckyPorts,
    private readonly now: () => number,
  ) {}

  /** The wheel: prizes in order with their odds, the rules, and (signed in) chances left and fair seeds. */
  async conf(game: DrawGame, userId: number | undefined): Promise<DrawConf> {
    const prizes = await prizeRepository.table(this.db, game);
    const odds = prizes.length > 0 ? probabilities(prizes.map((p) => p.weight)) : [];
    const rules = CHANCE_RULES[game];
    const now = this.now();
    let chancesLeft = 0;
    let fair: DrawConf['fair'] = null;
    if (userId !== undefined) {
      const [left, pending, seeds] = await Promise.all([
        chanceRepository.left(this.db, userId, game),
        this.due(this.db, userId, game, now).then((due) => pendingChances(this.db, due)),
        this.ports.fair.seedState(userId, DRAW_FAIR_SCOPE[game]),
      ]);
      chancesLeft = left + pending;
      fair = {
        scope: seeds.scope,
        server_seed_hash: seeds.current.server_seed_hash,
        client_seed: seeds.current.client_seed,
        next_nonce: seeds.current.nonce,
      };
    }
    return {
      game,
      prizes: prizes.map((p, i) => ({ ...prizeView(p, i), probability: odds[i] as number })),
      chances_left: chancesLeft,
      rules: {
        daily: rules.daily,
        wager: rules.wager && { coin: rules.wager.coin, per: rules.wager.per, max_per_day: rules.wager.maxPerDay },
        newbie_tasks: newbieGrants(game),
      },
      fair,
      day_ends_at: utcDay(now).end,
    };
  }

  /** Grants chances in the caller's transaction, once per (player, game, source, sourceId); answers those added. */
  grantChances(trx: DbOrTrx, grants: readonly ChanceGrant[]): Promise<number> {
    return chanceRepository.grant(trx, grants, this.now());
  }

  /**
   * Draws once: with a key, a repeat (or a concurrent twin) answers the first draw and moves nothing.
   * Today's rule-earned chances are stored first, then one chance is taken (none: 1082, nothing moved),
   * the fair round begun, the prize picked and paid, the draw recorded, all in one transaction.
   */
  async draw(game: DrawGame, userId: number, key: string | undefined): Promise<{ draw: Draw; chancesLeft: number }> {
    const prizes = await prizeRepository.table(this.db, game);
    if (prizes.length === 0) throw new ApiError(BodyCode.LUCKY_DRAW_CLOSED);
    if (key !== undefined) {
      const earlier = await drawRepository.byKey(this.db, userId, game, key);
      if (earlier) return { draw: earlier, chancesLeft: await chanceRepository.left(this.db, userId, game) };
    }
    try {
      return await writeTransaction(this.db, async (trx) => {
        const earlier = key === undefined ? undefined : await drawRepository.byKey(trx, userId, game, key);
        if (earlier) return { draw: earlier, chancesLeft: await chanceRepository.left(trx, userId, game) };
        const now = this.now();
        await chanceRepository.grant(trx, await this.due(trx, userId, game, now), now);
        if (!(await chanceRepository.use(trx, userId, game))) throw new ApiError(BodyCode.LUCKY_NO_CHANCE);
        const draw = await this.drawIn(trx, game, userId, key, prizes, now);
        return { draw, chancesLeft: await chanceRepository.left(trx, userId, game) };
      });
    } catch (error) {
      // Two draws with one key at once (PostgreSQL): the loser rolled back, payment and all, either on the
      // key's unique index or, when the twin took the last chance first, on the chance. It answers the twin.
      const lostToTwin =
        isUniqueViolation(error) || (error instanceof ApiError && error.code === BodyCode.LUCKY_NO_CHANCE);
      if (key !== undefined && lostToTwin) {
        const first = await drawRepository.byKey(this.db, userId, game, key);
        if (first) return { draw: first, chancesLeft: await chanceRepository.left(this.db, userId, game) };
      }
      throw error;
    }
  }

  private async drawIn(
    trx: DbOrTrx,
    game: DrawGame,
    userId: number,
    key: string | undefined,
    prizes: readonly Prize[],
    now: number,
  ): Promise<Draw> {
    const round = await this.ports.fair.beginRound(trx, userId, DRAW_FAIR_SCOPE[game]);
    const [float] = await round.floats(DRAW_FLOATS);
    const weights = prizes.map((p) => p.weight);
    const index = pickWeighted(float as number, weights);
    const prize = prizes[index] as Prize;
    const publicId = newTxPublicId(now);
    let txPublicId: string | null = null;
    let bonusPublicId: string | null = null;
    if (prize.kind === 'coin') {
      txPublicId = await this.ports.payPrize(trx, {
        userId,
        coin: prize.coin,
        amount: prize.amount,
        reference: `lucky:${game}:${publicId}`,
      });
    } else if (prize.kind === 'locked_bonus') {
      bonusPublicId = await this.ports.grantBonus(trx, {
        userId,
        coin: prize.coin,
        amount: prize.amount,
        wagerMultiple: prize.wagerMultipleTenths / 10,
        source: game,
        sourceId: publicId,
      });
    }
    const draw: Draw = {
      publicId,
      userId,
      game,
      requestKey: key ?? publicId,
      prizeId: prize.id,
      index,
      labelKey: prize.labelKey,
      kind: prize.kind,
      coin: prize.coin,
      amount: prize.amount,
      wagerMultipleTenths: prize.wagerMultipleTenths,
      seedPairId: round.seedPairId,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      weights,
      txPublicId,
      bonusPublicId,
      createdAt: now,
    };
    await drawRepository.insert(trx, draw);
    return draw;
  }

  /** One of the player's draws (another player's, or none: 1083, nothing about it said). */
  async result(game: DrawGame, userId: number, publicId: string): Promise<Draw> {
    const draw = await drawRepository.mine(this.db, userId, game, publicId);
    if (!draw) throw new ApiError(BodyCode.LUCKY_DRAW_NOT_FOUND);
    return draw;
  }

  /** A draw as answered: the prize, what paid it, and the fair data (the seed once revealed). */
  async view(draw: Draw): Promise<DrawResult> {
    const revealed = await this.ports.fair.serverSeedOf(draw.seedPairId);
    return {
      game: draw.game,
      index: draw.index,
      prize: prizeView({ ...draw, id: draw.prizeId }, draw.index),
      tx_id: draw.txPublicId,
      bonus_id: draw.bonusPublicId,
      fair: {
        scope: DRAW_FAIR_SCOPE[draw.game],
        seed_pair_id: draw.seedPairId,
        server_seed_hash: draw.serverSeedHash,
        client_seed: draw.clientSeed,
        nonce: draw.nonce,
        server_seed: revealed?.serverSeed ?? null,
        weights: draw.weights,
      },
      created_at: draw.createdAt,
    };
  }

  /** Lucky spins a player has drawn (newbie task progress). */
  spins(db: DbOrTrx, userId: number): Promise<number> {
    return drawRepository.count(db, userId, 'lucky_spin');
  }

  private due(db: DbOrTrx, userId: number, game: DrawGame, now: number) {
    return dueGrants(db, this.ports.wagered, userId, game, now);
  }
}
