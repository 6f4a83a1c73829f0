'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { payoutAccountsPath, withdrawPath } from '@/lib/routes/payment-paths';
import { AccountChoice } from './AccountChoice';
import { PaymentsEmpty, PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { PaymentsScreen } from './PaymentsScreen';
import { usePayoutAccounts } from './payments-queries';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawTicker } from './WithdrawTicker';

/**
 * /user/withdrawNew (and its older address /user/withdraw; spec 2.4, issue 14): a saved account to
 * withdraw to, then the amount with its fee, what is held of the balance and today's limits.
 */
export function WithdrawScreen({ backHref }: { backHref: string }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const accounts = usePayoutAccounts();
  const [picked, setPicked] = useState<string | null>(null);
  const list = accounts.data?.list ?? [];
  const account = list.find((a) => a.account_id === picked) ?? list[0];
  // The accounts page comes back here, and from here to where the player came from.
  const manage = payoutAccountsPath(locale, withdrawPath(locale, backHref));

  let body: React.ReactNode;
  if (accounts.isPending) body = <PaymentsSkeleton blocks={['h-16', 'h-14', 'h-40']} />;
  else if (accounts.isError && !accounts.data)
    body = <PaymentsLoadError error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (!account)
    body = (
      <PaymentsEmpty
        text={t('withdraw.no_accounts')}
        testId="withdraw-no-accounts"
        action={
          <ButtonLink href={manage} size="sm" data-testid="withdraw-add-account">
            {t('accounts.add')}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <>
        <section aria-labelledby="withdraw-account-title" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="withdraw-account-title" className="text-headline text-ink">
              {t('withdraw.account_label')}
            </h2>
            <ButtonLink href={manage} variant="ghost" size="sm" data-testid="withdraw-manage-accounts">
              {t('withdraw.manage_accounts')}
            </ButtonLink>
          </div>
          <AccountChoice accounts={list} selected={account.account_id} onSelect={setPicked} />
        </section>
        <WithdrawForm key={account.account_id} account={account} backHref={backHref} />
      </>
    );

  return (
    <PaymentsScreen title={t('withdraw.title')} backHref={backHref}>
      {body}
      <WithdrawTicker country={account?.country ?? ''} />
    </PaymentsScreen>
  );
}
