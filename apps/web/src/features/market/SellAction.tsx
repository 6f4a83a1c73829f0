'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { useRouter } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useMarketConfig, useSellPet } from './market-queries';
import { marketItemPath } from './market-tabs';
import { marketFailure } from './market-view';

const input = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

type Kind = 'fixed' | 'auction';

/**
 * "Sell" on the owner's pet page (the pets' screen shows it for a pet of mine that is free): a sheet
 * with a fixed price, or an auction's start price, least raise and length; on success the listing's
 * page. The pet is locked while listed (docs/market.md), which the sheet says before it is sent.
 */
export function SellAction({ petId }: { petId: string }) {
  const t = useTranslations('market');
  const [open, setOpen] = useState(false);
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid="pet-sell">
      <h2 className="text-headline text-ink">{t('sell_title')}</h2>
      <p className="text-caption text-muted">{t('sell_note')}</p>
      <Button onClick={() => setOpen(true)} data-testid="pet-sell-button">
        {t('sell')}
      </Button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('sell_title')} closeLabel={t('close')}>
        <SellForm petId={petId} />
      </Sheet>
    </section>
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
      <label className="flex flex-col gap-1 text-caption text-muted">
        {kind === 'fixed' ? t('price_label', { coin }) : t('start_price_label', { coin })}
        <input
          className={input}
          inputMode="decimal"
          autoComplete="off"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          data-testid="pet-sell-price"
        />
      </label>
      {kind === 'auction' && (
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-caption text-muted">
            {t('increment_label', { coin })}
            <input
              className={input}
              inputMode="decimal"
              value={increment}
              onChange={(e) => setIncrement(e.target.value)}
              data-testid="pet-sell-increment"
            />
          </label>
          <label className="flex flex-col gap-1 text-caption text-muted">
            {t('hours_label', {
              min: config.data?.auction_hours.min ?? 1,
              max: config.data?.auction_hours.max ?? 168,
            })}
            <input
              className={input}
              inputMode="numeric"
              value={hours}
              onChange={(e) => setHours(e.target.value.replace(/\D/g, ''))}
              data-testid="pet-sell-hours"
            />
          </label>
        </div>
      )}
      {config.data && (
        <p className="text-caption text-muted">
          {t('rules', {
            fee: config.data.fee_bps / 100,
            coin,
            min: config.data.min_price,
            max: config.data.max_price,
          })}
        </p>
      )}
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
