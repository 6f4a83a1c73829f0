import { BodyCode } from '@app/shared';
import { LUCKY_PRIZES_CATALOGUE, type LuckyPrizeItem, ZLuckyPrizeItem } from '@app/shared/luckybear/prize-item';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import type { CatalogueEditor } from '../ops';
import { columnsOf, itemOf, type Prize, prizeRepository as repo } from './prize.repository';

async function existing(db: DbOrTrx, id: string): Promise<Prize> {
  const prize = await repo.byId(db, id);
  if (!prize) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such prize', { field: 'id' });
  return prize;
}

/** The wallet's coins and their decimals, which the shared schema cannot know. */
function checkCoin(item: LuckyPrizeItem): void {
  if (!(COIN_NAMES as readonly string[]).includes(item.coin)) {
    throw invalidField('item.coin', `must be one of ${COIN_NAMES.join(', ')}`);
  }
  const decimals = COINS[item.coin as CoinName].decimals;
  if ((item.amount.split('.')[1] ?? '').length > decimals) {
    throw invalidField('item.amount', `${item.coin} has at most ${decimals} decimals`);
  }
}

/**
 * The draws' prize tables as an operator catalogue (issue 13, the console's catalogue editor): label,
 * kind, coin, amount, wheel position and weight of every prize of the lucky spin and the free lottery.
 * Prizes are never deleted (draws name them): disabling takes one off the wheel at the next draw, but
 * never the last enabled one of its table (a table needs at least one prize).
 */
export function luckyPrizesCatalogue(now: () => number): CatalogueEditor<LuckyPrizeItem> {
  return {
    name: LUCKY_PRIZES_CATALOGUE,
    title: 'Lucky spin and lottery prizes',
    schema: ZLuckyPrizeItem,
    fields: ['id', 'game', 'position', 'label_key', 'kind', 'coin', 'amount', 'wager_multiple', 'weight'],
    idField: 'id',
    async list(db, offset, limit) {
      const { rows, total } = await repo.all(db, offset, limit);
      return { rows: rows.map((p) => ({ id: p.id, disabled: p.disabled, item: itemOf(p) })), total };
    },
    async get(db, id) {
      const prize = await repo.byId(db, id);
      return prize && { id: prize.id, disabled: prize.disabled, item: itemOf(prize) };
    },
    async check(db, item, id) {
      checkCoin(item);
      if (id === undefined) return;
      if (item.id !== id) throw invalidField('item.id', 'cannot change: it is the id');
      if (item.game !== (await existing(db, id)).game) throw invalidField('item.game', 'cannot change once created');
    },
    async create(trx, item) {
      if (await repo.byId(trx, item.id)) throw invalidField('item.id', 'is taken', BodyCode.CONFLICT);
      await repo.insert(trx, [item], now());
      return item.id;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      const { game: _fixed, ...values } = columnsOf(item);
      await repo.update(trx, id, { ...values, updated_at: now() });
    },
    async setDisabled(trx, id, disabled) {
      const prize = await existing(trx, id);
      if (disabled && !prize.disabled && (await repo.enabledCount(trx, prize.game)) <= 1) {
        throw invalidField('disabled', `the ${prize.game} table needs at least one enabled prize`);
      }
      await repo.update(trx, id, { disabled: disabled ? 1 : 0, updated_at: now() });
    },
    preview(item) {
      return {
        game: item.game,
        label_key: item.label_key,
        kind: item.kind,
        coin: item.coin,
        amount: item.amount,
        wager_multiple: item.wager_multiple,
        weight: item.weight,
      };
    },
  };
}
