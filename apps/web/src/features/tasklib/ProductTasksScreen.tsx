'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ProductImage } from '@/components/ProductImage';
import { useProductDetail } from './catalogue-queries';
import { isMissing } from './missing';
import { TaskList } from './TaskList';
import { TasklibFrame } from './TasklibFrame';
import { TasklibNotFound, TasklibQueryError, TasklibSkeleton } from './TasklibStates';
import { type ProductRouteProps, productPath, questPath, taskBackHref } from './tasklib-paths';
import { useTasklibFormat } from './use-tasklib-format';

/**
 * /task/product_v2 and /task/product (spec 2.3, with productId, gameName, from): every task of a
 * product with its child tasks open, and what the product pays in all. Back: where `from` says, else
 * the product page.
 */
export function ProductTasksScreen({ productId, gameName, from, backUrl }: ProductRouteProps) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const format = useTasklibFormat();
  const detail = useProductDetail(productId);
  const fallback = productId ? productPath(locale, productId, { gameName }) : questPath(locale);
  const backHref = taskBackHref(locale, { backUrl, from: from === 'product' ? undefined : from }, fallback);

  let body: React.ReactNode;
  if (productId === null || (detail.isError && isMissing(detail.error)))
    body = <TasklibNotFound text={t('product.not_found')} testId="product-not-found" />;
  else if (detail.isPending) body = <TasklibSkeleton blocks={['h-20', 'h-16', 'h-16', 'h-16', 'h-16']} />;
  else if (detail.isError) body = <TasklibQueryError query={detail} title={t('product.load_error')} />;
  else {
    const product = detail.data;
    body = (
      <>
        <div className="flex items-center gap-3 rounded-card bg-surface p-3">
          <ProductImage
            src={product.ImageUrl}
            alt=""
            width={48}
            height={48}
            tint={product.color}
            eager
            className="size-12 shrink-0 rounded-tile"
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-body font-semibold break-words">{product.title}</span>
            <span className="text-caption text-subtle">{t('product.task_count', { count: product.tasks.length })}</span>
          </div>
          <span className="shrink-0 text-end text-callout font-semibold text-accent">
            {t('product.earn_up_to', { amount: format.usd(product.summary.all_reward_usd) })}
          </span>
        </div>
        <TaskList tasks={product.tasks} gameName={gameName ?? product.code} from="product" expanded />
      </>
    );
  }
  return (
    <TasklibFrame title={t('product_tasks.title')} backHref={backHref} testId="product-tasks-screen">
      {body}
    </TasklibFrame>
  );
}
