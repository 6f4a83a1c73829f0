'use client';

import type { ListingView } from '@app/shared/pets/market-contracts';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { MarketField } from './MarketField';
import { useBid, useBuyListing, useCancelListing } from './market-queries';
import { marketFailure, newRequestId } from './market-view';

type Result = { ok: boolean; text: string } | null;

/** An act's answer line: the market's own refusal in words, else the app's error text. */
function useResultOf() {
  const t = useTranslations('market');
  const errorText = useErrorText();
  return (error: unknown): Result => {
    const own = marketFailure(error);
    if (own) return { ok: false, text: t(`failure_${own.key}`, { min_bid: own.minBid }) };
    // Null where the app answers itself (a short balance: the balance-lack dialog, spec 8.1).
    const text = errorText(error);
    return text ? { ok: false, text } : null;
  };
}

function ResultLine({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`text-callout ${result.ok ? 'text-success' : 'text-danger'}`}
      data-testid="market-result"
    >
      {result.text}
    </p>
  );
}

function ActionCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid={testId}>
      {children}
    </section>
  );
}

/**
 * Buy at the fixed price: a confirmation first (the price, what the seller is paid is not the
 * buyer's business), then the answer. One request key per opened confirmation, so a retried press buys
 * once; a short balance opens the app's balance-lack dialog (the central 1014 handler, spec 8.1).
 */
export function BuyAction({ listing }: { listing: ListingView }) {
  const t = useTranslations('market');
  const buy = useBuyListing();
  const failed = useResultOf();
  const [key, setKey] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const confirm = () => {
    if (!key) return;
    buy.mutate(
      { listingId: listing.listing_id, requestId: key },
      {
        onSuccess: () => {
          setKey(null);
          setResult({ ok: true, text: t('bought') });
        },
        onError: (error) => {
          setKey(null);
          setResult(failed(error));
        },
      },
    );
  };
  return (
    <ActionCard testId="market-buy">
      <Button
        onClick={() => {
          setResult(null);
          setKey(newRequestId());
        }}
        data-testid="market-buy-button"
      >
        {t('buy_for', { price: listing.price, coin: listing.coin })}
      </Button>
      <ResultLine result={result} />
      <Sheet open={key !== null} onClose={() => setKey(null)} title={t('buy_title')} closeLabel={t('close')}>
        <div className="flex flex-col gap-3">
          <p className="text-body text-ink">{t('buy_confirm', { price: listing.price, coin: listing.coin })}</p>
          <Button onClick={confirm} loading={buy.isPending} data-testid="market-buy-confirm">
            {t('buy_for', { price: listing.price, coin: listing.coin })}
          </Button>
        </div>
      </Sheet>
    </ActionCard>
  );
}

/** Bid: the amount in a sheet (at least the least bid), with the hold explained before it is placed. */
export function BidAction({ listing }: { listing: ListingView }) {
  const t = useTranslations('market');
  const bid = useBid();
  const failed = useResultOf();
  const [key, setKey] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<Result>(null);
  const minBid = listing.auction?.min_bid ?? listing.price;
  const open = () => {
    setResult(null);
    setAmount(minBid);
    setKey(newRequestId());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key) return;
    bid.mutate(
      { listingId: listing.listing_id, amount: amount.trim(), requestId: key },
      {
        onSuccess: (answer) => {
          setKey(null);
          setResult({ ok: true, text: t('bid_placed', { amount: answer.listing.price, coin: listing.coin }) });
        },
        onError: (error) => {
          setKey(null);
          setResult(failed(error));
        },
      },
    );
  };
  return (
    <ActionCard testId="market-bid">
      <Button onClick={open} data-testid="market-bid-button">
        {t('bid')}
      </Button>
      <ResultLine result={result} />
      <Sheet
        open={key !== null}
        onClose={() => setKey(null)}
        title={t('bid_title')}
        description={t('hold_note', { coin: listing.coin })}
        closeLabel={t('close')}
      >
        <form onSubmit={submit} className="flex flex-col gap-3">
          <MarketField
            label={t('bid_amount', { min: minBid, coin: listing.coin })}
            value={amount}
            onChange={setAmount}
            testId="market-bid-amount"
          />
          <Button type="submit" loading={bid.isPending} data-testid="market-bid-confirm">
            {t('bid_confirm', { amount: amount.trim() || minBid, coin: listing.coin })}
          </Button>
        </form>
      </Sheet>
    </ActionCard>
  );
}

/** The seller withdraws (an auction only while nobody has bid): the pet is free again at once. */
export function CancelAction({ listing }: { listing: ListingView }) {
  const t = useTranslations('market');
  const cancel = useCancelListing();
  const failed = useResultOf();
  const [result, setResult] = useState<Result>(null);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    cancel.mutate(listing.listing_id, {
      onSuccess: () => {
        setAsking(false);
        setResult({ ok: true, text: t('cancelled') });
      },
      onError: (error) => {
        setAsking(false);
        setResult(failed(error));
      },
    });
  return (
    <ActionCard testId="market-cancel">
      <p className="text-callout text-muted">{t('yours')}</p>
      {asking ? (
        <Button variant="destructive" onClick={confirm} loading={cancel.isPending} data-testid="market-cancel-confirm">
          {t('cancel_confirm')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} data-testid="market-cancel-button">
          {t('cancel')}
        </Button>
      )}
      <ResultLine result={result} />
    </ActionCard>
  );
}
