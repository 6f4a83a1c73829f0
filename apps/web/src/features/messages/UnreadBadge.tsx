'use client';

import { useTranslations } from 'next-intl';

/** An unread count in a red pill ("99+" past 99), read out as "3 unread". */
export function UnreadBadge({ count, testId }: { count: number; testId: string }) {
  const t = useTranslations('messages');
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-danger px-1.5 text-micro font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('unread', { count })}</span>
    </span>
  );
}
