'use client';

import type { PayoutAccount } from '@app/shared/payments/order-contracts';
import { ChannelIcon } from './ChannelIcon';
import { bankName } from './payout-form';
import { usePaymentsText } from './use-payments-text';

/** A saved payout account as lists show it: the channel's tile, its name and the masked number, the holder, bank and market. */
export function AccountSummary({ account }: { account: PayoutAccount }) {
  const text = usePaymentsText();
  return (
    <>
      <ChannelIcon channel={account.channel} className="size-10" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-body font-medium text-ink">
          {text.channel(account.channel)} · <span className="tabular-nums">{account.number}</span>
        </span>
        <span className="block truncate text-caption text-subtle">
          {account.holder_name}
          {account.bank_code ? ` · ${bankName(account.country, account.bank_code)}` : ''} ·{' '}
          {text.market(account.country)}
        </span>
      </span>
    </>
  );
}
