'use client';

import type { PaymentChannel } from '@app/shared/payments/order-contracts';
import { PAYOUT_BANKS } from '@app/shared/payments/payment-markets';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ChannelGrid } from './ChannelGrid';
import { MarketPicker } from './MarketPicker';
import { PaymentsEmpty, PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { type NewPayoutAccount, useRechargeConf } from './payments-queries';
import { normalizeAccountNumber, payoutFormProblems } from './payout-form';

/** The channels a payout account can be saved for: the aggregator's that pay out, with an account kind. */
const paysOut = (c: PaymentChannel) => c.kind === 'provider' && c.withdraw !== null && c.account_kind !== null;

const INPUT_MODE = { phone: 'tel', bank: 'numeric', pix: 'text' } as const;

/**
 * A new payout account: the market and its channel, then the number as that channel's kind of account
 * writes it (a phone, a bank account with its bank, a PIX key), and the holder's name.
 */
export function PayoutAccountForm({
  saving,
  onSave,
  onCancel,
}: {
  saving: boolean;
  onSave: (input: NewPayoutAccount, onError: (message: string | null) => void) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('payments');
  const [market, setMarket] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const conf = useRechargeConf(market);
  const titleId = useId();

  let body: React.ReactNode;
  let fieldsShown = false;
  if (conf.isPending) body = <PaymentsSkeleton blocks={['h-9', 'h-24']} />;
  else if (!conf.data) body = <PaymentsLoadError error={conf.error} onRetry={() => void conf.refetch()} />;
  else {
    const answer = conf.data;
    const channels = answer.available ? answer.channels.filter(paysOut) : [];
    const channel = channels.find((c) => c.id === picked) ?? channels[0];
    fieldsShown = Boolean(channel?.account_kind);
    body = (
      <>
        <MarketPicker
          value={answer.country}
          onChange={(country) => {
            setMarket(country);
            setPicked(null);
          }}
        />
        {channel?.account_kind ? (
          <>
            <ChannelGrid channels={channels} selected={channel.id} onSelect={setPicked} testIdPrefix="payout-channel" />
            <AccountFields
              key={`${answer.country}:${channel.id}`}
              country={answer.country}
              channel={channel.id}
              kind={channel.account_kind}
              saving={saving}
              onSave={onSave}
              onCancel={onCancel}
            />
          </>
        ) : (
          <PaymentsEmpty text={t('accounts.no_channels')} testId="payout-no-channels" />
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-card bg-surface-raised p-4 ring-1 ring-line ring-inset"
      data-testid="payout-form"
    >
      <h2 id={titleId} className="text-headline text-ink">
        {t('accounts.add_title')}
      </h2>
      {body}
      {!fieldsShown && (
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
    </section>
  );
}

function AccountFields({
  country,
  channel,
  kind,
  saving,
  onSave,
  onCancel,
}: {
  country: string;
  channel: string;
  kind: 'phone' | 'bank' | 'pix';
  saving: boolean;
  onSave: (input: NewPayoutAccount, onError: (message: string | null) => void) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('payments');
  const id = useId();
  const [number, setNumber] = useState('');
  const [holder, setHolder] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const banks = PAYOUT_BANKS[country] ?? [];
  const problems = payoutFormProblems({ kind, number, holder, bankCode });
  // Problems show once the player tried to save (or for a field already typed into and left wrong).
  const shown = (field: keyof typeof problems, touched: boolean) =>
    (tried || touched) && problems[field] ? t(`accounts.problem.${field}.${problems[field]}`) : null;
  const numberProblem = shown('number', number.trim() !== '' && problems.number === 'invalid');
  const holderProblem = shown('holder', false);
  const bankProblem = shown('bank', false);

  const submit = () => {
    setTried(true);
    setFailure(null);
    if (Object.keys(problems).length > 0 || saving) return;
    onSave(
      {
        channel,
        country,
        number: normalizeAccountNumber(kind, number),
        holder_name: holder.trim(),
        ...(kind === 'bank' ? { bank_code: bankCode } : {}),
      },
      setFailure,
    );
  };

  const field =
    'h-12 w-full rounded-control bg-surface px-4 text-body text-ink ring-1 ring-line ring-inset outline-none focus:ring-2 focus:ring-primary';
  const problemLine = (text: string | null, suffix: string) =>
    text && (
      <p id={`${id}-${suffix}-problem`} role="alert" className="text-callout text-danger">
        {text}
      </p>
    );

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {kind === 'bank' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-bank`} className="text-callout font-medium text-muted">
            {t('accounts.bank_label')}
          </label>
          <select
            id={`${id}-bank`}
            value={bankCode}
            onChange={(event) => setBankCode(event.target.value)}
            aria-invalid={bankProblem ? true : undefined}
            aria-describedby={bankProblem ? `${id}-bank-problem` : undefined}
            className={field}
            data-testid="payout-bank"
          >
            <option value="">{t('accounts.bank_pick')}</option>
            {banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
          {problemLine(bankProblem, 'bank')}
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-number`} className="text-callout font-medium text-muted">
          {t(`accounts.number_label.${kind}`)}
        </label>
        <input
          id={`${id}-number`}
          inputMode={INPUT_MODE[kind]}
          autoComplete={kind === 'phone' ? 'tel' : 'off'}
          maxLength={255}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          placeholder={t(`accounts.number_placeholder.${kind}`)}
          aria-invalid={numberProblem ? true : undefined}
          aria-describedby={numberProblem ? `${id}-number-problem` : undefined}
          className={`${field} tabular-nums`}
          data-testid="payout-number"
        />
        {problemLine(numberProblem, 'number')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-holder`} className="text-callout font-medium text-muted">
          {t('accounts.holder_label')}
        </label>
        <input
          id={`${id}-holder`}
          autoComplete="name"
          maxLength={80}
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
          aria-invalid={holderProblem ? true : undefined}
          aria-describedby={holderProblem ? `${id}-holder-problem` : undefined}
          className={field}
          data-testid="payout-holder"
        />
        {problemLine(holderProblem, 'holder')}
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-control bg-danger/10 px-4 py-3 text-callout text-danger"
          data-testid="payout-error"
        >
          {failure}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" block onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" block loading={saving} data-testid="payout-save">
          {t('accounts.save')}
        </Button>
      </div>
    </form>
  );
}
