'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

const newbieContracts = () => import('@app/shared/luckybear/newbie-contracts');

/**
 * newbie_task_visible, then newbie_task_status when the panel shows. Under the draws' key prefix
 * (['luckybear', userId, 'newbie']) so a draw refreshes it. Past the newbie window the status answers
 * ERROR_OUTOF_NEWBIE, which is no error to report (spec 8.3): the panel simply does not show.
 */
export function useNewbieTasks() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: ['luckybear', userId, 'newbie'],
    enabled: userId > 0,
    queryFn: async ({ signal }) => {
      const c = await newbieContracts();
      const visible = await api.call(c.newbieTaskVisible, {}, { signal });
      if (!visible.visible) return null;
      return api.call(c.newbieTaskStatus, {}, { signal });
    },
  });
}
