'use client';

import { useUserStore } from '@/shell/session/user-store';

/** Whether the signed-in user is known to have no bound phone (their info has loaded and says so). */
export function usePhoneMissing(): boolean {
  return useUserStore((s) => s.status === 'signed-in' && s.userInfo !== null && s.userInfo.phone_number === '');
}
