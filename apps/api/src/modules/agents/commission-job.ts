import { z } from 'zod';
import type { DbOrTrx } from '../../db/types';
import type { Jobs } from '../../jobs';
import type { CommissionService } from './commission.service';
import { DAY_MS, dayOf, dayStart } from './utc-days';

export const COMMISSION_JOB = 'agents.commission';
/** The job of a day runs this long after the day ends (late rounds of the day's last seconds settle first). */
const AFTER_DAY_END_MS = 10 * 60_000;

const jobOf = (day: string) => ({
  kind: COMMISSION_JOB,
  payload: { day },
  key: `${COMMISSION_JOB}:${day}`,
  runAt: (dayStart(day) ?? 0) + DAY_MS + AFTER_DAY_END_MS,
});

/**
 * The daily commission as a durable job (jobs/README.md): the job of day D runs shortly after D ends,
 * first enqueues the job of D+1 (the chain survives a failed day), then settles D (idempotent: a rerun
 * after a crash pays only who is missing). The chain starts when the first agent is approved.
 */
export function registerCommissionJob(jobs: Jobs, commission: CommissionService, db: DbOrTrx): void {
  jobs.register(
    COMMISSION_JOB,
    async (job) => {
      const next = dayOf((dayStart(job.payload.day) ?? 0) + DAY_MS);
      await jobs.enqueue(db, jobOf(next));
      await commission.settleDay(job.payload.day);
    },
    { payload: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }), timeoutMs: 10 * 60_000, maxAttempts: 24 },
  );
}

/** Makes sure the job of `day` exists (its key makes a second enqueue a no-op), in the caller's transaction. */
export async function scheduleCommission(jobs: Jobs, trx: DbOrTrx, day: string): Promise<void> {
  await jobs.enqueue(trx, jobOf(day));
}
