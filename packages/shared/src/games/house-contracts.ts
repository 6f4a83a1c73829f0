import { z } from 'zod';
import { ZDecimal, ZGameAmount, ZGameId } from './game-fields';

/**
 * The house provider's play call (first-party RGS, POST /provider/house/play): the game page sends
 * its launch token, the bet and the game's parameters; the answer is the round with its outcome.
 */
export const ZHousePlay = z.object({
  launchToken: z.string().min(1).max(1024),
  gameId: ZGameId,
  bet: ZGameAmount,
  params: z.record(z.string(), z.unknown()).optional().default({}),
});

export const ZHousePlayAnswer = z.object({
  roundId: z.string(),
  bet: ZDecimal,
  win: ZDecimal,
  multiplier: z.number(),
  outcome: z.unknown(),
  balance: ZDecimal,
  fair: z.object({
    seedPairId: z.number().int(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonce: z.number(),
  }),
});
export type HousePlayAnswer = z.output<typeof ZHousePlayAnswer>;
