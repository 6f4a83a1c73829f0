import type { TaskStatus } from '@app/shared/tasklib/offer-contracts';
import type { DbOrTrx } from '../../../db/types';
import type { MyTake } from '../offers/offer-view';

export interface ClickRow {
  id: number;
  clickId: string;
  userId: number;
  offerId: number;
  country: string;
  deviceId: string;
  link: string;
  status: TaskStatus;
  createdAt: number;
  takeTime: number;
}

const CLICK_COLUMNS = [
  'id',
  'click_id',
  'user_id',
  'offer_id',
  'country',
  'device_id',
  'link',
  'status',
  'created_at',
  'take_time',
] as const;

function toClick(r: { [K in (typeof CLICK_COLUMNS)[number]]: unknown }): ClickRow {
  return {
    id: Number(r.id),
    clickId: String(r.click_id),
    userId: Number(r.user_id),
    offerId: Number(r.offer_id),
    country: String(r.country),
    deviceId: String(r.device_id),
    link: String(r.link),
    status: r.status as TaskStatus,
    createdAt: Number(r.created_at),
    takeTime: Number(r.take_time),
  };
}

/** SQL of offer_click and offer_event. */
export const clickRepository = {
  /** The player's takes of these offers, by offer id. */
  async myTakes(db: DbOrTrx, userId: number, offerIds: readonly number[]): Promise<Map<number, MyTake>> {
    if (offerIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('offer_click')
      .select(['offer_id', 'status', 'take_time'])
      .where('user_id', '=', userId)
      .where('offer_id', 'in', offerIds)
      .execute();
    return new Map(
      rows.map((r) => [Number(r.offer_id), { status: r.status as TaskStatus, takeTime: Number(r.take_time) }]),
    );
  },

  async byUserOffer(db: DbOrTrx, userId: number, offerId: number): Promise<ClickRow | undefined> {
    const row = await db
      .selectFrom('offer_click')
      .select(CLICK_COLUMNS)
      .where('user_id', '=', userId)
      .where('offer_id', '=', offerId)
      .executeTakeFirst();
    return row && toClick(row);
  },

  async byClickId(db: DbOrTrx, clickId: string): Promise<ClickRow | undefined> {
    const row = await db
      .selectFrom('offer_click')
      .select(CLICK_COLUMNS)
      .where('click_id', '=', clickId)
      .executeTakeFirst();
    return row && toClick(row);
  },

  /** Inserts the take unless the player has one of this offer already (then answers undefined). */
  async insert(
    db: DbOrTrx,
    c: {
      clickId: string;
      userId: number;
      offerId: number;
      parentId: number | null;
      country: string;
      deviceId: string;
      link: string;
      now: number;
    },
  ): Promise<boolean> {
    const row = await db
      .insertInto('offer_click')
      .values({
        click_id: c.clickId,
        user_id: c.userId,
        offer_id: c.offerId,
        parent_id: c.parentId,
        country: c.country,
        device_id: c.deviceId,
        link: c.link,
        status: 'in_progress',
        updated_at: c.now,
        created_at: c.now,
        take_time: Math.floor(c.now / 1000),
      })
      .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async setStatus(db: DbOrTrx, clickId: string, status: TaskStatus, now: number): Promise<void> {
    await db.updateTable('offer_click').set({ status, updated_at: now }).where('click_id', '=', clickId).execute();
  },

  async recordEvent(
    db: DbOrTrx,
    e: {
      userId: number;
      offerId: number;
      clickId: string | null;
      source: 'report_ev' | 'task_action';
      action: string;
      actionType: string;
      link: string;
      at: number;
    },
  ): Promise<void> {
    await db
      .insertInto('offer_event')
      .values({
        user_id: e.userId,
        offer_id: e.offerId,
        click_id: e.clickId,
        source: e.source,
        action: e.action,
        action_type: e.actionType,
        link: e.link,
        at: e.at,
      })
      .execute();
  },

  /** Whether the player recorded an action of the offer at or after `since` (ms). */
  async actedSince(db: DbOrTrx, userId: number, offerId: number, since: number): Promise<boolean> {
    const row = await db
      .selectFrom('offer_event')
      .select('id')
      .where('user_id', '=', userId)
      .where('offer_id', '=', offerId)
      .where('at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The player's takes, newest first, with a status and offer filter, one page. */
  async mine(
    db: DbOrTrx,
    userId: number,
    filter: { status?: TaskStatus; offerId?: number },
    page: number,
    size: number,
  ): Promise<{ rows: ClickRow[]; total: number }> {
    let query = db.selectFrom('offer_click').where('user_id', '=', userId);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.offerId !== undefined) query = query.where('offer_id', '=', filter.offerId);
    const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .select(CLICK_COLUMNS)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows: rows.map(toClick), total: Number(n) };
  },
};
