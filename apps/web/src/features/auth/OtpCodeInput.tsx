'use client';

import { forwardRef } from 'react';

export const OTP_LENGTH = 6;

/**
 * The 6-digit code: one real input (numeric keyboard, one-time-code autofill, paste) drawn as six
 * boxes. The input lies transparently over the boxes, so taps and screen readers reach it.
 */
export const OtpCodeInput = forwardRef<
  HTMLInputElement,
  { value: string; onChange: (value: string) => void; label: string; invalid?: boolean; disabled?: boolean }
>(function OtpCodeInput({ value, onChange, label, invalid, disabled }, ref) {
  const digits = value.padEnd(OTP_LENGTH, ' ').slice(0, OTP_LENGTH).split('');
  return (
    <div className="relative mx-auto w-fit">
      <div aria-hidden="true" className="flex gap-2">
        {digits.map((digit, i) => {
          const active = !disabled && i === Math.min(value.length, OTP_LENGTH - 1);
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
              key={i}
              className={`flex h-14 w-11 items-center justify-center rounded-xl border-2 text-2xl font-bold text-neutral-900 transition ${
                invalid
                  ? 'border-red-400 bg-red-50'
                  : active
                    ? 'border-amber-400 bg-white'
                    : 'border-neutral-200 bg-neutral-50'
              }`}
            >
              {digit.trim()}
            </span>
          );
        })}
      </div>
      <input
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={OTP_LENGTH}
        aria-label={label}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        className="absolute inset-0 h-full w-full cursor-text opacity-0"
      />
    </div>
  );
});
