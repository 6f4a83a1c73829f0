'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { StatusScreen } from '@/components/StatusScreen';
import { useRouter } from '@/i18n/navigation';
import { storeInviteCode } from '@/lib/storage/stored-invite-code';
import { normaliseInviteCode } from './invite-link';

/**
 * /r/[slug] (issue 16): keeps the referral code on this device for the sign-up (sent as invite_code) and goes to the app's home, which sends a signed-out visitor to sign in.
 */
export function RefLanding({ slug }: { slug: string }) {
  const t = useTranslations('invites');
  const router = useRouter();
  useEffect(() => {
    const code = normaliseInviteCode(slug);
    if (code) storeInviteCode(code);
    router.replace('/');
  }, [slug, router]);
  return <StatusScreen title={t('ref_opening')}>{null}</StatusScreen>;
}
