import { invalidField } from '../../lib/api-error';
import type { ModuleDeps } from '../module-deps';
import { PayoutAccounts } from './accounts/payout-accounts.service';
import { PaymentMarkets } from './markets/payment-markets';
import { paymentMarketsCatalogue } from './markets/payment-markets.catalogue';
import { OrderJobs } from './orders/order-jobs';
import { type DisplayNames, OrderReads } from './orders/order-reads';
import { OrderSettlement, type PaymentsLedger } from './orders/order-settlement';
import { RechargeService } from './orders/recharge.service';
import { PaymentWebhooks } from './orders/webhook.service';
import { type RequestReview, WithdrawService } from './orders/withdraw.service';
import { withdrawalReviewKind } from './orders/withdrawal-review';
import type { PaymentsConfig } from './payments.config';
import type { PaymentProvider } from './provider/payment-provider';
import { createSandboxProvider } from './provider/sandbox-provider';

export interface PaymentsServices {
  /** The one provider orders go through (issue 14); a real aggregator's adapter replaces the sandbox's here. */
  provider: PaymentProvider;
  markets: PaymentMarkets;
  accounts: PayoutAccounts;
  recharges: RechargeService;
  withdrawals: WithdrawService;
  reads: OrderReads;
  webhooks: PaymentWebhooks;
  jobs: OrderJobs;
  /** The console's pieces (compose.ts lists them): the markets' catalogue and the withdrawal review kind. */
  marketsCatalogue: ReturnType<typeof paymentMarketsCatalogue>;
  reviewKind: ReturnType<typeof withdrawalReviewKind>;
  /** A recharge's return URL must lead back to one of the web app's origins (no open redirect via the checkout). */
  checkReturnUrl(url: string): void;
}

/** What the payments module uses of other modules, wired by compose.ts. */
export interface PaymentsPorts {
  ledger: PaymentsLedger;
  names: DisplayNames;
  /** Queues a withdrawal for review in the console's approvals queue. */
  review: RequestReview;
  /** The web app's origins (CORS_ORIGINS): where a checkout may send the player back. */
  webOrigins: readonly string[];
  /** Tests replace the provider or the clock. */
  provider?: PaymentProvider;
  clock?: () => number;
}

export function createPaymentsServices(deps: ModuleDeps<PaymentsConfig>, ports: PaymentsPorts): PaymentsServices {
  const { config, database, log, jobs } = deps;
  const db = database.db;
  const now = ports.clock ?? (() => Date.now());
  const provider =
    ports.provider ??
    createSandboxProvider({
      url: config.providerUrl,
      apiKey: config.apiKey,
      webhookSecrets: config.webhookSecrets,
      timeoutMs: config.timeoutMs,
    });
  const markets = new PaymentMarkets(db);
  const accounts = new PayoutAccounts(db, now);
  const settlement = new OrderSettlement(ports.ledger, jobs, log, now);
  const withdrawals = new WithdrawService(
    db,
    markets,
    accounts,
    ports.ledger,
    jobs,
    ports.review,
    provider.id,
    config.reconcileAfterMs,
    log,
    now,
  );
  const orderJobs = new OrderJobs(db, provider, settlement, log, now, config.reconcileAfterMs);
  orderJobs.register(jobs);
  const origins = new Set(ports.webOrigins.map((o) => new URL(o).origin));
  return {
    provider,
    markets,
    accounts,
    recharges: new RechargeService(
      db,
      markets,
      provider,
      jobs,
      { orderTtlMs: config.orderTtlMs, reconcileAfterMs: config.reconcileAfterMs },
      now,
    ),
    withdrawals,
    reads: new OrderReads(db, markets, ports.names, now),
    webhooks: new PaymentWebhooks(db, provider, settlement, log, now),
    jobs: orderJobs,
    marketsCatalogue: paymentMarketsCatalogue(now),
    reviewKind: withdrawalReviewKind(settlement, (trx, orderId) => withdrawals.enqueuePayout(trx, orderId), now),
    checkReturnUrl(url) {
      if (!origins.has(new URL(url).origin)) throw invalidField('return_url', 'must lead back to this app');
    },
  };
}
