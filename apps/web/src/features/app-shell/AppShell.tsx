'use client';

import { TIMINGS } from '@app/shared/constants';
import { Toaster } from 'sonner';
import { SessionBootstrap } from '@/features/session/SessionBootstrap';
import { WalletDrawer } from '@/features/wallet/WalletDrawer';
import { AccountAbnormalDialog } from './AccountAbnormalDialog';
import { BalanceLackDialog } from './BalanceLackDialog';
import { BindPhoneDialog } from './BindPhoneDialog';

/** What every page carries: start-up sign-in, notices (spec 8.4) and the global overlays (spec 2.5). */
export function AppShell({ locale }: { locale: string }) {
  return (
    <>
      <SessionBootstrap locale={locale} />
      <Toaster position="bottom-center" duration={TIMINGS.noticeMs} visibleToasts={3} richColors closeButton={false} />
      <AccountAbnormalDialog />
      <BindPhoneDialog locale={locale} />
      <BalanceLackDialog locale={locale} />
      <WalletDrawer />
    </>
  );
}
