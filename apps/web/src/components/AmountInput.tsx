'use client';

import { amountTextClass } from '@/lib/money/amount';

/**
 * The big amount input of a money form (decimal keyboard, no autofill); its text steps down as the
 * amount grows so that it stays whole at 375 px. The error, if any, is the element `${id}-error`.
 */
export function AmountInput({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <input
      id={id}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={`h-12 min-w-0 flex-1 bg-transparent ${amountTextClass(value.length)} font-semibold text-neutral-900 tabular-nums outline-none placeholder:text-neutral-300`}
    />
  );
}
