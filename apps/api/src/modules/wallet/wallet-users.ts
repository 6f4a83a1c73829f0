/**
 * What the wallet needs to know about users, which the auth module owns (its UserService and
 * PayeeDirectory fit these shapes; the composition root passes them in). Declared here so that the
 * wallet imports nothing of auth's to read users, and auth nothing of the wallet's.
 */
export interface WalletUsers {
  /** The addresses on the user's profile (spec 3 wallet address item). */
  walletAddresses(
    userId: number,
  ): Promise<{ list: { wallet_addr: string; wallet_addr_sol: string; invalid: boolean }[] }>;
  /** Checks and sets the user's Solana address; answers it. */
  setSolanaAddress(userId: number, value: string): Promise<string>;
}

/** What a payer may see of another user: never a phone. */
export interface WalletPayee {
  id: number;
  username: string;
  displayName: string;
  headUrl: string;
}

/** Finding the person to pay, and the names of the other side of past transfers. */
export interface WalletPayees {
  /** A user who can be paid, or undefined (no such user, or an abnormal account). */
  byId(id: number): Promise<WalletPayee | undefined>;
  byUsername(text: string): Promise<WalletPayee | undefined>;
  /** A phone with "+", or a national number read in `country`; a field error when it is no number. */
  byPhone(text: string, country: string): Promise<WalletPayee | undefined>;
  /** Whoever had these ids, for history rows. */
  names(ids: readonly number[]): Promise<Map<number, WalletPayee>>;
}

/** Fixed-window counters shared by every API process (auth's RateCounters). */
export interface WalletCounters {
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}
