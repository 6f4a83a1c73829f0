'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { OddsTable } from './OddsTable';
import { PetLoadError, PetScreenFrame } from './PetScreenFrame';
import { usePetConfig } from './pet-queries';

/** /petV2/guide (issue 17): what pets are, the odds, levels, rent and transfer, with the live prices (docs/pets.md). */
export function GuideScreen() {
  const t = useTranslations('pets');
  const locale = useLocale();
  const config = usePetConfig();
  const c = config.data;
  return (
    <PetScreenFrame title={t('guide_title')} backHref={`/${locale}/petV2`}>
      <Section title={t('guide_what_title')}>{t('guide_what')}</Section>
      {config.isPending ? (
        <SkeletonText lines={6} />
      ) : config.isError || !c ? (
        <PetLoadError error={config.error} onRetry={() => void config.refetch()} busy={config.isFetching} />
      ) : (
        <>
          <Section title={t('guide_draw_title')}>{t('guide_draw', { price: c.draw_price, coin: c.coin })}</Section>
          <OddsTable />
          <Section title={t('guide_levels_title')}>
            {t('guide_levels', { price: c.feed.price, coin: c.coin, xp: c.feed.xp, top: c.level_xp.length })}
            <span className="mt-2 block text-caption text-muted">
              {c.level_xp.map((xp, i) => t('guide_level_row', { level: i + 1, xp })).join(' · ')}
            </span>
          </Section>
          <Section title={t('guide_rent_title')}>
            {t('guide_rent', { fee: c.rent.fee_bps / 100, max: c.rent.max_days, coin: c.coin })}
          </Section>
          <Section title={t('guide_transfer_title')}>
            {t('guide_transfer', { fee: c.transfer_fee, coin: c.coin })}
          </Section>
        </>
      )}
    </PetScreenFrame>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4">
      <h2 className="mb-1 text-headline text-ink">{title}</h2>
      <p className="text-callout text-ink">{children}</p>
    </section>
  );
}
