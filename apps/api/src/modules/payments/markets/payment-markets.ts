import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { type FxUnits, rateE8 } from '@app/shared/payments/fx';
import type { PaymentChannel } from '@app/shared/payments/order-contracts';
import { isProviderChannel, marketChannels, PAYOUT_ACCOUNT_KIND } from '@app/shared/payments/payment-markets';
import { currencyDecimals, PROVIDER_CURRENCY_DECIMALS } from '@app/shared/payments/provider-channels';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import { marketRepository, type PaymentMarket } from './market.repository';
import { CHANNEL_DATA, type ChannelLimits } from './market-data';

/** A market ready for an order: its row, the FX in integers and the currency's decimals. */
export interface MarketMoney {
  market: PaymentMarket;
  fx: FxUnits;
  currencyDecimals: number;
}

/** A channel's limits in minor units. */
export interface MinorLimits {
  min: bigint;
  max: bigint;
  feePercent: string;
  feeFixed: bigint;
}

const CURRENCY_DECIMALS = PROVIDER_CURRENCY_DECIMALS as Readonly<Record<string, number>>;

function minorLimits(limits: ChannelLimits, decimals: number): MinorLimits {
  return {
    min: parseUnits(limits.min, decimals),
    max: parseUnits(limits.max, decimals),
    feePercent: limits.fee_percent,
    feeFixed: parseUnits(limits.fee_fixed, decimals),
  };
}

/**
 * The markets' money (issue 14): the operators' rows (FX rate, withdrawal limits) and the channels of
 * spec 3 with the data file's limits and fees. recharge_conf answers it; orders take their rate here.
 */
export class PaymentMarkets {
  constructor(private readonly db: Db) {}

  /** The market's money, or 1100 when it takes no payments (no channels in spec 3, or disabled by an operator). */
  async money(db: DbOrTrx, country: string): Promise<MarketMoney> {
    const market = await marketRepository.byCountry(db, country);
    const decimals = market ? CURRENCY_DECIMALS[market.currency] : undefined;
    if (!market || market.disabled || decimals === undefined) {
      throw new ApiError(BodyCode.PAYMENT_CHANNEL_UNAVAILABLE, `No payments in ${country}`, { field: 'country' });
    }
    const coin = COINS[market.coin as CoinName];
    return {
      market,
      currencyDecimals: decimals,
      fx: { currencyDecimals: decimals, coinDecimals: coin.decimals, rateE8: rateE8(market.rate) },
    };
  }

  /** The limits of an aggregator channel of the market in one direction, or 1100. */
  channel(country: string, channel: string, direction: 'recharge' | 'withdraw', decimals: number): MinorLimits {
    const limits = marketChannels(country).includes(channel) ? CHANNEL_DATA[country]?.[channel]?.[direction] : null;
    if (!limits || !isProviderChannel(channel)) {
      const onchain = marketChannels(country).includes(channel) && !isProviderChannel(channel);
      throw invalidField(
        'channel',
        onchain ? 'opens with the on-chain wallet' : `does not take ${direction}s in ${country}`,
        BodyCode.PAYMENT_CHANNEL_UNAVAILABLE,
      );
    }
    return minorLimits(limits, decimals);
  }

  /** recharge_conf's answer for a market; a market with no payments answers available: false. */
  async conf(country: string) {
    const market = await marketRepository.byCountry(this.db, country);
    const decimals = market ? currencyDecimals(market.currency) : 2;
    const channels: PaymentChannel[] = marketChannels(country).map((id) => {
      const data = isProviderChannel(id) ? CHANNEL_DATA[country]?.[id] : undefined;
      return {
        id,
        kind: isProviderChannel(id) ? 'provider' : 'onchain',
        icon: `/payments/${id}.svg`,
        recharge: data?.recharge ?? null,
        withdraw: data?.withdraw ?? null,
        account_kind: isProviderChannel(id) ? PAYOUT_ACCOUNT_KIND[id] : null,
      };
    });
    return {
      country,
      currency: market?.currency ?? '',
      currency_decimals: decimals,
      coin: market?.coin ?? 'WH',
      rate: market?.rate ?? '0',
      rate_updated_at: market?.updatedAt ?? 0,
      available: market !== undefined && !market.disabled,
      channels: market && !market.disabled ? channels : [],
      withdraw_limits: {
        daily_count: market?.daily_withdraw_count ?? 0,
        daily_amount: market?.daily_withdraw_amount ?? '0',
        review_above: market?.review_above ?? '0',
      },
    };
  }
}

export { currencyDecimals };

/** Minor units of a currency as the decimal string answers carry ("100000", "25.5"). */
export const fiatText = (minor: bigint, currency: string) => formatUnits(minor, currencyDecimals(currency));
