import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ORDER_REVIEWS, ORDER_STATUSES, ORDER_TYPES } from './payment-markets';

/**
 * The players' calls of money in and out (issue 14; spec 7.7's recharge_conf, recharge, withdraw,
 * recent_withdraw_logs, my_orders, and the calls the screens of spec 2.2/2.4 need besides). All in the
 * casino brand api group, used by the brand and by /win/money, /inbet/money and /user/* alike.
 * Fiat amounts are decimal strings in the market currency's unit (VND and IDR whole, BRL centavos);
 * coin amounts are decimal strings of the wallet coin (WH, 2 decimals). Times are unix seconds.
 */

const ZCountry = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, 'a two-letter country code')
  .transform((c) => c.toLowerCase());
const ZFiat = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'a decimal amount such as 100000 or 25.50');
const ZOrderId = z.string().regex(/^or_[0-9A-Za-z]{10,40}$/, 'an order id (or_...)');

/** A channel's limits and fee in one direction, in the market currency. */
const ZChannelLimits = z.object({
  min: z.string(),
  max: z.string(),
  /** Percent of the amount, a decimal string ("1.5"). */
  fee_percent: z.string(),
  /** Added to the percent part, in the market currency. */
  fee_fixed: z.string(),
});

export const ZPaymentChannel = z.object({
  id: z.string().describe('spec 3 channel id: momo, dana, pix, ton_usdt, ...'),
  /** provider: through the payment aggregator; onchain: opens with the on-chain wallet (never faked here). */
  kind: z.enum(['provider', 'onchain']),
  /** The icon's path under the web app's public folder. */
  icon: z.string(),
  /** Null when the channel does not take money in (or is on-chain). */
  recharge: ZChannelLimits.nullable(),
  /** Null when the channel does not pay out (or is on-chain). */
  withdraw: ZChannelLimits.nullable(),
  /** What a payout account of this channel is: a phone number, a bank account or a PIX key. */
  account_kind: z.enum(['phone', 'bank', 'pix']).nullable(),
});
export type PaymentChannel = z.output<typeof ZPaymentChannel>;

const ZWithdrawLimits = z.object({
  /** Withdrawals a day (UTC day) and their total in the market currency. */
  daily_count: z.number().int(),
  daily_amount: z.string(),
  /** Above this amount a withdrawal waits for an operator's approval. */
  review_above: z.string(),
});

/** GET /casino/lucky_bear/recharge_conf (spec 7.7): the market's money, rate and channels. */
export const rechargeConf = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/recharge_conf',
  summary: 'Payment channels of a market with limits and fees, its currency and the FX rate to the coin',
  request: z.object({ country: ZCountry.optional() }),
  response: z.object({
    country: z.string(),
    currency: z.string(),
    /** Decimals the currency is paid in (VND 0, IDR 0, BRL 2). */
    currency_decimals: z.number().int(),
    coin: z.string(),
    /** Units of the currency per 1 coin, as the operator set it (the rate recharges use now). */
    rate: z.string(),
    rate_updated_at: z.number().int(),
    /** False for a market with no channels (spec 3 lists vn, id and br). */
    available: z.boolean(),
    channels: z.array(ZPaymentChannel),
    withdraw_limits: ZWithdrawLimits,
  }),
});

export const ZOrder = z.object({
  order_id: z.string(),
  type: z.enum(ORDER_TYPES),
  status: z.enum(ORDER_STATUSES),
  review: z.enum(ORDER_REVIEWS),
  channel: z.string(),
  country: z.string(),
  currency: z.string(),
  /** Recharge: what the player pays; withdraw: what the player receives. */
  amount: z.string(),
  /** The fee in the market currency (withdraw: added to what leaves the balance). */
  fee: z.string(),
  coin: z.string(),
  /** Recharge: credited on payment; withdraw: held at request (amount plus fee). */
  coin_amount: z.string(),
  /** The FX rate used, stored on the order: units of the currency per 1 coin. */
  rate: z.string(),
  /** A withdrawal's account, masked ("•••• 6789"); null for a recharge. */
  account: z.string().nullable(),
  /** Why it failed, expired or was refunded: a stable code (provider_refused, account_invalid, rejected, ...). */
  reason: z.string().nullable(),
  /** A recharge's hosted checkout while it can still be paid; null otherwise. */
  checkout_url: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  settled_at: z.number().int().nullable(),
});
export type Order = z.output<typeof ZOrder>;

/** POST /casino/lucky_bear/recharge (spec 7.7): a recharge order and its hosted checkout. */
export const recharge = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/recharge',
  summary: 'Create a recharge order: the checkout URL to send the player to',
  request: z.object({
    channel: z.string().min(1).max(32),
    amount: ZFiat,
    country: ZCountry.optional(),
    /** Where the checkout sends the player back; must be on one of the web app's origins. */
    return_url: z.url({ protocol: /^https?$/ }).max(2048),
    /** A retry of the same request answers the same order. */
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{8,128}$/)
      .optional(),
  }),
  response: z.object({ order: ZOrder, checkout_url: z.string() }),
});

/** POST /casino/lucky_bear/withdraw (spec 7.7): a withdrawal to a saved account; the money is held at once. */
export const withdraw = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/withdraw',
  summary: 'Withdraw to a saved payout account: the coin is held now and leaves when the payout settles',
  request: z.object({
    account_id: z.string().regex(/^pa_[0-9A-Za-z]{10,40}$/, 'a saved account id (pa_...)'),
    amount: ZFiat,
    request_id: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{8,128}$/)
      .optional(),
  }),
  response: z.object({ order: ZOrder }),
});

/** GET /casino/lucky_bear/withdraw_quantity (/user/withdraw-quantity): today's withdrawal limits and use. */
export const withdrawQuantity = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/withdraw_quantity',
  summary: 'Withdrawals left today: count and amount, in the market currency',
  request: z.object({ country: ZCountry.optional() }),
  response: z.object({
    country: z.string(),
    currency: z.string(),
    daily_count: z.number().int(),
    used_count: z.number().int(),
    left_count: z.number().int(),
    daily_amount: z.string(),
    used_amount: z.string(),
    left_amount: z.string(),
    review_above: z.string(),
    /** Unix seconds when the day's limits start again (00:00 UTC). */
    resets_at: z.number().int(),
  }),
});

/** GET /casino/lucky_bear/my_orders (spec 7.7, /user/orders): the player's orders, newest first. */
export const myOrders = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/my_orders',
  summary: 'The player’s recharge and withdrawal orders, newest first, paged',
  request: z.object({
    type: z.enum(ORDER_TYPES).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({
    list: z.array(ZOrder),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
});

/** GET /casino/lucky_bear/order_detail: one order of the player's (the result page follows it). */
export const orderDetail = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/order_detail',
  summary: 'One of the player’s orders with its status',
  request: z.object({ order_id: ZOrderId }),
  response: ZOrder,
});

/** GET /casino/lucky_bear/recent_withdraw_logs (spec 7.7): the public ticker of paid withdrawals. */
export const recentWithdrawLogs = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/recent_withdraw_logs',
  summary: 'The latest paid withdrawals, names masked',
  request: z.object({ country: ZCountry.optional() }),
  response: z.object({
    list: z.array(
      z.object({
        /** The player's name with only its first 2 and last 2 characters. */
        name: z.string(),
        amount: z.string(),
        currency: z.string(),
        channel: z.string(),
        paid_at: z.number().int(),
      }),
    ),
  }),
});

export const ZPayoutAccount = z.object({
  account_id: z.string(),
  channel: z.string(),
  country: z.string(),
  /** Masked ("•••• 6789"); the full number never leaves the server after it is saved. */
  number: z.string(),
  holder_name: z.string(),
  bank_code: z.string().nullable(),
  created_at: z.number().int(),
});
export type PayoutAccount = z.output<typeof ZPayoutAccount>;

/** GET /casino/lucky_bear/payout_accounts (/user/payment): the player's saved payout accounts. */
export const payoutAccounts = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/payout_accounts',
  summary: 'The player’s saved payout accounts',
  request: z.object({}),
  response: z.object({ list: z.array(ZPayoutAccount) }),
});

/** POST /casino/lucky_bear/payout_account/add: save an account (at most 10 per player). */
export const addPayoutAccount = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/payout_account/add',
  summary: 'Save a payout account for a channel of a market',
  request: z.object({
    channel: z.string().min(1).max(32),
    country: ZCountry,
    number: z.string().trim().min(1).max(255),
    holder_name: z.string().trim().min(2).max(80),
    bank_code: z.string().trim().min(2).max(16).optional(),
  }),
  response: ZPayoutAccount,
});

/** POST /casino/lucky_bear/payout_account/remove: forget a saved account (orders keep their copy). */
export const removePayoutAccount = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/payout_account/remove',
  summary: 'Remove a saved payout account',
  request: z.object({ account_id: z.string().regex(/^pa_[0-9A-Za-z]{10,40}$/) }),
  response: z.object({ removed: z.boolean() }),
});
