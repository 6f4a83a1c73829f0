/**
 * The entry module of the wallet's SQLite write worker (db/write-worker.ts): transfers between users, a
 * batch of them one write transaction on the worker's own connection, written set-wise by
 * sqlite-transfer-batch.ts as on the API thread (WalletService.transferOnce).
 */
import { serveWholeBatches } from '../../db/write-worker-host';
import { sqliteTransferBatch } from './sqlite-transfer-batch';

serveWholeBatches(sqliteTransferBatch);
