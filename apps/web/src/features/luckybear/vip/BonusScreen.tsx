'use client';

import { VIP_COIN } from '@app/shared/core/vip';
import { useLocale, useTranslations } from 'next-intl';
import { vipPath } from '@/lib/routes/paths';
import { BrandSubHeader } from '../brand/BrandHeader';
import { BrandSignInGate } from '../brand/BrandSignInGate';
import { PageBody } from '../shared/PageBody';
import { useBrandAmount } from '../shared/use-brand-amount';
import { BonusRow } from './BonusRow';
import { useMoneyAction } from './use-money-action';
import { useBonusAssets, useUnlockBonus } from './vip-queries';

/** /luckybear/bonus (issue 13): my WH available and locked, and each locked bonus with its progress. */
export function BonusScreen() {
  const t = useTranslations('vip');
  const tb = useTranslations('luckybear');
  const locale = useLocale();
  const amount = useBrandAmount();
  const assets = useBonusAssets(VIP_COIN);
  const unlock = useMoneyAction(useUnlockBonus(), 'unlocked_notice');

  const body = (
    <PageBody
      query={assets}
      blocks={['h-28', 'h-48']}
      loaded={(a) => {
        return (
          <>
            <section
              aria-label={t('assets_label')}
              className="grid grid-cols-3 gap-2 rounded-card bg-surface p-4 text-center"
            >
              {(
                [
                  ['available', a.available],
                  ['locked', a.locked],
                  ['total', a.total],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="min-w-0" data-testid={`bonus-${key}`}>
                  <p className="truncate text-caption text-muted">{t(`asset.${key}`)}</p>
                  <p className="truncate text-headline text-ink tabular-nums">{amount(value)}</p>
                </div>
              ))}
              <p className="col-span-3 text-caption text-subtle">{t('asset_coin', { coin: a.coin })}</p>
            </section>
            <section aria-labelledby="bonus-list" className="rounded-card bg-surface px-4 pt-3">
              <h2 id="bonus-list" className="text-headline text-ink">
                {t('bonuses_title')}
              </h2>
              {a.bonuses.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="bonus-empty">
                  <GiftIcon />
                  <p className="text-body text-muted">{t('bonuses_empty')}</p>
                </div>
              ) : (
                <ul className="divide-y divide-line">
                  {a.bonuses.map((b) => (
                    <BonusRow
                      key={b.id}
                      bonus={b}
                      amount={amount}
                      unlocking={unlock.busy === b.id}
                      onUnlock={unlock.run}
                    />
                  ))}
                </ul>
              )}
            </section>
            <p className="px-1 text-caption text-subtle">{t('bonus_rules')}</p>
          </>
        );
      }}
    />
  );

  return (
    <main>
      <BrandSubHeader title={t('bonus_title')} backHref={vipPath(locale)} />
      <div className="mx-auto flex max-w-md flex-col gap-section px-gutter pt-1 pb-12">
        <BrandSignInGate reason={tb('gate_bonus')}>{body}</BrandSignInGate>
      </div>
    </main>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 48 48" className="size-12" aria-hidden="true">
      <rect x="8" y="20" width="32" height="22" rx="3" fill="#FBBF24" />
      <rect x="6" y="14" width="36" height="8" rx="2" fill="#F59E0B" />
      <rect x="21" y="14" width="6" height="28" fill="#B45309" />
      <path d="M24 14c-4-8-12-8-12-3s8 3 12 3zm0 0c4-8 12-8 12-3s-8 3-12 3z" fill="#B45309" />
    </svg>
  );
}
