import { fieldErrorOf, isEnvelope, isSuccessfulResponse } from '@app/shared/core/envelope-checks';
import { OPS_CSRF_HEADER, type OpsEndpoint } from '@app/shared/ops/ops-endpoint';
import type { z } from 'zod';
import { ApiCallError } from '@/lib/api/api-error';

export interface OpsClient {
  call<E extends OpsEndpoint>(
    endpoint: E,
    input: z.input<E['request']>,
    options?: OpsCallOptions,
  ): Promise<z.output<E['response']>>;
}

export interface OpsCallOptions {
  /** Headers of this call only (Idempotency-Key on calls that move money); never the CSRF header. */
  headers?: Record<string, string>;
}

export interface OpsClientOptions {
  /** The API's base URL (the console's calls live under /ops, outside the service groups). */
  baseUrl: string;
  /** The session's CSRF token (from sign-in or GET /ops/me), sent on every POST. */
  csrfToken: () => string | undefined;
  /** Every failure, before the caller sees it (the console signs out on an ended session). */
  onError?: (error: ApiCallError) => void;
  fetch?: typeof fetch;
}

function urlOf(baseUrl: string, endpoint: OpsEndpoint, input: unknown): string {
  const url = `${baseUrl}${endpoint.path}`;
  if (endpoint.method !== 'GET' || !input || typeof input !== 'object') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * The operator console's client: the session is the API's HttpOnly cookie (same site, so
 * `credentials: 'include'` sends it), every POST carries the CSRF token, and the envelope is read by
 * the same rules and error classes as the players' client (lib/api/client.ts).
 */
export function createOpsClient(options: OpsClientOptions): OpsClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const fail = (error: ApiCallError): never => {
    options.onError?.(error);
    throw error;
  };
  return {
    async call<E extends OpsEndpoint>(endpoint: E, input: z.input<E['request']>, callOptions?: OpsCallOptions) {
      const isGet = endpoint.method === 'GET';
      const headers: Record<string, string> = { ...callOptions?.headers };
      const csrf = options.csrfToken();
      if (!isGet) {
        headers['Content-Type'] = 'application/json';
        if (csrf) headers[OPS_CSRF_HEADER] = csrf;
      }
      let response: Response;
      try {
        response = await doFetch(urlOf(options.baseUrl, endpoint, input), {
          method: endpoint.method,
          headers,
          body: isGet ? undefined : JSON.stringify(input ?? {}),
          credentials: 'include',
        });
      } catch (error) {
        return fail(new ApiCallError('network', error instanceof Error ? error.message : String(error)));
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        return fail(new ApiCallError('http', `${response.status} invalid response body`, { status: response.status }));
      }
      if (!isEnvelope(body)) {
        return fail(
          new ApiCallError('http', `${response.status} response is not an envelope`, { status: response.status }),
        );
      }
      if (!isSuccessfulResponse(response.status, body.code)) {
        const field = fieldErrorOf(body.data);
        return fail(
          new ApiCallError(response.status === 200 ? 'business' : 'http', body.msg, {
            status: response.status,
            code: body.code,
            data: body.data,
            field: field?.field,
            fieldMessage: field?.message,
          }),
        );
      }
      return endpoint.response.parse(body.data) as z.output<E['response']>;
    },
  };
}
