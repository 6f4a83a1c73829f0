import type { HomeProduct } from '@app/shared/tasklib/contracts';
import Link from 'next/link';
import { ProductImage } from '@/components/ProductImage';
import { Badge } from '@/components/ui/Badge';
import { AreaIcon } from './AreaIcon';

function PlayersIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none">
      <circle cx="9" cy="8" r="3.25" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 19c.6-3 2.8-4.75 5.5-4.75s4.9 1.75 5.5 4.75" stroke="currentColor" strokeWidth="2" />
      <path d="M16 5a3 3 0 0 1 0 6M18 14.5c1.4.6 2.3 2.2 2.5 4.5" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const CHANCE_TYPES = new Set<HomeProduct['product_type']>(['casino', 'lottery']);

/**
 * The product's square art (drawn by scripts/offer-art.ts, loaded near the viewport like every product
 * image), on its colour while it loads. A product without art (one an operator added in the console)
 * shows the line icon of its kind on that colour instead: the casino's dice for games of chance, the
 * task library's board for the rest (every product here is an earning task).
 */
function ProductMark({ product }: { product: HomeProduct }) {
  if (product.image_url) {
    return (
      <ProductImage
        src={product.image_url}
        alt=""
        width={64}
        height={64}
        tint={product.color}
        className="size-16 shrink-0 rounded-tile shadow-raised"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="product-mark"
      className="flex size-16 shrink-0 items-center justify-center rounded-tile text-white shadow-raised"
      style={{ backgroundImage: `linear-gradient(150deg, ${product.color}, ${product.color}99)` }}
    >
      <AreaIcon area={CHANCE_TYPES.has(product.product_type) ? 'casino' : 'task'} className="size-8" />
    </span>
  );
}

/** One product of the catalogue: its art, title, blurb, players and reward. */
export function ProductCard({
  product,
  href,
  typeLabel,
  playersLabel,
  rewardLabel,
}: {
  product: HomeProduct;
  href: string;
  typeLabel: string;
  playersLabel: string;
  rewardLabel: string;
}) {
  return (
    <li data-testid="product-card">
      <Link
        href={href}
        prefetch={false}
        className="flex gap-3 rounded-card bg-surface p-3 ring-1 ring-line ring-inset transition-colors hover:bg-surface-raised active:bg-surface-raised"
      >
        <ProductMark product={product} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-center gap-2">
            <span className="truncate text-body font-semibold">{product.title}</span>
            <Badge className="ml-auto">{typeLabel}</Badge>
          </span>
          <span className="mt-0.5 line-clamp-2 text-callout text-muted">{product.desc}</span>
          <span className="mt-auto flex items-center justify-between gap-2 pt-1.5 text-caption text-subtle">
            <span className="flex items-center gap-1">
              <PlayersIcon />
              {playersLabel}
            </span>
            <span className="font-semibold text-accent">{rewardLabel}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
