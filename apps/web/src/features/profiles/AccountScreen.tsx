'use client';

import { PROFILE_MAX_PER_PLAYER } from '@app/shared/profiles/profile-rules';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { useSignedInUserId } from '@/shell/session/user-store';
import { ProfileAvatar } from './ProfileCard';
import { ProfileFrame } from './ProfileFrame';
import { useMyProfiles } from './profile-queries';

/** /profile/account (spec 2.4): my account behind the profiles: its id, my profiles with their public links, room for more. */
export function AccountScreen({ mediaBase }: { mediaBase: string }) {
  const t = useTranslations('profiles');
  const userId = useSignedInUserId();
  const mine = useMyProfiles();
  const count = mine.data?.list.length ?? 0;
  return (
    <ProfileFrame title={t('account_title')} back="/profile">
      <section className="rounded-2xl bg-white p-4">
        <p className="text-caption text-muted">{t('account_id')}</p>
        <p className="text-body font-medium text-ink" data-testid="account-user-id">
          {userId}
        </p>
        <p className="mt-2 text-callout text-muted">{t('account_count', { count, max: PROFILE_MAX_PER_PLAYER })}</p>
      </section>
      {mine.isPending && <Skeleton className="h-32 rounded-2xl" />}
      {mine.isError && !mine.data && (
        <LoadError title={t('load_error')} onRetry={() => void mine.refetch()} busy={mine.isFetching} />
      )}
      {mine.data && (
        <ul className="flex flex-col gap-2">
          {mine.data.list.map((profile) => (
            <li key={profile.xid} className="flex items-center gap-3 rounded-2xl bg-white p-3">
              <ProfileAvatar profile={profile} mediaBase={mediaBase} alt="" size={40} />
              <span className="min-w-0 flex-1 truncate text-body text-ink">{profile.username}</span>
              <Link href={`/profile/${profile.xid}`} className={pageButton.text}>
                {t('public_page')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {count < PROFILE_MAX_PER_PLAYER && (
        <Link href="/profile/create" className={pageButton.outline} data-testid="account-create">
          {t('create_another')}
        </Link>
      )}
      <Link href="/settings" className={pageButton.text}>
        {t('account_settings')}
      </Link>
    </ProfileFrame>
  );
}
