import { BodyCode } from '@app/shared';
import type { Mission } from '@app/shared/missions/mission-contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import {
  claimFailure,
  countdown,
  missionActionPath,
  missionIcon,
  missionSections,
  progressPercent,
} from './mission-view';

const mission = (id: string, section: Mission['section'], kind: Mission['kind'] = 'signin'): Mission => ({
  id,
  section,
  kind,
  target: 1,
  progress: 0,
  state: 'in_progress',
  period_key: 'once',
  ends_at: null,
  reward: { coin: 'WH', amount: '1' },
  title_key: `${id}.title`,
  desc_key: `${id}.desc`,
});

describe('mission view rules', () => {
  it('groups missions into daily, streak and newbie sections in that order, leaving empty ones out', () => {
    const list = [mission('n', 'newbie'), mission('d1', 'daily'), mission('d2', 'daily')];
    expect(missionSections(list).map((s) => [s.section, s.missions.map((m) => m.id)])).toEqual([
      ['daily', ['d1', 'd2']],
      ['newbie', ['n']],
    ]);
  });

  it('gives progress in whole percent within 0-100', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 10)).toBe(0);
    expect(progressPercent(1, 0)).toBe(100);
  });

  it('counts down to the reset as HH:MM:SS and stops at zero', () => {
    expect(countdown(3_723_000, 0)).toBe('01:02:03');
    expect(countdown(1000, 5000)).toBe('00:00:00');
    expect(countdown(26 * 3600 * 1000, 0)).toBe('26:00:00');
  });

  it('picks the streak icon for retention missions and the kind icon otherwise, and where to make progress', () => {
    expect(missionIcon(mission('s', 'retention'))).toBe('/missions/streak.svg');
    expect(missionIcon(mission('g', 'daily', 'game_round'))).toBe('/missions/game_round.svg');
    expect(missionActionPath('game_round')).toBe('/win');
    expect(missionActionPath('offer_completed')).toBe('/quest');
    expect(missionActionPath('signin')).toBeNull();
  });

  it('names a refused claim by its body code (expired, claimed, not completed), anything else as other', () => {
    const refusal = (code: number) => new ApiCallError('business', 'x', { code });
    expect(claimFailure(refusal(BodyCode.MISSION_EXPIRED))).toBe('expired');
    expect(claimFailure(refusal(BodyCode.MISSION_ALREADY_CLAIMED))).toBe('claimed');
    expect(claimFailure(refusal(BodyCode.MISSION_NOT_COMPLETED))).toBe('not_completed');
    expect(claimFailure(refusal(BodyCode.INVALID_PARAMS))).toBe('other');
    expect(claimFailure(new ApiCallError('network', 'offline'))).toBe('other');
  });
});
