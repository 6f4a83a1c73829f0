import type { z } from 'zod';
import type { FieldErrorData } from './envelope-checks';

/**
 * The message of a field of the wrong type or missing: 'is required' only when it is absent, else
 * what it must be (a number sent for a decimal-string amount is not "required"; it is the wrong type).
 * Use as `z.string({ error: requiredAs('a decimal string') })`.
 */
export function requiredAs(expected: string): (issue: { input?: unknown }) => string {
  return (issue) => (issue.input === undefined ? 'is required' : `must be ${expected}`);
}

/** Turns a zod issue path into a dotted field name ("items.0.amount"); the root is "body". */
export function fieldNameOf(path: ReadonlyArray<PropertyKey>, root = 'body'): string {
  if (path.length === 0) return root;
  return path.map((p) => String(p)).join('.');
}

/** The first issue of a zod error as {field, message} (spec 8.4 names the first invalid field). */
export function firstFieldError(error: z.ZodError, root = 'body'): FieldErrorData {
  const issue = error.issues[0];
  if (!issue) return { field: root, message: 'Invalid input' };
  return { field: fieldNameOf(issue.path, root), message: issue.message };
}
