import { formatUnits, parseUnits, pow10 } from '@app/shared';
import { marketMoney } from '@app/shared/luckybear/market-money';
import { PRICE_SCALE_DECIMALS } from '@app/shared/wallet/coins';

/** Rate digits kept when a display rate is parsed (rates such as 58.5 or 25400). */
const RATE_DECIMALS = 8;
/** Digits of the coin's rate in local money the answer shows (enough for a coin worth a fraction of a dong). */
const LOCAL_RATE_DECIMALS = 6;

/** Integer division rounding half away from zero (the amounts here are never negative). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

export interface BearWalletInput {
  coin: string;
  coinDecimals: number;
  available: bigint;
  locked: bigint;
  /** The coin's USDT price, scaled by 10^PRICE_SCALE_DECIMALS (the wallet's coin table). */
  priceE12: bigint;
  country: string;
}

/**
 * Spec 3 bearWallet: the brand coin's balance and its value in the market's own money (spec 9
 * currency by market), at the display rate of luckybear/market-money.ts, in exact integer arithmetic.
 */
export function bearWallet(input: BearWalletInput) {
  const money = marketMoney(input.country);
  const perUsdt = parseUnits(money.perUsdt, RATE_DECIMALS);
  const total = input.available + input.locked;
  // local minor units = total / 10^coin * price / 10^12 * rate / 10^8 * 10^currency
  const scale = pow10(input.coinDecimals + PRICE_SCALE_DECIMALS + RATE_DECIMALS);
  const local = divRound(total * input.priceE12 * perUsdt * pow10(money.decimals), scale);
  const rate = divRound(
    input.priceE12 * perUsdt * pow10(LOCAL_RATE_DECIMALS),
    pow10(PRICE_SCALE_DECIMALS + RATE_DECIMALS),
  );
  return {
    coin: input.coin,
    coin_name_extra: input.coin,
    available: formatUnits(input.available, input.coinDecimals),
    locked: formatUnits(input.locked, input.coinDecimals),
    total: formatUnits(total, input.coinDecimals),
    country: input.country.toLowerCase(),
    currency_code: money.currency,
    currency_symbol: money.symbol,
    currency_decimals: money.decimals,
    local_total: formatUnits(local, money.decimals),
    local_rate: formatUnits(rate, LOCAL_RATE_DECIMALS),
  };
}
