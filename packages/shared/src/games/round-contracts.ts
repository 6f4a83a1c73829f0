import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ZCoin, ZDecimal, ZGameId } from './game-fields';

export const ZRoundStatus = z.enum(['open', 'closed', 'rolled_back']);

/** One round as the player's history shows it; the fair fields only for house rounds. */
export const ZRound = z.object({
  id: z.string().describe('Opaque round id'),
  gameId: z.string(),
  providerId: z.string(),
  coin: ZCoin,
  bet: ZDecimal,
  win: ZDecimal,
  status: ZRoundStatus,
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
  fair: z
    .object({
      seedPairId: z.number().int(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      outcome: z.unknown(),
      params: z.unknown().describe('The game parameters as played (verification replays them)'),
      serverSeed: z.string().nullable().describe('The server seed once its pair is rotated (revealed); null before'),
    })
    .nullable(),
});
export type Round = z.output<typeof ZRound>;

/** game/rounds: the player's rounds, newest first, paged by the cursor of the previous page. */
export const gameRounds = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/game/rounds',
  summary: "The player's game rounds, newest first",
  request: z.object({
    gameId: ZGameId.optional(),
    cursor: z.string().max(64).optional().describe('nextCursor of the previous page'),
    limit: z.coerce.number().int().min(1).max(100).optional().default(20),
  }),
  response: z.object({ list: z.array(ZRound), nextCursor: z.string().nullable() }),
});

/** game/round: one of the player's rounds. */
export const gameRound = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/game/round',
  summary: "One of the player's game rounds",
  request: z.object({ id: z.string().min(1).max(64) }),
  response: ZRound,
});
