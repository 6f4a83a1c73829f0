import { PAYMENT_CHANNELS } from '../core/markets-table';
import { PROVIDER_CHANNELS, type ProviderChannel } from './provider-channels';

/**
 * Money in and out per market (issue 14): which spec 3 channels a market lists, which of them go
 * through a payment aggregator and which are on-chain rails, and what a payout account of each
 * channel looks like. Amounts, fees and the FX rate are operator data on the server (recharge_conf).
 */

/** The markets whose players can pay in and out today: the ones spec 3 lists channels for. */
export const PAYMENT_MARKETS = Object.keys(PAYMENT_CHANNELS) as readonly string[];

/** Where a player whose own market takes no payments starts: spec 9's default market (+84, vi-VN). */
export const DEFAULT_PAYMENT_MARKET = 'vn';

/** Spec 3's channels of a market, in its order ([] for a market it lists none for). */
export function marketChannels(country: string): readonly string[] {
  return PAYMENT_CHANNELS[country.toLowerCase()] ?? [];
}

export const isProviderChannel = (channel: string): channel is ProviderChannel =>
  (PROVIDER_CHANNELS as readonly string[]).includes(channel);

/**
 * What a payout account number is for each aggregator channel: an e-wallet's phone number, a bank
 * account (with the bank's code), a PIX key. The withdraw form labels and checks the field by it.
 */
export type PayoutAccountKind = 'phone' | 'bank' | 'pix';
export const PAYOUT_ACCOUNT_KIND: Readonly<Record<ProviderChannel, PayoutAccountKind>> = {
  momo: 'phone',
  dana: 'phone',
  ovo: 'phone',
  gopay: 'phone',
  shopeepay: 'phone',
  pagbank: 'phone',
  bank: 'bank',
  pix: 'pix',
};

/** Banks a `bank` payout goes to, per market (the aggregator's bank codes; a real one sends its list). */
export const PAYOUT_BANKS: Readonly<Record<string, readonly { code: string; name: string }[]>> = {
  vn: [
    { code: 'VCB', name: 'Vietcombank' },
    { code: 'TCB', name: 'Techcombank' },
    { code: 'ACB', name: 'ACB' },
    { code: 'BIDV', name: 'BIDV' },
    { code: 'MB', name: 'MB Bank' },
    { code: 'VPB', name: 'VPBank' },
  ],
  id: [
    { code: 'BCA', name: 'BCA' },
    { code: 'BRI', name: 'BRI' },
    { code: 'BNI', name: 'BNI' },
    { code: 'MANDIRI', name: 'Mandiri' },
    { code: 'CIMB', name: 'CIMB Niaga' },
  ],
};

/** Account numbers: 6-34 letters and digits (phones without '+', IBAN-like bank numbers, PIX keys vary more). */
export const ACCOUNT_NUMBER_PATTERN: Readonly<Record<PayoutAccountKind, RegExp>> = {
  phone: /^\d{8,15}$/,
  bank: /^[0-9A-Za-z]{6,34}$/,
  // A PIX key: CPF/CNPJ digits, an e-mail, a +55 phone or a random UUID key.
  pix: /^(\d{11}|\d{14}|[^\s@]{1,64}@[^\s@]{1,190}|\+55\d{10,11}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
};

/** An account number as lists show it: its last 4 characters ("•••• 6789"). */
export function maskAccountNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** A name in the public recent-withdrawals ticker: its first 2 and last 2 characters (spec 9's masking). */
export function maskPublicName(name: string): string {
  const chars = [...name];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export const ORDER_TYPES = ['recharge', 'withdraw'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * The one state machine of recharges and withdrawals: created -> pending -> paid | failed | expired,
 * paid -> refunded (a recharge given back), and a late payment of an expired or failed recharge is
 * refunded too (expired | failed -> refunded). A withdrawal waiting for an operator stays `created`
 * (its `review` is `waiting`); a rejected one ends `failed`.
 */
export const ORDER_STATUSES = ['created', 'pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'failed', 'expired', 'refunded'];

export const ORDER_REVIEWS = ['none', 'waiting', 'approved', 'rejected'] as const;
export type OrderReview = (typeof ORDER_REVIEWS)[number];
