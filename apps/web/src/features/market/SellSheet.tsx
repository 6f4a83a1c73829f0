'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { useRouter } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { MarketField } from './MarketField';
import { MarketRules } from './MarketRules';
import { useMarketConfig, useSellPet } from './market-queries';
import { marketItemPath } from './market-tabs';
import { marketFailure } from './market-view';

type Kind = 'fixed' | 'auction';

/** The Sell sheet (loaded on the first press of Sell): fixed price or auction, then the listing's page. */
export function SellSheet({ petId, onClose }: { petId: string; onClose: () => void }) {
  const t = useTranslations('market');
  return (
    <Sheet open onClose={onClose} title={t('sell_title')} closeLabel={t('close')}>
      <SellForm petId={petId} />
    </Sheet>
  );
}

function SellForm({ petId }: { petId: string }) {
  const t = useTranslations('market');
  const config = useMarketConfig();
  const sell = useSellPet();
  const router = useRouter();
  const errorText = useErrorText();
  const [kind, setKind] = useState<Kind>('fixed');
  const [price, setPrice] = useState('100');
  const [increment, setIncrement] = useState('1');
  const [hours, setHours] = useState('24');
  const [failure, setFailure] = useState<string | null>(null);
  const coin = config.data?.coin ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const p =
      kind === 'fixed'
        ? { kind, petId, price: price.trim() }
        : { kind, petId, startPrice: price.trim(), minIncrement: increment.trim(), hours: Number(hours) };
    sell.mutate(p, {
      onSuccess: (listing) => router.push(marketItemPath(listing.listing_id)),
      onError: (error) => {
        const own = marketFailure(error);
        setFailure(own ? t(`failure_${own.key}`, { min_bid: own.minBid }) : errorText(error));
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" data-testid="pet-sell-form">
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-neutral-100 p-1">
        {(['fixed', 'auction'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={`rounded-lg py-2 text-callout ${kind === k ? 'bg-white font-semibold text-ink' : 'text-muted'}`}
            data-testid={`pet-sell-${k}`}
          >
            {t(`sell_${k}`)}
          </button>
        ))}
      </div>
      <MarketField
        label={kind === 'fixed' ? t('price_label', { coin }) : t('start_price_label', { coin })}
        value={price}
        onChange={setPrice}
        testId="pet-sell-price"
      />
      {kind === 'auction' && (
        <div className="grid grid-cols-2 gap-2">
          <MarketField
            label={t('increment_label', { coin })}
            value={increment}
            onChange={setIncrement}
            testId="pet-sell-increment"
          />
          <MarketField
            label={t('hours_label', {
              min: config.data?.auction_hours.min ?? 1,
              max: config.data?.auction_hours.max ?? 168,
            })}
            value={hours}
            onChange={setHours}
            testId="pet-sell-hours"
            numeric
          />
        </div>
      )}
      <MarketRules className="text-caption text-muted" />
      {failure && (
        <p role="alert" className="text-callout text-danger" data-testid="pet-sell-failure">
          {failure}
        </p>
      )}
      <Button type="submit" loading={sell.isPending} data-testid="pet-sell-confirm">
        {kind === 'fixed' ? t('list_confirm') : t('auction_confirm')}
      </Button>
    </form>
  );
}
