import type { DbOrTrx } from '../../db/types';

/** What honor needs of other modules, wired in compose.ts. */
export interface HonorPorts {
  /** Tells the player in the award's transaction (messages notices, kind `reward`); `key` makes it once. */
  notify: (
    trx: DbOrTrx,
    userId: number,
    params: { subject: 'honor'; badge: string; tier: number },
    key: string,
  ) => Promise<unknown>;
  clock?: () => number;
}
