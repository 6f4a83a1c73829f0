import { z } from 'zod';
import { ZCoin, ZDecimal, ZGameAmount, ZGameId, ZProviderRef } from './game-fields';

/**
 * The provider wallet protocol (docs/games.md): game providers call our wallet server to server at
 * /provider/wallet/<providerId>/<call>. The body is JSON, signed in the `X-Signature` header
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`). Every money call carries a
 * transaction id unique per provider and a round id; a repeat answers exactly what the first did.
 * Answers use the API's envelope {code, msg, data}; code 0 is success.
 */

export const SIGNATURE_HEADER = 'x-signature';
/** Seconds a signature's timestamp may be away from the server's clock. */
export const SIGNATURE_TOLERANCE_S = 300;

const session = { token: z.string().min(1).max(1024), currency: ZCoin };

export const ZBalanceCall = z.object(session);
export const ZBetCall = z.object({
  ...session,
  gameId: ZGameId,
  transactionId: ZProviderRef,
  roundId: ZProviderRef,
  amount: ZGameAmount,
});
export const ZWinCall = z.object({
  ...session,
  gameId: ZGameId,
  transactionId: ZProviderRef,
  roundId: ZProviderRef,
  amount: ZGameAmount.describe('"0" closes a lost round'),
  roundClosed: z.boolean().optional().default(true),
});
export const ZRollbackCall = z.object({
  ...session,
  gameId: ZGameId,
  transactionId: ZProviderRef,
  roundId: ZProviderRef,
  referenceTransactionId: ZProviderRef.describe('The bet to reverse'),
});
export type BalanceCall = z.output<typeof ZBalanceCall>;
export type BetCall = z.output<typeof ZBetCall>;
export type WinCall = z.output<typeof ZWinCall>;
export type RollbackCall = z.output<typeof ZRollbackCall>;

/** The data of every successful answer: the player's balance after the call. */
export const ZWalletAnswer = z.object({
  balance: ZDecimal,
  currency: ZCoin,
  transactionId: z.string().describe('Our ledger transaction id; "" for balance and no-move calls'),
});
export type WalletAnswer = z.output<typeof ZWalletAnswer>;

export const WALLET_CALLS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletCallName = (typeof WALLET_CALLS)[number];
