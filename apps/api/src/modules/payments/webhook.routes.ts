import { BodyCode } from '@app/shared';
import { PAYMENT_WEBHOOK_PATH } from '@app/shared/payments/provider-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { PaymentsServices } from './payments.services';

/**
 * The provider's webhook (provider group: server to server, no player headers, no session): the
 * event authenticates itself by its Payment-Signature over the raw body. A refused signature answers
 * an error (the provider retries, and an attacker learns nothing more); an event stored or acted on
 * answers 2xx, a duplicate too, so that the provider stops sending it.
 */
export async function registerPaymentWebhookRoutes(scope: FastifyInstance, { webhooks }: PaymentsServices) {
  scope.post(
    PAYMENT_WEBHOOK_PATH,
    { config: { auth: 'none' }, schema: { summary: 'Payment provider webhook (signed events)', tags: ['provider'] } },
    async (request) => ({ code: 0, msg: 'ok', data: await webhooks.receive(rawBodyOf(request), request.headers) }),
  );
}

/** The body exactly as sent (plugins/json-body.ts keeps it): the signature is over these bytes. */
function rawBodyOf(request: FastifyRequest): string {
  const raw = (request as FastifyRequest & { rawBody?: unknown }).rawBody;
  if (typeof raw !== 'string') throw new ApiError(BodyCode.UNSUPPORTED_MEDIA_TYPE, 'Send application/json');
  return raw;
}
