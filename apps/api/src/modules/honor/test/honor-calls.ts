import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { HOUSE_GAMES } from '@app/shared/fair/house-games';
import { HONOR_BADGES } from '@app/shared/honor/honor-contracts';
import type { PaymentsTestApp } from '../../payments/test/helpers/payments-test-app';

/** A badge of /honor/mine as the tests read it. */
export interface BadgeAnswer {
  id: string;
  tier: number;
  count: number;
  next_goal: number | null;
  earned: { tier: number; earned_at: number }[];
}

/** The honor calls of the tests and the real events that earn badges, each through its owner's route. */
export function honorCalls(t: PaymentsTestApp) {
  const mine = async (p: LoginResponse): Promise<BadgeAnswer[]> => {
    const res = await t.get(p, '/honor/mine');
    if (res.code !== 0) throw new Error(`honor/mine failed: ${JSON.stringify(res)}`);
    return res.data.list;
  };
  return {
    mine,
    badge: async (p: LoginResponse, id: string) => (await mine(p)).find((b) => b.id === id) as BadgeAnswer,
    /** The player's honor notices, from the message centre. */
    honorNotices: async (p: LoginResponse) =>
      (await t.get(p, '/message/notices?limit=50')).data.list.filter(
        (n: { params: { subject: string } }) => n.params.subject === 'honor',
      ) as { kind: string; params: { badge: string; tier: number } }[],
    awardRows: async (userId: number) =>
      t.db.selectFrom('honor_award').selectAll().where('user_id', '=', userId).orderBy('badge_id').execute(),
    /** Plays `rounds` rounds of the house slot `house-tiger` for 1 WH each; answers the wins. */
    play: async (p: LoginResponse, rounds: number) => {
      const launch = await t.call(p, '/casino/game/launch', {
        gameId: 'house-tiger',
        coin: 'WH',
        device: 'mobile',
        returnUrl: '/win',
      });
      if (launch.code !== 0) throw new Error(`launch failed: ${JSON.stringify(launch)}`);
      let wins = 0;
      for (let i = 0; i < rounds; i++) {
        const answer = (
          await t.app.inject({
            method: 'POST',
            url: '/provider/house/play',
            payload: {
              launchToken: launch.data.token,
              gameId: 'house-tiger',
              bet: '1',
              params: HOUSE_GAMES['house-tiger'].defaultParams,
            },
          })
        ).json();
        if (answer.code !== 0) throw new Error(`play failed: ${JSON.stringify(answer)}`);
        if (Number(answer.data.win) > Number(answer.data.bet)) wins++;
      }
      return wins;
    },
    drawPet: (p: LoginResponse) => t.call(p, '/pet/draw', { request_id: randomUUID() }),
  };
}

export const BADGE_COUNT = HONOR_BADGES.length;
