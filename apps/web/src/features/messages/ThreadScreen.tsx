'use client';

import type { ChatMessage } from '@app/shared/messages/message-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { useNow } from '@/lib/async/use-now';
import { Composer } from './Composer';
import { ListStates } from './ListStates';
import { MessageTime } from './MessageTime';
import { useMessageActions, useThread } from './message-queries';
import { useLiveMessages } from './use-live-messages';

/**
 * /messages/[threadId] (issue 18 item 4; signed in): one chat, oldest at the top, older pages on demand,
 * the composer at the bottom; live while open, and read as soon as the peer's messages show.
 */
export function ThreadScreen({ threadId, streamUrl }: { threadId: number; streamUrl: string }) {
  const t = useTranslations('messages');
  const locale = useLocale();
  useLiveMessages(streamUrl);
  const thread = useThread(threadId);
  const { readThread, block } = useMessageActions();
  const now = useNow(30_000);
  const info = thread.data?.pages[0]?.thread;
  // Newest first from the API; a chat reads top to bottom.
  const messages = (thread.data?.pages.flatMap((p) => p.list) ?? []).slice().reverse();
  const unread = info?.unread ?? 0;
  const lastId = info?.last?.id ?? 0;
  const { mutate: markRead } = readThread;
  const end = useRef<HTMLDivElement>(null);
  // The newest message in view: on opening and whenever one arrives (older pages keep their place).
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastId is the trigger
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);
  // Shown is read: the peer's new messages (live or loaded) move my read mark.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lastId: a newer message while still unread marks again
  useEffect(() => {
    if (unread > 0) markRead(threadId);
  }, [unread, lastId, threadId, markRead]);

  return (
    <main className="flex min-h-dvh flex-col bg-[#ECF0F3]">
      <ScreenHeader
        title={info?.peer.name ?? t('title')}
        backHref={`/${locale}/messages?tab=chats`}
        backLabel={t('back')}
        action={
          info && (
            <Button
              variant="ghost"
              size="sm"
              loading={block.isPending}
              onClick={() => block.mutate({ userId: info.peer.user_id, blocked: !info.blocked })}
              data-testid="message-block"
            >
              {info.blocked ? t('unblock') : t('block')}
            </Button>
          )
        }
      />
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col gap-2 px-4 pt-3 pb-4" data-testid="message-list">
        <ListStates query={thread} testId="message-thread" />
        {thread.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="self-center"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {t('older')}
          </Button>
        )}
        {thread.isSuccess && messages.length === 0 && <p className="text-callout text-muted">{t('thread_empty')}</p>}
        {info?.blocked && (
          <p className="rounded-xl bg-white p-3 text-callout text-muted" data-testid="message-blocked-note">
            {t('blocked_note')}
          </p>
        )}
        {messages.map((m) => (
          <Bubble key={m.id} message={m} now={now} />
        ))}
        <div ref={end} />
      </div>
      {info && <Composer toUserId={info.peer.user_id} />}
    </main>
  );
}

function Bubble({ message, now }: { message: ChatMessage; now: number }) {
  const mine = message.from_me;
  return (
    <div className={`flex flex-col gap-0.5 ${mine ? 'items-end' : 'items-start'}`} data-testid="message-bubble">
      {/* Text, never markup: what was typed (HTML included) shows as the characters it is. */}
      <p
        className={`max-w-[80%] rounded-2xl px-3 py-2 text-body break-words whitespace-pre-wrap ${
          mine ? 'bg-primary text-on-primary' : 'bg-white text-ink'
        }`}
        data-testid="message-text"
      >
        {message.text}
      </p>
      <MessageTime seconds={message.created_at} now={now} />
    </div>
  );
}
