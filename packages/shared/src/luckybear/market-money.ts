import { CURRENCY_BY_MARKET } from '../core/markets-table';

/** How one market's money is written: its ISO 4217 code, symbol and the decimals people use for it. */
export interface MarketMoney {
  currency: string;
  symbol: string;
  /** Decimals shown: 0 for currencies whose smallest coin is not in use (dong, rupiah). */
  decimals: number;
  /**
   * Reference rate: units of this currency per 1 USDT. These are display rates only (the brand's
   * balance "in your money"); no amount is ever converted at them. The payments issue brings the
   * operator's FX table used for recharges and withdrawals (docs/decisions.md, "bearWallet").
   */
  perUsdt: string;
}

/** Spec 9 "currency by market" with each currency's symbol; every market CURRENCY_BY_MARKET names. */
const MONEY_BY_CURRENCY: Readonly<Record<string, Omit<MarketMoney, 'currency'>>> = {
  VND: { symbol: '₫', decimals: 0, perUsdt: '25400' },
  PHP: { symbol: '₱', decimals: 2, perUsdt: '58.5' },
  BRL: { symbol: 'R$', decimals: 2, perUsdt: '5.45' },
  THB: { symbol: '฿', decimals: 2, perUsdt: '34.2' },
  IDR: { symbol: 'Rp', decimals: 0, perUsdt: '16300' },
  MYR: { symbol: 'RM', decimals: 2, perUsdt: '4.45' },
  RUB: { symbol: '₽', decimals: 2, perUsdt: '92' },
  MXN: { symbol: 'MX$', decimals: 2, perUsdt: '18.2' },
};

/** A market the brand has no local money for is shown in US dollars, 1:1 with USDT. */
export const FALLBACK_MONEY: MarketMoney = { currency: 'USD', symbol: '$', decimals: 2, perUsdt: '1' };

/** The money of a market (lower-case ISO country), or US dollars where spec 9 names none. */
export function marketMoney(country: string): MarketMoney {
  const currency = CURRENCY_BY_MARKET[country.toLowerCase()];
  const money = currency ? MONEY_BY_CURRENCY[currency] : undefined;
  return currency && money ? { currency, ...money } : FALLBACK_MONEY;
}
