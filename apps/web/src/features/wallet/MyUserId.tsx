'use client';

import { useTranslations } from 'next-intl';
import { CopyIcon } from '@/components/icons';
import { useCopyText } from './use-copy-text';

/**
 * The signed-in user's own id with a copy button (issue 20: people must be able to find the id others
 * pay them by). `tone` fits it on the dark total card or on a white screen.
 */
export function MyUserId({ userId, tone = 'light' }: { userId: number; tone?: 'light' | 'dark' }) {
  const t = useTranslations('wallet');
  const copyText = useCopyText();
  const colours =
    tone === 'light'
      ? 'bg-white/12 text-white ring-white/15 hover:bg-white/20'
      : 'bg-neutral-100 text-neutral-800 ring-neutral-200 hover:bg-neutral-200';
  return (
    <button
      type="button"
      data-testid="my-user-id"
      onClick={() => void copyText(String(userId), t('id_copied'))}
      aria-label={t('copy_id', { id: String(userId) })}
      className={`inline-flex h-8 max-w-full min-w-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 ${colours}`}
    >
      <span className="truncate tabular-nums">{t('user_id', { id: String(userId) })}</span>
      <CopyIcon className="size-4 shrink-0 opacity-70" />
    </button>
  );
}
