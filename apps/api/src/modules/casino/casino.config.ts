import { REMOTE_PROVIDERS, type RemoteProviderId } from '@app/shared/casino/game-summary';
import { z } from 'zod';

const envName = (id: RemoteProviderId, part: 'URL' | 'SECRET') => `GAME_PROVIDER_${id.toUpperCase()}_${part}`;

/**
 * A third-party provider is configured by its game URL and the shared secret that signs the wallet
 * protocol's calls (GAME_PROVIDER_PG_URL, GAME_PROVIDER_PG_SECRET, ...); both or neither. This is the
 * one place a provider is connected: the catalogue says from it which games are playable, and the
 * games module launches and checks the provider's calls with it.
 */
export const CASINO_ENV = Object.fromEntries(
  REMOTE_PROVIDERS.flatMap((id) => [
    [envName(id, 'URL'), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()],
    [envName(id, 'SECRET'), z.string().min(32, 'must be at least 32 characters').optional()],
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

export interface ProviderSettings {
  url: string;
  secret: string;
}

export interface CasinoConfig {
  /** Only the providers configured here; the others' games are listed as not playable. */
  providers: Partial<Record<RemoteProviderId, ProviderSettings>>;
}

/** The sandbox provider's public development secret (scripts/dev-game-provider.ts SANDBOX_DEV_SECRET). */
export const DEV_SANDBOX_SECRET = 'development-only-sandbox-provider-secret0';
/** Where scripts/start.sh runs the sandbox provider. */
export const DEV_SANDBOX_GAME_URL = 'http://127.0.0.1:4011/game';

/**
 * The providers configured here. Outside production, with no PG settings, `pg` is the sandbox
 * provider at its development address, so a third-party game plays in development and tests too.
 */
export function loadCasinoConfig(
  env: Record<string, unknown>,
  developmentSecrets: string[] = [],
  production = false,
): CasinoConfig {
  const providers: CasinoConfig['providers'] = {};
  for (const id of REMOTE_PROVIDERS) {
    const url = env[envName(id, 'URL')] as string | undefined;
    const secret = env[envName(id, 'SECRET')] as string | undefined;
    if ((url === undefined) !== (secret === undefined))
      throw new Error(`Invalid configuration: set both ${envName(id, 'URL')} and ${envName(id, 'SECRET')} or neither`);
    if (url !== undefined && secret !== undefined) providers[id] = { url: url.replace(/\/+$/, ''), secret };
  }
  if (!production && providers.pg === undefined) {
    providers.pg = { url: DEV_SANDBOX_GAME_URL, secret: DEV_SANDBOX_SECRET };
    developmentSecrets.push('GAME_PROVIDER_PG_SECRET');
  }
  return { providers };
}
