import { BodyCode } from '@app/shared';
import type { Round } from '@app/shared/games/round-contracts';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { HouseFairness } from './house-engines';
import { roundView } from './round-view';
import { type RoundRow, roundsRepository } from './rounds.repository';

/** The player's rounds: their history (newest first, paged) and one round by its public id. */
export class RoundHistory {
  constructor(
    private readonly db: Db,
    private readonly fairness: Pick<HouseFairness, 'revealedSeed'>,
  ) {}

  async page(userId: number, gameId: string | undefined, cursor: string | undefined, limit: number) {
    const page = await roundsRepository.page(this.db, userId, gameId, cursor, limit);
    return { list: await this.views(page.list), nextCursor: page.nextCursor };
  }

  /** Another player's round answers as an unknown one: ids tell nothing of other players. */
  async one(userId: number, publicId: string): Promise<Round> {
    const round = await roundsRepository.byPublicId(this.db, userId, publicId);
    if (!round) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No round of yours has this id', { field: 'id' });
    const [view] = await this.views([round]);
    return view as Round;
  }

  /** The rounds with their pairs' revealed seeds (one lookup per pair: a page shares few). */
  private async views(rows: RoundRow[]): Promise<Round[]> {
    const pairs = [...new Set(rows.map((r) => r.seedPairId).filter((id): id is number => id !== null))];
    const seeds = new Map(
      await Promise.all(pairs.map(async (id) => [id, await this.fairness.revealedSeed(id)] as const)),
    );
    return rows.map((r) => roundView(r, (r.seedPairId !== null && seeds.get(r.seedPairId)) || null));
  }
}
