import type { DbOrTrx } from '../../../db/types';
import type { FraudLimits } from '../postbacks/postbacks.config';
import { fraudRepository as repo } from './fraud.repository';
import { type FraudFacts, type FraudFlag, fraudFlags } from './fraud-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEVICE_USERS_WINDOW_MS = 30 * DAY_MS;

/**
 * The rules over the database's counts, read in the postback's write transaction. The device caps are
 * caps, not locks: on PostgreSQL postbacks of one device committing at the same instant may each see
 * the count before the others (at most the number in flight past the cap); SQLite serialises writers.
 */
export class FraudCheck {
  constructor(private readonly limits: FraudLimits) {}

  async flags(
    trx: DbOrTrx,
    facts: Omit<FraudFacts, 'deviceConversionsToday' | 'otherDeviceUsers'>,
    userId: number,
  ): Promise<FraudFlag[]> {
    const deviceId = facts.click.deviceId;
    const [deviceConversionsToday, otherDeviceUsers] = deviceId
      ? [
          await repo.deviceConversionsSince(trx, deviceId, facts.now - DAY_MS),
          await repo.otherDeviceUsersSince(trx, deviceId, userId, facts.now - DEVICE_USERS_WINDOW_MS),
        ]
      : [0, 0];
    return fraudFlags({ ...facts, deviceConversionsToday, otherDeviceUsers }, this.limits);
  }
}
