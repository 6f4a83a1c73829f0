'use client';

import { COIN_NAMES } from '@app/shared/wallet/coins';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '@/components/FormFooter';
import { ListStates } from '@/components/ListStates';
import { ResultLine } from '@/components/ResultLine';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import { type NewGift, useClaimGift, useCreateGift, useMyGifts } from './gift-queries';
import { giftFailure, typedCode } from './gift-view';

const input = 'w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink';
const HOURS = [1, 24, 72, 168] as const;

/** /giftcode (issue 16, spec 2.4 signed in): claim a code by typing it, make a code, and my codes with their claims. */
export function GiftCodeScreen() {
  const t = useTranslations('gifts');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('giftcode_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-3 pb-12">
        <ClaimByCode />
        <CreateGift />
        <MyGifts />
        {/* Issue 16: the other code players buy and share (features/luckycodes). */}
        <Link href="/luckycode/buy" className={pageButton.text} data-testid="gift-lucky-codes">
          {t('lucky_codes_link')}
        </Link>
      </div>
    </main>
  );
}

function ClaimByCode() {
  const t = useTranslations('gifts');
  const claim = useClaimGift();
  const errorText = useErrorText();
  const [raw, setRaw] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typedCode(raw);
    if (!code) {
      setResult({ ok: false, text: t('code_invalid') });
      return;
    }
    claim.mutate(code, {
      onSuccess: (got) => setResult({ ok: true, text: t('you_got', { amount: got.amount, coin: got.coin }) }),
      onError: (error) => {
        const reason = giftFailure(error);
        setResult({
          ok: false,
          text: reason === 'other' ? (errorText(error) ?? t('claim_failed')) : t(`failure_${reason}`),
        });
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid="gift-claim-form">
      <label className="text-headline text-ink" htmlFor="gift-code-input">
        {t('claim_heading')}
      </label>
      <input
        id="gift-code-input"
        className={`${input} uppercase tracking-widest`}
        value={raw}
        maxLength={12}
        autoComplete="off"
        placeholder="ABCD2345"
        onChange={(e) => setRaw(e.target.value)}
      />
      <Button type="submit" loading={claim.isPending}>
        {t('claim')}
      </Button>
      <ResultLine result={result} />
    </form>
  );
}

function CreateGift() {
  const t = useTranslations('gifts');
  const create = useCreateGift();
  const errorText = useErrorText();
  const [form, setForm] = useState<NewGift>({ coin: 'WH', mode: 'fixed', count: 5, amount: '1', expires_in_hours: 24 });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = <K extends keyof NewGift>(key: K, value: NewGift[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(form, {
      onSuccess: (made) => setResult({ ok: true, text: t('created', { code: made.code }) }),
      onError: (error) => setResult({ ok: false, text: errorText(error) ?? t('create_failed') }),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4" data-testid="gift-create-form">
      <h2 className="text-headline text-ink">{t('create_heading')}</h2>
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('coin')}
          <select className={input} value={form.coin} onChange={(e) => set('coin', e.target.value)}>
            {COIN_NAMES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('mode')}
          <select className={input} value={form.mode} onChange={(e) => set('mode', e.target.value as NewGift['mode'])}>
            <option value="fixed">{t('mode_fixed')}</option>
            <option value="random">{t('mode_random')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t('count')}
          <input
            className={input}
            type="number"
            min={1}
            max={100}
            value={form.count}
            onChange={(e) => set('count', Number(e.target.value))}
          />
        </label>
        <label className="flex flex-col gap-1 text-callout text-muted">
          {t(form.mode === 'fixed' ? 'amount_each' : 'amount_total')}
          <input
            className={input}
            inputMode="decimal"
            value={form.amount}
            onChange={(e) => set('amount', e.target.value)}
          />
        </label>
        <label className="col-span-2 flex flex-col gap-1 text-callout text-muted">
          {t('expiry')}
          <select
            className={input}
            value={form.expires_in_hours}
            onChange={(e) => set('expires_in_hours', Number(e.target.value))}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {t('hours', { hours: h })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormFooter
        note={t('hold_note')}
        submitLabel={t('create')}
        pending={create.isPending}
        submitTestId="gift-create"
        result={result}
        resultTestId="gift-create-result"
      />
    </form>
  );
}

function MyGifts() {
  const t = useTranslations('gifts');
  const mine = useMyGifts();
  const errorText = useErrorText();
  const locale = useLocale();
  // The app's share dialog (spec 2.5: the host's share, the Web Share API, else copy), with the gift's link.
  const shareGift = (gift: { code: string; total: string; coin: string }) =>
    useCommonStore.getState().show('share', {
      text: t('share_text', { total: gift.total, coin: gift.coin, code: gift.code }),
      url: `${window.location.origin}/${locale}/gift/${gift.code}`,
    });
  return (
    <section className="flex flex-col gap-2" data-testid="gift-mine-list">
      <h2 className="px-1 text-headline text-ink">{t('mine_heading')}</h2>
      <ListStates
        query={mine}
        empty={mine.data?.list.length === 0}
        loadErrorTitle={t('load_error')}
        errorDetail={errorText(mine.error)}
        emptyText={t('mine_empty')}
      />
      {mine.data?.list.map((gift) => (
        <article key={gift.code} className="flex flex-col gap-1 rounded-2xl bg-white p-4">
          <div className="flex items-center justify-between">
            <Link href={`/gift/${gift.code}`} className="font-mono text-headline text-ink underline">
              {gift.code}
            </Link>
            <span className="flex items-center gap-2">
              <span className="rounded-full bg-[#ECF0F3] px-2.5 py-0.5 text-caption text-muted">
                {t(`state_${gift.state}`)}
              </span>
              {gift.state === 'open' && (
                <button
                  type="button"
                  className="rounded-full px-3 py-1 text-callout font-semibold text-ink ring-1 ring-line active:bg-[#ECF0F3]"
                  onClick={() => shareGift(gift)}
                  data-testid={`gift-share-${gift.code}`}
                >
                  {t('share')}
                </button>
              )}
            </span>
          </div>
          <p className="text-callout text-ink">
            {gift.total} {gift.coin} · {t('claimed_of', { claimed: gift.claimed, count: gift.count })}
          </p>
          {gift.claims.length > 0 && (
            <ul className="text-caption text-muted">
              {gift.claims.map((c) => (
                <li key={`${c.user_id}`}>{t('claim_line', { user: c.user_id, amount: c.amount, coin: gift.coin })}</li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
