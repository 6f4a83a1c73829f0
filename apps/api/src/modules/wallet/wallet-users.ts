/**
 * What the wallet needs to know about users, which the auth module owns (its UserService fits this
 * shape; the composition root passes it in). Declared here so that the wallet imports nothing of
 * auth's to read users, and auth nothing of the wallet's.
 */
export interface WalletUsers {
  /** A user's id and name, or undefined when no user has this id. */
  findUser(userId: number): Promise<{ id: number; username: string } | undefined>;
  /** The addresses on the user's profile (spec 3 wallet address item). */
  walletAddresses(
    userId: number,
  ): Promise<{ list: { wallet_addr: string; wallet_addr_sol: string; invalid: boolean }[] }>;
  /** Checks and sets the user's Solana address; answers it. */
  setSolanaAddress(userId: number, value: string): Promise<string>;
}
