'use client';

import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { useTranslations } from 'next-intl';
import { CoinLogo } from '@/components/CoinLogo';
import { Modal } from '@/components/Modal';
import { useCoinName } from '@/lib/coins/use-coin-name';
import { useMoneyFormat } from '@/lib/money/use-money-format';

/**
 * A bottom sheet listing the coins with their balances; picking one closes it. Screens load it after
 * the first paint (with the modal it needs), not with the page.
 */
export function CoinPicker({
  open,
  selected,
  balances,
  onPick,
  onClose,
}: {
  open: boolean;
  selected: CoinName;
  balances: Partial<Record<CoinName, string>>;
  onPick: (coin: CoinName) => void;
  onClose: () => void;
}) {
  const t = useTranslations('wallet');
  const fmt = useMoneyFormat();
  const coinName = useCoinName();
  return (
    <Modal open={open} title={t('choose_coin')} onClose={onClose} closeLabel={t('close')} placement="bottom">
      <ul className="flex flex-col gap-1 pb-2">
        {COIN_NAMES.map((coin) => (
          <li key={coin}>
            <button
              type="button"
              aria-pressed={coin === selected}
              onClick={() => onPick(coin)}
              className={`flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-left ${
                coin === selected ? 'bg-amber-50 ring-1 ring-amber-300' : 'hover:bg-neutral-50'
              }`}
            >
              <CoinLogo coin={coin} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-neutral-900">{coinName(coin)}</span>
                {coinName(coin) !== coin && <span className="block text-xs text-neutral-400">{coin}</span>}
              </span>
              <span className="text-sm text-neutral-500 tabular-nums">
                {balances[coin] !== undefined ? fmt.balance(balances[coin]) : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
