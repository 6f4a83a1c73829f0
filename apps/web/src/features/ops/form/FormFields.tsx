'use client';

import { OPS_ROLES, type OpsRole } from '@app/shared/ops/roles';
import { useTranslations } from 'next-intl';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { OpsError } from '../console/OpsError';

const INPUT =
  'h-11 w-full rounded-control border border-line bg-white px-3 text-body outline-none focus:border-primary aria-invalid:border-danger disabled:bg-surface disabled:text-muted';

/** A labelled input with its field error under it. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `ops-field-${input.name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-callout font-medium">
        {label}
      </label>
      <input
        id={id}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {hint && !error && <p className="text-caption text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-caption text-danger" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of checkboxes (roles), with its field error. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  labelOf,
}: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  error?: string;
  labelOf: (option: T) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-callout font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-body">
            <input
              type="checkbox"
              name={option}
              checked={value.includes(option)}
              onChange={(e) => onChange(e.target.checked ? [...value, option] : value.filter((v) => v !== option))}
              className="size-4 accent-amber-500"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error && <p className="text-caption text-danger">{error}</p>}
    </fieldset>
  );
}

/** The form's failure that belongs to no field, then its actions. */
export function FormFooter({
  formError,
  pending,
  submitLabel,
  onCancel,
  children,
}: {
  formError: unknown;
  pending: boolean;
  submitLabel: string;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations('ops');
  return (
    <div className="flex flex-col gap-3">
      {formError !== undefined && <OpsError error={formError} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" aria-busy={pending || undefined} disabled={pending}>
          {pending ? t('working') : submitLabel}
        </Button>
        {children}
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The operator roles as checkboxes, in the table's order. */
export function RolesField({
  value,
  onChange,
  error,
}: {
  value: readonly OpsRole[];
  onChange: (roles: OpsRole[]) => void;
  error?: string;
}) {
  const t = useTranslations('ops');
  return (
    <CheckboxGroup
      legend={t('operators.roles')}
      options={OPS_ROLES}
      value={value}
      onChange={onChange}
      error={error}
      labelOf={(role) => t(`roles.${role}`)}
    />
  );
}

/** A 6-digit authenticator code: digits only, as phones offer them. */
export function CodeField(props: {
  label: string;
  name: string;
  value: string;
  onChange(e: { target: { value: string } }): void;
  error?: string;
}) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...props} />;
}

/** Keeps only the digits of what was typed or pasted ("123 456" -> "123456"). */
export const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** A form in its own card above a page's table (create, edit), with its title. */
export function FormCard({
  title,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mb-5 flex flex-col gap-4 rounded-tile border border-line bg-white p-5"
      data-testid={testId}
    >
      <h2 className="text-headline">{title}</h2>
      {children}
    </form>
  );
}
