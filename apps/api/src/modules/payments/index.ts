/**
 * The payments module's public face (issue 14): money in and out through payment channels per market.
 * compose.ts builds it and wires its ports (ledger, names, the approvals queue); app.ts mounts its
 * player routes in the casino group and its webhook in the provider group.
 */

export { syncPaymentMarkets } from './markets/market-data';
export {
  loadPaymentsConfig,
  PAYMENTS_ENV,
  type PaymentsConfig,
} from './payments.config';
export { registerPaymentsRoutes } from './payments.routes';
export { createPaymentsServices, type PaymentsPorts, type PaymentsServices } from './payments.services';
export { registerPaymentsOpsRoutes } from './payments-ops.routes';
export {
  type PaymentProvider,
  ProviderError,
  type WebhookHeaders,
  type WebhookRefusalReason,
  type WebhookVerdict,
} from './provider/payment-provider';
export { createSandboxProvider, type SandboxProviderSettings } from './provider/sandbox-provider';
export { signPaymentWebhook, verifyPaymentWebhook } from './provider/webhook-signature';
export { registerPaymentWebhookRoutes } from './webhook.routes';
