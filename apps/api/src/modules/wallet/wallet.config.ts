import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { listOf } from '../../lib/env';

/** The wallet's environment variables (config.ts merges every module's into one schema). */
export const WALLET_ENV = {
  /** Wallet fees in basis points: swaps (in the coin paid) and transfers to other users (minimum 1 base unit). */
  WALLET_SWAP_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(30),
  WALLET_TRANSFER_FEE_BPS: z.coerce.number().int().min(0).max(1000).default(10),
  /**
   * Welcome bonus credited from the rewards account at registration: "COIN:amount,..."; "" for none.
   * Unset: DEMO_SIGNUP_BONUS when demo data is seeded (the seed funds the rewards account), else none.
   */
  WALLET_SIGNUP_BONUS: z.string().optional(),
  /**
   * SQLite: transfers between users run on a worker thread with its own write connection (on), or in the
   * API thread's commit queue (off, the default until a quiet machine shows the worker faster:
   * docs/decisions.md, "Ledger throughput, sixth pass"). No effect on PostgreSQL.
   */
  WALLET_SQLITE_WRITE_WORKER: z.enum(['on', 'off']).default('off'),
};
type WalletEnv = z.output<z.ZodObject<typeof WALLET_ENV>>;

export interface WalletConfig {
  swapFeeBps: number;
  transferFeeBps: number;
  signupBonus: { coin: CoinName; amount: string }[];
  /** SQLite: transfers in the write worker (WALLET_SQLITE_WRITE_WORKER). */
  sqliteWriteWorker: boolean;
}

/** The demo's welcome bonus (docs/decisions.md). */
export const DEMO_SIGNUP_BONUS = 'WH:1000,KTHER:25,HAPPY:500,KUSDT:5';

function parseBonus(value: string): { coin: CoinName; amount: string }[] {
  return listOf(value).map((entry) => {
    const [coin, amount] = entry.split(':');
    if (!coin || !(COIN_NAMES as readonly string[]).includes(coin) || !amount || !/^\d+(\.\d+)?$/.test(amount)) {
      throw new Error('Invalid configuration: WALLET_SIGNUP_BONUS: each entry must be COIN:amount');
    }
    return { coin: coin as CoinName, amount };
  });
}

/** `seedDemoData`: whether the demo data (which funds the rewards account) is seeded at start. */
export function loadWalletConfig(e: WalletEnv, seedDemoData: boolean): WalletConfig {
  return {
    swapFeeBps: e.WALLET_SWAP_FEE_BPS,
    transferFeeBps: e.WALLET_TRANSFER_FEE_BPS,
    signupBonus: parseBonus(e.WALLET_SIGNUP_BONUS ?? (seedDemoData ? DEMO_SIGNUP_BONUS : '')),
    sqliteWriteWorker: e.WALLET_SQLITE_WRITE_WORKER === 'on',
  };
}
