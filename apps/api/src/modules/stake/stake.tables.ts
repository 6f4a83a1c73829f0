import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** A player's KTHER lock: a ledger hold for a term (stake README). */
export interface StakeLockTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  amount: Money;
  days: number;
  /** The staking reward rate a year the lock was made at, basis points. */
  apr_bps: number;
  hold_id: number;
  locked_at: Ms;
  /** The term's end: the lock counts for votes, dividends and rewards until then. */
  unlock_at: Ms;
  /** When the hold went back to the player; null while held. */
  unlocked_at: Ms | null;
}

/** One period of the dividend pool, written once when its job plans the payouts. */
export interface DividendPeriodTable {
  /** floor(start / period length). */
  period: number;
  start_at: Ms;
  end_at: Ms;
  coin: string;
  /** This period's revenue share moved to the pool account (accrual). */
  accrued: Money;
  /** What an earlier period without holders left in the pool. */
  carry_in: Money;
  /** accrued + carry_in: what is split. */
  pool: Money;
  /** The sum of the holders' weights (KTHER base units x ms), decimal text: it passes 64 bits. */
  weight_total: string;
  holders: number;
  /** The pool when nobody held, else 0. */
  carried_out: Money;
  /** 'paying' | 'paid' */
  status: string;
  planned_at: Ms;
  paid_at: Ms | null;
}

/** A holder's planned payout of one period; paid once (status pending -> paid in the ledger's transaction). */
export interface DividendPayoutTable {
  period: number;
  user_id: number;
  /** Decimal text, see DividendPeriodTable.weight_total. */
  weight: string;
  amount: Money;
  /** 'pending' | 'paid' */
  status: string;
  tx_public_id: string | null;
  paid_at: Ms | null;
}

/** A lock's staking reward of one period; the unique (lock_id, period) makes it once. */
export interface StakeRewardTable {
  lock_id: number;
  period: number;
  user_id: number;
  amount: Money;
  tx_public_id: string;
  paid_at: Ms;
}

/** A proposal players vote on with their locked KTHER (the console's vote_proposals catalogue). */
export interface VoteProposalTable {
  id: Generated<number>;
  title: string;
  description: string;
  /** JSON array of the option labels. */
  options: string;
  deadline: Ms;
  disabled: Generated<number>;
  created_at: Ms;
}

/** A player's vote: once per proposal (unique proposal_id, user_id). */
export interface VoteBallotTable {
  id: Generated<number>;
  proposal_id: number;
  user_id: number;
  option_idx: number;
  /** KTHER locked by the player when voting, base units. */
  weight: Money;
  created_at: Ms;
}

export interface StakeTables {
  stake_lock: StakeLockTable;
  dividend_period: DividendPeriodTable;
  dividend_payout: DividendPayoutTable;
  stake_reward: StakeRewardTable;
  vote_proposal: VoteProposalTable;
  vote_ballot: VoteBallotTable;
}
