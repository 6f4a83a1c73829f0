import type { AnalyticsEvent } from '@app/shared/analytics/contracts';
import type { DbOrTrx } from '../../db/types';

/** SQL of analytics_event. */
export const analyticsRepository = {
  /** Stores the events not seen before (by app and event id); answers how many were new. */
  async insertNew(db: DbOrTrx, app: string, events: AnalyticsEvent[], now: number): Promise<number> {
    const day = new Date(now).toISOString().slice(0, 10);
    const rows = await db
      .insertInto('analytics_event')
      .values(
        events.map((e) => ({
          app_name: app,
          event_id: e.event_id,
          event_name: e.event_name,
          session_id: e.session_id,
          user_id: e.user_id,
          platform: e.platform,
          locale: e.locale,
          is_premium: e.is_premium ? 1 : 0,
          start_param: e.start_param,
          custom_data: JSON.stringify(e.custom_data),
          client_ts: e.client_timestamp,
          received_at: now,
          received_day: day,
        })),
      )
      .onConflict((oc) => oc.columns(['app_name', 'event_id']).doNothing())
      .returning('id')
      .execute();
    return rows.length;
  },

  async countsByDay(db: DbOrTrx, sinceDay: string) {
    const rows = await db
      .selectFrom('analytics_event')
      .select(['received_day', 'event_name', (eb) => eb.fn.countAll<string>().as('count')])
      .where('received_day', '>=', sinceDay)
      .groupBy(['received_day', 'event_name'])
      .orderBy('received_day')
      .orderBy('event_name')
      .execute();
    return rows.map((r) => ({ day: r.received_day, event_name: r.event_name, count: Number(r.count) }));
  },
};
