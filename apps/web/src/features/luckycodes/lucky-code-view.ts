import { BodyCode } from '@app/shared';
import type { LuckyCodeTier, LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import { ApiCallError } from '@/lib/api/api-error';

/** The most codes one press of "buy" buys (one API call each, so a press stays short). */
export const MAX_BUY = 10;

/** My codes in two lists: to open (bought, unopened) and opened (by me, or mine opened by another). */
export function splitCodes(codes: readonly LuckyCodeView[]): { unopened: LuckyCodeView[]; opened: LuckyCodeView[] } {
  return { unopened: codes.filter((c) => !c.opened), opened: codes.filter((c) => c.opened) };
}

/** A tier's biggest prize (what the share text promises "up to"). */
export function topPrize(tier: Pick<LuckyCodeTier, 'prizes'>): string {
  return tier.prizes.reduce((top, p) => (Number(p.amount) > Number(top) ? p.amount : top), '0');
}

/** A probability (0-1) as the odds table prints it: 40%, 2%, 0.5%, 0.01%. */
export function percent(probability: number): string {
  const value = probability * 100;
  const digits = value >= 1 || value === 0 ? 0 : value >= 0.1 ? 1 : 2;
  return `${Number(value.toFixed(digits))}%`;
}

/**
 * The request ids of one buy press of `count` codes: `<press>-<n>`. The press id is kept until the
 * press's answer is known, so a retry after a lost answer buys none twice (lucky_code_buy is
 * idempotent per request id).
 */
export function buyRequestIds(press: string, count: number): string[] {
  return Array.from({ length: Math.max(0, Math.min(count, MAX_BUY)) }, (_, i) => `${press}-${i + 1}`);
}

export type LuckyFailure = 'not_found' | 'opened' | 'balance' | 'other';

/** Why a buy or an opening was refused (luckycodes README: 1170 unknown code, 1171 opened, 1014 balance short). */
export function luckyFailure(error: unknown): LuckyFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  switch (error.details.code) {
    case BodyCode.LUCKY_CODE_NOT_FOUND:
      return 'not_found';
    case BodyCode.LUCKY_CODE_OPENED:
      return 'opened';
    case BodyCode.BALANCE_LACK:
      return 'balance';
    default:
      return 'other';
  }
}

/** The link a code is shared with: its landing page, in the sharer's locale. */
export function luckyLandLink(origin: string, locale: string, code: string): string {
  return `${origin}/${locale}/luckycode/land?code=${encodeURIComponent(code)}`;
}

/** One step of the draw's slowing reel: the prize shown and how long it stays. */
export interface ReelStep {
  index: number;
  ms: number;
}

/**
 * The reel's last steps once the server's prize is known: on from the prize shown now, two more
 * turns through the table, then on to the drawn prize, each step a little slower (a wheel of fortune
 * slowing down). The prize is the server's; the reel only shows it.
 */
export function stopSequence(current: number, target: number, size: number, fastMs = 70, slowMs = 320): ReelStep[] {
  if (size <= 0) return [];
  const distance = 2 * size + ((((target - current) % size) + size) % size);
  return Array.from({ length: distance }, (_, i) => ({
    index: (current + i + 1) % size,
    ms: Math.round(fastMs + (slowMs - fastMs) * ((i + 1) / distance) ** 2),
  }));
}
