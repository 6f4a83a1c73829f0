'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiCallError } from '@/lib/api/api-error';
import { ProductCard } from './ProductCard';
import { useHomeTabs } from './use-home-tabs';

function HomeSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="h-20 animate-pulse rounded-2xl bg-white/5" />
      ))}
    </ul>
  );
}

/** The home page's tabs and product list, fetched from POST /game_tab/homepage. */
export function HomeTabs() {
  const t = useTranslations('home');
  const tc = useTranslations('common');
  const format = useFormatter();
  const { data, error, isPending, refetch, isRefetching } = useHomeTabs();
  const [selected, setSelected] = useState<string | null>(null);

  if (isPending) {
    return (
      <section aria-busy="true" aria-label={tc('loading')}>
        <p className="sr-only">{tc('loading')}</p>
        <HomeSkeleton />
      </section>
    );
  }

  if (error) {
    const message =
      error instanceof ApiCallError && error.kind === 'network'
        ? `${tc('error_net_try')} ${error.message}`
        : error.message;
    return (
      <section role="alert" data-testid="home-error" className="rounded-2xl bg-white/5 p-6 text-center text-white">
        <p className="font-semibold">{t('error_load')}</p>
        <p className="mt-1 break-words text-sm text-white/60">{message}</p>
        <button
          type="button"
          onClick={() => refetch()}
          disabled={isRefetching}
          className="mt-4 rounded-full bg-amber-400 px-5 py-2 text-sm font-semibold text-black disabled:opacity-50"
        >
          {isRefetching ? tc('loading') : tc('retry')}
        </button>
      </section>
    );
  }

  const tabs = data.tabs;
  const active = tabs.find((tab) => tab.code === selected) ?? tabs[0];
  if (!active || tabs.every((tab) => tab.products.length === 0)) {
    return <p className="rounded-2xl bg-white/5 p-6 text-center text-white/70">{t('empty')}</p>;
  }

  return (
    <section>
      <div role="tablist" aria-label={t('tabs_label')} className="mb-4 flex gap-2 overflow-x-auto">
        {tabs.map((tab) => (
          <button
            key={tab.code}
            type="button"
            role="tab"
            aria-selected={tab.code === active.code}
            onClick={() => setSelected(tab.code)}
            className={`shrink-0 rounded-full px-4 py-1.5 text-sm font-medium ${
              tab.code === active.code ? 'bg-amber-400 text-black' : 'bg-white/10 text-white/80'
            }`}
          >
            {t.has(`tab.${tab.code}`) ? t(`tab.${tab.code}`) : tab.code}
          </button>
        ))}
      </div>
      {active.products.length === 0 ? (
        <p className="rounded-2xl bg-white/5 p-6 text-center text-white/70">{t('empty')}</p>
      ) : (
        <ul role="tabpanel" className="space-y-3">
          {active.products.map((product) => (
            <ProductCard
              key={product.product_id}
              product={product}
              playersLabel={t('players', { count: format.number(product.players) })}
              rewardLabel={t('reward', {
                amount: format.number(Number(product.reward_usd), { style: 'currency', currency: 'USD' }),
              })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
