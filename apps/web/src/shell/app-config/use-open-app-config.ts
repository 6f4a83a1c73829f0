'use client';

import { useApiClient } from '@/lib/api/api-provider';
import { useQuery } from '@/lib/query/use-query';
import { useUserStore } from '@/shell/session/user-store';

/** POST /api/openapp_get_cfg (OpenAppCfgV2, spec 3 openAppCfg): per-user flags such as audit_mode. */
export function useOpenAppConfig(enabled = true) {
  const api = useApiClient();
  const userId = useUserStore((s) => (s.hasLogin ? s.userId : 0));
  const checking = useUserStore((s) => s.status === 'checking');
  return useQuery({
    queryKey: ['main', 'openapp_get_cfg', userId],
    // Spec 8.1: config load failures are silent.
    queryFn: async ({ signal }) => {
      // The contract comes with the first call (docs/benchmarks.md, "first-load JavaScript").
      const { openappGetCfg } = await import('@app/shared/app-config/contracts');
      return api.call(openappGetCfg, { user_id: userId || undefined }, { signal, centralHandling: false });
    },
    enabled: enabled && !checking,
  });
}
