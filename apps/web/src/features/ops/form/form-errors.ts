import type { z } from 'zod';
import { ApiCallError } from '@/lib/api/api-error';

/** One message per field, by the field's name (the first issue of each). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The values checked by the endpoint's own request schema (the contract the server applies): the
 * parsed request, or the first message of each invalid field.
 */
export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * A refused submit as the form shows it: the envelope's field error (data.field) beside that field
 * when the form has it, anything else above the form.
 */
export function submitErrorOf(error: unknown, fields: readonly string[]): { field?: [string, string]; form?: unknown } {
  if (error instanceof ApiCallError && error.details.field && fields.includes(error.details.field)) {
    return { field: [error.details.field, error.details.fieldMessage ?? error.message] };
  }
  return { form: error };
}
