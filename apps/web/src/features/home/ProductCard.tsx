import type { HomeProduct } from '@app/shared/contracts/tasklib';

/** One product tile: an initial on the product's accent colour, title, blurb, players and reward. */
export function ProductCard({
  product,
  playersLabel,
  rewardLabel,
}: {
  product: HomeProduct;
  playersLabel: string;
  rewardLabel: string;
}) {
  return (
    <li className="flex gap-3 rounded-2xl bg-white/5 p-3 ring-1 ring-white/10" data-testid="product-card">
      <div
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-xl text-2xl font-bold text-white"
        style={{ backgroundColor: product.color }}
      >
        {product.title.charAt(0)}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-white">{product.title}</h3>
        <p className="line-clamp-2 text-sm text-white/60">{product.desc}</p>
        <p className="mt-1 flex justify-between text-xs text-white/50">
          <span>{playersLabel}</span>
          <span className="font-semibold text-amber-300">{rewardLabel}</span>
        </p>
      </div>
    </li>
  );
}
