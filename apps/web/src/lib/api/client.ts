import type { Endpoint } from '@app/shared/core/endpoint';
import { fieldErrorOf, isEnvelope, isSuccessfulResponse } from '@app/shared/core/envelope-checks';
import type { z } from 'zod';
import { ApiCallError } from './api-error';
import type { ApiBaseUrls } from './base-urls';

/** What a signer sees of one request: its endpoint, the exact body bytes and the headers so far. */
export interface OutgoingRequest {
  endpoint: Endpoint;
  body: string;
  headers: Readonly<Record<string, string>>;
}

export interface ApiClientOptions {
  baseUrls: ApiBaseUrls;
  /** The common headers for the next request (fresh TS and NONCE each time). */
  headers: () => Record<string, string>;
  /** Extra headers computed from a POST's body (the native app's XBSL signature, spec 7.1). */
  signHeaders?: (request: OutgoingRequest) => Promise<Record<string, string>> | Record<string, string>;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * false: this caller deals with every failure itself, so the central body-code handling (session
   * expiry, verification, phone binding, account abnormal) leaves it alone. Default true.
   */
  centralHandling?: boolean;
  /**
   * Extra headers of this call (e.g. `Idempotency-Key` on calls that move money). They go out with
   * the common headers and cannot replace them.
   */
  headers?: Readonly<Record<string, string>>;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    input: z.input<E['request']>,
    init?: CallOptions,
  ): Promise<z.output<E['response']>>;
}

function urlFor(baseUrls: ApiBaseUrls, endpoint: Endpoint, input: unknown): string {
  const url = `${baseUrls[endpoint.group]}${endpoint.path}`;
  if (endpoint.method !== 'GET' || !input || typeof input !== 'object') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The typed client over the shared contracts. It sends the common headers, and unwraps the envelope
 * by the spec's success rule (section 5: HTTP 200 and code 0 or 200-299); anything else becomes an
 * ApiCallError of the matching class. The `data` of a success is parsed with the contract, so a
 * server that breaks its contract fails loudly here instead of deep inside a component.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async call<E extends Endpoint>(endpoint: E, input: z.input<E['request']>, init?: CallOptions) {
      const isGet = endpoint.method === 'GET';
      const headers: Record<string, string> = { ...init?.headers, ...options.headers() };
      // A FormData input is a multipart upload (the image pipeline): the browser sets its content type
      // with the boundary; no signature (XBSL covers JSON bodies of SIGNED_POST_PATHS only).
      const isForm = typeof FormData !== 'undefined' && input instanceof FormData;
      const requestBody = isGet ? undefined : isForm ? (input as FormData) : JSON.stringify(input ?? {});
      if (typeof requestBody === 'string') {
        headers['Content-Type'] = 'application/json';
        if (options.signHeaders) {
          Object.assign(headers, await options.signHeaders({ endpoint, body: requestBody, headers }));
        }
      }
      let response: Response;
      try {
        response = await doFetch(urlFor(options.baseUrls, endpoint, input), {
          method: endpoint.method,
          headers,
          body: requestBody,
          signal: init?.signal,
        });
      } catch (error) {
        throw new ApiCallError('network', error instanceof Error ? error.message : String(error));
      }
      const requestId = response.headers.get('request-id') ?? undefined;
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        // A caller that gave up mid-body (navigation, unmount) lost the connection, not the protocol.
        if (init?.signal?.aborted) {
          throw new ApiCallError('network', error instanceof Error ? error.message : String(error), { requestId });
        }
        throw new ApiCallError('http', `${response.status} ${response.statusText || 'invalid response body'}`, {
          status: response.status,
          requestId,
        });
      }
      if (!isEnvelope(body)) {
        throw new ApiCallError('http', `${response.status} response is not an envelope`, {
          status: response.status,
          requestId,
        });
      }
      if (!isSuccessfulResponse(response.status, body.code)) {
        // A plain check of ZFieldErrorData's shape: the client loads no schema before its first call.
        const fieldError = fieldErrorOf(body.data);
        const kind = response.status === 200 ? 'business' : 'http';
        throw new ApiCallError(kind, body.msg, {
          status: response.status,
          code: body.code,
          data: body.data,
          field: fieldError?.field,
          fieldMessage: fieldError?.message,
          requestId,
        });
      }
      // jitless: zod compiles each object schema into a parser with `new Function` on its first parse,
      // which pays off over many parses (the API) but not here, where most schemas parse once or twice
      // in a page's life, and at start-up, where the compile lands in a long task (docs/benchmarks.md,
      // "Lighthouse, tenth pass").
      return endpoint.response.parse(body.data, { jitless: true }) as z.output<E['response']>;
    },
  };
}
