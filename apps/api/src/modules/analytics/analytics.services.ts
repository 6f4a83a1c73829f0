import type { RateCounters } from '../auth';
import type { ModuleDeps } from '../module-deps';
import type { AnalyticsConfig } from './analytics.config';
import { AnalyticsService } from './analytics.service';

export interface AnalyticsServices {
  analytics: AnalyticsService;
}

export function createAnalyticsServices(
  { config, database }: ModuleDeps<AnalyticsConfig>,
  auth: { rateCounters: RateCounters },
): AnalyticsServices {
  return { analytics: new AnalyticsService(database.db, config, auth.rateCounters) };
}
