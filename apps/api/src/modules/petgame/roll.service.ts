import { BodyCode, formatUnits } from '@app/shared';
import { pickWeighted } from '@app/shared/fair/weighted-pick';
import { PET_DRAW_FLOATS } from '@app/shared/pets/pet-traits';
import type { PetRoll, PetRollConfig } from '@app/shared/pets/petgame-contracts';
import { COINS } from '@app/shared/wallet/coins';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { mintPet, newPetId } from '../pets';
import { oncePerKey } from './once-per-key';
import type { PetgamePorts } from './petgame.ports';
import { type RollRules, rollRulesView } from './petgame-rules';
import { type Roll, rollRepository } from './roll.repository';
import { roundRecord } from './round-record';
import { roundView } from './round-view';

/** The fair scope of /rollnft: each player's own pair of this scope decides their rolls. */
export const PET_ROLL_SCOPE = 'pet-roll';

/**
 * /rollnft (issue 17 item 1): a roll costs the price (to the house); float 0 of the player's `pet-roll`
 * round picks a row of the published prize table; a pet prize is minted by the pets module's own mint
 * (floats 1-5 its look, as a draw), a coin prize comes from the house. All in one transaction.
 */
export class PetRollService {
  constructor(
    private readonly db: Db,
    private readonly ports: PetgamePorts,
    private readonly rules: RollRules,
    private readonly now: () => number,
  ) {}

  config(): PetRollConfig {
    return rollRulesView(this.rules);
  }

  /** One roll once per key; the price beyond the balance: BALANCE_LACK, nothing moved. */
  async roll(userId: number, requestKey: string): Promise<PetRoll> {
    const find = (db: DbOrTrx) => rollRepository.byKey(db, userId, requestKey);
    const roll = await oncePerKey(this.db, find, async (trx) => {
      const now = this.now();
      const petPublicId = newPetId();
      const payTxPublicId = await this.ports.payRoll(trx, {
        userId,
        coin: this.rules.coin,
        amount: this.rules.price,
        reference: `petroll:${requestKey}`,
      });
      const weights = this.rules.prizes.map((p) => p.weight);
      const round = await this.ports.fair.beginRound(trx, userId, PET_ROLL_SCOPE);
      const [float] = await round.floats(PET_DRAW_FLOATS);
      const prizeIndex = pickWeighted(float as number, weights);
      const won = this.rules.prizes[prizeIndex] as RollRules['prizes'][number];
      let prize: Roll['prize'];
      if (won.kind === 'pet') {
        const pet = await mintPet(trx, {
          publicId: petPublicId,
          ownerId: userId,
          // Its own key space: a draw's keys are the drawer's request ids.
          requestKey: `roll:${requestKey}`,
          txPublicId: payTxPublicId,
          scope: PET_ROLL_SCOPE,
          round,
          weights,
          rarity: won.rarity,
          createdAt: now,
        });
        prize = { kind: 'pet', rarity: won.rarity, petPublicId: pet.publicId };
      } else {
        const txPublicId = await this.ports.payRollPrize(trx, {
          userId,
          coin: this.rules.coin,
          amount: won.amount,
          reference: `petroll:${requestKey}`,
        });
        prize = { kind: 'coins', amount: won.amount, txPublicId };
      }
      const record: Roll = {
        userId,
        requestKey,
        coin: this.rules.coin,
        price: this.rules.price,
        payTxPublicId,
        prizeIndex,
        prize,
        round: roundRecord(round, weights),
        createdAt: now,
      };
      await rollRepository.insert(trx, record);
      return record;
    });
    return this.view(roll);
  }

  async history(userId: number) {
    const rolls = await rollRepository.recent(this.db, userId);
    return { rolls: await Promise.all(rolls.map((r) => this.view(r))) };
  }

  private async view(r: Roll): Promise<PetRoll> {
    const fmt = (units: bigint) => formatUnits(units, COINS[r.coin].decimals);
    const pet = r.prize.kind === 'pet' ? await this.ports.pets.keeping(r.prize.petPublicId) : undefined;
    if (r.prize.kind === 'pet' && !pet) throw new ApiError(BodyCode.PET_NOT_FOUND);
    return {
      roll_id: r.requestKey,
      coin: r.coin,
      price: fmt(r.price),
      prize_index: r.prizeIndex,
      prize: {
        kind: r.prize.kind,
        rarity: r.prize.kind === 'pet' ? r.prize.rarity : null,
        amount: r.prize.kind === 'coins' ? fmt(r.prize.amount) : null,
      },
      pet: pet ? { pet_id: pet.publicId, traits: pet.traits } : null,
      created_at: r.createdAt,
      fair: await roundView(this.ports.fair, PET_ROLL_SCOPE, r.round),
    };
  }
}
