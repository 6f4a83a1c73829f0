import type { ModuleDeps } from '../module-deps';
import type { HonorPorts } from './honor.ports';
import { HonorService } from './honor.service';
import { registerEvaluateJob } from './honor-evaluate-job';

export interface HonorServices {
  honor: HonorService;
  /** Starts the evaluation chain (app.ts, when the server listens and jobs run). */
  startEvaluation(): Promise<void>;
}

export function createHonorServices({ database, jobs }: ModuleDeps, ports: HonorPorts): HonorServices {
  const now = ports.clock ?? (() => Date.now());
  const honor = new HonorService(database.db, { ...ports, clock: now });
  const chain = registerEvaluateJob(jobs, honor, database.db, now);
  return { honor, startEvaluation: () => chain.start() };
}
