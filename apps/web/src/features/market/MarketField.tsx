'use client';

/** A labelled amount or number field of the market's forms (price, start price, raise, hours, bid). */
export function MarketField({
  label,
  value,
  onChange,
  testId,
  numeric = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** Whole numbers only (hours): other characters are dropped as typed. */
  numeric?: boolean;
}) {
  return (
    <label className="flex flex-col gap-1 text-caption text-muted">
      {label}
      <input
        className="w-full rounded-xl border border-neutral-200 bg-white px-3 py-2 text-body text-ink"
        inputMode={numeric ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(numeric ? e.target.value.replace(/\D/g, '') : e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
