'use client';

import type { EXPLANATION_DIALOG_TYPES } from '@app/shared/wallet/coins';
import { useTranslations } from 'next-intl';
import { InfoIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';

export type ExplanationType = (typeof EXPLANATION_DIALOG_TYPES)[number];

/** Spec 2.5: the explanation dialog of a coin type (assets, kther, xusd, contribute, happy). */
export function ExplanationDialog({ type, onClose }: { type: ExplanationType | null; onClose: () => void }) {
  const t = useTranslations('wallet');
  return (
    <Modal
      open={type !== null}
      title={type ? t(`explain.${type}.title`) : ''}
      onClose={onClose}
      closeLabel={t('close')}
      placement="bottom"
    >
      {type && (
        <div className="flex flex-col gap-3 pt-1" data-testid={`explanation-${type}`}>
          {t(`explain.${type}.text`)
            .split('\n')
            .map((paragraph) => (
              <p key={paragraph} className="text-[15px] leading-relaxed text-neutral-600">
                {paragraph}
              </p>
            ))}
          <button
            type="button"
            onClick={onClose}
            className="mt-2 h-11 rounded-full bg-neutral-900 text-[15px] font-semibold text-white"
          >
            {t('got_it')}
          </button>
        </div>
      )}
    </Modal>
  );
}

/** The small (i) button that opens an explanation. */
export function ExplainButton({
  label,
  onClick,
  tone = 'dark',
}: {
  label: string;
  onClick: () => void;
  tone?: 'dark' | 'light';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`-m-1.5 flex size-7 items-center justify-center rounded-full ${
        tone === 'light' ? 'text-white/60 hover:text-white' : 'text-neutral-400 hover:text-neutral-700'
      }`}
    >
      <InfoIcon />
    </button>
  );
}
