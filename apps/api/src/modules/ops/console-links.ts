import type { opsPlayerLedger } from '@app/shared/wallet/ops-contracts';
import type { z } from 'zod';
import type { DbOrTrx } from '../../db/types';
import type { PlayerSupport } from '../auth';
import type { AdjustmentPosting, LedgerDayFigure } from '../wallet';
import type { ApprovalKind } from './approvals/approval-kind';
import type { CatalogueEditor } from './catalogue/catalogue-editor';

/** A page of a player's ledger history as the console answers it. */
export type PlayerLedgerPage = z.input<(typeof opsPlayerLedger)['response']>;

/** What the console's pages read and do in the wallet (compose.ts fills it from the wallet's services). */
export interface ConsoleWallet {
  /** Every coin's balance of the player, decimal strings. */
  balances(userId: number): Promise<{ coin: string; balance: string }[]>;
  /** The player's ledger entries, newest first (the wallet's own history pages). */
  history(
    userId: number,
    coin: string | undefined,
    cursor: string | undefined,
    limit: number,
  ): Promise<PlayerLedgerPage>;
  /** Posts an adjustment in the given transaction (ledger.ts postTransaction, through the wallet's face). */
  postAdjustment(trx: DbOrTrx, a: AdjustmentPosting, now: number): Promise<{ publicId: string }>;
  dayFigures(kinds: readonly string[], fromDay: number, toDay: number): Promise<LedgerDayFigure[]>;
}

/**
 * The other modules the console's support, adjustments, catalogue and dashboard pages work through,
 * each through its public face, wired by the composition root.
 */
export interface OpsConsoleLinks {
  players: PlayerSupport;
  wallet: ConsoleWallet;
  /** Every editable catalogue (the tasklib's home products today). */
  catalogues: readonly CatalogueEditor[];
  /** Approval kinds other modules add (payments' withdrawal reviews); ledger.adjustment is the console's own. */
  approvalKinds?: readonly ApprovalKind[];
}
