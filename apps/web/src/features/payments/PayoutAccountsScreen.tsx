'use client';

import type { PayoutAccount } from '@app/shared/payments/order-contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/ui/Button';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { AccountSummary } from './AccountSummary';
import { PaymentsEmpty, PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { PaymentsScreen } from './PaymentsScreen';
import { PayoutAccountForm } from './PayoutAccountForm';
import { usePayoutAccountChanges, usePayoutAccounts } from './payments-queries';

/** The contract's limit of saved accounts per player (addPayoutAccount). */
const MAX_ACCOUNTS = 10;

/**
 * /user/payment (spec 2.2, issue 14): the player's saved payout accounts, masked as the server keeps
 * them, one form to add another and a confirmed removal (the orders made to it keep their copy).
 */
export function PayoutAccountsScreen({ backHref }: { backHref: string }) {
  const t = useTranslations('payments');
  const accounts = usePayoutAccounts();
  const { add, remove } = usePayoutAccountChanges();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const errorText = useErrorText();
  const list = accounts.data?.list ?? [];
  const full = list.length >= MAX_ACCOUNTS;

  const addButton = (
    <Button
      variant={list.length === 0 ? 'primary' : 'secondary'}
      size="sm"
      onClick={() => setAdding(true)}
      disabled={full}
      data-testid="payout-add"
    >
      {t('accounts.add')}
    </Button>
  );

  let body: React.ReactNode;
  if (accounts.isPending) body = <PaymentsSkeleton blocks={['h-16', 'h-16']} />;
  else if (accounts.isError && !accounts.data)
    body = <PaymentsLoadError error={accounts.error} onRetry={() => void accounts.refetch()} />;
  else if (list.length === 0)
    body = adding ? null : <PaymentsEmpty text={t('accounts.empty')} testId="payout-empty" action={addButton} />;
  else
    body = (
      <>
        <ul
          className="divide-y divide-line overflow-hidden rounded-card bg-surface-raised ring-1 ring-line ring-inset"
          data-testid="payout-list"
        >
          {list.map((account) => (
            <AccountRow key={account.account_id} account={account} onRemove={() => setRemoving(account)} />
          ))}
        </ul>
        {!adding && (
          <div className="flex flex-col items-start gap-1">
            {addButton}
            {full && <p className="text-caption text-subtle">{t('accounts.full', { max: MAX_ACCOUNTS })}</p>}
          </div>
        )}
      </>
    );

  return (
    <PaymentsScreen title={t('accounts.title')} backHref={backHref}>
      <p className="text-callout text-muted">{t('accounts.intro')}</p>
      {body}
      {adding && (
        <PayoutAccountForm
          saving={add.isPending}
          onCancel={() => setAdding(false)}
          onSave={(input, onError) =>
            add.mutate(input, {
              onSuccess: () => {
                setAdding(false);
                showNotice(t('accounts.saved'), 'success');
              },
              onError: (error) => onError(errorText(error)),
            })
          }
        />
      )}
      <Modal
        open={removing !== null}
        title={t('accounts.remove_title')}
        onClose={() => setRemoving(null)}
        closeLabel={t('close')}
        footer={
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" block onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="destructive"
              block
              loading={remove.isPending}
              data-testid="payout-remove-confirm"
              onClick={() => {
                if (!removing) return;
                remove.mutate(removing.account_id, {
                  onSuccess: () => {
                    setRemoving(null);
                    showNotice(t('accounts.removed'), 'success');
                  },
                  onError: (error) => {
                    const text = errorText(error);
                    if (text) showNotice(text);
                  },
                });
              }}
            >
              {t('accounts.remove')}
            </Button>
          </div>
        }
      >
        {removing && (
          <p className="text-body text-muted">
            {t('accounts.remove_text', { account: `${removing.number} · ${removing.holder_name}` })}
          </p>
        )}
      </Modal>
    </PaymentsScreen>
  );
}

function AccountRow({ account, onRemove }: { account: PayoutAccount; onRemove: () => void }) {
  const t = useTranslations('payments');
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="payout-row" data-account-id={account.account_id}>
      <AccountSummary account={account} />
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={t('accounts.remove_label', { account: account.number })}
        data-testid="payout-remove"
      >
        {t('accounts.remove')}
      </Button>
    </li>
  );
}
