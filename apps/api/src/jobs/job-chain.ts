import type { DbOrTrx } from '../db/types';
import type { JobKindOptions } from './job-registry';
import type { Jobs } from './jobs-port';

/**
 * Periodic work as a chain of durable jobs, one per time slot of `everyMs` (the search index's sync,
 * the badges' evaluation): a run first enqueues the next slot's job, so the chain survives a failed run,
 * then does its work. A slot's key makes a second enqueue a no-op, so several API processes keep one
 * chain. Answers `start`, which enqueues (or joins) the current slot's job: call it when the server listens.
 */
export function registerJobChain(
  jobs: Jobs,
  db: DbOrTrx,
  chain: { kind: string; everyMs: number; now: () => number; options?: JobKindOptions },
  work: () => Promise<unknown>,
): { start(): Promise<void> } {
  const enqueueSlot = async (slot: number) => {
    await jobs.enqueue(db, {
      kind: chain.kind,
      payload: {},
      key: `${chain.kind}:${slot}`,
      runAt: slot * chain.everyMs,
    });
  };
  const slotNow = () => Math.floor(chain.now() / chain.everyMs);
  jobs.register(
    chain.kind,
    async () => {
      await enqueueSlot(slotNow() + 1);
      await work();
    },
    chain.options,
  );
  return { start: () => enqueueSlot(slotNow()) };
}
