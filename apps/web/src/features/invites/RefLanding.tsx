'use client';

import { AGENT_SLUG_LENGTH } from '@app/shared/agents/agent-master-conf';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { StatusScreen } from '@/components/StatusScreen';
import { useRouter } from '@/i18n/navigation';
import { useApiClient } from '@/lib/api/api-provider';
import { storeInviteCode } from '@/lib/storage/stored-invite-code';
import { normaliseInviteCode } from './invite-link';

/**
 * /r/[slug] (issue 16): keeps the referral code on this device for the sign-up (sent as invite_code) and goes to the app's home, which sends a signed-out visitor to sign in.
 */
export function RefLanding({ slug }: { slug: string }) {
  const t = useTranslations('invites');
  const router = useRouter();
  const api = useApiClient();
  useEffect(() => {
    const code = normaliseInviteCode(slug);
    if (code) storeInviteCode(code);
    // An agent's link (10 characters; players' codes have 8) counts its opening; never holds the page up.
    if (code?.length === AGENT_SLUG_LENGTH)
      void import('@app/shared/agents/agent-contracts')
        .then((c) => api.call(c.agentInviteLinkClick, { slug: code }))
        .catch(() => {});
    router.replace('/');
  }, [slug, router, api]);
  return <StatusScreen title={t('ref_opening')}>{null}</StatusScreen>;
}
