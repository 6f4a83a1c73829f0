import type { Locale } from '@app/shared';
import type { ApiBaseUrls } from './base-urls';
import { type ApiClient, createApiClient } from './client';
import { headersForNextCall, type SessionSource, signForNativeApp } from './session-headers';

/** The browser's client: the common headers of the moment and the native app's signature (spec 7.1). */
export function createSessionClient(options: {
  baseUrls: ApiBaseUrls;
  locale: Locale;
  session: SessionSource;
}): ApiClient {
  const { baseUrls, locale, session } = options;
  return createApiClient({
    baseUrls,
    headers: () => headersForNextCall(locale, session),
    signHeaders: (request) => signForNativeApp(request, session),
  });
}
