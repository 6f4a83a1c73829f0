'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Modal } from '@/components/Modal';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { platform } from '@/platform';
import { showNotice } from '@/shell/notices/use-error-notice';
import { useCommonStore } from './common-store';
import { shareTextOrNull } from './share-text';

/**
 * Spec 2.5 share dialog: a message (editable) and a link. Sharing goes through the host's own share
 * where it has one (the messenger, the native app), else the Web Share API, else the clipboard
 * (platform layer). An empty message is refused with spec 8.1's warning.
 */
export function ShareDialog() {
  const t = useTranslations('startup');
  const entry = useCommonStore((s) => s.overlays.share);
  const open = entry !== undefined && !entry.closing;
  const url = entry?.props.url ?? '';
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const linkId = useId();
  const close = () => useCommonStore.getState().hide('share');

  const initialText = entry?.props.text;
  useEffect(() => {
    if (open) setText(initialText ?? '');
  }, [open, initialText]);

  async function share() {
    const message = shareTextOrNull(text);
    if (message === null) {
      showNotice(t('share.empty'), 'warning');
      return;
    }
    setBusy(true);
    try {
      const result = await platform.share(message, url);
      if (result === 'shared') close();
      else if (result === 'copied') {
        showNotice(t('share.copied'), 'success');
        close();
      } else if (result === 'failed') showNotice(t('share.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function copyLink() {
    if (await platform.copy(url)) showNotice(t('share.link_copied'), 'success');
    else showNotice(t('share.failed'));
  }

  return (
    <Modal open={open} title={t('share.title')} onClose={close} closeLabel={t('close')} placement="bottom">
      <div className="flex flex-col gap-4 pt-1 pb-1" data-testid="share-dialog">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium text-neutral-600">
            {t('share.text_label')}
          </label>
          <textarea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
            maxLength={500}
            className="resize-none rounded-2xl border border-neutral-200 bg-neutral-50 px-4 py-3 text-[15px] leading-relaxed text-neutral-900 outline-none focus:border-amber-400 focus:bg-white"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={linkId} className="text-sm font-medium text-neutral-600">
            {t('share.link_label')}
          </label>
          <div className="flex items-center gap-2 rounded-2xl bg-neutral-50 py-1.5 pr-1.5 pl-4 ring-1 ring-neutral-200">
            <input
              id={linkId}
              readOnly
              value={url}
              className="min-w-0 flex-1 bg-transparent font-mono text-sm text-neutral-700 outline-none"
            />
            <button
              type="button"
              onClick={copyLink}
              className="h-9 shrink-0 rounded-full bg-white px-3 text-sm font-medium text-neutral-800 ring-1 ring-neutral-200 hover:bg-neutral-100"
            >
              {t('share.copy_link')}
            </button>
          </div>
        </div>
        <button type="button" onClick={share} disabled={busy} className={pageButton.primary}>
          {busy && <Spinner />}
          {t('share.share')}
        </button>
        <button type="button" onClick={close} className={pageButton.outline}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
