import { z } from 'zod';

/** Every answer of the API: `{code, msg, data}` (architecture brief, "The wire format"). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Zod schema of an envelope around `data`; used for response serialisation and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/**
 * Any error answer: a non-zero code. Business and validation errors come with HTTP 200 too, which is
 * why a route's documented 200 answer is "success envelope or error envelope".
 */
export const ZErrorEnvelope = z.object({
  code: z
    .number()
    .int()
    .refine((c) => c !== 0, 'an error code is never 0'),
  msg: z.string(),
  data: z.unknown(),
});

/** The documented HTTP 200 answer of a call: its success envelope, or an error envelope. */
export function answerOf<T extends z.ZodType>(data: T) {
  return z.union([envelopeOf(data), ZErrorEnvelope]);
}

/** The `data` of a validation error: the first invalid field and its message (spec 8.4). */
export const ZFieldErrorData = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldErrorData = z.infer<typeof ZFieldErrorData>;

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
