import type { Migration } from 'kysely';
import * as agents from './0031_agents';

/** The agents module's migrations; names are recorded in existing databases and never change. */
export const AGENTS_MIGRATIONS: Record<string, Migration> = {
  '0031_agents': agents,
};
