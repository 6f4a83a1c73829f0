'use client';

import type { InvestProduct } from '@app/shared/invest/invest-contracts';
import { percentOf } from '@app/shared/invest/invest-rules';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { InvestHelp } from './InvestHelp';
import { decimalsOf, ListStates, RateText } from './invest-parts';
import { useInvestProducts } from './invest-queries';
import { productAmounts, soldOut } from './invest-view';

// The drawer is not shown at start: its code comes when a product is chosen.
const SubscribeSheet = dynamic(() => import('./SubscribeSheet').then((m) => m.SubscribeSheet));

/** /invest (issue 17 item 5, spec 2.2; signed in, spec 2.4): the products with their terms, the rules, subscribe. */
export function InvestScreen() {
  const t = useTranslations('invest');
  const locale = useLocale();
  const products = useInvestProducts();
  const [chosen, setChosen] = useState<InvestProduct | null>(null);
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader
        title={t('title')}
        backHref={`/${locale}`}
        backLabel={t('back')}
        action={
          <Link href="/invest/positions" className={pageButton.text} data-testid="invest-positions-link">
            {t('positions_link')}
          </Link>
        }
      />
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-3 pb-12">
        <ListStates query={products} errorTitle={t('load_error')} skeleton="h-36" />
        {products.data?.list.length === 0 && (
          <p className="rounded-2xl bg-white p-4 text-callout text-muted" data-testid="invest-empty">
            {t('empty')}
          </p>
        )}
        {products.data?.list.map((p) => (
          <ProductCard key={p.code} product={p} onSubscribe={() => setChosen(p)} />
        ))}
        <InvestHelp />
      </div>
      {chosen && <SubscribeSheet product={chosen} onClose={() => setChosen(null)} />}
    </main>
  );
}

function ProductCard({ product: p, onSubscribe }: { product: InvestProduct; onSubscribe: () => void }) {
  const t = useTranslations('invest');
  const amounts = productAmounts(p, useLocale());
  const out = soldOut(p, decimalsOf(p.coin));
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid={`invest-product-${p.code}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-headline text-ink">{t('product_title', { coin: p.coin, days: p.term_days })}</h2>
        <span className="text-headline text-emerald-700">
          <RateText product={p} />
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-callout">
        <dt className="text-muted">{t('limits_label')}</dt>
        <dd className="text-right text-ink">{t('limits', amounts)}</dd>
        <dt className="text-muted">{t('left_label')}</dt>
        <dd className="text-right text-ink">{t('left', amounts)}</dd>
        <dt className="text-muted">{t('exit_label')}</dt>
        <dd className="text-right text-ink">
          {p.early_exit ? t('exit_allowed', { penalty: percentOf(p.penalty_bps) }) : t('exit_locked')}
        </dd>
      </dl>
      <Button onClick={onSubscribe} disabled={out} data-testid={`invest-subscribe-${p.code}`}>
        {out ? t('sold_out') : t('subscribe')}
      </Button>
    </article>
  );
}
