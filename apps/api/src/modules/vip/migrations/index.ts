import type { Migration } from 'kysely';
import * as vipRewards from './0016_vip_rewards';

/** The VIP module's migrations; names are recorded in existing databases and never change. */
export const VIP_MIGRATIONS: Record<string, Migration> = {
  '0016_vip_rewards': vipRewards,
};
