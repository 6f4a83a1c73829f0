/**
 * What the house games' screen needs from the server, as one small port (house-api.ts builds it on
 * the API client; tests and screenshots may give their own).
 */
export interface HouseTable {
  coin: string;
  /** Decimal strings, as the ledger keeps them. */
  balance: string;
  minBet: string;
  maxBet: string;
  /** Decimals of the coin's amounts. */
  decimals: number;
}

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next round uses. */
  nonce: number;
  /** The last revealed pair (after a rotation), for the fairness page. */
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
}

export interface HouseRound {
  roundId: string;
  bet: string;
  win: string;
  multiplier: number;
  outcome: unknown;
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

export interface HouseApi {
  table(): Promise<HouseTable>;
  play(bet: string, params: unknown): Promise<HouseRound>;
  seeds(): Promise<FairState>;
  setClientSeed(clientSeed: string): Promise<FairState>;
  rotate(): Promise<FairState>;
}
