import type { CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { listOf } from '../../lib/env';
import { parseApprovalThresholds } from './adjustments/approval-threshold';

/** The operator console's environment variables (config.ts merges every module's into one schema). */
export const OPS_ENV = {
  /**
   * Key of the TOTP secrets' encryption (AES-256-GCM; the key is the SHA-256 of this text), at least 32
   * characters. Required in production; elsewhere a public development key is used (warned at start).
   * Changing it makes every enrolment unreadable: operators then enrol again (owner: reset-totp).
   */
  OPS_TOTP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Origins of the operator console (the web app), allowed to call /ops/* with the session cookie. */
  OPS_CONSOLE_ORIGINS: z.string().default('http://127.0.0.1:3000,http://localhost:3000'),
  /** The issuer name the authenticator app shows next to the account. */
  OPS_TOTP_ISSUER: z.string().min(1).max(64).default('Platform Ops'),
  /** An operator session ends after this many minutes without a call. */
  OPS_SESSION_IDLE_MIN: z.coerce.number().int().positive().default(30),
  /** An operator session ends this many hours after sign-in, used or not. */
  OPS_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  /** Consecutive failed sign-ins (password or code) that lock the account. */
  OPS_LOCKOUT_FAILURES: z.coerce.number().int().positive().default(5),
  /** How long a locked account stays locked unless an owner unlocks it. */
  OPS_LOCKOUT_MIN: z.coerce.number().int().positive().default(15),
  /** Sign-in attempts (both steps) per client address per 15 minutes. */
  OPS_SIGN_IN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  /** Sign-in attempts per email per 15 minutes (also for emails that name no operator). */
  OPS_SIGN_IN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /**
   * Four eyes on ledger adjustments: per coin, the largest credit or debit one operator posts alone
   * ("COIN=amount" pairs, "*" for the rest; adjustments/approval-threshold.ts). Above it a second
   * operator with ledger.adjust.approve must approve.
   */
  OPS_ADJUST_APPROVAL_ABOVE: z.string().default('*=100'),
};
type OpsEnv = z.output<z.ZodObject<typeof OPS_ENV>>;

export interface OpsConfig {
  totpKey: string;
  consoleOrigins: string[];
  totpIssuer: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  lockoutFailures: number;
  lockoutMs: number;
  signInMaxPerIp: number;
  signInMaxPerAccount: number;
  /** The window of both sign-in counters. */
  signInWindowMs: number;
  /** Per coin, base units an adjustment may move without a second operator (absent: always needs one). */
  adjustApprovalAbove: Map<CoinName, bigint>;
}

/**
 * Public: a development database's TOTP secrets are only as safe as this line. Outside production it
 * is the default; the scripts that run the production build on a developer's machine (start.sh, the
 * e2e and bench servers) pass it explicitly. Either way the start-up warning names it.
 */
export const DEV_OPS_TOTP_KEY = 'dev-ops-totp-key-public-do-not-use-in-production';

export function loadOpsConfig(e: OpsEnv, developmentSecrets: string[], nodeEnv: string): OpsConfig {
  if (!e.OPS_TOTP_KEY && nodeEnv === 'production') {
    throw new Error('Invalid configuration: OPS_TOTP_KEY: required in production');
  }
  const totpKey = e.OPS_TOTP_KEY ?? DEV_OPS_TOTP_KEY;
  if (totpKey === DEV_OPS_TOTP_KEY) developmentSecrets.push('OPS_TOTP_KEY');
  return {
    totpKey,
    consoleOrigins: listOf(e.OPS_CONSOLE_ORIGINS),
    totpIssuer: e.OPS_TOTP_ISSUER,
    sessionIdleMs: e.OPS_SESSION_IDLE_MIN * 60_000,
    sessionMaxMs: e.OPS_SESSION_MAX_HOURS * 3_600_000,
    lockoutFailures: e.OPS_LOCKOUT_FAILURES,
    lockoutMs: e.OPS_LOCKOUT_MIN * 60_000,
    signInMaxPerIp: e.OPS_SIGN_IN_MAX_PER_IP,
    signInMaxPerAccount: e.OPS_SIGN_IN_MAX_PER_ACCOUNT,
    signInWindowMs: 15 * 60_000,
    adjustApprovalAbove: thresholdsOf(e.OPS_ADJUST_APPROVAL_ABOVE),
  };
}

function thresholdsOf(text: string): Map<CoinName, bigint> {
  try {
    return parseApprovalThresholds(text);
  } catch (error) {
    throw new Error(`Invalid configuration: OPS_ADJUST_APPROVAL_ABOVE: ${(error as Error).message}`);
  }
}
