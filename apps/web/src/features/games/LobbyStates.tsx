'use client';

import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/LoadError';
import { ApiCallError } from '@/lib/api/api-error';
import { GamepadIcon } from './GameIcons';

/** A list that could not load: what happened and a retry. */
export function ListError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  const detail =
    error instanceof ApiCallError && error.kind === 'network' ? tc('error_net_try') : ((error as Error)?.message ?? '');
  return <LoadError title={t('load_error')} detail={detail} onRetry={onRetry} busy={busy} testId="games-error" />;
}

/** Nothing to list: a drawing and one line (no games, no results, no rounds). */
export function EmptyState({ text, testId }: { text: string; testId?: string }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-card bg-surface px-4 py-8 text-center"
      data-testid={testId}
    >
      <GamepadIcon className="size-10 text-subtle" />
      <p className="text-body text-muted">{text}</p>
    </div>
  );
}
