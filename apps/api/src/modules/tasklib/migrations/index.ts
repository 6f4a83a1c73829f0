import type { Migration } from 'kysely';
import * as homeCatalogue from './0001_home_catalogue';
import * as taskProfile from './0005_task_profile';
import * as productDisabled from './0011_product_disabled';
import * as offers from './0024_offers';

/** The task library's migrations; names are recorded in existing databases and never change. */
export const TASKLIB_MIGRATIONS: Record<string, Migration> = {
  '0001_home_catalogue': homeCatalogue,
  '0005_task_profile': taskProfile,
  '0011_product_disabled': productDisabled,
  '0024_offers': offers,
};
