/**
 * npm run stake:close [-- --period N] [--as-of <unix ms>]: closes a dividend period now, as the
 * stake.close job does (plan once, pay what is left, staking rewards), and prints the plan as JSON. For
 * operators re-running a period whose job failed, and for the end-to-end test, which closes the current
 * period early with --as-of (a clock past its end). Default: the last period that has ended.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/create-db';
import { createJobServices } from '../jobs';
import { PeriodCloseService } from '../modules/stake';

const { values } = parseArgs({ options: { period: { type: 'string' }, 'as-of': { type: 'string' } } });
const asOf = values['as-of'] === undefined ? undefined : Number(values['as-of']);
if (asOf !== undefined && !Number.isSafeInteger(asOf)) throw new Error('--as-of must be unix milliseconds');
const now = () => asOf ?? Date.now();

const config = loadConfig();
const database = createDatabase(config.database);
try {
  const quiet = { info: () => {}, warn: console.warn, error: console.error };
  const { jobs } = createJobServices(database.db, config.jobs, quiet, { clock: now });
  const periods = new PeriodCloseService(database.db, config.stake, jobs, now);
  periods.registerJobs();
  const period = values.period === undefined ? periods.periodOf(now()) - 1 : Number(values.period);
  if (!Number.isSafeInteger(period) || period < 0) throw new Error('--period must be a period number');
  await periods.close(period);
  console.log(JSON.stringify(await periods.report(period)));
} finally {
  await database.close();
}
