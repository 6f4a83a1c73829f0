import { BodyCode } from '@app/shared';
import { ApiError } from '../../lib/api-error';
import type { HouseEngines, HouseFairness } from './house-engines';

/**
 * The house provider before the fair module's engines and seeds are wired in (design seam 4): every
 * house game answers GAME_UNAVAILABLE rather than playing with made-up fairness.
 */
export const UNWIRED_HOUSE_ENGINES: HouseEngines = { engine: () => undefined };

export const UNWIRED_HOUSE_FAIRNESS: HouseFairness = {
  draw: async () => {
    throw new ApiError(BodyCode.GAME_UNAVAILABLE, 'The provably fair seeds are not wired in yet');
  },
};
