import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** A market's money as the operator sets it (the payment_markets catalogue): FX rate and withdrawal limits. */
export interface PaymentMarketTable {
  country: string;
  currency: string;
  /** The wallet coin recharges credit and withdrawals debit (WH). */
  coin: string;
  /** Units of the currency per 1 coin, a decimal string (at most 8 decimals). */
  rate: string;
  daily_withdraw_count: number;
  /** In the currency's unit, decimal strings. */
  daily_withdraw_amount: string;
  review_above: string;
  disabled: number;
  updated_at: Ms;
}

/** A player's saved payout account (momo_account_list and /user/payment); removed ones are kept for orders. */
export interface PayoutAccountTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  channel: string;
  country: string;
  number: string;
  holder_name: string;
  bank_code: string | null;
  created_at: Ms;
  removed_at: Ms | null;
}

/**
 * A recharge or a withdrawal (orders/order-states.ts is its state machine). Fiat amounts are in the
 * currency's minor units (VND and IDR whole, BRL centavos); coin amounts in the coin's base units.
 */
export interface PaymentOrderTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  type: string;
  status: string;
  review: string;
  channel: string;
  country: string;
  currency: string;
  amount_minor: Money;
  fee_minor: Money;
  coin: string;
  /** Recharge: credited when paid; withdraw: held at request (coin_fee included). */
  coin_amount: Money;
  coin_fee: Money;
  /** The FX rate used, fixed when the order was made. */
  rate: string;
  provider: string;
  /** The provider's payment or payout id, once known. */
  provider_ref: string | null;
  checkout_url: string | null;
  return_url: string | null;
  /** A withdrawal's account, copied at request: a removed saved account does not change a past order. */
  account_number: string | null;
  account_holder: string | null;
  account_bank: string | null;
  hold_id: number | null;
  /** A payment that succeeded after the order expired or failed: refunded, never credited. */
  late_payment_ref: string | null;
  reason: string | null;
  /** The request_id of the call that made it: a retry answers the same order. */
  request_key: string | null;
  created_at: Ms;
  updated_at: Ms;
  expires_at: Ms;
  settled_at: Ms | null;
}

/** A webhook event acted on: its id is the primary key, so a second delivery finds it and does nothing. */
export interface PaymentEventTable {
  event_id: string;
  type: string;
  order_ref: string;
  outcome: string;
  received_at: Ms;
}

/** Withdrawals of a player in a currency on a UTC day: one conditional update takes from the day's limits. */
export interface WithdrawQuotaTable {
  user_id: number;
  day: string;
  currency: string;
  count: number;
  amount_minor: Money;
}

export interface PaymentsTables {
  payment_market: PaymentMarketTable;
  payout_account: PayoutAccountTable;
  payment_order: PaymentOrderTable;
  payment_event: PaymentEventTable;
  withdraw_quota: WithdrawQuotaTable;
}
