'use client';

import type { OpsEndpoint } from '@app/shared/ops/ops-endpoint';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { type FieldErrors, submitErrorOf, validateWith } from './form-errors';
import { useFieldTexts } from './use-field-texts';

export interface OpsForm<V> {
  values: V;
  set<K extends keyof V>(field: K, value: V[K]): void;
  errors: FieldErrors;
  /** A failure that belongs to no field (shown above the form by FormError). */
  formError: unknown;
  pending: boolean;
  onSubmit(event: FormEvent): void;
  reset(): void;
  /** A text input's binding: name, value, change (keeping what `filter` lets through), error. */
  field(
    name: keyof V & string,
    filter?: (raw: string) => string,
  ): { name: string; value: string; onChange(e: { target: { value: string } }): void; error?: string };
}

/**
 * THE console form: the values, checked by the endpoint's request schema before anything is sent,
 * then sent; the API's field error comes back beside its field. A page's form is its fields only.
 */
export function useOpsForm<E extends OpsEndpoint, V extends Record<string, unknown>>(options: {
  endpoint: E;
  initial: V;
  /** Values the form does not show (the id of the row being edited). */
  extra?: Record<string, unknown>;
  onSuccess?: (result: z.output<E['response']>) => void;
  /** Headers of the call, from what is sent (an adjustment's Idempotency-Key). */
  headers?: (sent: unknown) => Record<string, string>;
}): OpsForm<V> {
  const { client } = useOpsConsole();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<unknown>(undefined);
  const [pending, setPending] = useState(false);
  const fieldTexts = useFieldTexts();
  const fields = Object.keys(options.initial);
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((was) => ({ ...was, [field]: value }));
    setErrors((was) => ({ ...was, [field]: undefined }));
  };
  return {
    values,
    errors,
    formError,
    pending,
    set,
    field: (name, filter = (raw) => raw) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (e) => set(name, filter(e.target.value) as V[typeof name]),
      error: errors[name],
    }),
    reset: () => {
      setValues(options.initial);
      setErrors({});
      setFormError(undefined);
    },
    onSubmit: (event) => {
      event.preventDefault();
      if (pending) return;
      const checked = validateWith(options.endpoint.request, { ...values, ...options.extra });
      setFormError(undefined);
      if (!checked.ok) {
        setErrors(fieldTexts(checked.errors));
        return;
      }
      setErrors({});
      setPending(true);
      const headers = options.headers?.(checked.data);
      client.call(options.endpoint, checked.data as z.input<E['request']>, { headers }).then(
        (result) => {
          setPending(false);
          options.onSuccess?.(result);
        },
        (error: unknown) => {
          setPending(false);
          const shown = submitErrorOf(error, fields);
          if (shown.field) setErrors(fieldTexts({ [shown.field[0]]: shown.field[1] }, error));
          else setFormError(shown.form);
        },
      );
    },
  };
}
