'use client';

import type { Locale } from '@app/shared';
import type { ReactNode } from 'react';
import { ApiProvider } from '@/lib/api/api-provider';
import type { ApiBaseUrls } from '@/lib/api/base-urls';
import type { SessionSource } from '@/lib/api/session-headers';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { handleBodyCode } from './body-code-handler';
import { ensureDeviceId, readStoredSession } from './stored-session';

/** The stored session (spec 3) as the API layer reads it at each call. */
const storedSession: SessionSource = {
  session: () => readStoredSession(localStorageOrUndefined()),
  deviceId: () => ensureDeviceId(localStorageOrUndefined()),
};

/** The API provider wired to the shell: the stored session's headers and the central body-code handler. */
export function SessionApiProvider(props: { baseUrls: ApiBaseUrls; locale: Locale; children: ReactNode }) {
  return <ApiProvider {...props} session={storedSession} onCallError={handleBodyCode} />;
}
