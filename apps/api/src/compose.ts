import type { ServiceGroupId } from '@app/shared';
import { formatUnits } from '@app/shared/core/units';
import type { NoticeParams } from '@app/shared/messages/message-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/create-db';
import type { DbOrTrx } from './db/types';
import { createJobServices, type JobServices, type JobsOverrides } from './jobs';
import { type AgentsServices, createAgentsServices, registerAgentsRoutes } from './modules/agents';
import { type AnalyticsServices, createAnalyticsServices, registerAnalyticsOpsRoutes } from './modules/analytics';
import { type AppConfigServices, createAppConfigServices, registerMainRoutes } from './modules/app-config';
import {
  type AuthServices,
  createAuthServices,
  registerTgRoutes,
  registerUserRoutes,
  type SmsSender,
} from './modules/auth';
import { type BonusServices, createBonusServices, registerBonusOpsRoutes, registerBonusRoutes } from './modules/bonus';
import { type CasinoServices, createCasinoServices, registerCasinoRoutes } from './modules/casino';
import { type CasinoAuthServices, createCasinoAuthServices, registerCasinoAuthRoutes } from './modules/casino-auth';
import {
  type CasinoEngageServices,
  createCasinoEngageServices,
  registerCasinoEngageRoutes,
} from './modules/casino-engage';
import { createFairServices, type FairServices, registerFairRoutes } from './modules/fair';
import {
  catalogueDirectory,
  createGamesServices,
  fairSeedsFairness,
  type GamesDeps,
  type GamesServices,
  recentBigWins,
  registerCasinoGameRoutes,
  registerProviderRoutes,
  SHARED_HOUSE_ENGINES,
  wagering,
} from './modules/games';
import { createGiftsServices, type GiftsServices, registerGiftsRoutes } from './modules/gifts';
import { createHonorServices, type HonorServices, registerHonorRoutes } from './modules/honor';
import { createInvestServices, type InvestHooks, type InvestServices, registerInvestRoutes } from './modules/invest';
import {
  createInvitesServices,
  type InvitesServices,
  inviteFacts,
  registerInviteConfigRoutes,
  registerInvitesRoutes,
} from './modules/invites';
import { createLuckyServices, type LuckyServices, registerLuckyRoutes } from './modules/lucky';
import { createLuckyCodesServices, type LuckyCodeService, registerLuckyCodesRoutes } from './modules/luckycodes';
import {
  createMarketServices,
  type MarketServices,
  registerAuctionRoutes,
  registerMarketRoutes,
} from './modules/market';
import {
  createMessagesServices,
  type MessagesServices,
  registerMessageStreamRoutes,
  registerMessagesRoutes,
} from './modules/messages';
import {
  createMissionsServices,
  type MissionsServices,
  recordMissionEvent,
  registerMissionsRoutes,
  signInEvent,
} from './modules/missions';
import type { ModuleDeps } from './modules/module-deps';
import {
  type ApprovalKind,
  type CatalogueEditor,
  type ConsoleWallet,
  createOpsServices,
  type OpsRouteRegistration,
  type OpsServices,
} from './modules/ops';
import {
  createPaymentsServices,
  type PaymentsPorts,
  type PaymentsServices,
  registerPaymentsOpsRoutes,
  registerPaymentsRoutes,
  registerPaymentWebhookRoutes,
} from './modules/payments';
import { createPetgameServices, type PetgameServices, registerPetgameRoutes } from './modules/petgame';
import {
  createPetsServices,
  PetItems,
  type PetPayment,
  type PetsServices,
  registerPetImageRoutes,
  registerPetsRoutes,
  registerPetWalletRoutes,
} from './modules/pets';
import {
  createPostsServices,
  type PostsServices,
  registerCommunityRoutes,
  registerPostsOpsRoutes,
  registerRecommendRoutes,
} from './modules/posts';
import {
  createProfilesServices,
  type ProfilesDeps,
  type ProfilesServices,
  registerProfileMediaRoutes,
  registerProfilesRoutes,
} from './modules/profiles';
import { createSearchServices, registerSearchRoutes, type SearchServices } from './modules/search';
import { createSocialServices, registerSocialRoutes, type SocialServices } from './modules/social';
import { createStakeServices, registerStakeRoutes, registerVoteRoutes, type StakeServices } from './modules/stake';
import { createSystemServices, type SystemServices } from './modules/system';
import {
  createPostbacksServices,
  createTasklibServices,
  homeProductsCatalogue,
  type OffersLedger,
  type PostbacksServices,
  registerPostbackRoutes,
  registerTasklibOpsRoutes,
  registerTasklibRoutes,
  type TasklibServices,
  withSandboxBase,
} from './modules/tasklib';
import { createVipServices, registerVipRoutes, type VipServices } from './modules/vip';
import {
  amountOf,
  createWalletServices,
  ledgerDayFigures,
  postAdjustment,
  postTransaction,
  registerWalletRoutes,
  systemAccount,
  userAccount,
  userBalance,
  type WalletServices,
} from './modules/wallet';

/**
 * The composition root: the one place where every module's services are built (once per app), each
 * through its module's create<Area>Services, and where modules are wired to each other.
 */
export interface AppServices {
  /** The durable job runner: modules register handlers through ModuleDeps.jobs; app.ts runs it. */
  jobs: JobServices;
  system: SystemServices;
  appConfig: AppConfigServices;
  auth: AuthServices;
  wallet: WalletServices;
  analytics: AnalyticsServices;
  tasklib: TasklibServices;
  casino: CasinoServices;
  ops: OpsServices;
  fair: FairServices;
  games: GamesServices;
  vip: VipServices;
  bonus: BonusServices;
  casinoEngage: CasinoEngageServices;
  casinoAuth: CasinoAuthServices;
  lucky: LuckyServices;
  payments: PaymentsServices;
  missions: MissionsServices;
  /** Advertiser postbacks and their anti-fraud rules (modules/tasklib/postbacks, issue 15). */
  postbacks: PostbacksServices;
  /** Gift codes (issue 16 item 1): funded through wallet holds, claimed once per player. */
  gifts: GiftsServices;
  /** Lucky codes (modules/luckycodes, issue 16). */
  luckyCodes: LuckyCodeService;
  /** Invites (issue 16): attribution, bindCode and the milestone rewards (modules/invites/README.md). */
  invites: InvitesServices;
  /** Invest products (issue 17 item 5): principal held, paid back with the return by the invest.mature job. */
  invest: InvestServices;
  /** Pets as NFTs (issue 17 item 1, modules/pets/README.md): draw, feed, rent, transfer; PetItems for the market. */
  pets: PetsServices;
  /** Agents (issue 16 item 4): applications, links, sub-agents, the daily commission (modules/agents/README.md). */
  agents: AgentsServices;
  /** Token locks, the dividend pool, staking rewards and votes (issue 17, modules/stake/README.md). */
  stake: StakeServices;
  /** /petGame and /rollnft (issue 17 item 1, modules/petgame/README.md): pets earn within a daily cap; a fair roll for a pet. */
  petgame: PetgameServices;
  /** Search (issue 18 item 5): one full-text index of players, posts, products and games (modules/search/README.md). */
  search: SearchServices;
  /** The message centre (issue 18 item 4): notices other modules send, chats, blocks, the live stream. */
  messages: MessagesServices;
  /** Network connections and follow tasks (issue 18 item 2, modules/social/README.md). */
  social: SocialServices;
  /** Creator profiles, their images and products (issue 18, modules/profiles/README.md). */
  profiles: ProfilesServices;
  /** The market (issue 17 item 2, modules/market/README.md): fixed-price listings and timed auctions of pets. */
  market: MarketServices;
  /** Posts, likes, comments, reports, the recommend feed and the library (issue 18 item 3, modules/posts/README.md). */
  posts: PostsServices;
  /** Badges earned by rules from real events (issue 18 item 5, modules/honor/README.md). */
  honor: HonorServices;
}

/** Replaceable parts: tests and deployments pass their own (an SMS gateway, a capturing sender). */
export interface ServiceOverrides {
  sms?: SmsSender;
  /** The operator console's clock (tests: idle timeouts, TOTP windows, locks). */
  opsClock?: () => number;
  /** The games' parts other modules provide (tests: a deterministic engine, a moved clock). */
  games?: Partial<GamesDeps>;
  /** The casino brand's engagement clock (tests: ranking periods closing, a popup's next day). */
  engageClock?: () => number;
  /** The casino brand sign-in's clock (tests: the web-login code's expiry, human check windows). */
  casinoAuthClock?: () => number;
  /** The agents' clock (tests: a day that is over, so its commission can be settled). */
  agentsClock?: () => number;
  /** The job runner's clock, jitter, lease grace and extra handlers (tests). */
  jobs?: JobsOverrides;
  /** The payments' provider and clock (tests: a provider that fails on cue, a moved clock). */
  payments?: Pick<PaymentsPorts, 'provider' | 'clock'>;
  /** The invest module's test hooks (a crash in the middle of a maturity). */
  invest?: InvestHooks;
  /** The profiles' xid draw and clock (tests: xids that collide on purpose). */
  profiles?: ProfilesDeps;
  /** The posts' clock (tests: posts of different ages for the feed's ranking). */
  postsClock?: () => number;
}

/**
 * A withdrawal's hold lasts until its payout settles or fails (or an operator rejects it): the reconcile
 * job settles every order long before this, which only keeps the wallet's hold expiry from ever
 * returning coins that may already have been paid out.
 */
const WITHDRAW_HOLD_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export function buildServices(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
  startedAt: number = Date.now(),
): AppServices {
  const jobs = createJobServices(database.db, config.jobs, log, overrides.jobs);
  const deps = <C>(slice: C): ModuleDeps<C> => ({ config: slice, database, log, jobs: jobs.jobs });
  const auth = createAuthServices(deps(config.auth), {
    sms: overrides.sms,
    // A new user gets the welcome bonus inside the registration's own transaction. Auth knows no
    // wallet: the hook is wired here, and reads `wallet` (built next) only when a user registers.
    // The invites module records the inviter auth resolved and pays the sign-up milestone, in the same
    // transaction (`invites` is built below; read only when a user registers).
    onUserCreated: async (trx, userId, origin) => {
      await wallet.wallet.creditSignupBonus(trx, userId);
      await invites.invites.attributeAtSignUp(trx, userId, origin);
    },
    // An invite code that is no player's may be an agent link's slug (`agents` is built below).
    inviteLinks: (trx, code) => agents.links.resolve(trx, code),
    // getVipProfile and userInfo count the experience the vip module counts (wagering, issue 13).
    earnedVipExperience: (userId) => vip.vip.earnedExperience(database.db, userId),
    money: {
      momoAccounts: (userId) => payments.accounts.momoAccounts(userId),
      usdtValue: async (userId) => (await wallet.balances.totalUsdt(userId)).total_usdt,
    },
  });
  const casino = createCasinoServices(deps(config.casino));
  const fair = createFairServices(deps(config.fair));
  const wallet = createWalletServices(deps(config.wallet), {
    users: auth.users,
    payees: auth.payees,
    counters: auth.rateCounters,
  });
  const vip = createVipServices(deps({}), {
    grantedExperience: async (userId) => (await auth.users.user(userId)).vip_exp,
    wagered: (db, userId, coin) => wagering.wageredBy(db, userId, { coin }),
    payReward: async (trx, payment) =>
      (await wallet.wallet.credit(trx, { ...payment, from: 'rewards', reason: 'vip_reward' })).publicId,
  });
  const appConfig = createAppConfigServices(deps(config.appConfig), {
    signIn: config.auth,
  });
  const casinoEngage = createCasinoEngageServices(
    deps({}),
    {
      topWagerers: (db, query) => wagering.topWagerers(db, query),
      wageredBy: (db, userId, query) => wagering.wageredBy(db, userId, query),
      bigWins: recentBigWins,
      names: async (userIds) =>
        new Map([...(await auth.payees.names(userIds))].map(([id, payee]) => [id, payee.displayName])),
      player: async (userId) => ({
        createdAt: Number((await auth.users.user(userId)).created_at),
        vipLevel: (await auth.users.vip(userId)).vip_level,
      }),
      payPrize: async (trx, payment) =>
        (
          await wallet.wallet.credit(trx, {
            ...payment,
            coin: payment.coin as CoinName,
            from: 'rewards',
            reason: 'rank_prize',
          })
        ).publicId,
      // The main site's answer, reused (app-config's openapp_get_country): one rule for the trusted header.
      locateCountry: (ctx, headers) => appConfig.clientConfig.country(ctx, headers),
    },
    overrides.engageClock,
  );
  const bonus = createBonusServices(deps({}), {
    credit: async (trx, p) => {
      await wallet.wallet.credit(trx, { ...p, from: 'rewards' });
    },
    hold: (trx, p) => wallet.wallet.hold(trx, p.userId, p.coin, p.amount, p.reason, p.reference, p.ttlMs),
    release: (trx, holdId) => wallet.wallet.voidHold(trx, holdId),
    wagered: (db, userId, coin, since) => wagering.wageredBy(db, userId, { coin, since }),
    balances: async (userId) => (await wallet.balances.rows(userId)).rows,
    brandCountry: (userId) => casinoEngage.profile.country(userId),
  });
  const lucky = createLuckyServices(deps({}), {
    fair: fair.fair,
    wagered: (db, userId, coin, since, until) => wagering.wageredBy(db, userId, { coin, since, until }),
    payPrize: async (trx, p) =>
      (await wallet.wallet.credit(trx, { ...p, from: 'rewards', reason: 'lucky_prize' })).publicId,
    grantBonus: async (trx, g) => (await bonus.bonus.grant(trx, g)).publicId,
    newbie: {
      player: async (userId) => {
        const user = await auth.users.user(userId);
        return { createdAt: Number(user.created_at), phoneBound: user.phone !== null };
      },
      // The level userInfo and getVipProfile answer (granted + earned experience): one rule everywhere.
      vipLevel: async (userId) => (await auth.users.vip(userId)).vip_level,
      wagered: (db, userId, coin) => wagering.wageredBy(db, userId, { coin }),
    },
    // The daily chances count the games' UTC day: a test that moves the games' clock moves the draws' too.
    clock: overrides.games?.clock,
  });
  // Money in and out (issue 14): the sandbox's adapter at PAYMENT_PROVIDER_URL, the ledger's payments
  // account, and the console's approvals queue for withdrawals above a market's review threshold
  // (`ops` is built next; the review port reads it only when a player withdraws).
  const payments = createPaymentsServices(deps(config.payments), {
    ledger: {
      credit: async (trx, p) => {
        await wallet.wallet.credit(trx, { ...p, coin: p.coin as CoinName, from: 'payments', reason: 'recharge' });
        // A paid recharge is the invites' first-recharge milestone (paid once, in the recharge's transaction).
        await invites.invites.reachMilestone(trx, p.userId, 'first_recharge');
        // Issue 18: the player's notice that the recharge arrived (once per order: its reference).
        await messages.notices.notify(trx, p.userId, 'order', coinParams('recharge', p), { key: p.reference });
      },
      hold: (trx, p) =>
        wallet.wallet.hold(trx, p.userId, p.coin as CoinName, p.amount, 'withdraw', p.reference, WITHDRAW_HOLD_TTL_MS),
      post: (trx, holdId, fee) => wallet.wallet.postHold(trx, holdId, 'payments', fee),
      release: (trx, holdId) => wallet.wallet.voidHold(trx, holdId),
    },
    names: async (userIds) =>
      new Map([...(await auth.payees.names(userIds))].map(([id, payee]) => [id, payee.displayName])),
    review: async (trx, userId, payload) => {
      await ops.console.approvals.requestBySystem(trx, `player:${userId}`, 'payments.withdrawal', payload);
    },
    webOrigins: config.corsOrigins,
    ...overrides.payments,
  });
  // Missions (issue 15): games played are the games' rounds (read, like the wagering readers); offers
  // completed arrive through recordMissionEvent from the conversions' credit (modules/missions/README.md).
  const missions = createMissionsServices(deps({}), {
    playedRounds: (db, userId, window) => wagering.playedRounds(db, userId, window),
    payReward: async (trx, p) =>
      (await wallet.wallet.credit(trx, { ...p, from: 'rewards', reason: 'mission_reward' })).publicId,
    clock: overrides.games?.clock,
  });
  // Offers (issue 15): rewards from the ledger's rewards account, reversals back into it.
  // Proofs of tasks wait in the console's approvals queue (`ops` is built next; read when one is sent).
  const tasklib = createTasklibServices(deps(config.tasklib), {
    ledger: offersLedger(),
    review: (trx, userId, payload) =>
      ops.console.approvals.requestBySystem(trx, `player:${userId}`, tasklib.auditKind.kind, payload),
    // The shell's once-per-session /cpl/init is the missions' "opened the app signed in today"; a credited
    // offer is the missions' "offer completed" (issue 15; modules/missions/README.md).
    onInit: async (db, userId, at) => {
      await recordMissionEvent(db, signInEvent(userId, at));
    },
    onCredited: async (trx, conversion) => {
      await recordMissionEvent(trx, {
        userId: conversion.userId,
        kind: 'offer_completed',
        ref: `${conversion.network}:${conversion.conversionId}`,
        at: (overrides.games?.clock ?? Date.now)(),
      });
    },
    // Offer links may start with `{sandbox}`: the advertiser sandbox of ADVERTISER_SANDBOX_URL (postbacks).
    linkBase: (template) => withSandboxBase(template, config.postbacks.sandboxUrl),
  });
  // Advertiser postbacks credit through the conversions service; the fraud rules' flagged conversions
  // wait in the console's approvals queue (`ops` is built next; read only when a postback is flagged).
  const postbacks = createPostbacksServices(deps(config.postbacks), {
    conversions: tasklib.conversions,
    review: async (trx, userId, kind, payload) => {
      await ops.console.approvals.requestBySystem(trx, `player:${userId}`, kind, payload);
    },
  });
  // Invest (issue 17): the principal is a wallet hold; the return leaves the house, an early exit's penalty
  // goes to the fees account. Its clock is the job runner's (maturity), as the gifts' is.
  const invest = createInvestServices(deps({}), {
    amountOf: (value, coin) => amountOf(value, coin),
    once: (userId, key, hash, work) => wallet.wallet.once(userId, key, hash, work),
    hold: (trx, p) => wallet.wallet.hold(trx, p.userId, p.coin, p.amount, 'invest', p.reference, p.ttlMs),
    release: (trx, holdId, fee) => wallet.wallet.voidHold(trx, holdId, fee),
    payReturn: async (trx, p) => {
      await wallet.wallet.credit(trx, { ...p, from: 'house', reason: 'invest_return' });
    },
    clock: overrides.jobs?.clock,
    hooks: overrides.invest,
  });
  // Agents (issue 16 item 4) build on the invites' facts; applications wait in the console's approvals
  // queue (`ops` is built next; read when a player applies); commissions leave the rewards account.
  const agents = createAgentsServices(deps({}), {
    invites: inviteFacts,
    wagered: (db, userId, window) => wagering.wageredBy(db, userId, window),
    names: async (userIds) =>
      new Map([...(await auth.payees.names(userIds))].map(([id, payee]) => [id, payee.displayName])),
    codeOf: async (userId) => (await auth.users.user(userId)).invite_code,
    payCommission: async (trx, payment) =>
      (await wallet.wallet.credit(trx, { ...payment, from: 'rewards', reason: 'agent_commission' })).publicId,
    review: async (trx, userId, payload) => {
      await ops.console.approvals.requestBySystem(trx, `player:${userId}`, agents.applyKind.kind, payload);
    },
    clock: overrides.agentsClock,
  });
  // Token locks are wallet holds; the stake's clock is the job runner's (terms, periods and the close job).
  const stake = createStakeServices(deps(config.stake), {
    amountOf: (value, coin) => amountOf(value, coin),
    hold: (trx, p) => wallet.wallet.hold(trx, p.userId, p.coin, p.amount, 'stake_lock', p.reference, p.ttlMs),
    voidHold: (trx, holdId) => wallet.wallet.voidHold(trx, holdId),
    balance: (db, userId, coin) => userBalance(db, userId, coin),
    clock: overrides.jobs?.clock,
  });
  // Built before ops: posts register the approval kind post.report with it.
  const profiles = createProfilesServices(deps(config.profiles), overrides.profiles);
  const search = createSearchServices(deps({}));
  // Posts (issue 18 item 3): written as profiles, with the profiles' image pipeline; indexed in their own
  // transactions; likes and comments tell the author ('social' notices); reports wait in the approvals queue.
  const posts = createPostsServices(deps(config.posts), {
    profiles: profiles.profiles,
    images: {
      upload: (ownerId, purpose, bytes) => profiles.profiles.images.upload(ownerId, purpose, bytes),
      ownImage: (db, ownerId, id, purpose) => profiles.profiles.images.ownImage(db, ownerId, id, purpose),
      maxBytes: profiles.maxBytes,
    },
    search: search.search,
    notify: (trx, userId, params, key) => messages.notices.notify(trx, userId, 'social', params, { key }),
    report: (trx, reporterId, payload) =>
      ops.console.approvals.requestBySystem(trx, `player:${reporterId}`, posts.reportKind.kind, payload),
    counters: auth.rateCounters,
    clock: overrides.postsClock,
  });
  const ops = createOpsServices(deps(config.ops), {
    counters: auth.rateCounters,
    clock: overrides.opsClock,
    console: {
      players: auth.players,
      wallet: consoleWallet(wallet, database),
      catalogues: [
        homeProductsCatalogue(() => Date.now()),
        casino.gamesCatalogue,
        ...casinoEngage.catalogues,
        lucky.prizesCatalogue,
        payments.marketsCatalogue as CatalogueEditor,
        missions.catalogue,
        tasklib.offersCatalogue as CatalogueEditor,
        invest.catalogue,
        stake.proposalsCatalogue,
      ],
      approvalKinds: [
        // Issue 18: the player hears of the operator's decision on their withdrawal.
        noticeOnDecision(payments.reviewKind as ApprovalKind, (trx, userId, params, key) =>
          messages.notices.notify(trx, userId, 'approval', params, { key }),
        ),
        tasklib.auditKind as ApprovalKind,
        postbacks.flaggedKind,
        agents.applyKind,
        posts.reportKind,
      ],
    },
  });
  // Invites (issue 16): the referral code is auth's invite_code; rewards leave the ledger's rewards account.
  const invites = createInvitesServices(deps({}), {
    codeOf: async (userId) => (await auth.users.user(userId)).invite_code,
    userByCode: (code) => auth.users.idByInviteCode(code),
    wagered: (db, userId, coin) => wagering.wageredBy(db, userId, { coin }),
    payReward: async (trx, payment) => {
      const paid = await wallet.wallet.credit(trx, { ...payment, from: 'rewards', reason: 'invite_reward' });
      // Issue 18: the inviter's notice of the reward (once per milestone: its reference).
      await messages.notices.notify(trx, payment.userId, 'reward', coinParams('invite', payment), {
        key: payment.reference,
      });
      return paid.publicId;
    },
    names: async (userIds) =>
      new Map([...(await auth.payees.names(userIds))].map(([id, payee]) => [id, payee.displayName])),
    // Issue 16: an agent's link slug is an invite link too (sub_page_by_ref_url).
    agentLinkKnown: async (slug) => (await agents.links.resolve(database.db, slug)) !== undefined,
    bot: config.auth.publicBot,
  });
  // The message centre (issue 18 item 4): other modules' events reach players as notices (above).
  const messages = createMessagesServices(deps({}), {
    player: (userId) => auth.payees.byId(userId),
    names: async (userIds) =>
      new Map(
        [...(await auth.payees.names(userIds))].map(([id, p]) => [id, { name: p.displayName, headUrl: p.headUrl }]),
      ),
    counters: auth.rateCounters,
  });
  const playerNames = async (userIds: readonly number[]) =>
    new Map([...(await auth.payees.names(userIds))].map(([id, payee]) => [id, payee.displayName]));
  // Pets (issue 17): a draw is a house game (its price to the house, like lucky codes); food, transfer
  // fees and the rent's fee go to the fees account, the rest of a rent to the pet's owner.
  const pets = createPetsServices(deps({}), {
    fair: fair.fair,
    payDraw: (trx, p) => houseMove(trx, 'game_bet', 'pet_draw', p, -1n),
    pay: petPayment,
    names: playerNames,
    player: async (userId) => {
      const payee = await auth.payees.byId(userId);
      return payee && { id: payee.id, username: payee.username };
    },
    clock: overrides.games?.clock,
  });
  return {
    jobs,
    system: createSystemServices(deps({}), startedAt),
    appConfig,
    auth,
    wallet,
    analytics: createAnalyticsServices(deps(config.analytics), auth),
    tasklib,
    fair,
    casino,
    ops,
    // Games over the catalogue (games and connected providers), the shared house engines and the
    // fair module's seeds (design seams 2 and 4, docs/games.md).
    games: createGamesServices(deps(config.games), {
      directory: catalogueDirectory(casino.directory, config.games.houseSecret),
      engines: SHARED_HOUSE_ENGINES,
      fairness: fairSeedsFairness(database.db, fair.fair),
      ...overrides.games,
    }),
    vip,
    bonus,
    casinoEngage,
    // The brand's sign-in runs on auth's sign-in core (same accounts and sessions as the main site).
    casinoAuth: createCasinoAuthServices(deps(config.casinoAuth), {
      auth,
      publicBot: config.auth.publicBot,
      clock: overrides.casinoAuthClock,
    }),
    lucky,
    payments,
    missions,
    postbacks,
    // Gift codes (issue 16): one wallet hold per claim, moved whole to its claimer; the release job's
    // clock is the gifts' clock, so a test that moves the jobs' clock moves the expiry with it.
    gifts: createGiftsServices(deps({}), {
      amountOf: (value, coin) => amountOf(value, coin),
      hold: (trx, p) => wallet.wallet.hold(trx, p.userId, p.coin, p.amount, 'gift_code', p.reference, p.ttlMs),
      transferHold: (trx, holdId, toUserId) => wallet.wallet.transferHold(trx, holdId, toUserId),
      voidHold: (trx, holdId) => wallet.wallet.voidHold(trx, holdId),
      nickname: async (userId) => (await auth.users.user(userId)).username,
      clock: overrides.jobs?.clock,
    }),
    // Lucky codes are a house game: the price goes to the house, the prize comes from it (docs/decisions.md).
    luckyCodes: createLuckyCodesServices(deps({}), {
      fair: fair.fair,
      charge: (trx, p) => houseMove(trx, 'game_bet', 'lucky_code_buy', p, -1n),
      payPrize: (trx, p) => houseMove(trx, 'game_win', 'lucky_code_prize', p, 1n),
    }),
    invites,
    invest,
    pets,
    agents,
    stake,
    // The pet game's rewards leave the ledger's rewards account (as missions' and invites' do); a roll is a
    // house game (its price to the house, a coin prize from it, like a pet draw and lucky codes). Pets'
    // keepers are read through PetItems on the games' clock, the pets' own.
    petgame: createPetgameServices(deps({}), {
      fair: fair.fair,
      pets: new PetItems(database.db, overrides.games?.clock ?? (() => Date.now())),
      payReward: async (trx, p) =>
        (await wallet.wallet.credit(trx, { ...p, from: 'rewards', reason: 'petgame_reward' })).publicId,
      payRoll: (trx, p) => houseMove(trx, 'game_bet', 'pet_roll', p, -1n),
      payRollPrize: (trx, p) => houseMove(trx, 'game_win', 'pet_roll_prize', p, 1n),
      clock: overrides.games?.clock,
    }),
    search,
    messages,
    // Follow tasks (issue 18 item 2): one wallet hold per reward, moved whole to the follower; the close
    // job shares the job runner's clock. A creator is named by their current profile when they have one (profiles.profileLinks).
    social: createSocialServices(deps(config.social), {
      amountOf: (value, coin, field) => amountOf(value, coin, field),
      hold: (trx, p) => wallet.wallet.hold(trx, p.userId, p.coin, p.amount, 'follow_task', p.reference, p.ttlMs),
      transferHold: (trx, holdId, toUserId) => wallet.wallet.transferHold(trx, holdId, toUserId),
      voidHold: (trx, holdId) => wallet.wallet.voidHold(trx, holdId),
      creatorNames: async (userIds) =>
        new Map([...(await auth.payees.names(userIds))].map(([id, payee]) => [id, payee.displayName])),
      signInProviders: {
        has: (mediaType) => auth.thirdParty.oauth.providers.some((p) => p.media_type === mediaType),
        keep: (session, input) => auth.thirdParty.keepTokenFor(session, input),
      },
      clock: overrides.jobs?.clock,
    }),
    profiles,
    // The market (issue 17 item 2): a sale pays like a pet act (the fee to fees, the rest to the seller);
    // a bid is a wallet hold, captured to the seller minus the fee at the auction's end. Its clock is the
    // job runner's, so the settlement job and the auctions' ends agree (tests move both).
    market: createMarketServices(deps({}), {
      items: pets.items,
      pet: (publicId) => pets.pets.detail(publicId, undefined),
      pay: petPayment,
      hold: (trx, p) => wallet.wallet.hold(trx, p.userId, p.coin, p.amount, 'market_bid', p.reference, p.ttlMs),
      captureHold: (trx, holdId, sellerId, fee) => wallet.wallet.transferHold(trx, holdId, sellerId, fee),
      releaseHold: (trx, holdId) => wallet.wallet.voidHold(trx, holdId),
      names: playerNames,
      clock: overrides.jobs?.clock,
    }),
    posts,
    // Honor (issue 18 item 5): the rules read the owners' tables; an award tells the player with a
    // reward notice in its own transaction.
    honor: createHonorServices(deps({}), {
      notify: (trx, userId, params, key) => messages.notices.notify(trx, userId, 'reward', params, { key }),
      clock: overrides.jobs?.clock,
    }),
  };
}

/** A pet act's payment (modules/pets/pets.ports.ts): amount from the payer, fee to fees, the rest to the payee. */
const petPayment: PetPayment = async (trx, p) => {
  const legs: Parameters<typeof postTransaction>[2] = [
    { account: userAccount(p.payerId, p.coin), amount: -(p.amount - p.fee) },
    { account: userAccount(p.payerId, p.coin), amount: -p.fee, role: 'fee' },
    { account: systemAccount('fees', p.coin), amount: p.fee },
  ];
  if (p.payeeId !== null) legs.push({ account: userAccount(p.payeeId, p.coin), amount: p.amount - p.fee });
  const header = { kind: 'transfer', reason: p.reason, reference: p.reference, userId: p.payerId } as const;
  const posted = await postTransaction(
    trx,
    { ...header, counterpartyUserId: p.payeeId },
    legs.filter((leg) => leg.amount !== 0n),
    Date.now(),
  );
  return posted.publicId;
};

/** A player's coins against the house, one ledger transaction: `sign` -1 to the house, 1 from it. */
async function houseMove(
  trx: DbOrTrx,
  kind: 'game_bet' | 'game_win',
  reason: string,
  p: { userId: number; coin: CoinName; amount: bigint; reference: string },
  sign: bigint,
): Promise<string> {
  const posted = await postTransaction(
    trx,
    { kind, reason, reference: p.reference, userId: p.userId, counterpartyUserId: null },
    [
      { account: userAccount(p.userId, p.coin), amount: sign * p.amount },
      { account: systemAccount('house', p.coin), amount: -sign * p.amount },
    ],
    Date.now(),
  );
  return posted.publicId;
}

/** The wallet as the operator console uses it (balances, history, adjustments, daily figures). */
function consoleWallet({ balances, history }: WalletServices, database: DatabaseHandle): ConsoleWallet {
  return {
    balances: async (userId) =>
      (await balances.userAsset(userId, undefined)).list.map((b) => ({ coin: b.coin_name, balance: b.money_all })),
    history: (userId, coin, cursor, limit) => history.entries(userId, coin as CoinName | undefined, cursor, limit),
    postAdjustment,
    dayFigures: (kinds, fromDay, toDay) => ledgerDayFigures(database.db, kinds, fromDay, toDay),
  };
}

/**
 * The ledger as offer rewards use it (issue 15): a reward leaves the rewards account, and what the
 * player owes of a reversed reward goes straight back in the same transaction (both legs on the books).
 */
function offersLedger(): OffersLedger {
  return {
    payReward: async (trx, p) => {
      const header = { kind: 'credit', reason: 'offer_reward', reference: p.reference, userId: p.userId } as const;
      const legs = [
        { account: systemAccount('rewards', p.coin), amount: -p.amount },
        { account: userAccount(p.userId, p.coin), amount: p.amount },
      ];
      if (p.repay > 0n) {
        legs.push(
          { account: userAccount(p.userId, p.coin), amount: -p.repay },
          { account: systemAccount('rewards', p.coin), amount: p.repay },
        );
      }
      return (await postTransaction(trx, { ...header, counterpartyUserId: null }, legs, Date.now())).publicId;
    },
    takeBack: async (trx, p) =>
      (
        await postTransaction(
          trx,
          {
            kind: 'credit',
            reason: 'offer_clawback',
            reference: p.reference,
            userId: p.userId,
            counterpartyUserId: null,
          },
          [
            { account: userAccount(p.userId, p.coin), amount: -p.amount },
            { account: systemAccount('rewards', p.coin), amount: p.amount },
          ],
          Date.now(),
        )
      ).publicId,
    balance: (trx, userId, coin) => userBalance(trx, userId, coin),
  };
}

/** A service group's routes, mounted by app.ts under the group's mountPrefix (packages/shared service-groups.ts). */
export interface ServiceGroupRoutes {
  group: ServiceGroupId;
  register: (scope: FastifyInstance) => Promise<void>;
}

/** Every service group served by this process and the module that serves it. Add a group here and there. */
export function serviceGroupRoutes(services: AppServices): ServiceGroupRoutes[] {
  return [
    { group: 'casino', register: (scope) => registerFairRoutes(scope, services.fair) },
    { group: 'casino', register: (scope) => registerCasinoRoutes(scope, services.casino) },
    { group: 'main', register: (scope) => registerMainRoutes(scope, services.appConfig) },
    { group: 'tasklib', register: (scope) => registerTasklibRoutes(scope, services.tasklib) },
    { group: 'tg', register: (scope) => registerTgRoutes(scope, services.auth) },
    { group: 'user', register: (scope) => registerUserRoutes(scope, services.auth) },
    { group: 'wallet', register: (scope) => registerWalletRoutes(scope, services.wallet) },
    { group: 'casino', register: (scope) => registerCasinoGameRoutes(scope, services.games) },
    { group: 'casino', register: (scope) => registerVipRoutes(scope, services.vip) },
    { group: 'casino', register: (scope) => registerBonusRoutes(scope, services.bonus) },
    { group: 'casino', register: (scope) => registerCasinoEngageRoutes(scope, services.casinoEngage) },
    { group: 'casino', register: (scope) => registerCasinoAuthRoutes(scope, services.casinoAuth) },
    { group: 'casino', register: (scope) => registerLuckyRoutes(scope, services.lucky) },
    { group: 'casino', register: (scope) => registerPaymentsRoutes(scope, services.payments) },
    { group: 'tasklib', register: (scope) => registerMissionsRoutes(scope, services.missions) },
    { group: 'casino', register: (scope) => registerGiftsRoutes(scope, services.gifts) },
    { group: 'casino', register: (scope) => registerLuckyCodesRoutes(scope, services.luckyCodes) },
    { group: 'casino', register: (scope) => registerInvitesRoutes(scope, services.invites) },
    { group: 'main', register: (scope) => registerInviteConfigRoutes(scope, services.invites) },
    { group: 'invest', register: (scope) => registerInvestRoutes(scope, services.invest) },
    { group: 'pet', register: (scope) => registerPetsRoutes(scope, services.pets.pets, services.pets.trade) },
    { group: 'wallet', register: (scope) => registerPetWalletRoutes(scope, services.pets.trade) },
    { group: 'casino', register: (scope) => registerAgentsRoutes(scope, services.agents) },
    { group: 'main', register: (scope) => registerStakeRoutes(scope, services.stake) },
    { group: 'wallet', register: (scope) => registerVoteRoutes(scope, services.stake) },
    { group: 'pet', register: (scope) => registerPetgameRoutes(scope, services.petgame) },
    { group: 'search', register: (scope) => registerSearchRoutes(scope, services.search) },
    { group: 'message', register: (scope) => registerMessagesRoutes(scope, services.messages) },
    { group: 'main', register: (scope) => registerSocialRoutes(scope, services.social) },
    { group: 'profile', register: (scope) => registerProfilesRoutes(scope, services.profiles) },
    {
      group: 'market',
      register: (scope) => registerMarketRoutes(scope, services.market.market, services.market.reads),
    },
    { group: 'auction', register: (scope) => registerAuctionRoutes(scope, services.market.auctions) },
    { group: 'community', register: (scope) => registerCommunityRoutes(scope, services.posts) },
    { group: 'recommend', register: (scope) => registerRecommendRoutes(scope, services.posts) },
    { group: 'honor', register: (scope) => registerHonorRoutes(scope, services.honor) },
  ];
}

/**
 * Server-to-server groups: no player headers, no session (each call authenticates itself, e.g. by the
 * provider's signature); app.ts mounts them outside the player groups' hooks.
 */
export function serverGroupRoutes(services: AppServices): ServiceGroupRoutes[] {
  return [
    { group: 'provider', register: (scope) => registerProviderRoutes(scope, services.games) },
    { group: 'provider', register: (scope) => registerPaymentWebhookRoutes(scope, services.payments) },
    { group: 'provider', register: (scope) => registerPostbackRoutes(scope, services.postbacks.postbacks) },
    // A pet's picture: a public image that <img> and share cards load without the player headers.
    { group: 'pet', register: (scope) => registerPetImageRoutes(scope, services.pets.pets) },
    // The message centre's live stream: EventSource sends no headers; its single-use ticket authenticates.
    { group: 'message', register: (scope) => registerMessageStreamRoutes(scope, services.messages) },
    // A profile's images: public, loaded by <img> and share cards without the player headers.
    { group: 'profile', register: (scope) => registerProfileMediaRoutes(scope, services.profiles.profiles.images) },
  ];
}

/**
 * Operator endpoints other modules add to the console (modules/ops/README.md, "Adding an endpoint"),
 * mounted with the console's own under /ops by registerOpsRoutes.
 */
export function operatorRouteRegistrations(services: AppServices): OpsRouteRegistration[] {
  return [
    (ops) => registerAnalyticsOpsRoutes(ops, services.analytics),
    (ops) => registerBonusOpsRoutes(ops, services.bonus, services.ops.audit),
    (ops) => registerPaymentsOpsRoutes(ops, services.payments, services.ops.audit),
    (ops) => registerTasklibOpsRoutes(ops, services.tasklib),
    (ops) => registerPostsOpsRoutes(ops, services.posts, services.ops.audit),
  ];
}

/** A notice's parameters for coins that moved: the amount as the wallet shows it (spec 3's decimals). */
function coinParams(subject: string, p: { coin: string; amount: bigint; reference: string }) {
  const decimals = COINS[p.coin as CoinName]?.decimals ?? 0;
  return { subject, coin: p.coin, amount: formatUnits(p.amount, decimals), ref: p.reference };
}

/**
 * An approval kind whose payload names its player (`user_id`) that also tells the player the decision
 * (issue 18 item 4), in the decision's own transaction: a rolled-back decision sends nothing.
 */
function noticeOnDecision(
  kind: ApprovalKind,
  notify: (trx: DbOrTrx, userId: number, params: NoticeParams, key: string) => Promise<unknown>,
): ApprovalKind {
  const tell = async (trx: DbOrTrx, payload: unknown, decision: 'approved' | 'rejected', approvalId: number) => {
    const p = payload as { user_id?: number; order_id?: string; amount?: string; currency?: string };
    if (typeof p.user_id !== 'number') return;
    const params = {
      subject: kind.kind,
      decision,
      ref: p.order_id ?? '',
      amount: p.amount ?? '',
      currency: p.currency ?? '',
    };
    await notify(trx, p.user_id, params, `approval:${approvalId}`);
  };
  return {
    ...kind,
    approve: async (trx, payload, decision) => {
      const result = await kind.approve(trx, payload, decision);
      await tell(trx, payload, 'approved', decision.approvalId);
      return result;
    },
    reject: async (trx, payload, decision) => {
      await kind.reject(trx, payload, decision);
      await tell(trx, payload, 'rejected', decision.approvalId);
    },
  };
}
