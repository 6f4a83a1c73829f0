'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { ApiCallError } from '@/lib/api/api-error';
import { GamepadIcon } from './GameIcons';

/** A list that could not load: what happened and a retry. */
export function ListError({ error, onRetry, busy }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  const t = useTranslations('games');
  const tc = useTranslations('common');
  const detail =
    error instanceof ApiCallError && error.kind === 'network' ? tc('error_net_try') : ((error as Error)?.message ?? '');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-card bg-surface px-4 py-7 text-center"
      data-testid="games-error"
    >
      <p className="text-headline text-ink">{t('load_error')}</p>
      {detail && <p className="mt-1 max-w-full text-callout break-words text-muted">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-4" loading={busy} onClick={onRetry}>
        {tc('retry')}
      </Button>
    </div>
  );
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
