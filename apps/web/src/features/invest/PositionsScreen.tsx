'use client';

import type { InvestPosition } from '@app/shared/invest/invest-contracts';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useNow } from '@/lib/async/use-now';
import { ListStates, RateText } from './invest-parts';
import { useInvestPositions } from './invest-queries';
import { countdown, utcDateTime } from './invest-view';

// The confirm step is not shown at start: its code comes with the first "Exit early".
const ExitDialog = dynamic(() => import('./ExitDialog').then((m) => m.ExitDialog));

const STATE_TONE = { active: 'text-amber-700', matured: 'text-emerald-700', exited: 'text-muted' } as const;

/** /invest/positions (issue 17 item 5; signed in): my positions with countdowns to maturity, early exit. */
export function PositionsScreen() {
  const t = useTranslations('invest');
  const locale = useLocale();
  const positions = useInvestPositions();
  const now = useNow(1_000);
  const [exiting, setExiting] = useState<InvestPosition | null>(null);
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('positions_title')} backHref={`/${locale}/invest`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-3 pb-12">
        <ListStates query={positions} errorTitle={t('positions_load_error')} skeleton="h-28" />
        {positions.data?.list.length === 0 && (
          <div className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid="invest-positions-empty">
            <p className="text-callout text-muted">{t('positions_empty')}</p>
            <ButtonLink href="/invest" block>
              {t('browse')}
            </ButtonLink>
          </div>
        )}
        {positions.data?.list.map((p) => (
          <PositionCard key={p.id} position={p} now={now} onExit={() => setExiting(p)} />
        ))}
      </div>
      {exiting && <ExitDialog position={exiting} onClose={() => setExiting(null)} />}
    </main>
  );
}

function PositionCard({ position: p, now, onExit }: { position: InvestPosition; now: number; onExit: () => void }) {
  const t = useTranslations('invest');
  const locale = useLocale();
  const left = countdown(p.matures_at, now);
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid={`invest-position-${p.id}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-headline text-ink">{t('product_title', { coin: p.coin, days: p.term_days })}</h2>
        <span className={`text-callout font-semibold ${STATE_TONE[p.state]}`} data-testid="invest-position-state">
          {t(`state_${p.state}`)}
        </span>
      </div>
      <p className="text-callout text-ink">
        {t('principal_line', { principal: p.principal, ret: p.expected_return, coin: p.coin })} ·{' '}
        <RateText product={p} />
      </p>
      {p.state === 'active' && (
        <p className="text-callout text-ink" data-testid="invest-countdown">
          {left.due ? t('maturing') : t('matures_in', { days: left.days, hours: left.hours, minutes: left.minutes })}
        </p>
      )}
      <p className="text-caption text-muted">{t('matures_at', { date: utcDateTime(p.matures_at, locale) })}</p>
      {p.state !== 'active' && p.paid_back !== null && (
        <p className="text-callout text-emerald-700" data-testid="invest-paid-back">
          {t('paid_back_line', { amount: p.paid_back, coin: p.coin })}
          {p.penalty !== null && ` · ${t('penalty_line', { penalty: p.penalty, coin: p.coin })}`}
        </p>
      )}
      {p.state === 'active' && p.early_exit && !left.due && (
        <Button variant="secondary" onClick={onExit} data-testid={`invest-exit-${p.id}`}>
          {t('exit')}
        </Button>
      )}
    </article>
  );
}
