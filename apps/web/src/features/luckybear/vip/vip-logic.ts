import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';

/** Progress to the next level in whole percent (100 at the top level or once reached). */
export function levelProgress(exp: number, levelExp: number, nextLevelExp: number): number {
  if (nextLevelExp <= 0 || exp >= nextLevelExp) return 100;
  if (nextLevelExp <= levelExp) return 100;
  return Math.max(0, Math.min(100, Math.floor(((exp - levelExp) * 100) / (nextLevelExp - levelExp))));
}

/** The badge picture of a level (apps/web/public/luckybear/vip, scripts/vip-badges.ts). */
export function badgeSrc(level: number): string {
  return `/luckybear/vip/level-${Math.max(0, Math.min(10, Math.trunc(level)))}.svg`;
}

/** The key (in the vip namespace) of a claim's or an unlock's refusal this area words itself; null: the shared text. */
export function refusalKey(error: unknown): 'claimed' | 'not_reached' | 'still_locked' | 'unlocked' | null {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return null;
  switch (error.code) {
    case BodyCode.VIP_REWARD_CLAIMED:
      return 'claimed';
    case BodyCode.VIP_LEVEL_NOT_REACHED:
      return 'not_reached';
    case BodyCode.BONUS_STILL_LOCKED:
      return 'still_locked';
    case BodyCode.BONUS_ALREADY_UNLOCKED:
      return 'unlocked';
    default:
      return null;
  }
}
