import { roundFloats, sha256Hex } from './derivation';
import { houseGame, isHouseGameId } from './house-games';

export interface RoundToVerify {
  serverSeed: string;
  /** The hash shown before the round was played. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  gameId: string;
  params: unknown;
}

export interface VerifiedRound {
  /** sha256(serverSeed) equals the hash committed before play. */
  hashMatches: boolean;
  outcome: unknown;
  multiplier: number;
}

/** Replays a round from its revealed seeds (the fairness page and the server use this same code). */
export async function verifyRound(round: RoundToVerify): Promise<VerifiedRound> {
  if (!isHouseGameId(round.gameId)) throw new Error(`Unknown house game: ${round.gameId}`);
  const game = houseGame(round.gameId);
  const params = game.validateParams(round.params);
  const floats = await roundFloats({ ...round, count: game.floatsNeeded(params) });
  const { outcome, multiplier } = game.play(floats, params);
  const hashMatches = (await sha256Hex(round.serverSeed)) === round.serverSeedHash.toLowerCase();
  return { hashMatches, outcome, multiplier };
}
