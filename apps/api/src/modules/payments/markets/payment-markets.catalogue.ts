import { BodyCode } from '@app/shared';
import {
  PAYMENT_MARKETS_CATALOGUE,
  type PaymentMarketItem,
  ZPaymentMarketItem,
} from '@app/shared/payments/market-item';
import { COIN_NAMES } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { CatalogueEditor } from '../../ops';
import { type PaymentMarket, marketRepository as repo } from './market.repository';

const itemOf = ({ disabled: _d, updatedAt: _u, ...item }: PaymentMarket): PaymentMarketItem => item;

async function existing(db: DbOrTrx, country: string): Promise<PaymentMarket> {
  const market = await repo.byCountry(db, country);
  if (!market) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such market', { field: 'id' });
  return market;
}

/**
 * The markets' FX rates and withdrawal limits as an operator catalogue (issue 14): the console's
 * generic editor audits every change. A new rate applies from the next order; orders keep theirs.
 * Disabling a market stops new recharges and withdrawals there (orders under way go on).
 */
export function paymentMarketsCatalogue(now: () => number): CatalogueEditor<PaymentMarketItem> {
  return {
    name: PAYMENT_MARKETS_CATALOGUE,
    title: 'Payment markets: FX rates and withdrawal limits',
    schema: ZPaymentMarketItem,
    fields: ['country', 'currency', 'coin', 'rate', 'daily_withdraw_count', 'daily_withdraw_amount', 'review_above'],
    idField: 'country',
    async list(db, offset, limit) {
      const all = await repo.all(db);
      return {
        rows: all.slice(offset, offset + limit).map((m) => ({ id: m.country, disabled: m.disabled, item: itemOf(m) })),
        total: all.length,
      };
    },
    async get(db, id) {
      const market = await repo.byCountry(db, id);
      return market && { id: market.country, disabled: market.disabled, item: itemOf(market) };
    },
    async check(_db, item, id) {
      if (!(COIN_NAMES as readonly string[]).includes(item.coin)) {
        throw invalidField('item.coin', `must be one of ${COIN_NAMES.join(', ')}`);
      }
      if (id !== undefined && item.country !== id) throw invalidField('item.country', 'cannot change: it is the id');
    },
    async create(trx, item) {
      if (await repo.byCountry(trx, item.country)) throw invalidField('item.country', 'is taken', BodyCode.CONFLICT);
      await repo.insertMissing(trx, [item], now());
      return item.country;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      const { country: _fixed, ...values } = item;
      await repo.update(trx, id, values, now());
    },
    async setDisabled(trx, id, disabled) {
      await existing(trx, id);
      await repo.update(trx, id, { disabled: disabled ? 1 : 0 }, now());
    },
    preview(item) {
      return { country: item.country, currency: item.currency, coin: item.coin, rate: item.rate };
    },
  };
}
