import type { MissionEvent } from './mission-event.repository';
import { utcDayKey } from './mission-periods';

/**
 * The sign-in event of a player who opened the app signed in (the shell's once-per-session /cpl/init):
 * its ref is the UTC day, so any number of sessions in a day count one day of the streak.
 */
export function signInEvent(userId: number, at: number): MissionEvent {
  return { userId, kind: 'signin', ref: utcDayKey(at), at };
}
