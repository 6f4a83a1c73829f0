'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import type { FlowState } from '@/lib/money/action-flow';
import type { ConfirmPanel as ConfirmPanelType, ResultPanel as ResultPanelType } from './StepDetails';

/**
 * A screen below /wallet (transfer, exchange, receive): its header with the way back to the wallet, a
 * notice above the body if any, the body, its sheets.
 */
export function WalletSubScreen({
  title,
  children,
  notice,
  sheets,
}: {
  title: string;
  children: ReactNode;
  notice?: ReactNode;
  sheets?: ReactNode;
}) {
  const t = useTranslations('wallet');
  const locale = useLocale();
  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={title} backHref={`/${locale}/wallet`} backLabel={t('back')} />
      <div className="mx-auto max-w-md px-4 pt-2 pb-12">
        {notice}
        {children}
      </div>
      {sheets}
    </main>
  );
}

/** What a confirmation shows (ConfirmPanel without its step state). */
export type ConfirmContent = Omit<Parameters<typeof ConfirmPanelType>[0], 'sending' | 'onConfirm' | 'onEdit'>;
/** What a result shows (ResultPanel without its action). */
export type ResultContent = Omit<Parameters<typeof ResultPanelType>[0], 'onAgain'>;

const ConfirmPanel = dynamic(() => import('./StepDetails').then((m) => m.ConfirmPanel));
const ResultPanel = dynamic(() => import('./StepDetails').then((m) => m.ResultPanel));

/** The steps of a money-moving action (action-flow.ts): the form, the confirmation, the result. */
export function ActionSteps<Quote, Result>({
  flow: { state, edit },
  steps,
}: {
  flow: { state: FlowState<Quote, Result>; edit: () => void };
  steps: {
    form: () => ReactNode;
    confirmOf: (quote: Quote, replaced: Quote | null) => ConfirmContent;
    resultOf: (result: Result) => ResultContent;
    send: () => void;
    again: () => void;
  };
}) {
  if (state.step === 'done') return <ResultPanel {...steps.resultOf(state.result)} onAgain={steps.again} />;
  if (state.step === 'confirm') {
    return (
      <ConfirmPanel
        {...steps.confirmOf(state.quote, state.replaced)}
        sending={state.sending}
        onConfirm={steps.send}
        onEdit={edit}
      />
    );
  }
  return steps.form();
}
