import type { FraudLimits } from '../postbacks/postbacks.config';

/**
 * The anti-fraud rules an offerwall applies to a conversion before paying it (issue 15). A rule that
 * fires does not refuse the conversion: it flags it, the conversion is recorded without credit, and an
 * operator decides (the approvals queue's `tasklib.conversion` kind). One reward per offer per user is
 * not a flag: the conversions service refuses a second one outright (its claim row).
 *
 * - `too_fast`: the conversion came sooner after the click than the offer's min_convert_seconds (an
 *   install plus a level in seconds is a bot or a replayed click);
 * - `country_mismatch`: the network saw the conversion from another country than the click's;
 * - `device_velocity`: the click's device (D-Id) already has the day's most conversions;
 * - `device_shared`: the device already earned for the most distinct users (an account farm).
 */
export const FRAUD_FLAGS = ['too_fast', 'country_mismatch', 'device_velocity', 'device_shared'] as const;
export type FraudFlag = (typeof FRAUD_FLAGS)[number];

export interface FraudFacts {
  now: number;
  click: { createdAt: number; country: string; deviceId: string; minConvertSeconds: number };
  /** The country the network reports, lower-case; absent: not checked. */
  postbackCountry?: string;
  /** Conversions credited or waiting on the click's device in the last 24 hours (this one not counted). */
  deviceConversionsToday: number;
  /** Other users credited or waiting on the click's device in the last 30 days. */
  otherDeviceUsers: number;
}

export function fraudFlags(facts: FraudFacts, limits: FraudLimits): FraudFlag[] {
  const flags: FraudFlag[] = [];
  const { click } = facts;
  const minSeconds = Math.min(click.minConvertSeconds, limits.minConvertCapSeconds ?? Number.POSITIVE_INFINITY);
  if (facts.now - click.createdAt < minSeconds * 1000) flags.push('too_fast');
  if (facts.postbackCountry && click.country && facts.postbackCountry !== click.country.toLowerCase()) {
    flags.push('country_mismatch');
  }
  // A click without a device id (a web browser without D-Id) is not counted per device.
  if (click.deviceId) {
    if (facts.deviceConversionsToday >= limits.deviceConversionsPerDay) flags.push('device_velocity');
    if (facts.otherDeviceUsers >= limits.deviceUsers) flags.push('device_shared');
  }
  return flags;
}
