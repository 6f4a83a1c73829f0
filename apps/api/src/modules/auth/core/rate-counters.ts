import type { Db } from '../../../db/types';
import { hitCounter, readCounter } from './rate-counter.repository';

/**
 * Fixed-window counters in the database, shared by every API process: the route rate limits
 * (plugins/rate-limit.ts), the one-time code caps and the analytics collector's request budget.
 */
export class RateCounters {
  constructor(private readonly db: Db) {}

  /** Counts one hit of `key` in its current window. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    return hitCounter(this.db, key, windowMs, now);
  }

  /** The counter's state without counting a hit. */
  read(key: string, now: number): Promise<{ count: number; resetAt: number }> {
    return readCounter(this.db, key, now);
  }
}
