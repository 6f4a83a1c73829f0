'use client';

import type { PetView } from '@app/shared/pets/pet-contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { newRequestId, petFailure } from './pet-failure';
import { useFeedPet, usePetConfig, useRentOffer, useRentPet, useTransferPet } from './pet-queries';

const input = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';

type Result = { ok: boolean; text: string } | null;

function ActionCard({
  title,
  testId,
  children,
  result,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  result: Result;
}) {
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid={testId}>
      <h2 className="text-headline text-ink">{title}</h2>
      {children}
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`text-callout ${result.ok ? 'text-success' : 'text-danger'}`}
        >
          {result.text}
        </p>
      )}
    </section>
  );
}

/** The failure of an act in words: a known refusal of pets, else the generic message. */
function useFailureText() {
  const t = useTranslations('pets');
  return (error: unknown) => t(`failure_${petFailure(error)}`);
}

/**
 * One act's request key and answer line. The key is kept for a retry of the same press (a lost answer
 * moves coins once) and renewed once the act is answered either way; `settle` gives the callbacks.
 */
function useAct() {
  const key = useRef(newRequestId());
  const failureText = useFailureText();
  const [result, setResult] = useState<Result>(null);
  const settle = <T,>(okText: (answer: T) => string, after?: () => void) => ({
    onSuccess: (answer: T) => {
      key.current = newRequestId();
      after?.();
      setResult({ ok: true, text: okText(answer) });
    },
    onError: (error: unknown) => {
      key.current = newRequestId();
      after?.();
      setResult({ ok: false, text: failureText(error) });
    },
  });
  return { requestId: () => key.current, result, setResult, settle };
}

export function FeedAction({ pet }: { pet: PetView }) {
  const t = useTranslations('pets');
  const config = usePetConfig();
  const feed = useFeedPet();
  const { requestId, result, settle } = useAct();
  const top = pet.next_level_xp === null;
  const onFeed = () =>
    feed.mutate(
      { petId: pet.pet_id, requestId: requestId() },
      settle((fed: { levelled_up: boolean; xp_gained: number; pet: PetView }) =>
        fed.levelled_up ? t('levelled_up', { level: fed.pet.level }) : t('fed', { xp: fed.xp_gained }),
      ),
    );
  return (
    <ActionCard title={t('feed_title')} testId="pet-feed" result={result}>
      <Button onClick={onFeed} loading={feed.isPending} disabled={top || !config.data} data-testid="pet-feed-button">
        {top
          ? t('top_level')
          : config.data
            ? t('feed_for', { price: config.data.feed.price, coin: config.data.coin, xp: config.data.feed.xp })
            : t('feed_title')}
      </Button>
    </ActionCard>
  );
}

export function TransferAction({ pet }: { pet: PetView }) {
  const t = useTranslations('pets');
  const transfer = useTransferPet();
  const { requestId, result, setResult, settle } = useAct();
  const failureText = useFailureText();
  const [to, setTo] = useState('');
  const [quote, setQuote] = useState<{ to: number; name: string; fee: string; coin: string } | null>(null);
  const toId = Number(to);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!Number.isInteger(toId) || toId <= 0) {
      setResult({ ok: false, text: t('failure_no_user') });
      return;
    }
    transfer.mutate(
      { petId: pet.pet_id, toUserId: toId },
      {
        onSuccess: (q) => setQuote({ to: q.to_user_id, name: q.to_username, fee: q.fee, coin: q.coin }),
        onError: (error) => setResult({ ok: false, text: failureText(error) }),
      },
    );
  };
  const confirm = () => {
    if (!quote) return;
    transfer.mutate(
      { petId: pet.pet_id, toUserId: quote.to, requestId: requestId() },
      settle(
        (done: { to_username: string; to_user_id: number }) =>
          t('transferred', { name: done.to_username || `#${done.to_user_id}` }),
        () => setQuote(null),
      ),
    );
  };
  return (
    <ActionCard title={t('transfer_title')} testId="pet-transfer" result={result}>
      <form onSubmit={ask} className="flex gap-2">
        <input
          className={input}
          inputMode="numeric"
          placeholder={t('to_user_id')}
          aria-label={t('to_user_id')}
          value={to}
          onChange={(e) => {
            setTo(e.target.value.replace(/\D/g, ''));
            setQuote(null);
          }}
          data-testid="pet-transfer-to"
        />
        <Button
          type="submit"
          variant="secondary"
          loading={transfer.isPending && !quote}
          data-testid="pet-transfer-next"
        >
          {t('next')}
        </Button>
      </form>
      {quote && (
        <div className="flex flex-col gap-2 rounded-xl bg-neutral-50 p-3">
          <p className="text-callout text-ink">
            {t('transfer_confirm', { name: quote.name || `#${quote.to}`, fee: quote.fee, coin: quote.coin })}
          </p>
          <Button onClick={confirm} loading={transfer.isPending} data-testid="pet-transfer-confirm">
            {t('transfer_title')}
          </Button>
        </div>
      )}
    </ActionCard>
  );
}

export function RentOfferAction({ pet }: { pet: PetView }) {
  const t = useTranslations('pets');
  const config = usePetConfig();
  const offer = useRentOffer();
  const { result, settle } = useAct();
  const [price, setPrice] = useState(pet.rent_offer?.price_per_day ?? '10');
  const [days, setDays] = useState(String(pet.rent_offer?.max_days ?? 7));
  const done = (text: string) => settle(() => text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate({ petId: pet.pet_id, pricePerDay: price.trim(), maxDays: Number(days) }, done(t('offer_saved')));
  };
  return (
    <ActionCard title={t('offer_title')} testId="pet-offer" result={result}>
      <form onSubmit={submit} className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-caption text-muted">
          {t('price_per_day', { coin: config.data?.coin ?? '' })}
          <input
            className={input}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            data-testid="pet-offer-price"
          />
        </label>
        <label className="flex flex-col gap-1 text-caption text-muted">
          {t('max_days', { max: config.data?.rent.max_days ?? 30 })}
          <input
            className={input}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
            data-testid="pet-offer-days"
          />
        </label>
        <Button type="submit" className="col-span-2" loading={offer.isPending} data-testid="pet-offer-save">
          {pet.rent_offer ? t('offer_update') : t('offer_save')}
        </Button>
      </form>
      {pet.rent_offer && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => offer.mutate({ petId: pet.pet_id, cancel: true }, done(t('offer_cancelled')))}
        >
          {t('offer_cancel')}
        </Button>
      )}
      <p className="text-caption text-muted">
        {t('offer_note', { fee: ((config.data?.rent.fee_bps ?? 0) / 100).toString() })}
      </p>
    </ActionCard>
  );
}

export function RentAction({ pet }: { pet: PetView }) {
  const t = useTranslations('pets');
  const config = usePetConfig();
  const rent = useRentPet();
  const { requestId, result, settle } = useAct();
  const [days, setDays] = useState('1');
  const offer = pet.rent_offer;
  if (!offer) return null;
  const n = Number(days);
  const total = Number.isInteger(n) && n > 0 ? (Number(offer.price_per_day) * n).toString() : '—';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rent.mutate(
      { petId: pet.pet_id, days: n, requestId: requestId() },
      settle((r: { until: number }) => t('rented_until', { until: new Date(r.until).toLocaleString() })),
    );
  };
  return (
    <ActionCard title={t('rent_title')} testId="pet-rent" result={result}>
      <p className="text-callout text-ink">
        {t('rent_offer', { price: offer.price_per_day, coin: config.data?.coin ?? '', max: offer.max_days })}
      </p>
      <form onSubmit={submit} className="flex items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 text-caption text-muted">
          {t('days')}
          <input
            className={input}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
            data-testid="pet-rent-days"
          />
        </label>
        <Button type="submit" loading={rent.isPending} data-testid="pet-rent-button">
          {t('rent_for', { total, coin: config.data?.coin ?? '' })}
        </Button>
      </form>
    </ActionCard>
  );
}
