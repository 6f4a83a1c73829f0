import { createHash } from 'node:crypto';
import { COUNTRY_CHOICES, DEFAULT_DIAL_CODE, DEFAULT_LOCALE, DIAL_CODES, SUPPORTED_LOCALES } from '@app/shared';
import { OTP } from '@app/shared/auth/otp';
import type { RequestContext } from '../../lib/request-types';
import type { AuthConfig } from '../auth';
import type { AppConfigSettings } from './app-config.config';

/** The sign-in options the client is told about (the auth module's settings). */
export type SignInOptions = Pick<AuthConfig, 'oauthProviders' | 'bots' | 'publicBot' | 'messengerAllowedUserIds'>;

/** a.b.c compared numerically, part by part ('1.10.0' > '1.9.3'). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[-+]/)[0]?.split('.').map(Number) ?? [];
  const pb = b.split(/[-+]/)[0]?.split('.').map(Number) ?? [];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** A stable 0-99 bucket: the user id when signed in, else the device (or address) hashed. */
export function grayBucket(userId: number, deviceOrAddress: string): number {
  if (userId > 0) return userId % 100;
  return createHash('sha256').update(deviceOrAddress).digest().readUInt16BE(0) % 100;
}

/** What the client reads before and at start-up: global config, OpenAppCfgV2, country, gray flags. */
export class ClientConfigService {
  constructor(
    private readonly settings: AppConfigSettings,
    private readonly signIn: SignInOptions,
  ) {}

  global(nowMs: number) {
    return {
      server_ts: Math.floor(nowMs / 1000),
      default_locale: DEFAULT_LOCALE,
      supported_locales: [...SUPPORTED_LOCALES],
      country_choices: [...COUNTRY_CHOICES],
      default_dial_code: DEFAULT_DIAL_CODE,
      dial_codes: { ...DIAL_CODES },
      third_party_providers: this.signIn.oauthProviders.map((p) => ({ media_type: p.media_type, name: p.name })),
      messenger_bots: Object.keys(this.signIn.bots),
      messenger_public_bot: this.signIn.publicBot,
      otp: { length: OTP.length, ttl_s: OTP.ttlMs / 1000, resend_s: OTP.resendAfterMs / 1000 },
    };
  }

  openApp(ctx: RequestContext, signedInUserId: number) {
    const { client } = this.settings;
    return {
      user_id: signedInUserId,
      audit_mode: client.auditMode,
      agent_h5: client.agentH5,
      min_app_ver: client.minAppVer,
      latest_app_ver: client.latestAppVer,
      // Only the native app updates itself; the web versions are always current.
      force_update: ctx.platform === 'app' && compareVersions(ctx.appVersion, client.minAppVer) < 0,
      messenger_allowed_user_ids: this.signIn.messengerAllowedUserIds,
    };
  }

  country(ctx: RequestContext, headers: Record<string, string | string[] | undefined>) {
    const name = this.settings.trustedCountryHeader;
    const raw = name ? headers[name] : undefined;
    const byIp = typeof raw === 'string' && /^[A-Za-z]{2}$/.test(raw) ? raw.toLowerCase() : '';
    return { location_info: { country_code: ctx.country, country_by_ip: byIp } };
  }

  gray(ctx: RequestContext, signedInUserId: number, address: string) {
    const bucket = grayBucket(signedInUserId, ctx.deviceId ?? address);
    const features = Object.fromEntries(
      Object.entries(this.settings.grayFeatures).map(([name, percent]) => [name, bucket < percent]),
    );
    return { bucket, features };
  }
}
