'use client';

import type { Notice } from '@app/shared/messages/message-contracts';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useNow } from '@/lib/async/use-now';
import { ListStates } from './ListStates';
import { MessageTime } from './MessageTime';
import { useMessageActions, useNotices } from './message-queries';
import { noticeText } from './notice-text';

/** The notices tab: rewards, orders, approvals and social notices, newest first, worded in my locale. */
export function NoticeList({ unread }: { unread: number }) {
  const t = useTranslations('messages');
  const notices = useNotices(true);
  const { readNotices } = useMessageActions();
  const now = useNow(30_000);
  const list = notices.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="flex flex-col gap-2" data-testid="messages-notices">
      <ListStates query={notices} testId="messages-notices" />
      {notices.isSuccess && list.length === 0 && (
        <p className="rounded-2xl bg-white p-4 text-callout text-muted" data-testid="messages-notices-empty">
          {t('notices_empty')}
        </p>
      )}
      {unread > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="self-end"
          loading={readNotices.isPending}
          onClick={() => readNotices.mutate(undefined)}
          data-testid="messages-notices-read"
        >
          {t('mark_all_read')}
        </Button>
      )}
      {list.map((n) => (
        <NoticeRow key={n.id} notice={n} now={now} />
      ))}
      {notices.hasNextPage && (
        <Button variant="secondary" loading={notices.isFetchingNextPage} onClick={() => void notices.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </section>
  );
}

function NoticeRow({ notice, now }: { notice: Notice; now: number }) {
  const t = useTranslations('messages');
  const text = noticeText(notice, (key) => t.has(key));
  return (
    <article
      className="flex flex-col gap-1 rounded-2xl bg-white p-4"
      data-testid="message-notice"
      data-kind={notice.kind}
      data-read={notice.read}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-headline text-ink">
          {!notice.read && (
            <>
              <span aria-hidden="true" className="size-2 rounded-full bg-danger" />
              <span className="sr-only">{t('new')}</span>
            </>
          )}
          {t(`kind.${notice.kind}`)}
        </h2>
        <MessageTime seconds={notice.created_at} now={now} />
      </div>
      <p className="text-callout break-words text-ink">{t(text.key, text.values)}</p>
    </article>
  );
}
