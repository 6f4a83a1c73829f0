'use client';

import { shortenAddress } from '@app/shared';
import { useTranslations } from 'next-intl';
import { InlineRetry } from '@/components/InlineRetry';
import { CopyIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import { platform } from '@/platform';
import { showNotice } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import { ListSkeleton } from './ListSkeleton';
import { useWalletAddresses } from './wallet-queries';

function AddressRow({ label, address, invalid }: { label: string; address: string; invalid: boolean }) {
  const t = useTranslations('wallet');
  async function copy() {
    if (await platform.copy(address)) showNotice(t('copied'), 'success');
    else showNotice(t('copy_failed'));
  }
  return (
    <li data-testid="wallet-address" className="flex items-center gap-3 rounded-2xl bg-neutral-50 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-xs font-medium text-neutral-500">
          {label}
          {invalid && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-[11px] font-semibold text-red-600">
              {t('address_invalid')}
            </span>
          )}
        </p>
        <p className="mt-0.5 font-mono text-base font-semibold tracking-wide text-neutral-900" title={address}>
          {shortenAddress(address)}
        </p>
      </div>
      <button
        type="button"
        onClick={copy}
        aria-label={t('copy_address', { label })}
        className="flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-medium text-neutral-800 ring-1 ring-neutral-200 hover:bg-neutral-100"
      >
        <CopyIcon className="size-4" />
        {t('copy')}
      </button>
    </li>
  );
}

/** Spec 2.5 wallet drawer: the user's wallet addresses, shortened (spec 9), each with a copy button. */
export function WalletDrawer() {
  const t = useTranslations('wallet');
  const open = useCommonStore((s) => s.walletDrawer);
  const close = () => useCommonStore.getState().setWalletDrawer(false);
  const addresses = useWalletAddresses(open);
  const rows = (addresses.data ?? []).flatMap((item) =>
    [
      { label: t('address_evm'), address: item.wallet_addr },
      { label: t('address_sol'), address: item.wallet_addr_sol },
    ]
      .filter((row) => row.address !== '')
      .map((row) => ({ ...row, invalid: item.invalid })),
  );

  let body: React.ReactNode;
  if (addresses.isPending) body = <ListSkeleton rows={2} />;
  else if (addresses.isError)
    body = <InlineRetry message={t('addresses_error')} onRetry={() => void addresses.refetch()} />;
  else if (rows.length === 0)
    body = (
      <p className="rounded-2xl bg-neutral-50 px-4 py-6 text-center text-sm text-neutral-500">{t('drawer_empty')}</p>
    );
  else
    body = (
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <AddressRow key={`${row.label}${row.address}`} {...row} />
        ))}
      </ul>
    );

  return (
    <Modal open={open} title={t('drawer_title')} onClose={close} closeLabel={t('close')} placement="bottom">
      <div className="flex flex-col gap-3 pt-1 pb-2">
        <p className="text-sm text-neutral-500">{t('drawer_text')}</p>
        {body}
      </div>
    </Modal>
  );
}
