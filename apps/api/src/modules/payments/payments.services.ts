import type { ModuleDeps } from '../module-deps';
import type { PaymentsConfig } from './payments.config';
import type { PaymentProvider } from './provider/payment-provider';
import { createSandboxProvider } from './provider/sandbox-provider';

export interface PaymentsServices {
  /** The one provider orders go through (issue 14); a real aggregator's adapter replaces the sandbox's here. */
  provider: PaymentProvider;
}

export function createPaymentsServices({ config }: ModuleDeps<PaymentsConfig>): PaymentsServices {
  return {
    provider: createSandboxProvider({
      url: config.providerUrl,
      apiKey: config.apiKey,
      webhookSecrets: config.webhookSecrets,
      timeoutMs: config.timeoutMs,
    }),
  };
}
