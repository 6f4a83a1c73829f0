'use client';

import { formatUnits, parseUnits } from '@app/shared';
import type { InvestPosition } from '@app/shared/invest/invest-contracts';
import { exitPenalty, percentOf } from '@app/shared/invest/invest-rules';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/ui/Button';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { decimalsOf, FailureLine } from './invest-parts';
import { useExit } from './invest-queries';
import { investFailure } from './invest-view';

/**
 * The confirm step of an early exit: what comes back now (principal less the penalty, by the API's rule),
 * the return given up, and that it cannot be undone. It cannot be dismissed while the call runs.
 */
export function ExitDialog({ position: p, onClose }: { position: InvestPosition; onClose: () => void }) {
  const t = useTranslations('invest');
  const exit = useExit();
  const errorText = useErrorText();
  const [key] = useState(() => globalThis.crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const decimals = decimalsOf(p.coin);
  const principal = parseUnits(p.principal, decimals);
  const penalty = exitPenalty(principal, p.penalty_bps);
  const back = formatUnits(principal - penalty, decimals);
  const confirm = () => {
    setFailure(null);
    exit.mutate(
      { positionId: p.id, key },
      {
        onSuccess: onClose,
        onError: (error) => {
          const own = investFailure(error);
          setFailure(own ? t(`failure_${own.code}`, { coin: p.coin, ...own.data }) : errorText(error));
        },
      },
    );
  };
  return (
    <Modal
      open
      title={t('exit_title')}
      onClose={exit.isPending ? undefined : onClose}
      closeLabel={t('close')}
      placement="bottom"
    >
      <div className="flex flex-col gap-4 pt-1" data-testid="invest-exit-dialog">
        <p className="text-[15px] leading-relaxed text-neutral-600">
          {t('exit_text', {
            back,
            principal: p.principal,
            penalty: formatUnits(penalty, decimals),
            rate: percentOf(p.penalty_bps),
            ret: p.expected_return,
            coin: p.coin,
          })}
        </p>
        <FailureLine text={failure} />
        <Button
          variant="destructive"
          block
          loading={exit.isPending}
          onClick={confirm}
          data-testid="invest-exit-confirm"
        >
          {t('exit_confirm', { back, coin: p.coin })}
        </Button>
        <Button variant="ghost" block onClick={onClose} disabled={exit.isPending}>
          {t('exit_cancel')}
        </Button>
      </div>
    </Modal>
  );
}
