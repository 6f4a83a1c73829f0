/** The market's public face (issue 17 item 2): fixed-price listings and timed auctions of pets. */

export { SETTLE_JOB } from './auction.service';
export type { MarketPorts } from './market.ports';
export { registerAuctionRoutes, registerMarketRoutes } from './market.routes';
export { createMarketServices, type MarketDeps, type MarketServices } from './market.services';
