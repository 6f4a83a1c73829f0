'use client';

import { useTranslations } from 'next-intl';
import type { LiveState } from './use-live-messages';

const DOT: Record<LiveState, string> = {
  live: 'bg-success',
  connecting: 'bg-warning',
  retrying: 'bg-danger',
};

/** Whether new messages arrive by themselves right now (a dot and its words for screen readers). */
export function LiveStatus({ state }: { state: LiveState }) {
  const t = useTranslations('messages');
  return (
    <span className="flex items-center gap-1.5 text-caption text-muted" data-testid="messages-live" data-state={state}>
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state]}`} />
      {t(`live.${state}`)}
    </span>
  );
}
