import { CURRENCY_BY_MARKET, PAYMENT_CHANNELS } from '../core/markets-table';

/**
 * The channels of spec 3 whose money moves through a payment aggregator (e-wallets, banks, PIX). The
 * others of PAYMENT_CHANNELS (trc/prc/bep/ton/bsc USDT, TON Connect) are on-chain rails: they open
 * with the on-chain wallet, never with a payment provider (issue 14).
 */
export const PROVIDER_CHANNELS = ['momo', 'dana', 'ovo', 'gopay', 'shopeepay', 'bank', 'pix', 'pagbank'] as const;
export type ProviderChannel = (typeof PROVIDER_CHANNELS)[number];

/**
 * Decimals an aggregator takes per currency. Rupiah and dong are charged in whole units by the
 * region's aggregators (ISO 4217 gives IDR two decimals nobody uses); the real has centavos.
 */
export const PROVIDER_CURRENCY_DECIMALS = { VND: 0, IDR: 0, BRL: 2 } as const;
export type ProviderCurrency = keyof typeof PROVIDER_CURRENCY_DECIMALS;
export const PROVIDER_CURRENCIES = Object.keys(PROVIDER_CURRENCY_DECIMALS) as ProviderCurrency[];

/** Decimals a currency is paid in (VND and IDR 0, BRL 2; 2 for one no channel takes): the API and the screens. */
export function currencyDecimals(currency: string): number {
  return (PROVIDER_CURRENCY_DECIMALS as Readonly<Record<string, number>>)[currency.toUpperCase()] ?? 2;
}

/** The market currencies (spec 9) a channel is offered in: `bank` is both Indonesia's and Vietnam's. */
export function channelCurrencies(channel: ProviderChannel): string[] {
  return Object.entries(PAYMENT_CHANNELS)
    .filter(([, channels]) => channels.includes(channel))
    .map(([market]) => CURRENCY_BY_MARKET[market])
    .filter((currency): currency is string => currency !== undefined);
}

/** A positive decimal amount with no more decimals than the currency has ("100000", "25.50"). */
export function amountFitsCurrency(amount: string, currency: ProviderCurrency): boolean {
  const match = /^(0|[1-9]\d{0,14})(?:\.(\d+))?$/.exec(amount);
  if (!match) return false;
  const decimals = match[2]?.length ?? 0;
  if (decimals > PROVIDER_CURRENCY_DECIMALS[currency]) return false;
  return /[1-9]/.test(amount);
}
