'use client';

import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/Sheet';
import { RechargePanel } from './RechargePanel';

/** Recharge in a bottom sheet over the money page (loaded on the first press: money-page weight). */
export function RechargeSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('payments');
  return (
    <Sheet open={open} onClose={onClose} title={t('recharge.title')} closeLabel={t('close')}>
      <RechargePanel />
    </Sheet>
  );
}
