/**
 * The wallet module's public face: the composition root, the ledger:check CLI and the shared test
 * helpers import only this.
 */

export type { PayoutHolds } from './hold-ports';
export { idempotencyKeyOf, requestHash } from './idempotency';
export { type Leg, postTransaction, SYSTEM_ACCOUNTS, systemAccount, userAccount } from './ledger';
export { type AdjustmentPosting, postAdjustment } from './ledger-adjustments';
export { type AuditCheck, auditLedger, ledgerCounts } from './ledger-audit';
export { type LedgerDayFigure, ledgerDayFigures } from './ledger-figures';
export { MAX_UNITS, toUnits } from './money';
export { newTxPublicId } from './tx-public-id';
export { userBalance } from './user-balance';
export type { WalletConfig } from './wallet.config';
export { registerWalletRoutes } from './wallet.routes';
export { amountOf } from './wallet.service';
export { createWalletServices, type WalletServices } from './wallet.services';
export type { WalletUsers } from './wallet-users';
