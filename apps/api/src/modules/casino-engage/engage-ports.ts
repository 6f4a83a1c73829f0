import type { DbOrTrx } from '../../db/types';
import type { RequestContext } from '../../lib/request-types';
import type { BigWin, WagerRank } from '../games';

/** A window of the games' wagering: one coin, [since, until). */
export interface WagerQuery {
  coin: string;
  since: number;
  until: number;
}

/** What the player is to the popups' audience rules. */
export interface PlayerFacts {
  createdAt: number;
  vipLevel: number;
}

/** What the casino-engage module needs from the others, filled by the composition root (compose.ts). */
export interface CasinoEngagePorts {
  /** The games' wagering reader: the top wagerers of a window, most first (ties: lower user id first). */
  topWagerers(db: DbOrTrx, query: WagerQuery & { limit: number }): Promise<WagerRank[]>;
  /** The games' wagering reader: what one player wagered in a window (base units). */
  wageredBy(db: DbOrTrx, userId: number, query: WagerQuery): Promise<bigint>;
  /** The games' latest rounds that won at least `minWin`, newest first. */
  bigWins(db: DbOrTrx, query: { coin: string; minWin: bigint; limit: number }): Promise<BigWin[]>;
  /** Players' display names (auth), unmasked: this module masks them. */
  names(userIds: readonly number[]): Promise<Map<number, string>>;
  /** Registration time and VIP level (auth, counting the vip module's experience). */
  player(userId: number): Promise<PlayerFacts>;
  /** Pays a prize from the rewards account in the caller's transaction; answers the ledger transaction's public id. */
  payPrize(trx: DbOrTrx, payment: { userId: number; coin: string; amount: bigint; reference: string }): Promise<string>;
  /** The main site's openapp_get_country answer (app-config): the chosen country and the one seen from the address. */
  locateCountry(
    ctx: RequestContext,
    headers: Record<string, string | string[] | undefined>,
  ): { location_info: { country_code: string; country_by_ip: string } };
}
