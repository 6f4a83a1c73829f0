import type { ProductCard } from '@app/shared/tasklib/offer-contracts';
import Link from 'next/link';
import { ProductImage } from '@/components/ProductImage';
import { Badge } from '@/components/ui/Badge';

/** One product of a list (recommend, search, offerwall): its icon, title, blurb, tasks and reward. */
export function ProductTile({
  product,
  href,
  categoryLabel,
  tasksLabel,
  rewardLabel,
}: {
  product: ProductCard;
  href: string;
  categoryLabel: string;
  tasksLabel: string;
  rewardLabel: string;
}) {
  return (
    <li data-testid="tasklib-product">
      <Link
        href={href}
        prefetch={false}
        className="flex gap-3 rounded-card bg-surface p-3 ring-1 ring-line ring-inset transition-colors hover:bg-surface-raised active:bg-surface-raised"
      >
        <ProductImage
          src={product.ImageUrl}
          alt=""
          width={64}
          height={64}
          tint={product.color}
          className="size-16 shrink-0 rounded-tile"
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-start gap-2">
            <span className="min-w-0 flex-1 text-body font-semibold break-words">{product.title}</span>
            <Badge className="mt-0.5 max-w-[45%] truncate">{categoryLabel}</Badge>
          </span>
          <span className="mt-0.5 line-clamp-2 text-callout text-muted">{product.desc}</span>
          <span className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-1.5 text-caption text-subtle">
            <span>{tasksLabel}</span>
            <span className="font-semibold text-accent">{rewardLabel}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
