import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** A game round: a provider's round id for one player, one game and one coin, with its bets and wins. */
export interface GameRoundTable {
  id: Generated<number>;
  /** The id players see (opaque ULID). */
  public_id: string;
  provider_id: string;
  provider_round_id: string;
  user_id: number;
  game_id: string;
  coin: string;
  bet: Money;
  win: Money;
  /** 'open' | 'closed' | 'rolled_back' */
  status: string;
  created_at: Ms;
  closed_at: Ms | null;
  /** House rounds only (provably fair): the seed pair, its committed hash, client seed, nonce, outcome JSON. */
  seed_pair_id: number | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  outcome: string | null;
  /** House rounds: the game parameters as played (JSON), which verification replays with the seeds. */
  params: string | null;
}

/**
 * One wallet protocol call that moved (or decided) money, by (provider, transaction id): what it was
 * (kind, round, amount, the bet it reverses) and the answer it got, so a repeat answers the same.
 */
export interface ProviderTxTable {
  provider_id: string;
  transaction_id: string;
  kind: string;
  /** SHA-256 of what the call asked (kind, player, game, round, amount, reference): a repeat must match. */
  request_hash: string;
  user_id: number;
  round_id: number | null;
  amount: Money;
  reference_transaction_id: string | null;
  /** 1 once a rollback reversed this bet. */
  rolled_back: Generated<number>;
  response: string;
  created_at: Ms;
}

/** A player's daily loss limit of one coin, and a raise waiting for its 24 hours. */
export interface PlayerLossLimitTable {
  user_id: number;
  coin: string;
  daily_limit: Money | null;
  pending_limit: Money | null;
  /** -1 in pending_limit means "no limit" once pending_from passes. */
  pending_from: Ms | null;
  updated_at: Ms;
}

export interface SelfExclusionTable {
  user_id: number;
  until: Ms;
  created_at: Ms;
}

export interface GamesTables {
  game_round: GameRoundTable;
  provider_tx: ProviderTxTable;
  player_loss_limit: PlayerLossLimitTable;
  self_exclusion: SelfExclusionTable;
}
