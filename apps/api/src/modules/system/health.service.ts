import type { DatabaseHandle } from '../../db/create-db';
import { pingDatabase } from './system.repository';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: DatabaseHandle['kind'];
  uptime_s: number;
}

export type HealthCheck = { ok: true; report: HealthReport } | { ok: false; report: HealthReport; error: unknown };

/** Liveness and the database check of GET /healthz. */
export class HealthService {
  constructor(
    private readonly database: DatabaseHandle,
    private readonly startedAt: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async check(): Promise<HealthCheck> {
    const uptime_s = Math.round((this.now() - this.startedAt) / 1000);
    const database = this.database.kind;
    try {
      await pingDatabase(this.database.db);
      return { ok: true, report: { status: 'ok', database, uptime_s } };
    } catch (error) {
      return { ok: false, report: { status: 'unavailable', database, uptime_s }, error };
    }
  }
}
