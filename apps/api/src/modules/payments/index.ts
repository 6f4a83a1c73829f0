/**
 * The payments module's public face (issue 14). So far the payment provider only: the interface
 * orders use, the sandbox's adapter and the webhook signature; orders, recharge and withdraw build on it.
 */
export {
  loadPaymentsConfig,
  PAYMENTS_ENV,
  type PaymentsConfig,
} from './payments.config';
export { createPaymentsServices, type PaymentsServices } from './payments.services';
export {
  type PaymentProvider,
  ProviderError,
  type WebhookHeaders,
  type WebhookRefusalReason,
  type WebhookVerdict,
} from './provider/payment-provider';
export { createSandboxProvider, type SandboxProviderSettings } from './provider/sandbox-provider';
export { signPaymentWebhook, verifyPaymentWebhook } from './provider/webhook-signature';
