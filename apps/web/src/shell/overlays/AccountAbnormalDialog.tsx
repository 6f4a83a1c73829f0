'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { IconBadge, WarningIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { messengerUserId } from '@/platform';
import { useCommonStore } from './common-store';

/**
 * Spec 8.1: a non-closable dialog titled 'Error!' saying the account is abnormal; inside the
 * messenger its footer shows the messenger user id (for support).
 */
export function AccountAbnormalDialog() {
  const t = useTranslations('auth');
  const open = useCommonStore((s) => s.accountAbnormal);
  const [messengerId, setMessengerId] = useState<number | undefined>();
  useEffect(() => {
    if (open) setMessengerId(messengerUserId());
  }, [open]);

  return (
    <Modal
      open={open}
      title={t('account_abnormal_title')}
      footer={
        messengerId !== undefined ? (
          <p className="text-center text-xs text-neutral-500" data-testid="abnormal-messenger-id">
            {t('messenger_user_id', { id: String(messengerId) })}
          </p>
        ) : undefined
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <IconBadge tone="red">
          <WarningIcon />
        </IconBadge>
        <p className="text-[15px] leading-relaxed text-neutral-700">{t('account_abnormal_text')}</p>
      </div>
    </Modal>
  );
}
