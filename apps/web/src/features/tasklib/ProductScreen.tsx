'use client';

import type { ProductDetail } from '@app/shared/tasklib/offer-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { ProductImage } from '@/components/ProductImage';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useProductDetail } from './catalogue-queries';
import { coverOf } from './cover-of';
import { isMissing } from './missing';
import { RewardSummaryCard } from './RewardSummaryCard';
import { TaskList } from './TaskList';
import { TasklibFrame } from './TasklibFrame';
import { TasklibNotFound, TasklibQueryError, TasklibSkeleton } from './TasklibStates';
import { type ProductRouteProps, productTasksPath, questPath, type TaskFrom, taskBackHref } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/**
 * /products/{productId} (spec 2.1, 2.3 H5 with gameName and from): the product's covers (imglist), its
 * icon (ImageUrl), text, the reward summary of spec 3 and its tasks (child tasks through list_son).
 * The server renders its metadata from the same product_detail (lib/metadata/page-props.ts).
 */
export function ProductScreen({ productId, gameName, from, backUrl }: ProductRouteProps) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const detail = useProductDetail(productId);
  const backHref = taskBackHref(locale, { backUrl, from }, questPath(locale));

  let body: React.ReactNode;
  if (productId === null || (detail.isError && isMissing(detail.error))) body = <NotFound />;
  else if (detail.isPending) body = <TasklibSkeleton blocks={['aspect-video', 'h-20', 'h-40', 'h-48']} />;
  else if (detail.isError) body = <TasklibQueryError query={detail} title={t('product.load_error')} />;
  else body = <ProductBody product={detail.data} gameName={gameName ?? detail.data.code} from="product" />;

  return (
    <TasklibFrame title={detail.data?.title ?? t('product.title')} backHref={backHref} testId="product-screen">
      {body}
    </TasklibFrame>
  );
}

function NotFound() {
  const t = useTranslations('tasklib');
  const _locale = useLocale();
  return <TasklibNotFound text={t('product.not_found')} testId="product-not-found" />;
}

function ProductBody({ product, gameName, from }: { product: ProductDetail; gameName: string; from: TaskFrom }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const covers = coverOf(product);
  return (
    <>
      <div
        className="-mx-gutter flex snap-x snap-mandatory gap-3 overflow-x-auto px-gutter"
        data-testid="product-covers"
      >
        {covers.map((src, i) => (
          <ProductImage
            key={src}
            src={src}
            alt={t('product.cover_alt', { title: product.title, n: i + 1 })}
            width={320}
            height={180}
            tint={product.color}
            eager={i === 0}
            className={`shrink-0 snap-center rounded-card ${covers.length > 1 ? 'w-[85%]' : 'w-full'}`}
          />
        ))}
      </div>
      <div className="flex items-start gap-3">
        <ProductImage
          src={product.ImageUrl}
          alt=""
          width={64}
          height={64}
          tint={product.color}
          eager
          className="size-16 shrink-0 rounded-tile shadow-raised"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-title break-words text-ink" data-testid="product-title">
            {product.title}
          </h2>
          <div className="flex flex-wrap items-center gap-1.5 text-caption text-subtle">
            <Badge>{format.category(product.category)}</Badge>
            <span>{format.players(product.players)}</span>
          </div>
        </div>
      </div>
      <p className="text-body break-words whitespace-pre-line text-muted" data-testid="product-description">
        {product.longDesc || product.desc}
      </p>
      <RewardSummaryCard summary={product.summary} />
      <section aria-labelledby="product-tasks-title" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="product-tasks-title" className="text-headline text-ink">
            {t('product.tasks_title')}
          </h2>
          {product.tasks.length > 0 && (
            <ButtonLink
              href={productTasksPath(locale, { productId: product.productId, gameName, from: 'product' })}
              variant="ghost"
              size="sm"
              data-testid="product-all-tasks"
            >
              {t('product.all_tasks')}
            </ButtonLink>
          )}
        </div>
        <TaskList tasks={product.tasks} gameName={gameName} from={from} />
      </section>
    </>
  );
}
