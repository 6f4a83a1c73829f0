/**
 * npm run ledger:check: verifies every ledger invariant on the configured database (SQLITE_PATH or
 * DATABASE_URL, as the API reads them) and exits 1 on any breach.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-db';
import { auditLedger, ledgerCounts } from '../modules/wallet';

const config = loadConfig();
const database = createDatabase(config.database);
try {
  const checks = await auditLedger(database.db);
  const counts = await ledgerCounts(database.db);
  console.log(`ledger:check on ${config.database.kind}: ${counts.txs} transactions, ${counts.entries} entries`);
  for (const c of checks) {
    console.log(
      `${c.breaches === 0 ? 'ok  ' : 'FAIL'} ${c.name}${c.breaches ? `: ${c.breaches} breaches, e.g. ${JSON.stringify(c.examples, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}` : ''}`,
    );
  }
  process.exitCode = checks.some((c) => c.breaches > 0) ? 1 : 0;
} finally {
  await database.close();
}
