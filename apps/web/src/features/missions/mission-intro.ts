import { type DailyLimitStorage, isAllowedToday, recordDoneToday } from '@app/shared/core/daily-limit';

/**
 * Which dialog opens by itself when a player comes to /mission (spec 4.3's daily-limit helper, local
 * date per spec 9): the newbie dialog on the first visit ever (at most once: max 1), otherwise the
 * retention dialog at most once a day. Keys are per player, so a shared device asks each player once.
 */
export type IntroDialog = 'newbie' | 'retention';

export const introKeys = (userId: number) => ({
  newbie: `missions:newbie:${userId}`,
  retention: `missions:retention:${userId}`,
});

export function introDialog(storage: DailyLimitStorage, userId: number, now?: () => Date): IntroDialog | null {
  const keys = introKeys(userId);
  if (isAllowedToday(storage, keys.newbie, { max: 1, now })) return 'newbie';
  if (isAllowedToday(storage, keys.retention, { now })) return 'retention';
  return null;
}

/** Records that the dialog was shown (the newbie one also counts as today's, so one dialog a day). */
export function recordIntro(storage: DailyLimitStorage, userId: number, shown: IntroDialog, now?: () => Date): void {
  const keys = introKeys(userId);
  recordDoneToday(storage, keys[shown], { now });
  if (shown === 'newbie') recordDoneToday(storage, keys.retention, { now });
}
