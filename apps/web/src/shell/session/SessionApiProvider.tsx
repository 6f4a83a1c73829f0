'use client';

import type { Locale } from '@app/shared';
import type { ReactNode } from 'react';
import type { ApiCallError } from '@/lib/api/api-error';
import { ApiProvider } from '@/lib/api/api-provider';
import type { ApiBaseUrls } from '@/lib/api/base-urls';
import type { SessionSource } from '@/lib/api/session-headers';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { ensureDeviceId, readStoredSession } from './stored-session';

/** The stored session (spec 3) as the API layer reads it at each call. */
const storedSession: SessionSource = {
  session: () => readStoredSession(localStorageOrUndefined()),
  deviceId: () => ensureDeviceId(localStorageOrUndefined()),
};

/**
 * The central body-code handler (spec 8.3), imported with the first failure rather than with the page
 * (docs/benchmarks.md, "first-load JavaScript"); the start-up shell has loaded it by then in practice.
 */
function handleBodyCodeLater(error: ApiCallError, context: { route: string; locale: Locale }): void {
  import('./body-code-handler').then(
    ({ handleBodyCode }) => handleBodyCode(error, context),
    (failure: unknown) => console.warn(failure instanceof Error ? failure.message : failure),
  );
}

/** The API provider wired to the shell: the stored session's headers and the central body-code handler. */
export function SessionApiProvider(props: { baseUrls: ApiBaseUrls; locale: Locale; children: ReactNode }) {
  return <ApiProvider {...props} session={storedSession} onCallError={handleBodyCodeLater} />;
}
