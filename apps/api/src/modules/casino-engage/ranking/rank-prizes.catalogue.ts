import { BodyCode } from '@app/shared';
import { RANK_PRIZES_CATALOGUE, type RankPrizeItem, ZRankPrizeItem } from '@app/shared/luckybear/rank-prize-item';
import { COINS } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { CatalogueEditor, CatalogueRow } from '../../ops';
import { rankingRepository as repo, type StoredPrizeConf } from './ranking.repository';

/** A period's prizes as players see them (rt_prize_conf): the rank beside each amount. */
export const prizeConfView = (c: Pick<RankPrizeItem, 'period' | 'coin' | 'prizes'>) => ({
  period: c.period,
  coin: c.coin,
  prizes: c.prizes.map((amount, i) => ({ rank: i + 1, amount })),
});

const rowOf = (c: StoredPrizeConf): CatalogueRow<RankPrizeItem> => ({
  id: c.period,
  disabled: c.disabled,
  item: { period: c.period, coin: c.coin, prizes: c.prizes },
});

async function existing(db: DbOrTrx, period: string): Promise<StoredPrizeConf> {
  const conf = await repo.prizeConf(db, period);
  if (!conf) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such period', { field: 'id' });
  return conf;
}

/**
 * The rankings' prizes as an operator catalogue (issue 13, rt_prize_conf): one entry per period, its
 * coin and the prize of each rank. An edit applies to the periods that close after it (a closed
 * period's prizes were fixed when it closed); a disabled period pays no prizes.
 */
export function rankPrizesCatalogue(now: () => number): CatalogueEditor<RankPrizeItem> {
  return {
    name: RANK_PRIZES_CATALOGUE,
    title: 'Bet ranking prizes',
    schema: ZRankPrizeItem,
    fields: ['period', 'coin', 'prizes'],
    idField: 'period',
    async list(db, offset, limit) {
      const rows = (await repo.prizeConfs(db)).map(rowOf);
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },
    async get(db, id) {
      const conf = await repo.prizeConf(db, id);
      return conf && rowOf(conf);
    },
    async check(_db, item, id) {
      if (id !== undefined && item.period !== id) throw invalidField('item.period', 'cannot change: it is the id');
      if (!Object.hasOwn(COINS, item.coin)) throw invalidField('item.coin', 'is not a coin of the wallet');
    },
    async create(trx, item) {
      if (await repo.prizeConf(trx, item.period)) throw invalidField('item.period', 'is taken', BodyCode.CONFLICT);
      await repo.insertPrizeConf(trx, item, now());
      return item.period;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      await repo.updatePrizeConf(trx, id, { coin: item.coin, prizes: item.prizes }, now());
    },
    async setDisabled(trx, id, disabled) {
      await existing(trx, id);
      await repo.updatePrizeConf(trx, id, { disabled }, now());
    },
    preview: prizeConfView,
  };
}
