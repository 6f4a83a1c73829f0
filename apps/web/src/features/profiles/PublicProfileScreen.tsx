import type { ProfileView } from '@app/shared/profiles/profile-contracts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { StatusScreen } from '@/components/StatusScreen';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { cardTexts, ProfileCard } from './ProfileCard';

/**
 * /profile/[xid] (spec 2.1): a creator's public page, rendered on the server from /profile/view, so it
 * reads without JavaScript. `profile` undefined: no such profile; null: the API could not be reached.
 */
export async function PublicProfileScreen({
  profile,
  mediaBase,
  locale,
  more,
}: {
  profile: ProfileView | undefined | null;
  mediaBase: string;
  locale: string;
  /** What the page adds under the card (the creator's posts: features/posts, composed by the page). */
  more?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'profiles' });
  if (!profile) {
    return (
      <StatusScreen title={t(profile === null ? 'public_error' : 'public_missing')}>
        <Link href="/" className={pageButton.primary}>
          {t('back_home')}
        </Link>
      </StatusScreen>
    );
  }
  return (
    <main className="min-h-dvh bg-[#F4F5F7]">
      {/* The other screens' back control. Its link goes home: a profile is often opened from a shared
          link with nothing before it, and the messenger's own back button still goes back in history
          (spec 2.7 lists no rule for it; docs/decisions.md). */}
      <ScreenHeader title={profile.username} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">
        <ProfileCard profile={profile} mediaBase={mediaBase} locale={locale} texts={cardTexts(t)} />
        {more}
      </div>
    </main>
  );
}
