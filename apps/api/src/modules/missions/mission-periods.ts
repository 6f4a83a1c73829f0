import type { MissionDefinition } from './mission-data';

/**
 * A mission's period, the span its progress counts and its reward pays once in (docs/decisions.md,
 * "Missions"): daily missions the UTC day (one reset for every player, which a changed device clock or
 * time zone cannot move); retention missions the current sign-in streak (keyed by its first day, so a
 * streak pays each reward once and a new streak after a break pays again); newbie missions all time.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export function utcDayKey(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export function utcDayStart(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

export interface Streak {
  /** Consecutive days signed in ending today, or ending yesterday when today has no sign-in yet. */
  days: number;
  /** The streak's first day (YYYY-MM-DD), '' when there is none. */
  firstDay: string;
  signedInToday: boolean;
}

/** The current streak from the days signed in (UTC day keys, any order, duplicates allowed). */
export function currentStreak(signInDays: readonly string[], now: number): Streak {
  const days = new Set(signInDays);
  const today = utcDayStart(now);
  const signedInToday = days.has(utcDayKey(today));
  let cursor = signedInToday ? today : today - DAY_MS;
  let count = 0;
  while (days.has(utcDayKey(cursor))) {
    count++;
    cursor -= DAY_MS;
  }
  return { days: count, firstDay: count > 0 ? utcDayKey(cursor + DAY_MS) : '', signedInToday };
}

export interface MissionPeriod {
  key: string;
  /** Events counted are those at or after `since` (unix ms); undefined: all time. */
  since?: number;
  endsAt: number | null;
}

/** The period a mission's progress and claim are in at `now` (retention: needs the streak). */
export function periodOf(mission: MissionDefinition, now: number, streak: Streak): MissionPeriod {
  switch (mission.section) {
    case 'daily': {
      const start = utcDayStart(now);
      return { key: utcDayKey(start), since: start, endsAt: start + DAY_MS };
    }
    case 'retention':
      return { key: streak.firstDay || utcDayKey(now), endsAt: null };
    case 'newbie':
      return { key: 'once', endsAt: null };
  }
}
