/**
 * What the house provider needs of the provably fair games (design seam 4), as its own interfaces:
 * the fair helper's engines and seed service are wired in by the composition root after the merge;
 * tests use a simple deterministic engine.
 */
export interface HouseEngine {
  /** How many floats in [0,1) one round of these parameters draws. */
  floatsNeeded(params: Record<string, unknown>): number;
  /** Throws a message (string or Error) when the parameters are invalid for this game. */
  validateParams(params: Record<string, unknown>): void;
  /** The round's payout per 1 bet (0, 1.5, ...) and the outcome the screen animates. */
  play(floats: number[], params: Record<string, unknown>): { multiplier: number; outcome: unknown };
}

export interface HouseEngines {
  engine(gameId: string): HouseEngine | undefined;
}

/** A round's fair inputs: the committed seed pair, the nonce it took, and the floats they derive. */
export interface FairDraw {
  seedPairId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  floats: number[];
}

/** The provably fair seeds: takes the player's next nonce of `scope` and derives `count` floats. */
export interface HouseFairness {
  draw(userId: number, scope: string, count: number): Promise<FairDraw>;
  /** The server seed of a pair once rotated (revealed); undefined while it is current. */
  revealedSeed(seedPairId: number): Promise<string | undefined>;
}
