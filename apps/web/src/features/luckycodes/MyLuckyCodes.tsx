'use client';

import type { LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useOrigin } from '@/lib/app/use-origin';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import { useMyLuckyCodes } from './lucky-code-queries';
import { luckyLandLink, splitCodes } from './lucky-code-view';
import { useTierName } from './TierPicker';

type Tab = 'unopened' | 'opened';

/** My codes (lucky_code_list) in two tabs: to open (open or share each) and opened (with the prize). */
export function MyLuckyCodes({
  onOpen,
  topPrizeOf,
}: {
  onOpen: (code: LuckyCodeView) => void;
  topPrizeOf: (tier: string) => string;
}) {
  const t = useTranslations('luckycodes');
  const locale = useLocale();
  const origin = useOrigin();
  const tierName = useTierName();
  const mine = useMyLuckyCodes();
  const errorText = useErrorText();
  const [tab, setTab] = useState<Tab>('unopened');
  const lists = splitCodes(mine.data?.codes ?? []);
  const shown = lists[tab];

  // The app's share dialog (spec 2.5: the host's share, the Web Share API, else copy) with the code's landing page.
  const share = (code: LuckyCodeView) =>
    useCommonStore.getState().show('share', {
      text: t('share_text', { top: topPrizeOf(code.tier), coin: code.coin }),
      url: luckyLandLink(origin, locale, code.code),
    });

  return (
    <section className="flex flex-col gap-3" aria-labelledby="lucky-mine-title">
      <h2 id="lucky-mine-title" className="px-1 text-headline text-ink">
        {t('mine_heading')}
      </h2>
      <div role="tablist" className="grid grid-cols-2 gap-1 rounded-full bg-surface-raised p-1">
        {(['unopened', 'opened'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            onClick={() => setTab(id)}
            className={`h-9 rounded-full text-callout font-semibold ${tab === id ? 'bg-primary text-on-primary' : 'text-muted'}`}
            data-testid={`lucky-tab-${id}`}
          >
            {t(`tab_${id}`, { count: lists[id].length })}
          </button>
        ))}
      </div>
      {mine.isPending && <Skeleton className="h-24 rounded-card" />}
      {!mine.isPending && mine.isError && (
        <LoadError title={t('load_error')} detail={errorText(mine.error)} onRetry={() => void mine.refetch()} />
      )}
      {mine.data && shown.length === 0 && (
        <p className="rounded-card bg-surface-raised p-4 text-callout text-muted" data-testid="lucky-mine-empty">
          {t(`mine_empty_${tab}`)}
        </p>
      )}
      <ul className="flex flex-col gap-2" data-testid="lucky-mine-list">
        {shown.map((code) => (
          <li key={code.code} className="flex items-center gap-3 rounded-card bg-surface-raised p-4">
            <div className="min-w-0 flex-1">
              <p className="truncate font-mono text-callout tracking-wider text-ink">{code.code}</p>
              <p className="text-caption text-muted">
                {tierName(code.tier)} · {code.price} {code.coin}
                {code.prize &&
                  ` · ${t(code.opened_by_me ? 'won_line' : 'won_by_other', { amount: code.prize.amount, coin: code.prize.coin })}`}
              </p>
            </div>
            {!code.opened && (
              <>
                <Button size="sm" variant="secondary" onClick={() => share(code)} disabled={!origin}>
                  {t('share')}
                </Button>
                <Button size="sm" onClick={() => onOpen(code)} data-testid={`lucky-open-${code.code}`}>
                  {t('open')}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
