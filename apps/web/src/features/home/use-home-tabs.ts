'use client';

import { gameTabHomepage } from '@app/shared/contracts/tasklib';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/lib/api/api-provider';

export function useHomeTabs() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['tasklib', 'game_tab/homepage'],
    queryFn: ({ signal }) => api.call(gameTabHomepage, {}, { signal }),
  });
}
