import type { z } from 'zod';
import type { ServiceGroupId } from './service-groups';

/**
 * One call of the API, shared by the server (route, validation, OpenAPI) and the web client (typed
 * request and response). `request` validates the JSON body of a POST or the query of a GET;
 * `response` is the `data` inside the envelope.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  group: ServiceGroupId;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  request: Req;
  response: Res;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return endpoint;
}

export type EndpointRequest<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type EndpointResponse<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
