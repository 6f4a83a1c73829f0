'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { ProfileCard } from './ProfileCard';
import { ProfileFrame } from './ProfileFrame';
import { useCardTexts, WithCurrentProfile } from './profile-parts';
import { useMyProfiles, useProfileView } from './profile-queries';

/** The parts /profile/edit/* edits, in the order the page offers them. */
const EDITS = ['name', 'intro', 'avatar', 'background'] as const;

/**
 * /profile (spec 2.4, signed in): the profile I act as, with the ways to change it. `entries` are other
 * areas' ways in (the page composes them: features do not import each other), shown with or without a profile.
 */
export function MyProfileScreen({ mediaBase, entries }: { mediaBase: string; entries?: ReactNode }) {
  const t = useTranslations('profiles');
  return (
    <ProfileFrame title={t('my_title')} back="/">
      <WithCurrentProfile>{(profile) => <Current xid={profile.xid} mediaBase={mediaBase} />}</WithCurrentProfile>
      {entries}
    </ProfileFrame>
  );
}

function Current({ xid, mediaBase }: { xid: string; mediaBase: string }) {
  const t = useTranslations('profiles');
  const locale = useLocale();
  const texts = useCardTexts();
  const view = useProfileView(xid);
  const mine = useMyProfiles();
  const several = (mine.data?.list.length ?? 0) > 1;
  const fallback = mine.data?.list.find((p) => p.xid === xid);
  const profile = view.data ?? (fallback && { ...fallback, products: undefined });
  if (!profile) return null;
  return (
    <>
      <ProfileCard profile={profile} mediaBase={mediaBase} locale={locale} texts={texts} />
      <nav className="grid grid-cols-2 gap-2" aria-label={t('edit_title')}>
        {EDITS.map((part) => (
          <Link
            key={part}
            href={`/profile/edit/${part}`}
            className={pageButton.outline}
            data-testid={`edit-${part}-link`}
          >
            {t(`edit_${part}`)}
          </Link>
        ))}
      </nav>
      <Link href="/profile/addProduct" className={pageButton.primary} data-testid="add-product-link">
        {t('add_product')}
      </Link>
      <Link href={`/profile/${xid}`} className={pageButton.dark} data-testid="public-page-link">
        {t('public_page')}
      </Link>
      <div className="flex justify-center gap-2">
        {several && (
          <Link href="/profile/select" className={pageButton.text} data-testid="select-link">
            {t('switch')}
          </Link>
        )}
        <Link href="/profile/account" className={pageButton.text} data-testid="account-link">
          {t('account_title')}
        </Link>
      </div>
    </>
  );
}
