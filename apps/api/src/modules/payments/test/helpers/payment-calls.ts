import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { PaymentEventType } from '@app/shared/payments/provider-events';
import { PAYMENT_WEBHOOK_PATH } from '@app/shared/payments/provider-protocol';
import { PAYMENT_SIGNATURE_HEADER } from '@app/shared/payments/webhook-signature';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../payments.config';
import { signPaymentWebhook } from '../../provider/webhook-signature';
import type { PaymentsTestApp } from './payments-test-app';
import { RETURN_URL } from './payments-test-app';
import { sandboxCall } from './sandbox';

/** What the players' money calls of these tests read (an envelope, data field by field). */
// biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
export type Answer = { code: number; msg: string; data: any };

const P = '/casino/lucky_bear';

/** POST /recharge (a MoMo 100,000 dong in Vietnam unless told otherwise): the envelope. */
export function rechargeCall(t: PaymentsTestApp, p: LoginResponse, input: object = {}): Promise<Answer> {
  return t.call(p, `${P}/recharge`, {
    channel: 'momo',
    amount: '100000',
    country: 'vn',
    return_url: RETURN_URL,
    ...input,
  });
}

/** A recharge that must be made: its order and checkout URL. */
export async function recharge(t: PaymentsTestApp, p: LoginResponse, input: object = {}) {
  const res = await rechargeCall(t, p, input);
  if (res.code !== 0) throw new Error(`recharge failed: ${JSON.stringify(res)}`);
  return res.data as { order: { order_id: string; coin_amount: string; rate: string }; checkout_url: string };
}

/** Gives the player coins the way a player gets them: a bank recharge paid at the sandbox checkout. */
export async function fund(t: PaymentsTestApp, p: LoginResponse, vnd: string): Promise<void> {
  const made = await recharge(t, p, { channel: 'bank', amount: vnd });
  await t.pay(made.checkout_url, 'pay');
  const order = await t.settled(p, made.order.order_id);
  if (order.status !== 'paid') throw new Error(`funding recharge ended ${order.status}`);
}

/** A player with 1,000 + 120,000 WH (a 30,000,000 dong bank recharge) and a saved Vietcombank account. */
export async function richPlayer(t: PaymentsTestApp): Promise<{ p: LoginResponse; account: string }> {
  const p = await t.player();
  await fund(t, p, '30000000');
  const account = await addAccount(t, p, {
    channel: 'bank',
    number: '0071000123456',
    bank_code: 'VCB',
    holder_name: 'Nguyen Van A',
  });
  return { p, account };
}

let phoneSerial = 0;
/** A fresh Vietnamese MoMo number (the sandbox pays it) ending in `suffix` if given. */
export const momoNumber = (suffix = '') =>
  `09${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSerial).padStart(5, '0')}`.slice(
    0,
    10 - suffix.length,
  ) + suffix;

/** POST /payout_account/add (a MoMo wallet in Vietnam unless told otherwise): the envelope. */
export function addAccountCall(t: PaymentsTestApp, p: LoginResponse, input: object = {}): Promise<Answer> {
  return t.call(p, `${P}/payout_account/add`, {
    channel: 'momo',
    country: 'vn',
    number: momoNumber(),
    holder_name: 'Nguyen Van A',
    ...input,
  });
}

/** A saved account that must be made: its id. */
export async function addAccount(t: PaymentsTestApp, p: LoginResponse, input: object = {}): Promise<string> {
  const res = await addAccountCall(t, p, input);
  if (res.code !== 0) throw new Error(`payout_account/add failed: ${JSON.stringify(res)}`);
  return res.data.account_id as string;
}

export function withdrawCall(
  t: PaymentsTestApp,
  p: LoginResponse,
  accountId: string,
  amount: string,
  requestId?: string,
): Promise<Answer> {
  return t.call(p, `${P}/withdraw`, { account_id: accountId, amount, ...(requestId ? { request_id: requestId } : {}) });
}

/** Today's withdrawal limits and use (withdraw_quantity) in Vietnam. */
export async function quota(t: PaymentsTestApp, p: LoginResponse) {
  return (await t.get(p, `${P}/withdraw_quantity?country=vn`)).data;
}

/** The player's orders as rows (what the API does not show too: provider_ref, late_payment_ref...). */
export function orderRows(t: PaymentsTestApp, userId: number) {
  return t.db.selectFrom('payment_order').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export function orderRow(t: PaymentsTestApp, orderId: string) {
  return t.db.selectFrom('payment_order').selectAll().where('public_id', '=', orderId).executeTakeFirstOrThrow();
}

/** Ledger transactions made for an order (its credit: reference order:<id>). */
export async function ledgerTxOf(t: PaymentsTestApp, orderId: string) {
  return t.db.selectFrom('ledger_tx').select(['kind', 'reason']).where('reference', '=', `order:${orderId}`).execute();
}

/** The webhook events stored for an order, oldest first. */
export function eventRows(t: PaymentsTestApp, orderId: string) {
  return t.db
    .selectFrom('payment_event')
    .select(['event_id', 'type', 'outcome'])
    .where('order_ref', '=', orderId)
    .orderBy('received_at')
    .execute();
}

/** Jobs of a kind for an order (payments.refund, payments.reconcile...). */
export function jobsOf(t: PaymentsTestApp, kind: string, orderId: string) {
  return t.db.selectFrom('job').select(['kind', 'state']).where('key', '=', `${kind}:${orderId}`).execute();
}

/** The sandbox's payment of a recharge, or payout of a withdrawal, as the provider holds it (a webhook's object). */
export async function providerObject(t: PaymentsTestApp, orderId: string) {
  const row = await orderRow(t, orderId);
  const kind = row.type === 'withdraw' ? 'payouts' : 'payments';
  const res = await sandboxCall(t.sandbox, 'GET', `/v1/${kind}/${row.provider_ref}`);
  if (res.status !== 200) throw new Error(`no sandbox ${kind} for ${orderId}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown> & { id: string; amount: string; currency: string; status: string };
}

export const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A provider event's raw body, as the provider would send it. */
export function eventBody(type: PaymentEventType, object: object, id = newEventId()): string {
  return JSON.stringify({ id, type, created: nowSeconds(), data: { object } });
}

/** A Payment-Signature over the raw body with the development secret (or another), at `at` unix seconds. */
export function signatureOf(raw: string, o: { at?: number; secret?: string } = {}): string {
  return signPaymentWebhook([o.secret ?? DEV_PAYMENT_WEBHOOK_SECRET], raw, o.at ?? nowSeconds());
}

/** POSTs a raw body to the webhook as the provider does; `signature` null sends no header. */
export async function postWebhook(t: PaymentsTestApp, raw: string, signature: string | null = signatureOf(raw)) {
  const res = await t.app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [PAYMENT_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as Answer };
}

/** Signs and sends one event about the order's sandbox payment or payout, its fields changed by `patch`. */
export async function sendProviderEvent(
  t: PaymentsTestApp,
  orderId: string,
  type: Exclude<PaymentEventType, 'refund.succeeded'>,
  patch: object = {},
) {
  const object = await providerObject(t, orderId);
  const status = type.slice(type.indexOf('.') + 1);
  return postWebhook(t, eventBody(type, { ...object, status, settled_at: nowSeconds(), ...patch }));
}

/** Waits (polling, bounded) until the database or the API says `check`; a test that never gets there fails with `what`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
