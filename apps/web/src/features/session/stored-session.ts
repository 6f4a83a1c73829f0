import { isValidSession } from '@app/shared';

export interface StoredSession {
  userId: number;
  secretKey: string | undefined;
}

/** Storage keys of the stored session values (spec 3). The sign-in flow writes them. */
export const SESSION_STORAGE_KEYS = { userId: 'user_id', secretKey: 'user_secret_key' } as const;

const SIGNED_OUT: StoredSession = { userId: 0, secretKey: undefined };

/** The stored session, or signed-out when absent or invalid by the spec's validity rule. */
export function readStoredSession(storage: Pick<Storage, 'getItem'> | undefined): StoredSession {
  if (!storage) return SIGNED_OUT;
  const userId = storage.getItem(SESSION_STORAGE_KEYS.userId);
  const secretKey = storage.getItem(SESSION_STORAGE_KEYS.secretKey);
  if (!isValidSession(userId, secretKey)) return SIGNED_OUT;
  return { userId: Number(userId), secretKey: secretKey ?? undefined };
}
