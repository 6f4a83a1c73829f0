'use client';

import type { CoinName } from '@app/shared/wallet/coins';
import { CoinLogo } from '@/components/CoinLogo';
import { ChevronDownIcon } from '@/components/icons';

/** The coin button inside an amount field: logo, name and a chevron. */
export function CoinButton({ coin, label, onClick }: { coin: CoinName; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-white py-1 pr-2.5 pl-1 text-[15px] font-semibold text-neutral-900 ring-1 ring-neutral-200 hover:bg-neutral-50"
    >
      <CoinLogo coin={coin} className="size-8" />
      {coin}
      <ChevronDownIcon className="size-4 text-neutral-400" />
    </button>
  );
}
