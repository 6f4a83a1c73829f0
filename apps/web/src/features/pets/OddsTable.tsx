'use client';

import { useTranslations } from 'next-intl';
import { SkeletonText } from '@/components/ui/SkeletonText';
import { PetLoadError } from './PetScreenFrame';
import { usePetConfig } from './pet-queries';

/** The published odds of a draw, as /pet/config answers them (data/pets.json). */
export function OddsTable() {
  const t = useTranslations('pets');
  const config = usePetConfig();
  if (config.isPending) return <SkeletonText lines={4} />;
  if (config.isError)
    return <PetLoadError error={config.error} onRetry={() => void config.refetch()} busy={config.isFetching} />;
  return (
    <section className="rounded-2xl bg-white p-4" data-testid="pet-odds">
      <h2 className="mb-2 text-headline text-ink">{t('odds_title')}</h2>
      <table className="w-full text-callout">
        <thead>
          <tr className="text-left text-muted">
            <th className="py-1 font-normal">{t('rarity')}</th>
            <th className="py-1 font-normal">{t('chance')}</th>
            <th className="py-1 font-normal">{t('wears')}</th>
          </tr>
        </thead>
        <tbody>
          {config.data.odds.map((o) => (
            <tr key={o.rarity} className="border-t border-neutral-100 text-ink">
              <td className="py-1">{t(`rarity_${o.rarity}`)}</td>
              <td className="py-1">{`${(o.probability * 100).toFixed(1)}%`}</td>
              <td className="py-1">
                {o.accessories[0] === 'none' ? '—' : o.accessories.map((a) => t(`accessory_${a}`)).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-caption text-muted">{t('odds_note')}</p>
    </section>
  );
}
