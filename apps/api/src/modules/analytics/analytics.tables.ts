import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

export interface AnalyticsEventTable {
  id: Generated<number>;
  app_name: string;
  event_id: string;
  event_name: string;
  session_id: string;
  user_id: string;
  platform: string;
  locale: string;
  is_premium: number;
  start_param: string;
  /** JSON text. */
  custom_data: string;
  client_ts: Ms;
  received_at: Ms;
  /** YYYY-MM-DD (UTC) of received_at: the report groups by it on both databases. */
  received_day: string;
}

/** The analytics collector's table. */
export interface AnalyticsTables {
  analytics_event: AnalyticsEventTable;
}
