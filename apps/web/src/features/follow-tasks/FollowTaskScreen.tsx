'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { CreatorTasks } from './CreatorTasks';
import { NetworkConnections } from './NetworkConnections';
import { PlayerTasks } from './PlayerTasks';

/**
 * /profile/followTask (issue 18 item 2, spec 2.4 signed in): my network connections (OAuth + PKCE), the
 * follow tasks open to me (follow on the network, then check and claim), and my own tasks as a creator.
 */
export function FollowTaskScreen() {
  const t = useTranslations('followTasks');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">
        <NetworkConnections />
        <PlayerTasks />
        <CreatorTasks />
      </div>
    </main>
  );
}
