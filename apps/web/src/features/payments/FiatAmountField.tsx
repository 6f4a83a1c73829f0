'use client';

import { useId } from 'react';
import { keepAmountCharacters } from './fiat-amount';

/**
 * An amount in the market's money: the label, the currency beside the number, a line of limits under
 * it and the problem, if any, in place. `decimals` 0 brings up the digits-only keyboard.
 */
export function FiatAmountField({
  label,
  currency,
  value,
  onChange,
  decimals,
  hint,
  problem,
  testId,
}: {
  label: string;
  currency: string;
  value: string;
  onChange: (text: string) => void;
  decimals: number;
  hint?: string;
  problem?: string | null;
  testId: string;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-callout font-medium text-muted">
        {label}
      </label>
      <div className="flex h-14 items-center gap-2 rounded-control bg-surface px-4 ring-1 ring-line ring-inset focus-within:ring-2 focus-within:ring-primary">
        <input
          id={id}
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          enterKeyHint="done"
          placeholder="0"
          value={value}
          onChange={(event) => onChange(keepAmountCharacters(event.target.value))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          data-testid={testId}
          className="h-full min-w-0 flex-1 bg-transparent text-title font-semibold text-ink tabular-nums outline-none placeholder:text-subtle"
        />
        <span className="shrink-0 text-callout font-semibold text-muted">{currency}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-caption text-subtle tabular-nums">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-callout text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
