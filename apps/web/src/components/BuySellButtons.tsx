'use client';

export interface BuySellLabels {
  buy: string;
  sell: string;
  /** Accessible names that say which coin ("Buy KTHER"). */
  buyName: string;
  sellName: string;
}

/** A coin's Buy and Sell pair (the stock drawers' entries in the wallet and in the market's stock tab). */
export function BuySellButtons({
  labels,
  onPick,
  className = '',
}: {
  labels: BuySellLabels;
  onPick: (side: 'buy' | 'sell') => void;
  className?: string;
}) {
  const base = 'h-9 rounded-full px-3 text-sm font-semibold text-white';
  return (
    <div className={`grid grid-cols-2 gap-2 ${className}`}>
      <button
        type="button"
        aria-label={labels.buyName}
        onClick={() => onPick('buy')}
        className={`${base} bg-emerald-600 hover:bg-emerald-500`}
      >
        {labels.buy}
      </button>
      <button
        type="button"
        aria-label={labels.sellName}
        onClick={() => onPick('sell')}
        className={`${base} bg-rose-600 hover:bg-rose-500`}
      >
        {labels.sell}
      </button>
    </div>
  );
}
