import { answerOf, type Endpoint, ZErrorEnvelope } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthMode } from './request-types';

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  request: FastifyRequest,
) => Promise<z.input<E['response']>>;

/**
 * Registers a shared endpoint contract as a route: the request schema validates the body (POST) or
 * the query (GET), the handler's result is wrapped in the success envelope and serialised through
 * the response schema. Routes stay thin: parse, call the service, return.
 */
export interface EndpointOptions {
  /** Session check (plugins/auth.ts); default 'none'. */
  auth?: AuthMode;
  /** Per-client-address limit, counted in the database (plugins/rate-limit.ts). */
  rateLimit?: { max: number; timeWindow: number };
}

export function registerEndpoint<E extends Endpoint>(
  scope: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
) {
  const input = endpoint.method === 'GET' ? 'querystring' : 'body';
  scope.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      commonHeaders: true,
      auth: options.auth ?? 'none',
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.group],
      [input]: endpoint.request,
      response: { 200: answerOf(endpoint.response), '4XX': ZErrorEnvelope, '5XX': ZErrorEnvelope },
    },
    handler: async (request) => {
      const data = await handler((input === 'body' ? request.body : request.query) as z.output<E['request']>, request);
      return { code: 0, msg: 'ok', data };
    },
  });
}
