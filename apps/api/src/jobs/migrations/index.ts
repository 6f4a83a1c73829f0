import type { Migration } from 'kysely';
import * as job from './0021_job';

/** The job runner's migrations; names are recorded in existing databases and never change. */
export const JOBS_MIGRATIONS: Record<string, Migration> = {
  '0021_job': job,
};
