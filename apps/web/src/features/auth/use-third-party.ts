'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { beginThirdParty, type OAuthMode } from './oauth-flow';

/** Leaves for a provider's sign-in page (PKCE); `pending` is the provider being started. */
export function useThirdParty(mode: OAuthMode, backUrl: string) {
  const api = useApiClient();
  const locale = useLocale();
  const notify = useErrorNotice();
  const [pending, setPending] = useState<string | null>(null);

  async function start(mediaType: string) {
    setPending(mediaType);
    try {
      const url = await beginThirdParty(api, window.sessionStorage, {
        mediaType,
        mode,
        locale,
        backUrl,
        origin: window.location.origin,
      });
      window.location.assign(url);
    } catch (error) {
      notify(error);
      setPending(null);
    }
  }

  return { start, pending };
}
