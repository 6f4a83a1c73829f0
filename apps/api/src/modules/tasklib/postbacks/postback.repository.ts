import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../../db/types';

/** The click a postback names, with what the checks and the fraud rules need of it and its offer. */
export interface PostbackClick {
  clickId: string;
  userId: number;
  xbOfferId: string;
  /** The advertiser network the offer comes from. */
  network: string;
  coin: CoinName;
  country: string;
  deviceId: string;
  createdAt: number;
  minConvertSeconds: number;
}

/** SQL of the postbacks: the click and its offer. */
export const postbackRepository = {
  async click(db: DbOrTrx, clickId: string): Promise<PostbackClick | undefined> {
    const row = await db
      .selectFrom('offer_click as k')
      .innerJoin('offer as o', 'o.id', 'k.offer_id')
      .select([
        'k.click_id',
        'k.user_id',
        'k.country',
        'k.device_id',
        'k.created_at',
        'o.xb_offer_id',
        'o.network',
        'o.coin',
      ])
      .select('o.min_convert_seconds')
      .where('k.click_id', '=', clickId)
      .executeTakeFirst();
    return (
      row && {
        clickId: row.click_id,
        userId: Number(row.user_id),
        xbOfferId: row.xb_offer_id,
        network: row.network,
        coin: row.coin as CoinName,
        country: row.country ?? '',
        deviceId: row.device_id ?? '',
        createdAt: Number(row.created_at),
        minConvertSeconds: Number(row.min_convert_seconds),
      }
    );
  },
};
