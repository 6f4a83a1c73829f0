import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';
import { CURRENCY_BY_MARKET } from '../core/markets-table';
import { PAYMENT_MARKETS } from './payment-markets';

/** The catalogue editor's name of the markets' FX rates and withdrawal limits (@app/shared/ops/catalogue-contracts). */
export const PAYMENT_MARKETS_CATALOGUE = 'payment_markets';

const ZPositiveDecimal = z
  .string()
  .regex(/^(0|[1-9]\d{0,14})(\.\d{1,8})?$/, 'must be a decimal such as 250 or 0.055')
  .refine((v) => /[1-9]/.test(v), 'must be greater than 0');

/**
 * One market's money as an operator edits it (issue 14): the FX rate recharges and withdrawals use
 * from the next order on (each order keeps the rate it was made at), and the daily withdrawal limits.
 */
export const ZPaymentMarketItem = z
  .object({
    country: z.enum(PAYMENT_MARKETS as [string, ...string[]]),
    currency: z.string().regex(/^[A-Z]{3}$/),
    coin: ZCoinCode,
    /** Units of the currency per 1 coin, at most 8 decimals. */
    rate: ZPositiveDecimal,
    daily_withdraw_count: z.number().int().min(0).max(100),
    /** In the currency's unit. */
    daily_withdraw_amount: ZPositiveDecimal,
    /** A withdrawal above this waits for an operator's approval. */
    review_above: ZPositiveDecimal,
  })
  .refine((m) => CURRENCY_BY_MARKET[m.country] === m.currency, {
    path: ['currency'],
    message: 'must be the market’s currency (spec 9)',
  });
export type PaymentMarketItem = z.output<typeof ZPaymentMarketItem>;
