import { MISSION_EVENT_KINDS, type MissionEventKind } from '@app/shared/missions/mission-contracts';
import type { DbOrTrx } from '../../db/types';

/** Something a mission counts, as the module that saw it reports it. */
export interface MissionEvent {
  userId: number;
  kind: MissionEventKind;
  /** The source's own id, unique per (player, kind): a replay with the same ref counts once. */
  ref: string;
  /** When it happened, unix ms. */
  at: number;
}

/**
 * The hook other modules call (through compose.ts) when something a mission counts happens, in their
 * own transaction or on the database handle. Idempotent per (player, kind, ref). Answers whether the
 * event was new.
 */
export async function recordMissionEvent(db: DbOrTrx, event: MissionEvent): Promise<boolean> {
  if (!MISSION_EVENT_KINDS.includes(event.kind)) throw new Error(`Unknown mission event kind: ${event.kind}`);
  return (await recordMissionEvents(db, [event])) > 0;
}

/** Many events at once (one statement); answers how many were new. */
export async function recordMissionEvents(db: DbOrTrx, events: readonly MissionEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const createdAt = Date.now();
  const result = await db
    .insertInto('mission_event')
    .values(events.map((e) => ({ user_id: e.userId, kind: e.kind, ref: e.ref, at: e.at, created_at: createdAt })))
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** The mission_event table's reads. */
export const missionEvents = {
  /** Events per kind at or after `since` (all time without it). */
  async countsByKind(db: DbOrTrx, userId: number, since?: number): Promise<Map<string, number>> {
    let query = db
      .selectFrom('mission_event')
      .select(['kind', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', userId);
    if (since !== undefined) query = query.where('at', '>=', since);
    const rows = await query.groupBy('kind').execute();
    return new Map(rows.map((r) => [r.kind, Number(r.n)]));
  },

  /** The most recent days signed in (UTC day keys), newest first: enough for any streak a mission counts. */
  async signInDays(db: DbOrTrx, userId: number, limit = 60): Promise<string[]> {
    const rows = await db
      .selectFrom('mission_event')
      .select('ref')
      .where('user_id', '=', userId)
      .where('kind', '=', 'signin')
      .orderBy('ref', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.ref);
  },

  /** When the newest recorded event of a kind happened (unix ms), undefined if none. */
  async latestAt(db: DbOrTrx, userId: number, kind: MissionEventKind): Promise<number | undefined> {
    const row = await db
      .selectFrom('mission_event')
      .select((eb) => eb.fn.max<string | number | null>('at').as('at'))
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.at == null ? undefined : Number(row.at);
  },
};
