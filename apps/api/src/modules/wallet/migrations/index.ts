import type { Migration } from 'kysely';
import * as ledger from './0003_ledger';
import * as opaqueIds from './0007_opaque_ids';
import * as ledgerTransfer from './0008_ledger_transfer';
import * as ledgerTransferBatch from './0023_ledger_transfer_batch';

/** The wallet's migrations; names are recorded in existing databases and never change. */
export const WALLET_MIGRATIONS: Record<string, Migration> = {
  '0003_ledger': ledger,
  '0007_opaque_ids': opaqueIds,
  '0008_ledger_transfer': ledgerTransfer,
  '0023_ledger_transfer_batch': ledgerTransferBatch,
};
