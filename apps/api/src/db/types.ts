import type { Kysely, Transaction } from 'kysely';
import type { JobsTables } from '../jobs/jobs.tables';
import type { AgentsTables } from '../modules/agents/agents.tables';
import type { AnalyticsTables } from '../modules/analytics/analytics.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { BonusTables } from '../modules/bonus/bonus.tables';
import type { CasinoTables } from '../modules/casino/casino.tables';
import type { CasinoAuthTables } from '../modules/casino-auth/casino-auth.tables';
import type { CasinoEngageTables } from '../modules/casino-engage/casino-engage.tables';
import type { FairTables } from '../modules/fair/fair.tables';
import type { GamesTables } from '../modules/games/games.tables';
import type { GiftsTables } from '../modules/gifts/gifts.tables';
import type { InvestTables } from '../modules/invest/invest.tables';
import type { InvitesTables } from '../modules/invites/invites.tables';
import type { LuckyTables } from '../modules/lucky/lucky.tables';
import type { LuckyCodesTables } from '../modules/luckycodes/luckycodes.tables';
import type { MarketTables } from '../modules/market/market.tables';
import type { MessagesTables } from '../modules/messages/messages.tables';
import type { MissionsTables } from '../modules/missions/missions.tables';
import type { OpsTables } from '../modules/ops/ops.tables';
import type { PaymentsTables } from '../modules/payments/payments.tables';
import type { PetgameTables } from '../modules/petgame/petgame.tables';
import type { PetsTables } from '../modules/pets/pets.tables';
import type { PostsTables } from '../modules/posts/posts.tables';
import type { ProfilesTables } from '../modules/profiles/profiles.tables';
import type { SearchTables } from '../modules/search/search.tables';
import type { SocialTables } from '../modules/social/social.tables';
import type { StakeTables } from '../modules/stake/stake.tables';
import type { TasklibTables } from '../modules/tasklib/tasklib.tables';
import type { VipTables } from '../modules/vip/vip.tables';
import type { WalletTables } from '../modules/wallet/wallet.tables';

/**
 * Every table: each module declares its own (modules/<area>/<area>.tables.ts), as does the job runner
 * (jobs/jobs.tables.ts); this only combines them.
 */
export interface DB
  extends AuthTables,
    WalletTables,
    AnalyticsTables,
    TasklibTables,
    OpsTables,
    FairTables,
    CasinoTables,
    GamesTables,
    VipTables,
    BonusTables,
    CasinoEngageTables,
    CasinoAuthTables,
    LuckyTables,
    JobsTables,
    PaymentsTables,
    MissionsTables,
    GiftsTables,
    LuckyCodesTables,
    InvitesTables,
    InvestTables,
    PetsTables,
    AgentsTables,
    StakeTables,
    PetgameTables,
    SearchTables,
    MessagesTables,
    SocialTables,
    ProfilesTables,
    MarketTables,
    PostsTables {}

export type Db = Kysely<DB>;
/** Repositories take either the database or an open transaction. */
export type DbOrTrx = Kysely<DB> | Transaction<DB>;
export type DatabaseKind = 'sqlite' | 'postgres';
