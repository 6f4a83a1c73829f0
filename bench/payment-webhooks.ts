/**
 * Payment webhooks over HTTP (issue 14): 64 players signed in by phone, each given 2,000 pending MoMo
 * recharge orders of 100,000 dong (rows written straight into the database, as the recharge call would
 * leave them once the checkout is open). Then 64 connections post signed `payment.succeeded` events to
 * `POST /provider/payments/webhook`, each request a new event for the next pending order: the
 * signature checked over the raw body (HMAC-SHA256, Stripe's `t=...,v1=...` scheme), the event stored by
 * its id, the order moved to paid in one conditional update and 400 WH credited through the ledger. On
 * SQLite and PostgreSQL (the API in its own child process), beside the bare Fastify route of the same
 * run; the ledger audit after each database's run must be clean.
 */
import autocannon, { type Result } from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { signPaymentWebhook } from '../apps/api/src/modules/payments';
import { SANDBOX_DEV_WEBHOOK_SECRET } from '../scripts/dev-payment-provider';
import { CONNECTIONS } from './api';
import type { GamesOptions, GamesRow } from './games';
import type { BenchUser } from './ledger-setup';
import { measurePlayersLoad } from './players-on-databases';

const ORDERS_PER_PLAYER = 2_000;
const WEBHOOK_PATH = '/provider/payments/webhook';

interface BenchOrder {
  publicId: string;
  paymentId: string;
}

/** Pending recharge orders for every bench player, as the recharge call leaves them after the checkout opened. */
async function insertOrders(settings: DatabaseSettings, users: BenchUser[]): Promise<BenchOrder[]> {
  const handle = createDatabase(settings);
  const orders: BenchOrder[] = [];
  const now = Date.now();
  try {
    for (const [u, user] of users.entries()) {
      const rows = Array.from({ length: ORDERS_PER_PLAYER }, (_, i) => {
        const serial = `${String(u).padStart(3, '0')}${String(i).padStart(5, '0')}`;
        const order = { publicId: `or_BENCH${serial}`, paymentId: `pay_bench${serial}` };
        orders.push(order);
        return {
          public_id: order.publicId,
          user_id: user.id,
          type: 'recharge',
          status: 'pending',
          review: 'none',
          channel: 'momo',
          country: 'vn',
          currency: 'VND',
          amount_minor: 100_000n,
          fee_minor: 0n,
          coin: 'WH',
          coin_amount: 40_000n,
          coin_fee: 0n,
          rate: '250',
          provider: 'sandbox',
          provider_ref: order.paymentId,
          checkout_url: `http://127.0.0.1:1/checkout/${order.paymentId}`,
          return_url: 'http://127.0.0.1:3000/vi-VN/user/orders',
          created_at: now,
          updated_at: now,
          expires_at: now + 3_600_000,
        };
      });
      // Batches small enough for SQLite's bound-parameter limit.
      for (let i = 0; i < rows.length; i += 500) {
        await handle.db
          .insertInto('payment_order')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    }
  } finally {
    await handle.close();
  }
  // Interleaved by player, so that concurrent requests credit different players, as real traffic does.
  return orders.sort((a, b) => a.publicId.slice(-5).localeCompare(b.publicId.slice(-5)));
}

/** A provider's `payment.succeeded` event for the order, as the sandbox would send it. */
function succeededEvent(order: BenchOrder, serial: number): string {
  const now = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    id: `evt_bench${String(serial).padStart(10, '0')}`,
    type: 'payment.succeeded',
    created: now,
    data: {
      object: {
        id: order.paymentId,
        order_id: order.publicId,
        amount: '100000',
        currency: 'VND',
        channel: 'momo',
        status: 'succeeded',
        checkout_url: `http://127.0.0.1:1/checkout/${order.paymentId}`,
        return_url: 'http://127.0.0.1:3000/vi-VN/user/orders',
        failure_reason: null,
        refunded_amount: '0',
        created_at: now,
        expires_at: now + 3600,
        settled_at: now,
      },
    },
  });
}

function deliver(url: string, orders: BenchOrder[], seconds: number) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: WEBHOOK_PATH,
        setupRequest: (request: Record<string, unknown>) => {
          const serial = next++;
          const order = orders[serial % orders.length] as BenchOrder;
          const body = succeededEvent(order, serial);
          const signature = signPaymentWebhook([SANDBOX_DEV_WEBHOOK_SECRET], body, Math.floor(Date.now() / 1000));
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'payment-signature': signature },
            body,
          };
        },
      },
    ],
    verifyBody: (body: string) => body.startsWith('{"code":0,'),
  } as never) as unknown as Promise<Result>;
}

export function measurePaymentWebhooks(options: GamesOptions): Promise<GamesRow[]> {
  return measurePlayersLoad(options, {
    name: 'webhooks',
    bareSubject: 'one request a webhook',
    requestsPerUnit: 1,
    subject: `POST ${WEBHOOK_PATH}, payment.succeeded for 64 players' orders`,
    prepare: (_url, users, settings) => insertOrders(settings, users),
    load: (url, orders, seconds) => deliver(url, orders as BenchOrder[], seconds),
  });
}
