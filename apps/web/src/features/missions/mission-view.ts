import { BodyCode } from '@app/shared';
import type { Mission, MissionEventKind, MissionSection } from '@app/shared/missions/mission-contracts';
import { ApiCallError } from '@/lib/api/api-error';

/** Pure rules of the /mission page (issue 15): sections, progress, the reset countdown, claim refusals. */

export const SECTION_ORDER: readonly MissionSection[] = ['daily', 'retention', 'newbie'];

/** The missions of each section, in the list's order; sections with none are left out. */
export function missionSections(missions: readonly Mission[]): { section: MissionSection; missions: Mission[] }[] {
  return SECTION_ORDER.map((section) => ({ section, missions: missions.filter((m) => m.section === section) })).filter(
    (s) => s.missions.length > 0,
  );
}

/** Progress in whole percent, 0-100. */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((progress * 100) / target)));
}

/** Time left until `endsAt` as HH:MM:SS (hours may pass 24), never negative. */
export function countdown(endsAt: number, now: number): string {
  const total = Math.max(0, Math.floor((endsAt - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The icon of a mission (apps/web/public/missions, scripts/mission-art.ts): streaks have their own. */
export function missionIcon(mission: Pick<Mission, 'section' | 'kind'>): string {
  if (mission.section === 'retention') return '/missions/streak.svg';
  return `/missions/${mission.kind}.svg`;
}

/** Where a player goes to make progress on a mission of this kind (offers: the task library home /quest); null when opening the app is enough. */
export function missionActionPath(kind: MissionEventKind): string | null {
  switch (kind) {
    case 'game_round':
      return '/win';
    case 'offer_completed':
      return '/quest';
    case 'signin':
      return null;
  }
}

export type ClaimFailure = 'expired' | 'claimed' | 'not_completed' | 'other';

/** Why a claim failed, in the failed dialog's words (expired: the period is over, e.g. after the daily reset). */
export function claimFailure(error: unknown): ClaimFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  switch (error.code) {
    case BodyCode.MISSION_EXPIRED:
      return 'expired';
    case BodyCode.MISSION_ALREADY_CLAIMED:
      return 'claimed';
    case BodyCode.MISSION_NOT_COMPLETED:
      return 'not_completed';
    default:
      return 'other';
  }
}
