'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { ChatList } from './ChatList';
import { LiveStatus } from './LiveStatus';
import { useUnread } from './message-queries';
import { NoticeList } from './NoticeList';
import { UnreadBadge } from './UnreadBadge';
import { useLiveMessages } from './use-live-messages';

export type MessageTab = 'notices' | 'chats';

/**
 * /messages (issue 18 item 4; signed in): the message centre, with its two tabs, system notices and
 * chats, each with its unread badge; live while open (use-live-messages.ts).
 */
export function MessageCentreScreen({ streamUrl, initialTab }: { streamUrl: string; initialTab: MessageTab }) {
  const t = useTranslations('messages');
  const locale = useLocale();
  const [tab, setTab] = useState<MessageTab>(initialTab);
  const live = useLiveMessages(streamUrl);
  const unread = useUnread();
  const counts = { notices: unread.data?.notices ?? 0, chats: unread.data?.chats ?? 0 };
  const select = (next: MessageTab) => {
    setTab(next);
    // The tab is in the address, so back from a thread and a reload land on it.
    window.history.replaceState(null, '', `/${locale}/messages${next === 'chats' ? '?tab=chats' : ''}`);
  };
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader
        title={t('title')}
        backHref={`/${locale}`}
        backLabel={t('back')}
        action={<LiveStatus state={live} />}
      />
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-3 pb-12">
        <div role="tablist" aria-label={t('title')} className="grid grid-cols-2 gap-1 rounded-full bg-white p-1">
          {(['notices', 'chats'] as const).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              data-testid={`messages-tab-${id}`}
              onClick={() => select(id)}
              className={`flex h-10 items-center justify-center gap-2 rounded-full text-callout font-semibold ${
                tab === id ? 'bg-primary text-on-primary' : 'text-ink hover:bg-neutral-100'
              }`}
            >
              {t(`tab.${id}`)}
              <UnreadBadge count={counts[id]} testId={`messages-tab-${id}-badge`} />
            </button>
          ))}
        </div>
        {tab === 'notices' ? <NoticeList unread={counts.notices} /> : <ChatList />}
      </div>
    </main>
  );
}
