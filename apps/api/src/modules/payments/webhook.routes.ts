import { BodyCode } from '@app/shared';
import { PAYMENT_WEBHOOK_PATH } from '@app/shared/payments/provider-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';
import type { PaymentsServices } from './payments.services';

/**
 * The provider's webhook (provider group: server to server, no player headers, no session): the
 * event authenticates itself by its Payment-Signature over the raw body. A refused signature answers
 * a 4xx error in the envelope (the provider retries, and an attacker learns nothing more); an event stored or acted on
 * answers 2xx, a duplicate too, so that the provider stops sending it.
 */
export async function registerPaymentWebhookRoutes(scope: FastifyInstance, { webhooks }: PaymentsServices) {
  scope.post(
    PAYMENT_WEBHOOK_PATH,
    { config: { auth: 'none' }, schema: { summary: 'Payment provider webhook (signed events)', tags: ['provider'] } },
    async (request, reply) => {
      try {
        return { code: 0, msg: 'ok', data: await webhooks.receive(rawBodyOf(request), request.headers) };
      } catch (error) {
        // Elsewhere an ApiError answers HTTP 200 (the envelope's rule), but a provider reads only the
        // status: a 200 would mark a refused event delivered and it would never come again (found by
        // webhook-attacks.test.ts). Refusals answer 4xx, still in the envelope, so the provider retries.
        if (!(error instanceof ApiError)) throw error;
        return reply.status(refusalStatus(error)).send({ code: error.code, msg: error.message, data: error.data });
      }
    },
  );
}

/** 401 when the event did not authenticate, 415 without a JSON body, 400 for a signed body that is no event. */
function refusalStatus(error: ApiError): number {
  if (error.code === BodyCode.UNSUPPORTED_MEDIA_TYPE) return 415;
  const reason = (error.data as { reason?: string } | null)?.reason;
  return error.code === BodyCode.SIGNATURE_INVALID && reason !== 'invalid_event' ? 401 : 400;
}

/** The body exactly as sent (plugins/json-body.ts keeps it): the signature is over these bytes. */
function rawBodyOf(request: FastifyRequest): string {
  const raw = (request as FastifyRequest & { rawBody?: unknown }).rawBody;
  if (typeof raw !== 'string') throw new ApiError(BodyCode.UNSUPPORTED_MEDIA_TYPE, 'Send application/json');
  return raw;
}
