import type { PopupItem } from '@app/shared/luckybear/popup-item';
import type { DbOrTrx } from '../../../db/types';

export interface StoredPopup {
  id: string;
  item: PopupItem;
  disabled: boolean;
}

const popupOf = (r: { id: string; item: string; disabled: number }): StoredPopup => ({
  id: r.id,
  item: JSON.parse(r.item) as PopupItem,
  disabled: Number(r.disabled) !== 0,
});

/** The popups (casino_popup) and when each player was shown them (casino_popup_view). */
export const popupsRepository = {
  async page(db: DbOrTrx, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      db.selectFrom('casino_popup').selectAll().orderBy('sort').orderBy('id').offset(offset).limit(limit).execute(),
      db
        .selectFrom('casino_popup')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(popupOf), total: Number(count.n) };
  },

  /** The enabled popups, in their order (few: an operator's list; the time window is checked by the caller). */
  async enabled(db: DbOrTrx): Promise<StoredPopup[]> {
    const rows = await db
      .selectFrom('casino_popup')
      .selectAll()
      .where('disabled', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(popupOf);
  },

  async byId(db: DbOrTrx, id: string): Promise<StoredPopup | undefined> {
    const row = await db.selectFrom('casino_popup').selectAll().where('id', '=', id).executeTakeFirst();
    return row && popupOf(row);
  },

  async insert(db: DbOrTrx, item: PopupItem, now: number): Promise<void> {
    await db
      .insertInto('casino_popup')
      .values({ id: item.id, item: JSON.stringify(item), sort: item.sort, created_at: now, updated_at: now })
      .execute();
  },

  async update(db: DbOrTrx, id: string, values: { item?: PopupItem; disabled?: boolean }, now: number) {
    await db
      .updateTable('casino_popup')
      .set({
        ...(values.item ? { item: JSON.stringify(values.item), sort: values.item.sort } : {}),
        ...(values.disabled !== undefined ? { disabled: values.disabled ? 1 : 0 } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  },

  /** When the player was last shown each popup. */
  async lastShown(db: DbOrTrx, userId: number): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('casino_popup_view')
      .select(['popup_id', 'last_shown_at'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((r) => [r.popup_id, Number(r.last_shown_at)]));
  },

  /** Records a show (one row per player and popup, counted); answers how many times it was shown. */
  async recordShown(db: DbOrTrx, userId: number, popupId: string, now: number): Promise<number> {
    const row = await db
      .insertInto('casino_popup_view')
      .values({ user_id: userId, popup_id: popupId, first_shown_at: now, last_shown_at: now, times: 1 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'popup_id']).doUpdateSet((eb) => ({
          last_shown_at: now,
          times: eb('casino_popup_view.times', '+', 1),
        })),
      )
      .returning('times')
      .executeTakeFirstOrThrow();
    return Number(row.times);
  },
};
