import type { Endpoint } from '@app/shared';
import { ApiCallError } from './api-error';
import type { ApiClient } from './client';

export interface ErrorHandlerHooks<Context> {
  /** Taken when the call starts (e.g. the route the call was made from). */
  capture: () => Context;
  /** Every failed call's ApiCallError, before the caller sees it, unless it opted out. */
  onError: (error: ApiCallError, context: Context, endpoint: Endpoint) => void;
}

/**
 * The client with a central error handler in front of its callers (spec 8.3: body codes 1004, 1010,
 * 1012 and 1013 are acted on in one place). The error still reaches the caller, which stops its
 * spinner; callers pass `centralHandling: false` to handle every failure themselves.
 */
export function withErrorHandler<Context>(client: ApiClient, hooks: ErrorHandlerHooks<Context>): ApiClient {
  return {
    async call(endpoint, input, init) {
      const context = hooks.capture();
      try {
        return await client.call(endpoint, input, init);
      } catch (error) {
        if (error instanceof ApiCallError && init?.centralHandling !== false) {
          try {
            hooks.onError(error, context, endpoint);
          } catch (handlerError) {
            console.error(handlerError);
          }
        }
        throw error;
      }
    },
  };
}
