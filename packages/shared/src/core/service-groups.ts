/**
 * Service groups (spec section 7.1: "Service groups, each with its own host family").
 *
 * Each group owns a set of path prefixes (spec 7.3-7.7). On the single API server every group is
 * mounted under `mountPrefix` (empty for all groups whose paths do not collide); the web client keeps
 * one base URL per group, so a group can move to its own host by configuration alone
 * (`API_BASE_URL_<ID>` in the web app's environment, see apps/web/src/lib/api/base-urls.ts).
 *
 * Only groups that have a module in apps/api/src/modules are listed; a new group adds itself here and
 * in the API's module list (docs/architecture.md, "Adding a service group").
 */
export interface ServiceGroupInfo {
  /** Identifier used in code, env names (upper-cased) and the OpenAPI tags. */
  id: string;
  /** The spec's name of the group. */
  title: string;
  /** Path prefixes the group serves (spec 7.3-7.7). */
  paths: readonly string[];
  /** Prefix the group is mounted under on the shared API server ('' = at the spec's paths). */
  mountPrefix: string;
}

export const SERVICE_GROUPS = {
  /** Main api: configuration, server time, social media, invite config (spec 7.3 /api/...). */
  main: { id: 'main', title: 'main api', paths: ['/api'], mountPrefix: '' },
  /** Messenger api: mini-app sign-in and contact sharing (spec 7.3 /tg/...). */
  tg: { id: 'tg', title: 'messenger api', paths: ['/tg'], mountPrefix: '' },
  /** User: phone, third-party and form sign-in, profile, sessions (spec 7.3 /user/...). */
  user: { id: 'user', title: 'user', paths: ['/user'], mountPrefix: '' },
  /** Wallet: off-chain ledger balances, transfers, swaps, history, addresses (spec 7.6, /wallet/...). */
  wallet: { id: 'wallet', title: 'wallet', paths: ['/wallet'], mountPrefix: '' },
  /**
   * Casino brand api (spec 7.7, issue 12, /casino/...): games catalogue, provider init configs, recent
   * games (module casino), provably fair seeds (module fair), launch, rounds and
   * responsible limits (module games).
   */
  casino: { id: 'casino', title: 'casino brand api', paths: ['/casino'], mountPrefix: '' },
  /** Task library: offers, game tabs, task actions (spec 7.5). */
  tasklib: {
    id: 'tasklib',
    title: 'task library',
    paths: ['/cpl', '/game_tab', '/task', '/cccttt'],
    mountPrefix: '',
  },
  /** Invest: fixed-term products, subscriptions, positions, early exit (spec 7.1 group invest, issue 17). */
  invest: { id: 'invest', title: 'invest', paths: ['/invest'], mountPrefix: '' },
  /** Pet (spec 7.1 groups pet and NFT, issue 17): pets as NFTs: draw, feed, rent, collections, images (/pet/...). */
  pet: { id: 'pet', title: 'pet', paths: ['/pet'], mountPrefix: '' },
  /** Message (spec 7.1 group message, issue 18 item 4): system notices, player-to-player chats, blocks, the live stream. */
  message: { id: 'message', title: 'message', paths: ['/message'], mountPrefix: '' },
  /** Profile (spec 7.1 group profile, issue 18): creator profiles, their images and products (/profile/...). */
  profile: { id: 'profile', title: 'profile', paths: ['/profile'], mountPrefix: '' },
  /** Trade market (spec 7.1, issue 17 item 2): fixed-price listings of pets, reads and history (/market/...). */
  market: { id: 'market', title: 'trade market', paths: ['/market'], mountPrefix: '' },
  /** NFT auction (spec 7.1, issue 17 item 2): timed auctions of pets, bids held in the ledger (/auction/...). */
  auction: { id: 'auction', title: 'nft auction', paths: ['/auction'], mountPrefix: '' },
  /**
   * Slot provider: server-to-server calls of game providers to our wallet (/provider/wallet/...) and
   * the first-party house provider's own endpoints (/provider/house/...). No player headers: every
   * wallet call is signed with the provider's secret instead (docs/games.md).
   */
  provider: { id: 'provider', title: 'slot provider', paths: ['/provider'], mountPrefix: '' },
  /** Search (spec 7.1 group search, issue 18 item 5): players, posts, products and games in one index (/search/...). */
  search: { id: 'search', title: 'search', paths: ['/search'], mountPrefix: '' },
  /** Community interaction (spec 7.1, issue 18 item 3): posts written, edited, liked, commented, reported (/community/...). */
  community: { id: 'community', title: 'community interaction', paths: ['/community'], mountPrefix: '' },
  /** Community recommend (spec 7.1, issue 18 item 3): the ranked feed and the library's guides (/recommend/...). */
  recommend: { id: 'recommend', title: 'community recommend', paths: ['/recommend'], mountPrefix: '' },
  /** Honor (spec 7.1 group honor, issue 18 item 5): badges earned by rules from real events (/honor/...). */
  honor: { id: 'honor', title: 'honor', paths: ['/honor'], mountPrefix: '' },
} as const satisfies Record<string, ServiceGroupInfo>;

export type ServiceGroupId = keyof typeof SERVICE_GROUPS;
export const SERVICE_GROUP_IDS = Object.keys(SERVICE_GROUPS) as ServiceGroupId[];
