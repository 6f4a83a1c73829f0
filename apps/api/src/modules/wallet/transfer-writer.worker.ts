/**
 * The entry module of the wallet's SQLite write worker (db/write-worker.ts): transfers between users,
 * a batch of them one write transaction on the worker's own connection (WalletService.transferOnce).
 */
import { serveWriteBatches } from '../../db/write-worker-host';
import { transferCallSteps } from './transfer-writer';

serveWriteBatches(transferCallSteps);
