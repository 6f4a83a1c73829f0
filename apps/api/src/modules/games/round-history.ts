import { BodyCode } from '@app/shared';
import type { Round } from '@app/shared/games/round-contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { roundView } from './round-view';
import { roundsRepository } from './rounds.repository';

/** The player's rounds: their history (newest first, paged) and one round by its public id. */
export class RoundHistory {
  constructor(private readonly db: Db) {}

  async page(userId: number, gameId: string | undefined, cursor: string | undefined, limit: number) {
    const page = await roundsRepository.page(this.db, userId, gameId, cursor, limit);
    return { list: page.list.map(roundView), nextCursor: page.nextCursor };
  }

  /** Another player's round answers as an unknown one: ids tell nothing of other players. */
  async one(userId: number, publicId: string): Promise<Round> {
    const round = await roundsRepository.byPublicId(this.db, userId, publicId);
    if (!round) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No round of yours has this id', { field: 'id' });
    return roundView(round);
  }
}
