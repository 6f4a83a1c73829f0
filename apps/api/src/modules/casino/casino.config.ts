import { REMOTE_PROVIDERS, type RemoteProviderId } from '@app/shared/casino/game-summary';
import { z } from 'zod';

const envName = (id: RemoteProviderId, part: 'URL' | 'SECRET') => `GAME_PROVIDER_${id.toUpperCase()}_${part}`;

/**
 * A third-party provider is configured by its API origin and the shared secret that signs the wallet
 * protocol's calls (GAME_PROVIDER_PG_URL, GAME_PROVIDER_PG_SECRET, ...); both or neither.
 */
export const CASINO_ENV = Object.fromEntries(
  REMOTE_PROVIDERS.flatMap((id) => [
    [envName(id, 'URL'), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()],
    [envName(id, 'SECRET'), z.string().min(16, 'must be at least 16 characters').optional()],
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

export function loadCasinoConfig(env: Record<string, unknown>): CasinoConfig {
  const providers: CasinoConfig['providers'] = {};
  for (const id of REMOTE_PROVIDERS) {
    const url = env[envName(id, 'URL')] as string | undefined;
    const secret = env[envName(id, 'SECRET')] as string | undefined;
    if ((url === undefined) !== (secret === undefined))
      throw new Error(`Invalid configuration: set both ${envName(id, 'URL')} and ${envName(id, 'SECRET')} or neither`);
    if (url !== undefined && secret !== undefined) providers[id] = { url: url.replace(/\/+$/, ''), secret };
  }
  return { providers };
}
