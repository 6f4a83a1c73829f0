'use client';

/** A labelled choice of a few options (a coin, a direction, a status), with its field error. */
export function SelectField<T extends string>({
  label,
  name,
  value,
  options,
  labelOf = (option) => option,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  labelOf?: (option: T) => string;
  onChange: (next: T) => void;
  error?: string;
}) {
  const id = `ops-field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-callout font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        aria-invalid={error ? true : undefined}
        className="h-11 w-full rounded-control border border-line bg-white px-3 text-body"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {error && <p className="text-caption text-danger">{error}</p>}
    </div>
  );
}
