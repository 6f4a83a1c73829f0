'use client';

import type { ImagePurpose } from '@app/shared/profiles/profile-contracts';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useMutation } from '@/lib/query/use-mutation';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';

// Contracts (zod schemas) come with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const contracts = () => import('@app/shared/profiles/profile-contracts');

export const profileKeys = {
  all: ['profiles'] as const,
  mine: (userId: number) => ['profiles', userId, 'mine'] as const,
  view: (xid: string, userId: number) => ['profiles', 'view', xid, userId] as const,
};

/** Any change to a profile refreshes every profile answer (mine, the views). */
const refresh = () => void invalidateQueries(profileKeys.all);

/** /profile/mine: my profiles and the current one. */
export function useMyProfiles() {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: profileKeys.mine(userId),
    enabled: userId > 0,
    queryFn: async ({ signal }) => api.call((await contracts()).myProfiles, {}, { signal }),
  });
}

/** /profile/view: one profile with its products (and whether it is mine). */
export function useProfileView(xid: string | null | undefined) {
  const api = useApiClient();
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: profileKeys.view(xid ?? '', userId),
    enabled: Boolean(xid),
    queryFn: async ({ signal }) => api.call((await contracts()).viewProfile, { xid: xid ?? '' }, { signal }),
  });
}

/** The profile the signed-in player acts as: the current one of /profile/mine (undefined while loading or none). */
export function useCurrentProfile() {
  const mine = useMyProfiles();
  const current = mine.data?.list.find((p) => p.xid === mine.data?.current);
  return { mine, current };
}

export function useCreateProfile() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { username: string; intro?: string }) =>
      api.call((await contracts()).createProfile, input),
    onSettled: refresh,
  });
}

export function useSelectProfile() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (xid: string) => api.call((await contracts()).selectProfile, { xid }),
    onSettled: refresh,
  });
}

export function useEditProfile() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { xid: string; username?: string; intro?: string }) =>
      api.call((await contracts()).editProfile, input),
    onSettled: refresh,
  });
}

/** Upload through the image pipeline (multipart), then nothing else: the caller uses the image id. */
export function useUploadImage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({ purpose, file }: { purpose: ImagePurpose; file: File }) => {
      const form = new FormData();
      // The purpose goes first: the API reads the fields sent before the file.
      form.set('purpose', purpose);
      form.set('file', file);
      return api.call((await contracts()).uploadProfileImage, form);
    },
  });
}

export function useSetProfileImage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { xid: string; kind: 'avatar' | 'background'; image_id: string | null }) =>
      api.call((await contracts()).setProfileImage, input),
    onSettled: refresh,
  });
}

export function useAddProduct() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: {
      xid: string;
      title: string;
      link: string;
      price_text: string;
      image_id: string | null;
    }) => api.call((await contracts()).addProfileProduct, input),
    onSettled: refresh,
  });
}

export function useRemoveProduct() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (input: { xid: string; product_id: number }) =>
      api.call((await contracts()).removeProfileProduct, input),
    onSettled: refresh,
  });
}
