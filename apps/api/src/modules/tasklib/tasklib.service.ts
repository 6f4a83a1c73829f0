import { BodyCode } from '@app/shared';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { toHomeProduct } from './home-product-view';
import { listTabCodes, listTabProducts, recordTaskProfileInit } from './tasklib.repository';

/** What other modules hear from the task library, wired by the composition root (compose.ts). */
export interface TasklibHooks {
  /**
   * A signed-in player's /cpl/init, which the shell calls once per browser session: the missions count
   * it as "opened the app signed in" for the day (issue 15).
   */
  onInit?: (db: DbOrTrx, userId: number, at: number) => Promise<void>;
}

/** The task library's reads and the user's task profile (spec 7.5). */
export class TasklibService {
  constructor(
    private readonly db: Db,
    private readonly hooks: TasklibHooks = {},
  ) {}

  /**
   * The home page's tabs (POST /game_tab/homepage). `tablist` picks and orders tabs; absent or empty
   * means every tab in its configured order. Asking for a tab that does not exist is an error rather
   * than a silent gap, so that a client with a stale tab list finds out.
   */
  async homepageTabs(tablist: readonly string[] | undefined) {
    const known = await listTabCodes(this.db);
    const wanted = tablist && tablist.length > 0 ? [...new Set(tablist)] : known;
    const unknown = wanted.find((code) => !known.includes(code));
    if (unknown !== undefined) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown tab: ${unknown}`, { field: 'tablist', tab: unknown });
    }
    const rows = await listTabProducts(this.db, wanted);
    return {
      tabs: wanted.map((code) => ({
        code,
        products: rows.filter((r) => r.tab_code === code).map(toHomeProduct),
      })),
    };
  }

  /**
   * POST /cpl/init (spec 4.1 step 6): the signed-in user's task-service init. Repeating it is harmless:
   * the profile keeps its first init time, and `first_time` is true only for the call that created it.
   */
  async initTaskProfile(userId: number, nowMs = Date.now()) {
    const profile = await recordTaskProfileInit(this.db, userId, nowMs);
    await this.hooks.onInit?.(this.db, userId, nowMs);
    return { first_time: profile.initCount === 1, initialised_at: profile.firstInitAt };
  }
}
