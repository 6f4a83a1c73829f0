'use client';

import { MESSAGE_TEXT_MAX } from '@app/shared/messages/message-limits';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useMessageActions } from './message-queries';
import { useSendErrorText } from './use-send-error';

const FIELD = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

/** A first message to a player by their user id (as the wallet's receive page shows it); opens the thread. */
export function NewChatForm() {
  const t = useTranslations('messages');
  const locale = useLocale();
  const router = useRouter();
  const { send } = useMessageActions();
  const sendErrorText = useSendErrorText();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const toId = /^\d{1,10}$/.test(to.trim()) ? Number(to.trim()) : 0;

  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)} data-testid="messages-new">
        {t('new_chat')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (toId <= 0 || !text.trim()) return;
    setFailure(null);
    send.mutate(
      { to_user_id: toId, text },
      {
        onSuccess: (message) => router.push(`/${locale}/messages/${message.thread_id}`),
        onError: (error) => setFailure(sendErrorText(error)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid="messages-new-form">
      <label htmlFor="new-chat-to" className="text-callout text-muted">
        {t('new_chat_to')}
      </label>
      <input
        id="new-chat-to"
        inputMode="numeric"
        autoComplete="off"
        className={FIELD}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <label htmlFor="new-chat-text" className="text-callout text-muted">
        {t('composer_label')}
      </label>
      <textarea
        id="new-chat-text"
        rows={3}
        maxLength={MESSAGE_TEXT_MAX}
        className={FIELD}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {failure && (
        <p role="alert" className="text-callout text-danger" data-testid="messages-new-error">
          {failure}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={send.isPending} disabled={toId <= 0 || !text.trim()}>
          {t('send')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
