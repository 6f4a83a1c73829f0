/*
 * The envelope's plain checks, without zod, so that the web client's start-up code does not load it
 * (docs/benchmarks.md, "Home page: first-load JavaScript"); the schemas are in envelope.ts.
 */

/** Every answer of the API: `{code, msg, data}` (architecture brief, "The wire format"). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The `data` of a validation error: the first invalid field and its message (spec 8.4). */
export interface FieldErrorData {
  field: string;
  message: string;
}

/**
 * Spec section 5: "A request counts as successful only when the HTTP status is 200 and the body code
 * is 0 or within 200-299."
 */
export function isSuccessfulResponse(httpStatus: number, code: unknown): boolean {
  if (httpStatus !== 200 || typeof code !== 'number' || !Number.isInteger(code)) return false;
  return code === 0 || (code >= 200 && code <= 299);
}

/** Loose shape check used by clients before trusting a parsed body. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'number' && typeof v.msg === 'string' && 'data' in v;
}

/** The `data` of an error answer as a field error (ZFieldErrorData's shape), else undefined. */
export function fieldErrorOf(data: unknown): FieldErrorData | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { field, message } = data as Record<string, unknown>;
  return typeof field === 'string' && typeof message === 'string' ? { field, message } : undefined;
}
