import {
  createGiftCode,
  createWebcastGiftCode,
  queryGiftCodes,
  receiveGiftCode,
  viewGiftCode,
} from '@app/shared/gifts/gift-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { GiftsServices } from './gifts.services';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;

/** Gift codes (casino group, /casino/lucky_bear/...; spec 7.7). */
export async function registerGiftsRoutes(scope: FastifyInstance, { gifts }: GiftsServices): Promise<void> {
  registerEndpoint(
    scope,
    createGiftCode,
    async (input, request) => gifts.create(sessionOf(request).userId, 'player', input),
    signedIn,
  );
  registerEndpoint(
    scope,
    createWebcastGiftCode,
    async (input, request) => gifts.create(sessionOf(request).userId, 'webcast', input),
    signedIn,
  );
  registerEndpoint(
    scope,
    queryGiftCodes,
    async (_input, request) => gifts.myCodes(sessionOf(request).userId),
    signedIn,
  );
  registerEndpoint(
    scope,
    receiveGiftCode,
    async (input, request) => gifts.claim(sessionOf(request).userId, input.code),
    signedIn,
  );
  registerEndpoint(
    scope,
    viewGiftCode,
    async (input, request) => gifts.view(input.code, request.session?.userId),
    eitherWay,
  );
}
