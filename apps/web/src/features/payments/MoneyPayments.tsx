'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ReceiveIcon, SendIcon } from '@/components/icons';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { List, ListItem } from '@/components/ui/List';
import { inbetPath, winPath } from '@/lib/routes/game-paths';
import { ordersPath, payoutAccountsPath, withdrawPath, withdrawQuantityPath } from '@/lib/routes/payment-paths';
import { WithdrawTicker } from './WithdrawTicker';

// The recharge form (and its contracts) loads on the first press, not with the money page.
const RechargeSheet = dynamic(() => import('./RechargeSheet').then((m) => m.RechargeSheet), { ssr: false });

/**
 * The money pages' way in and out (/win/money, /inbet/money; issue 14): recharge in a sheet, withdraw
 * and the other money pages as links that come back here, and the recent withdrawals ticker.
 */
export function MoneyPayments({ area, openRecharge = false }: { area: 'win' | 'inbet'; openRecharge?: boolean }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const [open, setOpen] = useState(openRecharge);
  const [loaded, setLoaded] = useState(openRecharge);
  const here = area === 'inbet' ? inbetPath(locale, 'money') : winPath(locale, 'money');

  return (
    <section aria-labelledby="money-payments-title" className="flex flex-col gap-3" data-testid="money-payments">
      <h2 id="money-payments-title" className="text-headline text-ink">
        {t('money.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Button
          size="lg"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="money-recharge"
        >
          <ReceiveIcon />
          {t('money.recharge')}
        </Button>
        <ButtonLink href={withdrawPath(locale, here)} variant="secondary" size="lg" data-testid="money-withdraw">
          <SendIcon />
          {t('money.withdraw')}
        </ButtonLink>
      </div>
      <WithdrawTicker />
      <List aria-label={t('money.more')}>
        <ListItem href={ordersPath(locale, { backUrl: here })} title={t('orders.title')} data-testid="money-orders" />
        <ListItem href={payoutAccountsPath(locale, here)} title={t('accounts.title')} data-testid="money-accounts" />
        <ListItem href={withdrawQuantityPath(locale, here)} title={t('quantity.title')} data-testid="money-quantity" />
      </List>
      {loaded && <RechargeSheet open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}
