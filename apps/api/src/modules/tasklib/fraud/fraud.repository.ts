import type { DbOrTrx } from '../../../db/types';

/** What the device rules count: conversions that paid or may still pay. */
const LIVE = ['credited', 'flagged'] as const;

/** SQL of the anti-fraud counts (offer_conversion joined to the click's device id). */
export const fraudRepository = {
  async deviceConversionsSince(db: DbOrTrx, deviceId: string, since: number): Promise<number> {
    const row = await db
      .selectFrom('offer_conversion as c')
      .innerJoin('offer_click as k', 'k.click_id', 'c.click_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('k.device_id', '=', deviceId)
      .where('c.status', 'in', LIVE)
      .where('c.created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async otherDeviceUsersSince(db: DbOrTrx, deviceId: string, userId: number, since: number): Promise<number> {
    const row = await db
      .selectFrom('offer_conversion as c')
      .innerJoin('offer_click as k', 'k.click_id', 'c.click_id')
      .select((eb) => eb.fn.count<string | number>('c.user_id').distinct().as('n'))
      .where('k.device_id', '=', deviceId)
      .where('c.user_id', '!=', userId)
      .where('c.status', 'in', LIVE)
      .where('c.created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
};
