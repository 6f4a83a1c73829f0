/**
 * The wallet module's public face: the composition root, the ledger:check CLI and the shared test
 * helpers import only this.
 */

export { type AdjustmentPosting, postAdjustment } from './ledger-adjustments';
export { type AuditCheck, auditLedger, ledgerCounts } from './ledger-audit';
export { type LedgerDayFigure, ledgerDayFigures } from './ledger-figures';
export type { WalletConfig } from './wallet.config';
export { registerWalletRoutes } from './wallet.routes';
export { createWalletServices, type WalletServices } from './wallet.services';
export type { WalletUsers } from './wallet-users';
