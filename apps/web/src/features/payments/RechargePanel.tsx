'use client';

import type { PaymentChannel } from '@app/shared/payments/order-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { InfoIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ChannelGrid } from './ChannelGrid';
import { MarketPicker } from './MarketPicker';
import { PaymentsEmpty, PaymentsLoadError, PaymentsSkeleton } from './PaymentStates';
import { useRechargeConf } from './payments-queries';
import { RechargeForm } from './RechargeForm';
import { usePaymentsText } from './use-payments-text';

/** The channels a player can pick to pay in: the aggregator's with recharge limits, and the on-chain rails. */
const canPayIn = (c: PaymentChannel) => c.kind === 'onchain' || c.recharge !== null;

/**
 * Recharge (issue 14): the market (the player's own first, spec 7.1's Country-Code), its channels,
 * then the amount form of the channel picked, or, for an on-chain rail, the way to the on-chain wallet.
 */
export function RechargePanel() {
  const t = useTranslations('payments');
  // '' asks for the player's own market; the answer says which it is.
  const [market, setMarket] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const conf = useRechargeConf(market);

  if (conf.isPending) return <PaymentsSkeleton blocks={['h-9', 'h-44', 'h-24']} />;
  if (conf.isError && !conf.data) return <PaymentsLoadError error={conf.error} onRetry={() => void conf.refetch()} />;
  const answer = conf.data;
  const channels = answer?.available ? answer.channels.filter(canPayIn) : [];
  const channel =
    channels.find((c) => c.id === picked) ?? channels.find((c) => c.kind === 'provider') ?? channels[0] ?? null;

  return (
    <div className="flex flex-col gap-4" data-testid="recharge-panel">
      <MarketPicker
        value={answer?.country ?? market}
        onChange={(country) => {
          setMarket(country);
          setPicked(null);
        }}
      />
      {!answer || channels.length === 0 ? (
        <PaymentsEmpty text={t('recharge.no_channels')} testId="recharge-no-channels" />
      ) : (
        <>
          <ChannelGrid
            channels={channels}
            selected={channel?.id ?? null}
            onSelect={setPicked}
            testIdPrefix="recharge-channel"
          />
          {channel?.kind === 'onchain' && <OnchainNote channel={channel.id} />}
          {channel?.kind === 'provider' && channel.recharge && (
            <RechargeForm
              key={`${answer.country}:${channel.id}`}
              conf={answer}
              channel={channel}
              limits={channel.recharge}
            />
          )}
        </>
      )}
    </div>
  );
}

/** An on-chain rail is paid from the on-chain wallet (its deposit address), never through a form here. */
function OnchainNote({ channel }: { channel: string }) {
  const t = useTranslations('payments');
  const locale = useLocale();
  const text = usePaymentsText();
  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface p-4" data-testid="recharge-onchain">
      <p className="flex gap-2 text-callout text-muted">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-accent" />
        {t('recharge.onchain_note', { channel: text.channel(channel) })}
      </p>
      <ButtonLink href={`/${locale}/wallet`} variant="secondary" size="sm" className="self-start">
        {t('recharge.open_wallet')}
      </ButtonLink>
    </div>
  );
}
