'use client';

import type { PaymentChannel } from '@app/shared/payments/order-contracts';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { ChannelIcon } from './ChannelIcon';
import { usePaymentsText } from './use-payments-text';

/**
 * A market's channels as tiles to pick from: those of the payment aggregator first, then the on-chain
 * rails (spec 3) under their own heading, since they open with the on-chain wallet instead.
 */
export function ChannelGrid({
  channels,
  selected,
  onSelect,
  testIdPrefix,
}: {
  channels: readonly PaymentChannel[];
  selected: string | null;
  onSelect: (id: string) => void;
  testIdPrefix: string;
}) {
  const t = useTranslations('payments');
  const local = channels.filter((c) => c.kind === 'provider');
  const onchain = channels.filter((c) => c.kind === 'onchain');
  const group = (list: readonly PaymentChannel[], title: string, id: string) =>
    list.length > 0 && (
      <fieldset className="flex min-w-0 flex-col gap-2" data-testid={id}>
        <legend className="mb-2 text-caption font-semibold tracking-wide text-subtle uppercase">{title}</legend>
        <div className="grid grid-cols-4 gap-2">
          {list.map((c) => (
            <ChannelTile
              key={c.id}
              channel={c}
              selected={selected === c.id}
              onSelect={onSelect}
              testId={`${testIdPrefix}-${c.id}`}
            />
          ))}
        </div>
      </fieldset>
    );
  return (
    <div className="flex flex-col gap-4">
      {group(local, t('channels.local'), `${testIdPrefix}-local`)}
      {group(onchain, t('channels.onchain'), `${testIdPrefix}-onchain`)}
    </div>
  );
}

function ChannelTile({
  channel,
  selected,
  onSelect,
  testId,
}: {
  channel: PaymentChannel;
  selected: boolean;
  onSelect: (id: string) => void;
  testId: string;
}) {
  const text = usePaymentsText();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(channel.id)}
      data-testid={testId}
      className={cx(
        'flex min-w-0 flex-col items-center gap-1.5 rounded-tile px-1 pt-2.5 pb-2 text-center transition',
        selected ? 'bg-primary/15 ring-2 ring-primary ring-inset' : 'bg-surface hover:bg-ink/5',
      )}
    >
      <ChannelIcon channel={channel.id} className="size-10" />
      <span className="line-clamp-2 text-micro font-semibold break-words text-ink">{text.channel(channel.id)}</span>
    </button>
  );
}
