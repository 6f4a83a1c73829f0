'use client';

import type { Thread } from '@app/shared/messages/message-contracts';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useNow } from '@/lib/async/use-now';
import { ListStates } from './ListStates';
import { MessageTime } from './MessageTime';
import { useThreads } from './message-queries';
import { NewChatForm } from './NewChatForm';
import { PeerAvatar } from './PeerAvatar';
import { UnreadBadge } from './UnreadBadge';

/** The chats tab: a new chat, then my threads, the most recent first, each with its last message and unread count. */
export function ChatList() {
  const t = useTranslations('messages');
  const threads = useThreads(true);
  const now = useNow(30_000);
  return (
    <section className="flex flex-col gap-2" data-testid="messages-chats">
      <NewChatForm />
      <ListStates query={threads} testId="messages-chats" />
      {threads.data?.list.length === 0 && (
        <p className="rounded-2xl bg-white p-4 text-callout text-muted" data-testid="messages-chats-empty">
          {t('chats_empty')}
        </p>
      )}
      {threads.data?.list.map((thread) => (
        <ThreadRow key={thread.thread_id} thread={thread} now={now} />
      ))}
    </section>
  );
}

function ThreadRow({ thread, now }: { thread: Thread; now: number }) {
  const t = useTranslations('messages');
  const locale = useLocale();
  const last = thread.last;
  return (
    <Link
      href={`/${locale}/messages/${thread.thread_id}`}
      className="flex items-center gap-3 rounded-2xl bg-white p-3 hover:bg-neutral-50"
      data-testid="message-thread"
      data-peer={thread.peer.user_id}
    >
      <PeerAvatar name={thread.peer.name} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-headline text-ink">{thread.peer.name}</span>
          {last && <MessageTime seconds={last.created_at} now={now} />}
        </div>
        <div className="flex items-center justify-between gap-2">
          {/* Plain text: whatever the sender typed (HTML included) shows as the characters it is. */}
          <span className="truncate text-callout text-muted" data-testid="message-thread-last">
            {last ? (last.from_me ? t('you_wrote', { text: last.text }) : last.text) : ''}
          </span>
          <UnreadBadge count={thread.unread} testId="message-thread-unread" />
        </div>
      </div>
    </Link>
  );
}
