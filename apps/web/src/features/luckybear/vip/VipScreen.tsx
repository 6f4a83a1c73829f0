'use client';

import { VIP_COIN, VIP_TABLE } from '@app/shared/core/vip';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { bonusPath } from '@/lib/routes/paths';
import { BrandSubHeader } from '../brand/BrandHeader';
import { BrandSignInGate } from '../brand/BrandSignInGate';
import { PageBody } from '../shared/PageBody';
import { useBrandAmount } from '../shared/use-brand-amount';
import { useMoneyAction } from './use-money-action';
import { VipRewardRow } from './VipRewardRow';
import { badgeSrc, levelProgress } from './vip-logic';
import { useClaimVipReward, useVipProfile } from './vip-queries';

/** /luckybear/vip (issue 13): my VIP level with its badge, progress to the next, and the level rewards. */
export function VipScreen() {
  const t = useTranslations('vip');
  const tb = useTranslations('luckybear');
  const locale = useLocale();
  const amount = useBrandAmount();
  const format = useFormatter();
  const profile = useVipProfile();
  const claim = useMoneyAction(useClaimVipReward(), 'claimed_notice');

  const body = (
    <PageBody
      query={profile}
      blocks={['h-44', 'h-64']}
      loaded={(p) => {
        const levelExp = VIP_TABLE[p.vip_level]?.exp ?? 0;
        const progress = levelProgress(p.exp, levelExp, p.next_level_exp);
        const top = p.next_level_exp === 0;
        return (
          <>
            <section
              aria-labelledby="vip-level"
              className="flex flex-col items-center rounded-card bg-gradient-to-b from-[#2B1B10] to-[#4A2C17] px-5 py-6 text-center text-white"
            >
              {/* biome-ignore lint/performance/noImgElement: a static SVG badge, no optimisation to gain */}
              <img
                src={badgeSrc(p.vip_level)}
                alt={t('badge_alt', { level: p.vip_level })}
                width={112}
                height={112}
                data-testid="vip-badge"
              />
              <h2 id="vip-level" className="mt-2 text-title font-bold" data-testid="vip-level">
                {t('level', { level: p.vip_level })}
              </h2>
              <p className="mt-1 text-callout text-white/80 tabular-nums" data-testid="vip-exp">
                {top
                  ? t('top_level', { exp: format.number(p.exp) })
                  : t('exp_to_next', { exp: format.number(p.exp), next: format.number(p.next_level_exp) })}
              </p>
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-label={t('progress_label')}
                className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-white/20"
              >
                <div
                  className="h-full rounded-full bg-[#FFC83D] transition-[width] duration-500"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="mt-3 text-caption text-white/70">{t('how_to_earn', { coin: VIP_COIN })}</p>
            </section>
            <section aria-labelledby="vip-rewards" className="rounded-card bg-surface px-4 pt-3">
              <h2 id="vip-rewards" className="text-headline text-ink">
                {t('rewards_title')}
              </h2>
              <ul className="divide-y divide-line">
                {p.rewards.map((row) => (
                  <VipRewardRow
                    key={row.level}
                    row={row}
                    amount={amount}
                    claiming={claim.busy === row.level}
                    onClaim={claim.run}
                  />
                ))}
              </ul>
            </section>
            <Link
              href={bonusPath(locale)}
              className="text-center text-callout font-semibold text-accent underline-offset-2 hover:underline"
              data-testid="vip-bonus-link"
            >
              {t('bonus_link')}
            </Link>
          </>
        );
      }}
    />
  );

  return (
    <main>
      <BrandSubHeader title={t('title')} />
      <div className="mx-auto flex max-w-md flex-col gap-section px-gutter pt-1 pb-12">
        <BrandSignInGate reason={tb('gate_vip')}>{body}</BrandSignInGate>
      </div>
    </main>
  );
}
