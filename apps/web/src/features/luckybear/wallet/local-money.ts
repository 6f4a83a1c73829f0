import { formatAmount } from '@app/shared';

/** What the chip needs of the brand wallet answer. */
export interface LocalMoney {
  local_total: string;
  currency_symbol: string;
  currency_decimals: number;
}

/**
 * The brand wallet's value in the market's money, with its symbol: the currency's own decimals, and
 * none at all on the ru-RU brand (spec 9: 0 decimals for ru-RU on this brand).
 */
export function formatLocalMoney(wallet: LocalMoney, locale: string): string {
  const decimals = locale === 'ru-RU' ? 0 : wallet.currency_decimals;
  return `${wallet.currency_symbol} ${formatAmount(wallet.local_total, { locale, decimals })}`;
}
