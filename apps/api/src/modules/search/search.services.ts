import type { ModuleDeps } from '../module-deps';
import { createSearchRepository } from './search.repository';
import { SearchService } from './search.service';
import { searchSources } from './search-sources';
import { registerSyncJob } from './search-sync-job';

export interface SearchServices {
  search: SearchService;
  /** Starts the sync chain (app.ts, when the server listens and jobs run). */
  startSync(): Promise<void>;
}

export function createSearchServices({ database, jobs }: ModuleDeps, clock?: () => number): SearchServices {
  const now = clock ?? (() => Date.now());
  const db = database.db;
  const search = new SearchService(db, createSearchRepository(db, database.kind), searchSources(db), now);
  const chain = registerSyncJob(jobs, search, db, now);
  return { search, startSync: () => chain.start() };
}
