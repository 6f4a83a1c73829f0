import { BodyCode, parseUnits } from '@app/shared';
import { INVEST_CATALOGUE, type InvestItem, ZInvestItem } from '@app/shared/invest/invest-item';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import type { CatalogueEditor } from '../ops';
import { productView } from './invest-views';
import { type ProductRow, type ProductTerms, productRepository as products } from './product.repository';

async function existing(db: DbOrTrx, code: string): Promise<ProductRow> {
  const product = await products.byCode(db, code);
  if (!product) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such invest product', { field: 'id' });
  return product;
}

function itemOf(p: ProductRow): InvestItem {
  const { remaining: _remaining, ...terms } = productView(p);
  return { ...terms, sort: p.sort };
}

/** The item in base units of its coin, which the shared schema cannot know (a field error when it does not fit). */
function termsOf(item: InvestItem): ProductTerms {
  if (!(COIN_NAMES as readonly string[]).includes(item.coin)) {
    throw invalidField('item.coin', `must be one of ${COIN_NAMES.join(', ')}`);
  }
  const decimals = COINS[item.coin as CoinName].decimals;
  const units = (field: 'min_amount' | 'max_amount' | 'cap') => {
    if ((item[field].split('.')[1] ?? '').length > decimals) {
      throw invalidField(`item.${field}`, `${item.coin} has at most ${decimals} decimals`);
    }
    return parseUnits(item[field], decimals);
  };
  return {
    code: item.code,
    coin: item.coin,
    termDays: item.term_days,
    returnKind: item.return_kind,
    rateBps: item.rate_bps,
    min: units('min_amount'),
    max: units('max_amount'),
    cap: units('cap'),
    earlyExit: item.early_exit,
    penaltyBps: item.early_exit ? item.penalty_bps : 0,
    sort: item.sort,
  };
}

/**
 * The invest products as an operator catalogue (the console's catalogue editor): every term but `code`
 * and `coin` changes, for new subscriptions only (a position keeps the terms it was bought with). The cap
 * cannot go below what is subscribed now. Products are never deleted (positions name them): disabling
 * one stops new subscriptions at once; its positions mature as bought.
 */
export function investCatalogue(now: () => number): CatalogueEditor<InvestItem> {
  return {
    name: INVEST_CATALOGUE,
    title: 'Invest products',
    schema: ZInvestItem,
    fields: [
      'code',
      'coin',
      'term_days',
      'return_kind',
      'rate_bps',
      'min_amount',
      'max_amount',
      'cap',
      'early_exit',
      'penalty_bps',
      'sort',
    ],
    idField: 'code',
    async list(db, offset, limit) {
      const { rows, total } = await products.page(db, offset, limit);
      return { rows: rows.map((p) => ({ id: p.code, disabled: p.disabled, item: itemOf(p) })), total };
    },
    async get(db, id) {
      const p = await products.byCode(db, id);
      return p && { id: p.code, disabled: p.disabled, item: itemOf(p) };
    },
    async check(db, item, id) {
      const terms = termsOf(item);
      if (id === undefined) return;
      if (item.code !== id) throw invalidField('item.code', 'cannot change: it is the id');
      const before = await existing(db, id);
      if (item.coin !== before.coin) throw invalidField('item.coin', 'cannot change once created');
      if (terms.cap < before.sold) {
        throw invalidField(
          'item.cap',
          `cannot go below what is subscribed now (${itemOf({ ...before, cap: before.sold }).cap})`,
        );
      }
    },
    async create(trx, item) {
      if (await products.byCode(trx, item.code)) throw invalidField('item.code', 'is taken', BodyCode.CONFLICT);
      await products.insertMissing(trx, termsOf(item), now());
      return item.code;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      await products.update(trx, id, termsOf(item), now());
    },
    async setDisabled(trx, id, disabled) {
      await existing(trx, id);
      await products.setDisabled(trx, id, disabled, now());
    },
    preview(item) {
      return productView({ ...termsOf(item), sold: 0n });
    },
  };
}
