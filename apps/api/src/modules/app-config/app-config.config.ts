import { z } from 'zod';
import { booleanFlag, listOf } from '../../lib/env';

/** The app-config module's environment variables (config.ts merges every module's into one schema). */
export const APP_CONFIG_ENV = {
  /** A header set by the trusted proxy/CDN with the client's country (e.g. cf-ipcountry). */
  TRUSTED_COUNTRY_HEADER: z.string().default(''),
  /** Spec 6: audit mode (balance-lack shows a warning toast) and the agent H5 version flag. */
  AUDIT_MODE: booleanFlag.default(false),
  AGENT_H5: booleanFlag.default(false),
  /** Native app versions: below MIN_APP_VER the app must update. */
  MIN_APP_VER: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .default('1.0.0'),
  LATEST_APP_VER: z
    .string()
    .regex(/^\d+(\.\d+){0,3}$/)
    .default('1.0.0'),
  /** Gradual rollout: "feature:percent,..." (0-100); a user is in when their bucket < percent. */
  GRAY_FEATURES: z.string().default(''),
};
type AppConfigEnv = z.output<z.ZodObject<typeof APP_CONFIG_ENV>>;

/** What the client reads at start-up besides the sign-in options (global config, OpenAppCfgV2, gray flags). */
export interface AppConfigSettings {
  client: { auditMode: boolean; agentH5: boolean; minAppVer: string; latestAppVer: string };
  grayFeatures: Record<string, number>;
  /** Lower-case header name; '' when no trusted proxy sets one. */
  trustedCountryHeader: string;
}

function parseGrayFeatures(value: string): Record<string, number> {
  const features: Record<string, number> = {};
  for (const entry of listOf(value)) {
    const [name, percent] = entry.split(':');
    if (!name || !/^[a-z0-9_]{1,64}$/.test(name) || !percent || !/^\d{1,3}$/.test(percent) || Number(percent) > 100) {
      throw new Error('Invalid configuration: GRAY_FEATURES: each entry must be feature:percent (0-100)');
    }
    features[name] = Number(percent);
  }
  return features;
}

export function loadAppConfigSettings(e: AppConfigEnv): AppConfigSettings {
  return {
    client: {
      auditMode: e.AUDIT_MODE,
      agentH5: e.AGENT_H5,
      minAppVer: e.MIN_APP_VER,
      latestAppVer: e.LATEST_APP_VER,
    },
    grayFeatures: parseGrayFeatures(e.GRAY_FEATURES),
    trustedCountryHeader: e.TRUSTED_COUNTRY_HEADER.toLowerCase(),
  };
}
