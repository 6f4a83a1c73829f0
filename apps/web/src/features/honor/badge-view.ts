import type { MyBadge } from '@app/shared/honor/honor-contracts';

/** What a badge tile shows: earned or locked, the progress bar's share and the numbers beside it. */
export interface BadgeView {
  earned: boolean;
  /** 0..1 toward the next goal (1 once every tier is earned). */
  share: number;
  /** The count shown against the goal: capped at the goal so "7 / 5" never shows. */
  shown: number;
  goal: number;
  complete: boolean;
}

export function badgeView(badge: Pick<MyBadge, 'tier' | 'count' | 'next_goal' | 'goals'>): BadgeView {
  const last = badge.goals.at(-1) ?? 1;
  const goal = badge.next_goal ?? last;
  const complete = badge.next_goal === null;
  const shown = Math.min(badge.count, goal);
  return { earned: badge.tier > 0, share: complete ? 1 : shown / goal, shown, goal, complete };
}

/** Earned badges first (highest tier first), then locked ones nearest to their goal; the catalogue order breaks ties. */
export function sortBadges<T extends Pick<MyBadge, 'tier' | 'count' | 'next_goal' | 'goals'>>(list: T[]): T[] {
  return list
    .map((badge, index) => ({ badge, index, view: badgeView(badge) }))
    .sort((a, b) => b.badge.tier - a.badge.tier || b.view.share - a.view.share || a.index - b.index)
    .map((x) => x.badge);
}

/** The badge art (apps/web/public/honor/<id>.svg). */
export const badgeArt = (id: string) => `/honor/${id}.svg`;
