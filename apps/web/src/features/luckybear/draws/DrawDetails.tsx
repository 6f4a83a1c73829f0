'use client';

import type { DrawConf } from '@app/shared/luckybear/draw-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { oddsText } from './prize-label';

/** How chances are earned, each prize's odds, and the provably fair seeds in use (docs/fairness.md). */
export function DrawDetails({ conf, label }: { conf: DrawConf; label: (index: number) => string }) {
  const t = useTranslations('luckybear');
  const locale = useLocale();
  const wager = conf.rules.wager;
  return (
    <>
      <section aria-labelledby="draw-rules" className="rounded-card bg-surface px-4 py-3">
        <h2 id="draw-rules" className="text-headline text-ink">
          {t('rules_title')}
        </h2>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-callout text-muted">
          {conf.rules.daily > 0 && <li>{t('rule_daily', { count: conf.rules.daily })}</li>}
          {wager && <li>{t('rule_wager', { per: wager.per, coin: wager.coin, max: wager.max_per_day })}</li>}
          {conf.rules.newbie_tasks && <li>{t('rule_newbie')}</li>}
        </ul>
      </section>
      <section aria-labelledby="draw-odds" className="rounded-card bg-surface px-4 py-3">
        <h2 id="draw-odds" className="text-headline text-ink">
          {t('odds_title')}
        </h2>
        <ul className="mt-1 divide-y divide-line" data-testid="draw-odds">
          {conf.prizes.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-2 text-callout">
              <span className="min-w-0 truncate text-ink">{label(p.index)}</span>
              <span className="shrink-0 tabular-nums text-muted">{oddsText(p.probability, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      {conf.fair && (
        <section aria-labelledby="draw-fair" className="rounded-card bg-surface px-4 py-3">
          <h2 id="draw-fair" className="text-headline text-ink">
            {t('fair_title')}
          </h2>
          <p className="mt-1 text-caption text-muted">{t('fair_text')}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-caption">
            <dt className="text-subtle">{t('fair_hash')}</dt>
            <dd className="break-all font-mono text-ink" data-testid="draw-seed-hash">
              {conf.fair.server_seed_hash}
            </dd>
            <dt className="text-subtle">{t('fair_client_seed')}</dt>
            <dd className="break-all font-mono text-ink">{conf.fair.client_seed}</dd>
            <dt className="text-subtle">{t('fair_nonce')}</dt>
            <dd className="font-mono text-ink">{conf.fair.next_nonce}</dd>
          </dl>
        </section>
      )}
    </>
  );
}
