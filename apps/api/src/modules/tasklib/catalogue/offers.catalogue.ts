import { BodyCode, parseUnits } from '@app/shared';
import {
  OFFERS_CATALOGUE,
  type OfferCatalogueItem,
  ZOfferCatalogueItem,
} from '@app/shared/tasklib/offer-catalogue-item';
import { COINS } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { CatalogueEditor, CatalogueRow } from '../../ops';
import { offerRepository as repo } from '../offers/offer.repository';
import type { OfferRow } from '../offers/offer-rows';
import { coinAmount, usd } from '../offers/offer-view';

function itemOf(o: OfferRow): OfferCatalogueItem {
  return {
    xb_offer_id: o.xbOfferId,
    title: o.title,
    description: o.description,
    coin: o.coin,
    reward: coinAmount(o.rewardUnits, o.coin),
    reward_usd: usd(o.rewardUsdCents),
    countries: o.countries,
  };
}

const rowOf = (o: OfferRow): CatalogueRow<OfferCatalogueItem> => ({
  id: o.xbOfferId,
  disabled: o.disabled,
  item: itemOf(o),
});

async function existing(db: DbOrTrx, id: string): Promise<OfferRow> {
  const offer = await repo.offerByXb(db, id);
  if (!offer) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such offer', { field: 'id' });
  return offer;
}

/** The reward in base units of the offer's coin, as a field error when it does not fit the coin. */
function rewardUnits(item: OfferCatalogueItem, coin: OfferRow['coin']): bigint {
  let units: bigint;
  try {
    units = parseUnits(item.reward, COINS[coin].decimals);
  } catch (error) {
    throw invalidField('item.reward', (error as Error).message);
  }
  if (units <= 0n) throw invalidField('item.reward', 'must be greater than 0');
  return units;
}

/**
 * The task library's offers as an operator catalogue (issue 15): title, description, reward and
 * countries are edited here, and an offer is disabled (never deleted: conversions name it). The
 * id and the coin are fixed; new offers come with an advertiser's integration (data/offers.json).
 * A change reaches players at the next read; a reward changed later pays new conversions only.
 */
export function offersCatalogue(): CatalogueEditor<OfferCatalogueItem> {
  return {
    name: OFFERS_CATALOGUE,
    title: 'Task library offers',
    schema: ZOfferCatalogueItem,
    fields: ['xb_offer_id', 'title', 'description', 'coin', 'reward', 'reward_usd', 'countries'],
    idField: 'xb_offer_id',
    async list(db, offset, limit) {
      const { rows, total } = await repo.page(db, offset, limit);
      return { rows: rows.map(rowOf), total };
    },
    async get(db, id) {
      const offer = await repo.offerByXb(db, id);
      return offer && rowOf(offer);
    },
    async check(db, item, id) {
      if (id === undefined)
        throw invalidField('item.xb_offer_id', 'offers are added with their advertiser (data/offers.json)');
      if (item.xb_offer_id !== id) throw invalidField('item.xb_offer_id', 'cannot change: it is the id');
      const offer = await existing(db, id);
      if (item.coin !== offer.coin) throw invalidField('item.coin', 'cannot change: rewards already paid name it');
      rewardUnits(item, offer.coin);
    },
    async create() {
      throw invalidField('item.xb_offer_id', 'offers are added with their advertiser (data/offers.json)');
    },
    async update(trx, id, item) {
      const offer = await existing(trx, id);
      await repo.updateOffer(trx, offer.id, {
        title: item.title,
        description: item.description,
        reward_units: rewardUnits(item, offer.coin),
        reward_usd_cents: Math.round(Number(item.reward_usd) * 100),
        countries: JSON.stringify(item.countries),
      });
    },
    async setDisabled(trx, id, disabled) {
      await repo.setDisabled(trx, (await existing(trx, id)).id, disabled);
    },
    preview(item) {
      return {
        xbOfferId: item.xb_offer_id,
        title: item.title,
        desc: item.description,
        reward: item.reward,
        coin: item.coin,
        reward_usd: item.reward_usd,
        countries: item.countries,
      };
    },
  };
}
