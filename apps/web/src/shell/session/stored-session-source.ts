import type { SessionSource } from '@/lib/api/session-headers';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { ensureDeviceId, readStoredSession } from './stored-session';

/** The stored session (spec 3) as the API layer reads it at each call; loaded with the API client. */
export const storedSessionSource: SessionSource = {
  session: () => readStoredSession(localStorageOrUndefined()),
  deviceId: () => ensureDeviceId(localStorageOrUndefined()),
};
