import { BodyCode } from '@app/shared';
import { isPlausibleUserId } from '@app/shared/auth/user-id';
import type { RecipientLookup as LookupKind } from '@app/shared/wallet/recipients';
import { ApiError, invalidField } from '../../lib/api-error';
import type { WalletCounters, WalletPayee, WalletPayees } from './wallet-users';

/**
 * Lookups per user and window: a payer checks a few people; someone walking through phone numbers
 * to learn who uses the product is stopped (the route also limits each client address).
 */
export const LOOKUPS_PER_USER = { max: 40, windowMs: 10 * 60_000 } as const;

/** Thrown past the limit: HTTP 429 with the envelope, like the per-address limit (plugins/errors.ts). */
function tooMany(retryMs: number): Error {
  return Object.assign(new Error(`retry in ${Math.ceil(retryMs / 1000)} s`), { statusCode: 429 });
}

/** The payer found themself: a field error whose `reason` lets the form say so in its own words. */
function ownAccount(): ApiError {
  const { message, data } = invalidField('value', 'is your own account');
  return new ApiError(BodyCode.INVALID_PARAMS, message, { ...(data as object), reason: 'self' });
}

/** find_recipient (issue 20): the person a payer means, as little of them as recognising needs. */
export class RecipientLookup {
  constructor(
    private readonly payees: WalletPayees,
    private readonly counters: WalletCounters,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async find(payerId: number, country: string, by: LookupKind, value: string) {
    const now = this.now();
    const used = await this.counters.hit(`wallet:find_recipient:${payerId}`, LOOKUPS_PER_USER.windowMs, now);
    if (used.count > LOOKUPS_PER_USER.max) throw tooMany(used.resetAt - now);
    const payee = await this.match(country, by, value);
    if (payee?.id === payerId) throw ownAccount();
    if (!payee) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No user matches', { field: 'value' });
    return { user_id: payee.id, display_name: payee.displayName, head_url: payee.headUrl };
  }

  private async match(country: string, by: LookupKind, value: string): Promise<WalletPayee | undefined> {
    if (by === 'username') return this.payees.byUsername(value);
    if (by === 'phone') return this.payees.byPhone(value, country);
    if (!/^\d{1,16}$/.test(value)) throw invalidField('value', 'must be a user id (digits)');
    const id = Number(value);
    // A typo of a new id fails its check digit: no account has it, no need to ask the database.
    return isPlausibleUserId(id) ? this.payees.byId(id) : undefined;
  }
}
