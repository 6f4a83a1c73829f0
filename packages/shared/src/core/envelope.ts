import { z } from 'zod';
import type { FieldErrorData } from './envelope-checks';

/*
 * The schemas of the envelope. The plain checks and types a client needs at start (isEnvelope,
 * isSuccessfulResponse, fieldErrorOf) are in envelope-checks.ts, which does not load zod.
 */

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
}) satisfies z.ZodType<FieldErrorData>;
