import { z } from 'zod';
import {
  amountFitsCurrency,
  channelCurrencies,
  PROVIDER_CHANNELS,
  PROVIDER_CURRENCIES,
  type ProviderChannel,
  type ProviderCurrency,
} from './provider-channels';

/**
 * The wire protocol between our API and a payment provider (docs/payments.md), modelled on a regional
 * aggregator's REST API: JSON bodies in snake_case, `Authorization: Bearer <api key>`, an
 * `Idempotency-Key` header on every POST (a repeat with the same key answers the first answer; the same
 * key with another body is refused), unix seconds for times, amounts as decimal strings in the
 * currency's unit. The sandbox (scripts/dev-payment-provider.ts) serves it; a real aggregator's
 * adapter maps its own API onto these shapes.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Where our API receives the provider's webhooks (the provider service group, server to server). */
export const PAYMENT_WEBHOOK_PATH = '/provider/payments/webhook';

/** Our order's id as the provider carries it back (payments, payouts and their events). */
export const ZOrderRef = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ and -, at most 64');
const ZProviderId = z.string().regex(/^[a-z]{2,4}_[A-Za-z0-9]{8,40}$/, 'a provider object id');
const ZUnixSeconds = z.number().int().nonnegative();
const ZHttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048);

export const ZProviderChannel = z.enum(PROVIDER_CHANNELS);
export const ZProviderCurrency = z.enum(PROVIDER_CURRENCIES as [ProviderCurrency, ...ProviderCurrency[]]);
export const ZProviderAmount = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal amount');

interface Priced {
  amount: string;
  currency: ProviderCurrency;
  channel?: ProviderChannel;
}

/** The amount must fit the currency and the channel must be offered in that currency (spec 3, 9). */
function checkPriced(value: Priced, ctx: z.RefinementCtx): void {
  if (!amountFitsCurrency(value.amount, value.currency)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: `not a positive ${value.currency} amount` });
  }
  if (value.channel && !channelCurrencies(value.channel).includes(value.currency)) {
    ctx.addIssue({ code: 'custom', path: ['channel'], message: `${value.channel} does not take ${value.currency}` });
  }
}

export const ZCreatePaymentRequest = z
  .object({
    order_id: ZOrderRef,
    amount: ZProviderAmount,
    currency: ZProviderCurrency,
    channel: ZProviderChannel,
    /** Where the hosted checkout sends the payer back (with payment_id and status added). */
    return_url: ZHttpUrl,
    description: z.string().max(200).optional(),
  })
  .superRefine(checkPriced);
export type CreatePaymentRequest = z.infer<typeof ZCreatePaymentRequest>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ZPayment = z.object({
  id: ZProviderId,
  order_id: ZOrderRef,
  amount: ZProviderAmount,
  currency: ZProviderCurrency,
  channel: ZProviderChannel,
  status: z.enum(PAYMENT_STATUSES),
  /** The hosted checkout page the payer is sent to. */
  checkout_url: ZHttpUrl,
  return_url: ZHttpUrl,
  failure_reason: z.string().nullable(),
  /** What refunds have given back so far. */
  refunded_amount: ZProviderAmount,
  created_at: ZUnixSeconds,
  expires_at: ZUnixSeconds,
  settled_at: ZUnixSeconds.nullable(),
});
export type Payment = z.infer<typeof ZPayment>;

/** A payout account: the channel's account (phone number of an e-wallet, bank account, PIX key). */
export const ZPayoutAccount = z.object({
  number: z.string().regex(/^[A-Za-z0-9+@._-]{4,64}$/, 'an account number, phone or PIX key'),
  holder_name: z.string().trim().min(1).max(80),
  /** The bank's code where the channel is `bank`. */
  bank_code: z.string().max(16).optional(),
});

export const ZCreatePayoutRequest = z
  .object({
    order_id: ZOrderRef,
    amount: ZProviderAmount,
    currency: ZProviderCurrency,
    channel: ZProviderChannel,
    account: ZPayoutAccount,
  })
  .superRefine(checkPriced);
export type CreatePayoutRequest = z.infer<typeof ZCreatePayoutRequest>;

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const ZPayout = z.object({
  id: ZProviderId,
  order_id: ZOrderRef,
  amount: ZProviderAmount,
  currency: ZProviderCurrency,
  channel: ZProviderChannel,
  /** The account's last 4 characters: enough for support, no full number in logs. */
  account_last4: z.string().max(4),
  status: z.enum(PAYOUT_STATUSES),
  failure_reason: z.string().nullable(),
  created_at: ZUnixSeconds,
  settled_at: ZUnixSeconds.nullable(),
});
export type Payout = z.infer<typeof ZPayout>;

export const ZCreateRefundRequest = z.object({
  payment_id: ZProviderId,
  /** Absent: what is left of the payment. */
  amount: ZProviderAmount.optional(),
  reason: z.string().max(200).optional(),
});
export type CreateRefundRequest = z.infer<typeof ZCreateRefundRequest>;

export const REFUND_STATUSES = ['pending', 'succeeded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const ZRefund = z.object({
  id: ZProviderId,
  payment_id: ZProviderId,
  order_id: ZOrderRef,
  amount: ZProviderAmount,
  currency: ZProviderCurrency,
  status: z.enum(REFUND_STATUSES),
  created_at: ZUnixSeconds,
  settled_at: ZUnixSeconds.nullable(),
});
export type Refund = z.infer<typeof ZRefund>;

/** A refusal: HTTP 400 invalid_request (field named), 401, 404, 409 conflict or idempotency, 5xx. */
export const PROVIDER_ERROR_TYPES = [
  'invalid_request',
  'authentication',
  'not_found',
  'conflict',
  'idempotency',
  'server',
] as const;
export const ZProviderError = z.object({
  error: z.object({
    type: z.enum(PROVIDER_ERROR_TYPES),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ProviderErrorBody = z.infer<typeof ZProviderError>;
