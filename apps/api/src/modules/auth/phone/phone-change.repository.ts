import type { DbOrTrx } from '../../../db/types';

export interface PhoneChange {
  userId: number;
  oldPhone: string;
  newPhone: string;
  way: PhoneBindingWay;
  sessionId: number;
  ip: string;
  now: number;
}

/** How a phone got bound: a one-time code to it (/user/bind_phone) or the messenger's shared contact. */
export type PhoneBindingWay = 'code' | 'contact';

/** The record of bound-phone changes (table phone_change). SQL only. */
export const phoneChangeRepository = {
  async insert(db: DbOrTrx, change: PhoneChange): Promise<void> {
    await db
      .insertInto('phone_change')
      .values({
        user_id: change.userId,
        old_phone: change.oldPhone,
        new_phone: change.newPhone,
        way: change.way,
        session_id: change.sessionId,
        ip: change.ip,
        created_at: change.now,
      })
      .execute();
  },
};
