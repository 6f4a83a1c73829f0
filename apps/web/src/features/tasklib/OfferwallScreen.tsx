'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { CategoryTabs } from './CategoryTabs';
import { ProductFeed } from './ProductFeed';
import { TasklibFrame } from './TasklibFrame';
import { questPath, taskBackHref } from './tasklib-paths';

/**
 * /offer, the offerwall (docs/decisions.md, issue 15 part C): every product with a task offered in my
 * country (POST /cpl/product_list), by category, paged as it scrolls. /offer/{xbOfferId} is one offer.
 */
export function OfferwallScreen({ from, backUrl }: { from?: string; backUrl?: string }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const [category, setCategory] = useState('');
  return (
    <TasklibFrame
      title={t('offerwall.title')}
      backHref={taskBackHref(locale, { backUrl, from }, questPath(locale))}
      testId="offerwall-screen"
    >
      <p className="text-callout text-muted">{t('offerwall.intro')}</p>
      <CategoryTabs selected={category} onSelect={setCategory} />
      <ProductFeed source={{ kind: 'all', category }} from="offer" />
    </TasklibFrame>
  );
}
