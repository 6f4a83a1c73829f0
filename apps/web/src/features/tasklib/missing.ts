import { ApiCallError } from '@/lib/api/api-error';

/**
 * Body codes that mean "there is no such product or task for you" (not found, or not offered in your
 * country: OFFER_NOT_OFFERED): the page says so with a way on instead of offering a retry that cannot
 * help. Also HTTP 404 answers.
 */
const MISSING_CODES = new Set([404, 1003, 1110]);

export function isMissing(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false;
  if (error.kind === 'business') return MISSING_CODES.has(error.code ?? 0);
  return error.kind === 'http' && error.details.status === 404;
}
