import { z } from 'zod';
import type { ModuleDeps } from '../module-deps';
import { AuctionService, SETTLE_JOB } from './auction.service';
import type { MarketPorts } from './market.ports';
import { MarketService } from './market.service';
import { MarketReads } from './market-reads';
import { MARKET_RULES } from './market-rules';
import { ListingViews } from './market-view';

export interface MarketDeps extends MarketPorts {
  /** The market's clock; compose.ts gives it the job runner's, so a test that moves one moves both. */
  clock?: () => number;
}

export interface MarketServices {
  market: MarketService;
  auctions: AuctionService;
  reads: MarketReads;
}

export function createMarketServices({ database, jobs }: ModuleDeps, deps: MarketDeps): MarketServices {
  const now = deps.clock ?? (() => Date.now());
  const views = new ListingViews(deps.names);
  const market = new MarketService(database.db, deps, MARKET_RULES, views, now);
  const auctions = new AuctionService(database.db, deps, MARKET_RULES, views, market, jobs, now);
  // Due at the auction's end; 'early' (the runner's clock behind ours) throws so it is tried again.
  jobs.register(
    SETTLE_JOB,
    async (job) => {
      if ((await auctions.settle(job.payload.listingId)) === 'early') throw new Error('the auction has not ended yet');
    },
    {
      payload: z.object({ listingId: z.number().int().positive() }),
      maxAttempts: 50,
      backoff: { baseMs: 5_000, maxMs: 3_600_000 },
    },
  );
  return { market, auctions, reads: new MarketReads(database.db, views) };
}
