'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/Modal';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';

const dangerButton =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-red-600 px-5 text-[15px] font-semibold text-white transition hover:bg-red-500 active:scale-[0.98] disabled:pointer-events-none disabled:opacity-60';

/** The confirm step before ending another session; it cannot be dismissed while the call runs. */
export function EndSessionDialog({
  deviceName,
  open,
  pending,
  onConfirm,
  onCancel,
}: {
  deviceName: string;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('auth');
  return (
    <Modal
      open={open}
      title={t('session_end_confirm_title')}
      onClose={pending ? undefined : onCancel}
      closeLabel={t('close')}
      placement="bottom"
    >
      <div className="flex flex-col gap-4 pt-1">
        <p className="text-[15px] leading-relaxed text-neutral-600">
          {t('session_end_confirm_text', { device: deviceName })}
        </p>
        <button type="button" className={dangerButton} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <Spinner />}
          {t('session_end_confirm')}
        </button>
        <button type="button" className={pageButton.text} onClick={onCancel} disabled={pending}>
          {t('session_end_cancel')}
        </button>
      </div>
    </Modal>
  );
}
