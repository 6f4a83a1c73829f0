import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import { LockService } from './lock.service';
import { PeriodCloseService } from './period-close.service';
import { PoolService } from './pool.service';
import { proposalsCatalogue } from './proposals.catalogue';
import type { StakeConfig } from './stake.config';
import type { StakePorts } from './stake-ports';
import { VoteService } from './vote.service';

export interface StakeServices {
  locks: LockService;
  periods: PeriodCloseService;
  pool: PoolService;
  votes: VoteService;
  /** The console's editor of vote proposals (compose.ts lists it with the other catalogues). */
  proposalsCatalogue: CatalogueEditor;
}

export interface StakeDeps extends StakePorts {
  /** The stake's clock (terms, periods, deadlines); compose.ts gives the job runner's, so a moved clock moves both. */
  clock?: () => number;
}

export function createStakeServices(
  { config, database, jobs }: ModuleDeps<StakeConfig>,
  deps: StakeDeps,
): StakeServices {
  const now = deps.clock ?? (() => Date.now());
  const periods = new PeriodCloseService(database.db, config, jobs, now);
  const locks = new LockService(database.db, config, deps, jobs, now, (trx, at) => periods.schedule(trx, at));
  periods.registerJobs();
  locks.registerJobs();
  return {
    locks,
    periods,
    pool: new PoolService(database.db, config, periods, now),
    votes: new VoteService(database.db, now),
    proposalsCatalogue: proposalsCatalogue(now) as CatalogueEditor,
  };
}
