import { IDEMPOTENCY_KEY_HEADER, ZProviderError } from '@app/shared/payments/provider-protocol';
import type { z } from 'zod';
import { ProviderError } from './payment-provider';

/**
 * The JSON-over-HTTP call of a provider adapter: a timeout per attempt, and retries with exponential
 * backoff of calls that are safe to repeat (GETs, and POSTs carrying an Idempotency-Key) when no answer
 * came back (network, timeout) or the provider was in trouble (5xx, 429). A 4xx is the provider's
 * answer and is not retried.
 */

export interface ProviderHttpSettings {
  baseUrl: string;
  /** Sent with every call (the API key). */
  headers: Record<string, string>;
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries: number;
  /** The first retry's wait; each next one waits twice as long. */
  retryBaseMs: number;
}

export interface ProviderCall<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  answer: S;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function callProvider<S extends z.ZodType>(
  settings: ProviderHttpSettings,
  call: ProviderCall<S>,
): Promise<z.infer<S>> {
  const repeatable = call.method === 'GET' || call.idempotencyKey !== undefined;
  const attempts = repeatable ? settings.retries + 1 : 1;
  const raw = call.body === undefined ? undefined : JSON.stringify(call.body);
  let lastFailure = 'no attempt';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(settings.retryBaseMs * 2 ** (attempt - 2));
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${settings.baseUrl}${call.path}`, {
        method: call.method,
        headers: {
          ...settings.headers,
          accept: 'application/json',
          ...(raw === undefined ? {} : { 'content-type': 'application/json' }),
          ...(call.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: call.idempotencyKey } : {}),
        },
        body: raw,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      lastFailure = (error as Error).name === 'TimeoutError' ? 'timed out' : `network: ${(error as Error).message}`;
      continue;
    }
    if (res.status >= 500 || res.status === 429) {
      lastFailure = `HTTP ${res.status}`;
      continue;
    }
    const json = parseJson(text);
    if (res.status >= 400) throw refusal(res.status, json);
    const parsed = call.answer.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(
        'unavailable',
        `${call.method} ${call.path}: unexpected answer at ${issue?.path.join('.')}`,
        {
          status: res.status,
        },
      );
    }
    return parsed.data;
  }
  throw new ProviderError('unavailable', `${call.method} ${call.path}: ${lastFailure} after ${attempts} attempt(s)`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refusal(status: number, json: unknown): ProviderError {
  const body = ZProviderError.safeParse(json);
  if (!body.success) return new ProviderError('refused', `HTTP ${status}`, { status });
  const { type, message, field } = body.data.error;
  return new ProviderError('refused', message, { status, type, ...(field ? { field } : {}) });
}
