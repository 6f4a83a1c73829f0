import { ApiCallError } from './api-error';
import type { ApiClient } from './client';

/**
 * A client whose implementation (the client, the common headers, the platform layer they read) is
 * imported with the first call rather than with the page (docs/benchmarks.md, "first-load
 * JavaScript"); calls are asynchronous anyway. A failed import fails that call as a network error and
 * is tried again by the next call.
 */
export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient & { preload(): void } {
  let loading: Promise<ApiClient> | undefined;
  const client = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ApiCallError('network', error instanceof Error ? error.message : String(error));
    });
    return loading;
  };
  return {
    async call(endpoint, input, init) {
      return (await client()).call(endpoint, input, init);
    },
    /** Starts the import now (after the first paint), so the first call does not wait for it. */
    preload() {
      client().catch(() => undefined);
    },
  };
}
