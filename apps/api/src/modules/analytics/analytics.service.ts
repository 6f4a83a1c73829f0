import type { AnalyticsEvent } from '@app/shared/analytics/contracts';
import type { Db } from '../../db/types';
import type { RateCounters } from '../auth';
import type { AnalyticsConfig } from './analytics.config';
import { analyticsRepository } from './analytics.repository';
import { issueTask, type PowSettings, verifySolution, windowOf } from './proof-of-work';

export type IngestOutcome =
  | { status: 200; accepted: number; duplicates: number; task?: string }
  | { status: 203; reason: string; task: string }
  | { status: 429; task: string };

/**
 * The collector's rules: a token names its app; each token has a request budget per minute (429
 * with a new task beyond it); a batch needs a solved task (203 with a new task otherwise); events are
 * stored with the server's receive time, a re-sent event once.
 */
export class AnalyticsService {
  private readonly pow: PowSettings;

  constructor(
    private readonly db: Db,
    private readonly config: AnalyticsConfig,
    /** The request budget per token (the auth module's counters, shared by every API process). */
    private readonly counters: Pick<RateCounters, 'hit'>,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.pow = { secret: config.powSecret, difficulty: config.powDifficulty, windowS: config.powWindowS };
  }

  appOf(token: string | undefined): string | undefined {
    return token ? this.config.tokens[token] : undefined;
  }

  newTask(app: string): string {
    return issueTask(this.pow, app, this.now());
  }

  async ingest(app: string, content: string | undefined, events: AnalyticsEvent[]): Promise<IngestOutcome> {
    const now = this.now();
    const budget = await this.counters.hit(`analytics:${app}`, 60_000, now);
    if (budget.count > this.config.maxRequestsPerMin) return { status: 429, task: this.newTask(app) };
    const verdict = verifySolution(this.pow, app, content, now);
    if (!verdict.ok) return { status: 203, reason: verdict.reason, task: this.newTask(app) };
    const accepted = await analyticsRepository.insertNew(this.db, app, events, now);
    // A solution from the previous window still works, but not for long: hand over the next task now.
    const stale = verdict.window < windowOf(now, this.pow.windowS);
    return {
      status: 200,
      accepted,
      duplicates: events.length - accepted,
      ...(stale ? { task: this.newTask(app) } : {}),
    };
  }

  async report(days: number) {
    const since = new Date(this.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = await analyticsRepository.countsByDay(this.db, since);
    return { days: rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
  }
}
