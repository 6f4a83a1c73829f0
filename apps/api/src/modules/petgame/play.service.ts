import { BodyCode, formatUnits } from '@app/shared';
import { pickWeighted } from '@app/shared/fair/weighted-pick';
import type { PetGameConfig } from '@app/shared/pets/petgame-contracts';
import { COINS } from '@app/shared/wallet/coins';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { oncePerKey } from './once-per-key';
import type { PetgamePorts } from './petgame.ports';
import { nextUtcMidnight, petgameDayRepository, petgameRestRepository, utcDay } from './petgame-day.repository';
import { type PlayRules, playReward, playRulesView } from './petgame-rules';
import { type Play, playRepository } from './play.repository';
import { roundRecord } from './round-record';
import { roundView } from './round-view';

/** The fair scope of /petGame rounds: each player's own pair of this scope decides their pets' outcomes. */
export const PET_GAME_SCOPE = 'pet-game';

/**
 * /petGame (issue 17 item 1): a pet its keeper plays (the owner, or the renter during a rental) earns
 * coins from the rewards account: one fair round picks the outcome, the reward scales with rarity and
 * level, a pet rests between plays and a player's pets earn at most the daily cap per UTC day.
 */
export class PetPlayService {
  constructor(
    private readonly db: Db,
    private readonly ports: PetgamePorts,
    private readonly rules: PlayRules,
    private readonly now: () => number,
  ) {}

  async state(userId: number): Promise<PetGameConfig> {
    const now = this.now();
    const played = await playRepository.playedSince(this.db, userId, now - this.rules.restMs);
    return {
      ...playRulesView(this.rules),
      today: await this.today(userId, now),
      resting: played.map((p) => ({ pet_id: p.petPublicId, next_play_at: p.at + this.rules.restMs })),
    };
  }

  /**
   * One round of `petPublicId` for its keeper, once per key, in one transaction: the pet's rest, the
   * fair round, the reward clipped to what is left of today's cap, the ledger credit and the record.
   * Not the keeper: PET_NOT_YOURS; listed: PET_LOCKED; resting: PETGAME_RESTING; cap reached:
   * PETGAME_DAILY_CAP; each with nothing moved.
   */
  async play(userId: number, petPublicId: string, requestKey: string) {
    const find = (db: Parameters<typeof playRepository.byKey>[0]) => playRepository.byKey(db, userId, requestKey);
    const play = await oncePerKey(this.db, find, async (trx) => {
      const now = this.now();
      const pet = await this.ports.pets.keeping(petPublicId, trx);
      if (!pet) throw new ApiError(BodyCode.PET_NOT_FOUND);
      if (pet.keeperId !== userId) throw new ApiError(BodyCode.PET_NOT_YOURS);
      if (pet.lockedBy !== null) throw new ApiError(BodyCode.PET_LOCKED);
      const day = utcDay(now);
      const cap = this.rules.dailyCap;
      // Cheap refusals before the pet's rest and the nonce are taken (the transaction rolls back anyway).
      if ((await petgameDayRepository.earned(trx, userId, day)) >= cap)
        throw new ApiError(BodyCode.PETGAME_DAILY_CAP, undefined, { cap: this.fmt(cap) });
      if (!(await petgameRestRepository.take(trx, pet.publicId, now, now + this.rules.restMs))) {
        const nextPlayAt = await petgameRestRepository.nextPlayAt(trx, pet.publicId);
        throw new ApiError(BodyCode.PETGAME_RESTING, undefined, { next_play_at: nextPlayAt });
      }
      const weights = this.rules.outcomes.map((o) => o.weight);
      const round = await this.ports.fair.beginRound(trx, userId, PET_GAME_SCOPE);
      const [float] = await round.floats(1);
      const outcome = this.rules.outcomes[pickWeighted(float as number, weights)] as PlayPick;
      const fullReward = playReward(this.rules, pet.traits.rarity, pet.level, outcome);
      const reward = await petgameDayRepository.grant(trx, userId, day, fullReward, cap);
      if (reward <= 0n) throw new ApiError(BodyCode.PETGAME_DAILY_CAP, undefined, { cap: this.fmt(cap) });
      const txPublicId = await this.ports.payReward(trx, {
        userId,
        coin: this.rules.coin,
        amount: reward,
        reference: `petgame:${pet.publicId}:${requestKey}`,
      });
      const record: Play = {
        userId,
        requestKey,
        petPublicId: pet.publicId,
        day,
        outcome: outcome.id,
        coin: this.rules.coin,
        reward,
        fullReward,
        txPublicId,
        round: roundRecord(round, weights),
        createdAt: now,
      };
      await playRepository.insert(trx, record);
      return record;
    });
    if (play.petPublicId !== petPublicId) throw new ApiError(BodyCode.IDEMPOTENCY_CONFLICT);
    return {
      pet_id: play.petPublicId,
      outcome: play.outcome,
      coin: play.coin,
      reward: this.fmt(play.reward),
      capped: play.reward < play.fullReward,
      next_play_at: play.createdAt + this.rules.restMs,
      today: await this.today(userId, this.now()),
      tx_id: play.txPublicId,
      fair: await roundView(this.ports.fair, PET_GAME_SCOPE, play.round),
    };
  }

  private async today(userId: number, now: number) {
    const day = utcDay(now);
    return {
      day,
      earned: this.fmt(await petgameDayRepository.earned(this.db, userId, day)),
      cap: this.fmt(this.rules.dailyCap),
      resets_at: nextUtcMidnight(now),
    };
  }

  private fmt(units: bigint) {
    return formatUnits(units, COINS[this.rules.coin].decimals);
  }
}

type PlayPick = PlayRules['outcomes'][number];
