import { BodyCode, DEFAULT_DIAL_CODE } from '@app/shared';
import { BRAND_MARKETS, DEFAULT_BRAND_COUNTRY, isBrandMarket } from '@app/shared/luckybear/brand-markets';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import { brandProfileRepository as repo } from './brand-profile.repository';

/**
 * The player's profile on the casino brand (issue 13, spec 7.7): the markets and the player's country
 * among them, what registration needs, reported actions and the Google Analytics client id.
 */
export class BrandProfileService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  countries() {
    return { countries: BRAND_MARKETS.map((m) => ({ ...m })), default_country: DEFAULT_BRAND_COUNTRY };
  }

  /** A country the brand does not offer changes nothing (1098). */
  async switchCountry(userId: number, country: string) {
    if (!isBrandMarket(country)) {
      throw new ApiError(BodyCode.COUNTRY_NOT_OFFERED, undefined, { field: 'country' });
    }
    await repo.set(this.db, userId, { country }, this.now());
    return { country };
  }

  /** The country the player chose with switch_country, or null (then the request's market stands). */
  country(userId: number): Promise<string | null> {
    return repo.country(this.db, userId);
  }

  regInfo() {
    return {
      ...this.countries(),
      default_dial_code: DEFAULT_DIAL_CODE,
      // As on the main site's phone sign-in: an inviter's code may be given, never required.
      invite_code: { accepted: true, required: false },
    };
  }

  /** Params are already checked (allow-listed action, bounded size) by the contract. */
  async reportAction(userId: number, action: string, params: Record<string, unknown>) {
    await repo.insertAction(this.db, userId, action, JSON.stringify(params), this.now());
    return { action };
  }

  async setGaClientId(userId: number, gaClientId: string) {
    await repo.set(this.db, userId, { ga_client_id: gaClientId }, this.now());
    return { ga_client_id: gaClientId };
  }
}
