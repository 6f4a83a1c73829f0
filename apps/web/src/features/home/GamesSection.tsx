'use client';

import { formatExactAmount } from '@app/shared/core/number-format';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cx } from '@/components/ui/cx';
import { ApiCallError } from '@/lib/api/api-error';
import { productHref } from './areas';
import { GamesFrame, GamesPlaceholder } from './HomePlaceholders';
import { ProductCard } from './ProductCard';
import { useHomeCatalogue } from './use-home-data';

function EmptyGames({ text }: { text: string }) {
  return (
    <Card className="py-8 text-center text-body text-muted" data-testid="home-empty">
      {text}
    </Card>
  );
}

/** The games catalogue (POST /game_tab/homepage): tabs, then the chosen tab's products. */
export function GamesSection({ locale }: { locale: string }) {
  const t = useTranslations('home');
  const tc = useTranslations('common');
  const catalogue = useHomeCatalogue();
  const [selected, setSelected] = useState<string | null>(null);

  if (catalogue.isPending) return <GamesPlaceholder />;
  let body: React.ReactNode;
  if (catalogue.isError) {
    const error = catalogue.error;
    const message =
      error instanceof ApiCallError && error.kind === 'network' ? tc('error_net_try') : (error?.message ?? '');
    body = (
      <Card role="alert" className="flex flex-col items-center py-7 text-center" data-testid="home-error">
        <p className="text-headline">{t('error_load')}</p>
        <p className="mt-1 max-w-full text-callout break-words text-muted">{message}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          loading={catalogue.isRefetching}
          onClick={() => void catalogue.refetch()}
        >
          {tc('retry')}
        </Button>
      </Card>
    );
  } else {
    const tabs = catalogue.data.tabs;
    const active = tabs.find((tab) => tab.code === selected) ?? tabs[0];
    if (!active || tabs.every((tab) => tab.products.length === 0)) {
      body = <EmptyGames text={t('empty')} />;
    } else {
      body = (
        <>
          <div
            role="tablist"
            aria-label={t('tabs_label')}
            className="-mx-gutter mb-3 flex gap-2 overflow-x-auto px-gutter"
          >
            {tabs.map((tab) => {
              const isActive = tab.code === active.code;
              return (
                <button
                  key={tab.code}
                  type="button"
                  role="tab"
                  id={`home-tab-${tab.code}`}
                  aria-selected={isActive}
                  aria-controls="home-tabpanel"
                  onClick={() => setSelected(tab.code)}
                  className={cx(
                    'h-9 shrink-0 rounded-full px-4 text-callout font-semibold transition-colors',
                    isActive
                      ? 'bg-primary text-on-primary'
                      : 'bg-surface text-muted ring-1 ring-line ring-inset hover:text-ink',
                  )}
                >
                  {t.has(`tab.${tab.code}`) ? t(`tab.${tab.code}`) : tab.code}
                </button>
              );
            })}
          </div>
          {active.products.length === 0 ? (
            <EmptyGames text={t('empty')} />
          ) : (
            <ul
              id="home-tabpanel"
              role="tabpanel"
              aria-labelledby={`home-tab-${active.code}`}
              className="flex flex-col gap-stack"
            >
              {active.products.map((product) => (
                <ProductCard
                  key={product.product_id}
                  product={product}
                  href={productHref(locale, product)}
                  typeLabel={t(`product_type.${product.product_type}`)}
                  playersLabel={t('players', { count: formatExactAmount(product.players, locale) })}
                  rewardLabel={t('reward', { amount: `$${formatExactAmount(product.reward_usd, locale, 2)}` })}
                />
              ))}
            </ul>
          )}
        </>
      );
    }
  }

  return <GamesFrame>{body}</GamesFrame>;
}
