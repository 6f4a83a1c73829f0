import {
  auctionBid,
  auctionStart,
  marketBuy,
  marketCancel,
  marketConfig,
  marketDetail,
  marketHistory,
  marketList,
  marketListings,
  marketMine,
} from '@app/shared/pets/market-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { AuctionService } from './auction.service';
import type { MarketService } from './market.service';
import type { MarketReads } from './market-reads';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;
/**
 * Pet NFT trade calls (spec 7.1: the native app signs them with XBSL, SIGNED_POST_PATHS); elsewhere a
 * session and a per-address budget guard them, as pets' own trade calls (docs/signed-requests.md).
 */
const tradeCall = { auth: 'required', rateLimit: { max: 30, timeWindow: 60_000 } } as const;

/** The trade market group (/market/...): rules, fixed-price listings, buys and the reads. */
export async function registerMarketRoutes(scope: FastifyInstance, market: MarketService, reads: MarketReads) {
  registerEndpoint(scope, marketConfig, async () => market.config(), eitherWay);
  registerEndpoint(
    scope,
    marketList,
    async (input, req) => market.list(sessionOf(req).userId, input.pet_id, input.price),
    tradeCall,
  );
  registerEndpoint(
    scope,
    marketCancel,
    async (input, req) => market.cancel(sessionOf(req).userId, input.listing_id),
    signedIn,
  );
  registerEndpoint(
    scope,
    marketBuy,
    async (input, req) => market.buy(sessionOf(req).userId, input.listing_id, input.request_id),
    tradeCall,
  );
  registerEndpoint(scope, marketListings, async (input, req) => reads.listings(input, req.session?.userId), eitherWay);
  registerEndpoint(
    scope,
    marketDetail,
    async (input, req) => reads.detail(input.listing_id, req.session?.userId),
    eitherWay,
  );
  registerEndpoint(scope, marketMine, async (_input, req) => reads.mine(sessionOf(req).userId), signedIn);
  registerEndpoint(
    scope,
    marketHistory,
    async (input, req) => reads.history(input.cursor, input.limit, req.session?.userId),
    eitherWay,
  );
}

/** The nft auction group (/auction/...): start an auction of my pet, bid. */
export async function registerAuctionRoutes(scope: FastifyInstance, auctions: AuctionService) {
  registerEndpoint(
    scope,
    auctionStart,
    async (input, req) =>
      auctions.start(sessionOf(req).userId, input.pet_id, input.start_price, input.min_increment, input.hours),
    tradeCall,
  );
  registerEndpoint(
    scope,
    auctionBid,
    async (input, req) => auctions.bid(sessionOf(req).userId, input.listing_id, input.amount, input.request_id),
    tradeCall,
  );
}
