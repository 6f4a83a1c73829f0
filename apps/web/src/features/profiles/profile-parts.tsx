'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { pageButton } from '@/components/ui/button-classes';
import { Skeleton } from '@/components/ui/Skeleton';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { cardTexts, type ProfileCardTexts } from './ProfileCard';
import { profileFailure } from './profile-failure';
import { useCurrentProfile } from './profile-queries';

/** The card's texts in the browser (the public page translates the same keys on the server). */
export function useCardTexts(): ProfileCardTexts {
  return cardTexts(useTranslations('profiles'));
}

/** The words for a failed act: the profile's own reason, else the app's error text. */
export function useFailureText() {
  const t = useTranslations('profiles');
  const errorText = useErrorText();
  return (error: unknown) => {
    const reason = profileFailure(error);
    return reason === 'other' ? (errorText(error) ?? t('failure_other')) : t(`failure_${reason}`);
  };
}

/**
 * The current profile for pages that act on it: loading, error (retry) and "no profile yet" (create)
 * states, else the children with it.
 */
export function WithCurrentProfile({
  children,
}: {
  children: (profile: NonNullable<ReturnType<typeof useCurrentProfile>['current']>) => React.ReactNode;
}) {
  const t = useTranslations('profiles');
  const { mine, current } = useCurrentProfile();
  if (mine.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (mine.isError && !mine.data) {
    return <LoadError title={t('load_error')} onRetry={() => void mine.refetch()} busy={mine.isFetching} />;
  }
  if (!current) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-2xl bg-white px-4 py-8 text-center"
        data-testid="profile-empty"
      >
        <p className="text-headline text-ink">{t('empty_title')}</p>
        <p className="text-callout text-muted">{t('empty_body')}</p>
        <Link href="/profile/create" className={pageButton.primary} data-testid="profile-create-link">
          {t('create')}
        </Link>
      </div>
    );
  }
  return <>{children(current)}</>;
}

/** The text fields' look on the profile forms. */
export const FIELD = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

/** A form's failure text, announced to screen readers; nothing when there is none. */
export function FormError({ text, testId }: { text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-callout text-red-600" data-testid={testId}>
      {text}
    </p>
  );
}

/** A form field's label above its control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label className="text-headline text-ink" htmlFor={htmlFor}>
      {children}
    </label>
  );
}
