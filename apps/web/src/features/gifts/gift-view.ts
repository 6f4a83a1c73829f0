import { ApiCallError } from '@/lib/api/api-error';

export type GiftFailure = 'own' | 'claimed' | 'exhausted' | 'expired' | 'not_found' | 'other';

const BY_MSG: Record<string, GiftFailure> = {
  GIFT_CODE_OWN: 'own',
  GIFT_CODE_CLAIMED: 'claimed',
  GIFT_CODE_EXHAUSTED: 'exhausted',
  GIFT_CODE_EXPIRED: 'expired',
  GIFT_CODE_NOT_FOUND: 'not_found',
};

/** Why a claim was refused, from the API's msg (gifts README: 1003/1009 with a GIFT_CODE_* msg). */
export function giftFailure(error: unknown): GiftFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  return BY_MSG[error.message] ?? 'other';
}

/** A typed code as the API wants it: trimmed, upper case; null when it cannot be a gift code. */
export function typedCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/.test(code) ? code : null;
}
