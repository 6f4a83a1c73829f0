import {
  drawFreeLottery,
  freeLotteryChance,
  luckySpin,
  luckySpinConf,
  luckySpinResult,
  queryLotteryStatus,
} from '@app/shared/luckybear/draw-contracts';
import { DRAW_KEY_PATTERN } from '@app/shared/luckybear/draw-games';
import { newbieTaskStatus, newbieTaskVisible } from '@app/shared/luckybear/newbie-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { LuckyServices } from './lucky.services';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;

/** lucky_spin's key: the body's request_id, else the Idempotency-Key header, else none (every call draws). */
function spinKey(bodyKey: string | undefined, request: FastifyRequest): string | undefined {
  if (bodyKey !== undefined) return bodyKey;
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !DRAW_KEY_PATTERN.test(header)) {
    throw invalidField('Idempotency-Key', 'must be 8-128 letters, digits, _ . : - (a UUID fits)');
  }
  return header;
}

/** The lucky spin, the free lottery and the newbie tasks (casino group, /casino/lucky_bear/...). */
export async function registerLuckyRoutes(scope: FastifyInstance, { draws, newbie }: LuckyServices): Promise<void> {
  registerEndpoint(
    scope,
    luckySpinConf,
    async (_input, request) => draws.conf('lucky_spin', request.session?.userId),
    eitherWay,
  );
  registerEndpoint(
    scope,
    luckySpin,
    async (input, request) => {
      const { draw, chancesLeft } = await draws.draw(
        'lucky_spin',
        sessionOf(request).userId,
        spinKey(input.request_id, request),
      );
      return { spin_id: draw.publicId, ...(await draws.view(draw)), chances_left: chancesLeft };
    },
    signedIn,
  );
  registerEndpoint(
    scope,
    luckySpinResult,
    async (input, request) => {
      const draw = await draws.result('lucky_spin', sessionOf(request).userId, input.spin_id);
      return { spin_id: draw.publicId, ...(await draws.view(draw)) };
    },
    signedIn,
  );

  registerEndpoint(
    scope,
    freeLotteryChance,
    async (_input, request) => draws.conf('free_lottery', request.session?.userId),
    eitherWay,
  );
  registerEndpoint(
    scope,
    drawFreeLottery,
    async (input, request) => {
      const { draw, chancesLeft } = await draws.draw('free_lottery', sessionOf(request).userId, input.draw_key);
      return { draw_id: draw.publicId, ...(await draws.view(draw)), chances_left: chancesLeft };
    },
    signedIn,
  );
  registerEndpoint(
    scope,
    queryLotteryStatus,
    async (input, request) => {
      const draw = await draws.result('free_lottery', sessionOf(request).userId, input.draw_id);
      return { draw_id: draw.publicId, ...(await draws.view(draw)) };
    },
    signedIn,
  );

  registerEndpoint(
    scope,
    newbieTaskStatus,
    async (_input, request) => newbie.status(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    newbieTaskVisible,
    async (_input, request) => newbie.visible(sessionOf(request).userId),
    signedIn,
  );
}
