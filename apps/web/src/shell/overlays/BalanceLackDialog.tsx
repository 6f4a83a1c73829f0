'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { IconBadge, WarningIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { pageButton } from '@/components/ui/button-classes';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useOpenAppConfig } from '@/shell/app-config/use-open-app-config';
import { showNotice } from '@/shell/notices/notice-queue';
import { balanceLackActions } from './balance-lack-actions';
import { useCommonStore } from './common-store';

/**
 * Spec 8.1 balance lack: a dialog naming the coin (translation key lack_) with the ways out that fit
 * the screen it opens on (balance-lack-actions.ts: no "go to exchange" on the exchange itself);
 * in audit mode (openapp_get_cfg audit_mode, spec 6) a warning notice instead. Opened by any call
 * answering 1014 (the central handler) and by forms whose amount exceeds the shown balance.
 */
export function BalanceLackDialog({ locale }: { locale: string }) {
  const t = useTranslations('wallet');
  const coinName = useCoinName();
  const lack = useCommonStore((s) => s.balanceLack);
  const close = useCommonStore((s) => s.closeBalanceLack);
  // Asked when first needed; a failed load (silent, spec 8.1) means the dialog.
  const config = useOpenAppConfig(lack !== null);
  const decided = config.isSuccess || config.isError;
  const auditMode = config.data?.audit_mode === true;
  const message = lack ? t('lack_', { coin: lack.coin ? coinName(lack.coin) : t('coin_generic') }) : '';

  useEffect(() => {
    if (!lack || !decided || !auditMode) return;
    showNotice(message, 'warning');
    close();
  }, [lack, decided, auditMode, message, close]);

  const pathname = usePathname();
  const actions = balanceLackActions(pathname, locale, lack?.coin ?? '');
  const coinLabel = lack?.coin ? coinName(lack.coin) : '';
  return (
    <Modal open={lack !== null && decided && !auditMode} title={t('lack_title')} onClose={close} closeButton={false}>
      <div className="flex flex-col items-center gap-4 pt-1 text-center" data-testid="balance-lack">
        <IconBadge tone="amber">
          <WarningIcon />
        </IconBadge>
        <p className="text-[15px] leading-relaxed text-neutral-700">{message}</p>
        <div className="flex w-full flex-col gap-2">
          {actions.map((action, index) => {
            const style = index === 0 ? pageButton.primary : pageButton.outline;
            return action.kind === 'exchange' ? (
              <Link key={action.label} href={action.href} onClick={close} className={style}>
                {action.label === 'get_coin' ? t('get_coin', { coin: coinLabel }) : t('go_exchange')}
              </Link>
            ) : (
              <button key={action.label} type="button" onClick={close} className={style}>
                {t(action.label)}
              </button>
            );
          })}
        </div>
      </div>
    </Modal>
  );
}
