import { BodyCode } from '@app/shared';
import {
  petConfig,
  petDetail,
  petDraw,
  petFeed,
  petMine,
  petRent,
  petRentCancel,
  petRentList,
  petRentOffer,
  petSpace,
  xbnftTransfer,
} from '@app/shared/pets/pet-contracts';
import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { PetTradeService } from './pet-trade.service';
import type { PetsService } from './pets.service';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;
/**
 * The pet NFT trade calls the native app signs with XBSL (spec 7.1, SIGNED_POST_PATHS): elsewhere a
 * session and a per-address budget guard them (docs/signed-requests.md).
 */
const tradeCall = { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/** The pet group's calls (/pet/...): config, draw, my pets, a pet, a collection, feed, rent. */
export async function registerPetsRoutes(scope: FastifyInstance, pets: PetsService, trade: PetTradeService) {
  registerEndpoint(scope, petConfig, async () => pets.config(), eitherWay);
  registerEndpoint(scope, petDraw, async (input, req) => pets.draw(sessionOf(req).userId, input.request_id), signedIn);
  registerEndpoint(scope, petMine, async (_input, req) => pets.mine(sessionOf(req).userId), signedIn);
  registerEndpoint(scope, petDetail, async (input, req) => pets.detail(input.pet_id, req.session?.userId), eitherWay);
  registerEndpoint(scope, petSpace, async (input, req) => pets.space(input.user_id, req.session?.userId), eitherWay);
  registerEndpoint(
    scope,
    petFeed,
    async (input, req) => pets.feed(sessionOf(req).userId, input.pet_id, input.request_id),
    signedIn,
  );
  registerEndpoint(
    scope,
    petRentOffer,
    async (input, req) => trade.offer(sessionOf(req).userId, input.pet_id, input.price_per_day, input.max_days),
    signedIn,
  );
  registerEndpoint(
    scope,
    petRentCancel,
    async (input, req) => trade.cancelOffer(sessionOf(req).userId, input.pet_id),
    signedIn,
  );
  registerEndpoint(
    scope,
    petRentList,
    async (_input, req) => ({ pets: await trade.rentList(req.session?.userId) }),
    eitherWay,
  );
  registerEndpoint(
    scope,
    petRent,
    async (input, req) => trade.rent(sessionOf(req).userId, input.pet_id, input.days, input.request_id),
    tradeCall,
  );
}

/** Spec 7.6 xbnft_transfer (wallet group): the fee (query_fee) or the transfer of a pet. */
export async function registerPetWalletRoutes(scope: FastifyInstance, trade: PetTradeService) {
  registerEndpoint(
    scope,
    xbnftTransfer,
    async (input, req) => {
      const userId = sessionOf(req).userId;
      if (input.query_fee) return trade.transferFee(userId, input.pet_id, input.to_user_id);
      if (!input.request_id) throw invalidField('request_id', 'is required for a transfer', BodyCode.INVALID_PARAMS);
      return trade.transfer(userId, input.pet_id, input.to_user_id, input.request_id);
    },
    tradeCall,
  );
}
