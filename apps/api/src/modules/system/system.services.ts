import type { ModuleDeps } from '../module-deps';
import { HealthService } from './health.service';

export interface SystemServices {
  health: HealthService;
}

/** `startedAt`: when the process started serving (unix ms), for the uptime. */
export function createSystemServices({ database }: ModuleDeps, startedAt: number): SystemServices {
  return { health: new HealthService(database, startedAt) };
}
