'use client';

import type { PayoutAccount } from '@app/shared/payments/order-contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cx } from '@/components/ui/cx';
import { AccountSummary } from './AccountSummary';

/** The saved accounts to withdraw to, one to pick (a radio group of rows). */
export function AccountChoice({
  accounts,
  selected,
  onSelect,
}: {
  accounts: readonly PayoutAccount[];
  selected: string | null;
  onSelect: (accountId: string) => void;
}) {
  const t = useTranslations('payments');
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="sr-only">{t('withdraw.account_label')}</legend>
      {accounts.map((account) => {
        const checked = account.account_id === selected;
        return (
          <label
            key={account.account_id}
            data-testid={`withdraw-account-${account.account_id}`}
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-card px-3 py-3 transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
              checked ? 'bg-primary/12 ring-2 ring-primary ring-inset' : 'bg-surface hover:bg-ink/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value={account.account_id}
              checked={checked}
              onChange={() => onSelect(account.account_id)}
              className="sr-only"
            />
            <AccountSummary account={account} />
            <span
              aria-hidden="true"
              className={cx(
                'flex size-5 shrink-0 items-center justify-center rounded-full ring-2 ring-inset',
                checked ? 'bg-primary ring-primary' : 'ring-line',
              )}
            >
              {checked && <span className="size-2 rounded-full bg-on-primary" />}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
