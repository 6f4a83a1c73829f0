import type { RateCounters } from '../auth';

/** What the messages module needs of other modules (wired in compose.ts). */
export interface MessagesPorts {
  /** Players who can receive messages (an unknown or abnormal account answers undefined). */
  player(userId: number): Promise<{ id: number } | undefined>;
  /** Names and pictures of the players a list shows. */
  names(userIds: readonly number[]): Promise<Map<number, { name: string; headUrl: string }>>;
  /** The database's fixed-window counters (auth's): the per-player send limit, shared by every process. */
  counters: Pick<RateCounters, 'hit'>;
  clock?: () => number;
}
