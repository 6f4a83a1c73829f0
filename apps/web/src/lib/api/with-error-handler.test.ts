import { serverTime } from '@app/shared/app-config/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './api-error';
import type { ApiClient } from './client';
import { withErrorHandler } from './with-error-handler';

function failingClient(error: unknown): ApiClient {
  return { call: (async () => Promise.reject(error)) as ApiClient['call'] };
}

describe('withErrorHandler', () => {
  it('hands a failed call to the handler with the context captured when it started, then rethrows', async () => {
    let route = '/en-US/wallet';
    const error = new ApiCallError('business', 'Session is invalid', { code: 1004 });
    const inner: ApiClient = {
      call: (async () => {
        route = '/en-US/elsewhere'; // the user moved on while the call was in flight
        throw error;
      }) as ApiClient['call'],
    };
    const onError = vi.fn();
    const client = withErrorHandler(inner, { capture: () => route, onError });
    await expect(client.call(serverTime, {})).rejects.toBe(error);
    expect(onError).toHaveBeenCalledWith(error, '/en-US/wallet', serverTime);
  });

  it('a caller passing centralHandling: false is left alone', async () => {
    const onError = vi.fn();
    const client = withErrorHandler(failingClient(new ApiCallError('business', 'x', { code: 1004 })), {
      capture: () => '',
      onError,
    });
    await expect(client.call(serverTime, {}, { centralHandling: false })).rejects.toBeInstanceOf(ApiCallError);
    expect(onError).not.toHaveBeenCalled();
  });

  it('errors that are not ApiCallError (contract breaks) pass through untouched', async () => {
    const onError = vi.fn();
    const client = withErrorHandler(failingClient(new TypeError('boom')), { capture: () => '', onError });
    await expect(client.call(serverTime, {})).rejects.toThrow('boom');
    expect(onError).not.toHaveBeenCalled();
  });

  it('a throwing handler does not replace the caller’s error', async () => {
    const error = new ApiCallError('network', 'offline');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = withErrorHandler(failingClient(error), {
      capture: () => '',
      onError: () => {
        throw new Error('handler broke');
      },
    });
    await expect(client.call(serverTime, {})).rejects.toBe(error);
    spy.mockRestore();
  });

  it('successes pass through', async () => {
    const inner: ApiClient = { call: (async () => ({ ok: 1 })) as ApiClient['call'] };
    const onError = vi.fn();
    await expect(withErrorHandler(inner, { capture: () => '', onError }).call(serverTime, {})).resolves.toEqual({
      ok: 1,
    });
  });
});
