'use client';

import { formatUnits, parseUnits } from '@app/shared';
import type { InvestPosition, InvestProduct } from '@app/shared/invest/invest-contracts';
import { percentOf } from '@app/shared/invest/invest-rules';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Sheet } from '@/components/ui/Sheet';
import { useNow } from '@/lib/async/use-now';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { decimalsOf, FailureLine, RateText, SummaryRows } from './invest-parts';
import { useSubscribe } from './invest-queries';
import { investFailure, productAmounts, subscribeSummary, utcDateTime } from './invest-view';

const input = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

/**
 * The subscribe drawer: the amount, and before confirming, what is locked now, the return and what is
 * paid back when (in UTC), computed by the API's own rule. One Idempotency-Key per opened drawer.
 */
export function SubscribeSheet({ product, onClose }: { product: InvestProduct; onClose: () => void }) {
  const t = useTranslations('invest');
  const locale = useLocale();
  const now = useNow(30_000);
  const subscribe = useSubscribe();
  const errorText = useErrorText();
  const [key] = useState(() => globalThis.crypto.randomUUID());
  const [amount, setAmount] = useState(product.min_amount);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<InvestPosition | null>(null);
  const decimals = decimalsOf(product.coin);
  const checked = subscribeSummary(product, amount, decimals, now);
  const title = t('product_title', { coin: product.coin, days: product.term_days });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!('summary' in checked)) return;
    setFailure(null);
    subscribe.mutate(
      { product: product.code, amount: checked.summary.principal, key },
      {
        onSuccess: setDone,
        onError: (error) => {
          const own = investFailure(error);
          setFailure(own ? t(`failure_${own.code}`, { coin: product.coin, ...own.data }) : errorText(error));
        },
      },
    );
  };

  if (done) {
    return (
      <Sheet open onClose={onClose} title={title} closeLabel={t('close')}>
        <div className="flex flex-col gap-3" data-testid="invest-subscribed">
          <p role="status" className="text-body text-emerald-700">
            {t('subscribed', { date: utcDateTime(done.matures_at, locale) })}
          </p>
          <SummaryRows
            coin={done.coin}
            rows={{
              principal: done.principal,
              ret: done.expected_return,
              total: formatUnits(
                parseUnits(done.principal, decimals) + parseUnits(done.expected_return, decimals),
                decimals,
              ),
            }}
            maturesAt={done.matures_at}
          />
          <ButtonLink href="/invest/positions" block data-testid="invest-to-positions">
            {t('positions_link')}
          </ButtonLink>
        </div>
      </Sheet>
    );
  }

  const problem = 'problem' in checked ? checked.problem : null;
  return (
    <Sheet open onClose={onClose} title={title} description={<RateText product={product} />} closeLabel={t('close')}>
      <form onSubmit={submit} className="flex flex-col gap-3" data-testid="invest-subscribe-form">
        <label className="flex flex-col gap-1 text-callout text-muted" htmlFor="invest-amount">
          {t('amount_label', { coin: product.coin })}
        </label>
        <input
          id="invest-amount"
          className={input}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={problem !== null}
          aria-describedby="invest-amount-note"
          onChange={(e) => setAmount(e.target.value)}
        />
        <p id="invest-amount-note" className={problem ? 'text-callout text-red-600' : 'text-callout text-muted'}>
          {problem ? t(problem, productAmounts(product, locale)) : t('limits', productAmounts(product, locale))}
        </p>
        {'summary' in checked && (
          <SummaryRows coin={product.coin} rows={checked.summary} maturesAt={checked.summary.maturesAt} />
        )}
        <p className="text-caption text-muted">
          {product.early_exit ? t('exit_note', { penalty: percentOf(product.penalty_bps) }) : t('exit_locked')}
        </p>
        <FailureLine text={failure} />
        <Button type="submit" loading={subscribe.isPending} disabled={problem !== null} data-testid="invest-confirm">
          {'summary' in checked
            ? t('confirm', { amount: checked.summary.principal, coin: product.coin })
            : t('subscribe')}
        </Button>
      </form>
    </Sheet>
  );
}
