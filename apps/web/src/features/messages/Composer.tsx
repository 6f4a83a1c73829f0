'use client';

import { MESSAGE_TEXT_MAX } from '@app/shared/messages/message-limits';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useMessageActions } from './message-queries';
import { useSendErrorText } from './use-send-error';

/** The thread's composer: a message of 1-1000 characters to the peer; a refusal is said under it. */
export function Composer({ toUserId }: { toUserId: number }) {
  const t = useTranslations('messages');
  const { send } = useMessageActions();
  const sendErrorText = useSendErrorText();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || send.isPending) return;
    setFailure(null);
    send.mutate(
      { to_user_id: toUserId, text },
      { onSuccess: () => setText(''), onError: (error) => setFailure(sendErrorText(error)) },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="sticky bottom-0 flex flex-col gap-1 border-t border-neutral-200 bg-white px-3 py-2"
      data-testid="message-composer"
    >
      <div className="flex items-end gap-2">
        <label htmlFor="message-text" className="sr-only">
          {t('composer_label')}
        </label>
        <textarea
          id="message-text"
          rows={1}
          maxLength={MESSAGE_TEXT_MAX}
          value={text}
          placeholder={t('composer_placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl bg-[#ECF0F3] px-4 py-2.5 text-body text-ink outline-none focus:ring-2 focus:ring-primary"
        />
        <Button type="submit" loading={send.isPending} disabled={!text.trim()} data-testid="message-send">
          {t('send')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-callout text-danger" data-testid="message-send-error">
          {failure}
        </p>
      )}
    </form>
  );
}
