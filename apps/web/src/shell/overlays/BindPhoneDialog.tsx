'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { IconBadge, PhoneIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { useApiClient } from '@/lib/api/api-provider';
import { bindPhonePath } from '@/lib/routes/paths';
import { platform } from '@/platform';
import { fetchAppGlobalConfig, messengerBotName } from '@/shell/app-config/use-app-global-config';
import { showNotice, useErrorNotice } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { useCommonStore } from './common-store';

/**
 * The bind-phone dialog of the messenger mini app (spec 2.9): the user shares their contact through
 * the messenger, whose signed contact string the API checks (POST /tg/auth_contact). It closes with
 * the bound phone or a cancel; bind-phone-flow.ts polls it.
 */
export function BindPhoneDialog({ locale }: { locale: string }) {
  const t = useTranslations('auth');
  const api = useApiClient();
  const notify = useErrorNotice();
  const { open, backUrl } = useCommonStore((s) => s.bindPhoneDialog);
  const close = useCommonStore((s) => s.closeBindPhoneDialog);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(false);

  async function share() {
    setBusy(true);
    setDeclined(false);
    try {
      const contact = await platform.requestContact();
      if (contact.status !== 'sent') {
        setDeclined(true);
        return;
      }
      const data = contact.contact;
      const config = await fetchAppGlobalConfig(api).catch(() => undefined);
      const { tgAuthContact } = await import('@app/shared/auth/messenger-contracts');
      const result = await api.call(tgAuthContact, { bot_name: messengerBotName(config), data });
      useUserStore.getState().setPhoneNumber(result.phone_number);
      showNotice(t('bind_phone_done', { phone: result.phone_number }), 'success');
      close({ kind: 'bound', phoneNumber: result.phone_number });
    } catch (error) {
      notify(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('bind_dialog_title')}
      onClose={busy ? undefined : () => close({ kind: 'cancelled' })}
      closeLabel={t('close')}
      placement="bottom"
    >
      <div className="flex flex-col items-center gap-4 pt-2 text-center">
        <IconBadge tone="amber">
          <PhoneIcon className="size-8" strokeWidth={1.8} />
        </IconBadge>
        <p className="text-[15px] leading-relaxed text-neutral-600">{t('bind_dialog_text')}</p>
        {declined && (
          <p role="status" className="text-sm text-red-600">
            {t('bind_dialog_declined')}
          </p>
        )}
        <button type="button" className={pageButton.primary} onClick={share} disabled={busy}>
          {busy && <Spinner />}
          {t('bind_dialog_share')}
        </button>
        <a
          href={bindPhonePath(locale, backUrl)}
          onClick={() => close({ kind: 'cancelled' })}
          className={pageButton.text}
        >
          {t('bind_dialog_use_code')}
        </a>
      </div>
    </Modal>
  );
}
