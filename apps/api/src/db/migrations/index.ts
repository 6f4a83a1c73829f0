import type { Migration } from 'kysely';
import { JOBS_MIGRATIONS } from '../../jobs/migrations';
import { AGENTS_MIGRATIONS } from '../../modules/agents/migrations';
import { ANALYTICS_MIGRATIONS } from '../../modules/analytics/migrations';
import { AUTH_MIGRATIONS } from '../../modules/auth/migrations';
import { BONUS_MIGRATIONS } from '../../modules/bonus/migrations';
import { CASINO_MIGRATIONS } from '../../modules/casino/migrations';
import { CASINO_AUTH_MIGRATIONS } from '../../modules/casino-auth/migrations';
import { CASINO_ENGAGE_MIGRATIONS } from '../../modules/casino-engage/migrations';
import { FAIR_MIGRATIONS } from '../../modules/fair/migrations';
import { GAMES_MIGRATIONS } from '../../modules/games/migrations';
import { GIFTS_MIGRATIONS } from '../../modules/gifts/migrations';
import { INVEST_MIGRATIONS } from '../../modules/invest/migrations';
import { INVITES_MIGRATIONS } from '../../modules/invites/migrations';
import { LUCKY_MIGRATIONS } from '../../modules/lucky/migrations';
import { LUCKY_CODES_MIGRATIONS } from '../../modules/luckycodes/migrations';
import { MARKET_MIGRATIONS } from '../../modules/market/migrations';
import { MESSAGES_MIGRATIONS } from '../../modules/messages/migrations';
import { MISSIONS_MIGRATIONS } from '../../modules/missions/migrations';
import { OPS_MIGRATIONS } from '../../modules/ops/migrations';
import { PAYMENTS_MIGRATIONS } from '../../modules/payments/migrations';
import { PETGAME_MIGRATIONS } from '../../modules/petgame/migrations';
import { PETS_MIGRATIONS } from '../../modules/pets/migrations';
import { POSTS_MIGRATIONS } from '../../modules/posts/migrations';
import { PROFILES_MIGRATIONS } from '../../modules/profiles/migrations';
import { SEARCH_MIGRATIONS } from '../../modules/search/migrations';
import { SOCIAL_MIGRATIONS } from '../../modules/social/migrations';
import { STAKE_MIGRATIONS } from '../../modules/stake/migrations';
import { TASKLIB_MIGRATIONS } from '../../modules/tasklib/migrations';
import { VIP_MIGRATIONS } from '../../modules/vip/migrations';
import { WALLET_MIGRATIONS } from '../../modules/wallet/migrations';

/** Each module declares its own migrations (modules/<area>/migrations/index.ts), the job runner too. */
const DECLARED: readonly Record<string, Migration>[] = [
  AUTH_MIGRATIONS,
  WALLET_MIGRATIONS,
  ANALYTICS_MIGRATIONS,
  TASKLIB_MIGRATIONS,
  OPS_MIGRATIONS,
  FAIR_MIGRATIONS,
  CASINO_MIGRATIONS,
  GAMES_MIGRATIONS,
  VIP_MIGRATIONS,
  BONUS_MIGRATIONS,
  CASINO_ENGAGE_MIGRATIONS,
  CASINO_AUTH_MIGRATIONS,
  LUCKY_MIGRATIONS,
  JOBS_MIGRATIONS,
  PAYMENTS_MIGRATIONS,
  MISSIONS_MIGRATIONS,
  GIFTS_MIGRATIONS,
  LUCKY_CODES_MIGRATIONS,
  INVITES_MIGRATIONS,
  INVEST_MIGRATIONS,
  PETS_MIGRATIONS,
  AGENTS_MIGRATIONS,
  STAKE_MIGRATIONS,
  PETGAME_MIGRATIONS,
  SEARCH_MIGRATIONS,
  MESSAGES_MIGRATIONS,
  SOCIAL_MIGRATIONS,
  PROFILES_MIGRATIONS,
  MARKET_MIGRATIONS,
  POSTS_MIGRATIONS,
];

/**
 * Every migration, in name order. Names are numbered across all modules (0001, 0002, ...), sort
 * lexically and are never renamed once landed, because existing databases have recorded them; a new
 * migration, in whichever module, gets the next number. They are listed in code (not read from a
 * folder) so that they ship with any bundle and run the same under tsx, vitest and the production server.
 */
export const MIGRATIONS: Record<string, Migration> = combine(DECLARED);

function combine(lists: readonly Record<string, Migration>[]): Record<string, Migration> {
  const all = lists.flatMap((list) => Object.entries(list));
  const names = all.map(([name]) => name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`Migration ${twice} is declared by two modules`);
  return Object.fromEntries(all.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
