'use client';

import type { Locale } from '@app/shared';
import type { ReactNode } from 'react';
import type { ApiCallError } from '@/lib/api/api-error';
import { ApiProvider } from '@/lib/api/api-provider';
import type { ApiBaseUrls } from '@/lib/api/base-urls';

/** The stored session (spec 3) the API layer reads at each call, loaded with the client (lib/api/lazy-client.ts). */
const loadStoredSession = () => import('./stored-session-source').then((m) => m.storedSessionSource);

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
  return <ApiProvider {...props} loadSession={loadStoredSession} onCallError={handleBodyCodeLater} />;
}
