import { answerOf, type Endpoint, ZErrorEnvelope } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthMode } from './request-types';
import { responseSerializerCompiler } from './response-serializer';

/**
 * A success answer of endpoint E already written as its envelope by answerWriter (the route's own
 * serializer): the route sends the text as it is, with no second check or serialisation. For answers
 * a module keeps (wallet-info-answers.ts).
 */
export class SerializedAnswer<E extends Endpoint = Endpoint> {
  declare private readonly endpoint: E;
  constructor(readonly json: string) {}
}

/** Writes endpoint E's success envelope exactly as its route would (same schema check, same text). */
export function answerWriter<E extends Endpoint>(endpoint: E): (data: z.input<E['response']>) => SerializedAnswer<E> {
  const write = responseSerializerCompiler({
    schema: answerOf(endpoint.response),
    method: endpoint.method,
    url: endpoint.path,
    httpStatus: '200',
  }) as (envelope: unknown) => string;
  return (data) => new SerializedAnswer<E>(write({ code: 0, msg: 'ok', data }));
}

export type EndpointHandler<E extends Endpoint> = (
  input: z.output<E['request']>,
  request: FastifyRequest,
) => Promise<z.input<E['response']> | SerializedAnswer<E>>;

/** What Fastify writes for a serialised JSON answer. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

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
  /** This route's largest body, bytes, when it differs from BODY_LIMIT (an upload in the JSON body). */
  bodyLimit?: number;
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
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
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
    handler: async (request, reply) => {
      const data = await handler((input === 'body' ? request.body : request.query) as z.output<E['request']>, request);
      if (data instanceof SerializedAnswer) {
        // A string with a JSON content type goes out as it is (no serializer, no preSerialization).
        // (The type provider types send() with the envelope's shape; this is its text.)
        return reply.header('content-type', JSON_CONTENT_TYPE).send(data.json as never);
      }
      return { code: 0, msg: 'ok', data };
    },
  });
}
