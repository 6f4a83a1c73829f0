'use client';

import type { LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { ApiCallError } from '@/lib/api/api-error';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { CodeDrawSheet } from './CodeDrawSheet';
import { useBuyLuckyCodes, useLuckyTiers } from './lucky-code-queries';
import { luckyFailure, MAX_BUY, topPrize } from './lucky-code-view';
import { MyLuckyCodes } from './MyLuckyCodes';
import { TierPicker } from './TierPicker';

/**
 * /luckycode/buy (issue 16, spec 2.2, signed in): the tiers with their prices and published odds, buy
 * 1-10 codes of a tier with coins, my codes (to open, opened), open one with the draw's animation and
 * its fairness link, share one with the share dialog.
 */
export function LuckyCodeBuyScreen() {
  const t = useTranslations('luckycodes');
  const locale = useLocale();
  const tiers = useLuckyTiers();
  const errorText = useErrorText();
  const [picked, setPicked] = useState<string | null>(null);
  const [opening, setOpening] = useState<LuckyCodeView | null>(null);
  const list = tiers.data?.tiers ?? [];
  const selected = list.find((tier) => tier.id === picked) ?? list[0];
  const topPrizeOf = (id: string) => {
    const tier = list.find((x) => x.id === id);
    return tier ? topPrize(tier) : '';
  };

  return (
    <main className="min-h-dvh bg-surface">
      <ScreenHeader title={t('buy_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-3 pb-12">
        <p className="px-1 text-callout text-muted">{t('lead')}</p>
        {tiers.isPending && (
          <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
            <Skeleton className="h-48 rounded-card" />
            <Skeleton className="h-48 rounded-card" />
          </div>
        )}
        {!tiers.isPending && tiers.isError && (
          <LoadError
            title={t('load_error')}
            detail={errorText(tiers.error)}
            onRetry={() => void tiers.refetch()}
            testId="lucky-tiers-error"
          />
        )}
        {tiers.data && list.length === 0 && (
          <p className="rounded-card bg-surface-raised p-4 text-callout text-muted">{t('no_tiers')}</p>
        )}
        {selected && (
          <>
            <TierPicker tiers={list} selected={selected.id} onSelect={setPicked} />
            <BuyPanel tier={selected.id} price={selected.price} coin={selected.coin} />
          </>
        )}
        <MyLuckyCodes onOpen={setOpening} topPrizeOf={topPrizeOf} />
      </div>
      <CodeDrawSheet
        code={opening?.code ?? null}
        tier={list.find((tier) => tier.id === opening?.tier)}
        onClose={() => setOpening(null)}
      />
    </main>
  );
}

/** How many codes of the tier, the total, and the buy press (its result said under it). */
function BuyPanel({ tier, price, coin }: { tier: string; price: string; coin: string }) {
  const t = useTranslations('luckycodes');
  const buy = useBuyLuckyCodes();
  const errorText = useErrorText();
  const [count, setCount] = useState(1);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // One press's id, kept while its answer is unknown (a network failure): a retry then buys none twice.
  const press = useRef<string | null>(null);
  const total = Number((Number(price) * count).toFixed(8)).toString();

  const failureText = (error: unknown) => {
    const reason = luckyFailure(error);
    return reason === 'balance' ? t('failure_balance') : (errorText(error) ?? t('buy_failed'));
  };
  const submit = () => {
    setResult(null);
    press.current ??= globalThis.crypto.randomUUID();
    buy.mutate(
      { tier, count, press: press.current },
      {
        onSuccess: ({ bought, failed }) => {
          press.current = failed instanceof ApiCallError && failed.kind === 'network' ? press.current : null;
          setResult(
            failed
              ? { ok: false, text: t('bought_some', { bought: bought.length, count, reason: failureText(failed) }) }
              : { ok: true, text: t('bought', { count: bought.length }) },
          );
        },
        onError: (error) => {
          if (!(error instanceof ApiCallError && error.kind === 'network')) press.current = null;
          setResult({ ok: false, text: failureText(error) });
        },
      },
    );
  };

  return (
    <section className="flex flex-col gap-3 rounded-card bg-surface-raised p-4" aria-labelledby="lucky-buy-title">
      <h2 id="lucky-buy-title" className="text-headline text-ink">
        {t('buy_heading')}
      </h2>
      <fieldset className="flex items-center justify-between">
        <legend className="float-left text-callout text-muted">{t('quantity')}</legend>
        <div className="flex items-center gap-3">
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('fewer')}
            disabled={count <= 1}
            onClick={() => setCount((n) => n - 1)}
          >
            −
          </Button>
          <output className="w-8 text-center text-headline text-ink tabular-nums" data-testid="lucky-count">
            {count}
          </output>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('more')}
            disabled={count >= MAX_BUY}
            onClick={() => setCount((n) => n + 1)}
          >
            +
          </Button>
        </div>
      </fieldset>
      <Button block loading={buy.isPending} onClick={submit} data-testid="lucky-buy">
        {t('buy', { count, total, coin })}
      </Button>
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-callout text-success' : 'text-callout text-danger'}
          data-testid="lucky-buy-result"
        >
          {result.text}
        </p>
      )}
    </section>
  );
}
