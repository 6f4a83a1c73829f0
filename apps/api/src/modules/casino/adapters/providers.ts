import type { ProviderId, RemoteProviderId } from '@app/shared/casino/game-summary';
import { REMOTE_PROVIDERS } from '@app/shared/casino/game-summary';
import type { CasinoConfig, ProviderSettings } from '../casino.config';
import { type LaunchRequest, NOT_CONFIGURED, type ProviderAdapter } from './provider-adapter';

/** The session as query parameters: our launch token, the game, and the player's settings. */
function sessionQuery(r: LaunchRequest): string {
  return new URLSearchParams({
    token: r.token,
    game: r.gameId,
    lang: r.locale,
    device: r.device,
    currency: r.coin,
    return_url: r.returnUrl,
  }).toString();
}

/**
 * A third-party provider: its configured game URL with the session as query parameters (docs/games.md,
 * "Launch"), the shape the sandbox provider serves. The real providers publish their own launch
 * shapes; integrating one means giving its adapter that shape here, behind the same interface.
 */
function remoteAdapter(id: RemoteProviderId, settings: ProviderSettings | undefined): ProviderAdapter {
  if (!settings) return { id, configured: false, unavailableReason: NOT_CONFIGURED, launchUrl: () => undefined };
  return {
    id,
    configured: true,
    origin: new URL(settings.url).origin,
    secret: settings.secret,
    launchUrl: (r) => `${settings.url}${settings.url.includes('?') ? '&' : '?'}${sessionQuery(r)}`,
  };
}

/**
 * Our own provider (the house games): always configured; its game client is the web app's
 * /{locale}/house/{gameId} page, which plays through /provider/house/play. Its protocol secret is the
 * games module's (GAMES_HOUSE_SECRET).
 */
const houseAdapter: ProviderAdapter = {
  id: 'house',
  configured: true,
  origin: '',
  launchUrl: (r) => `/${r.locale}/house/${r.gameId}?${sessionQuery(r)}`,
};

/** Every provider's adapter, by id. */
export function providerAdapters(config: CasinoConfig): Record<ProviderId, ProviderAdapter> {
  const remote = Object.fromEntries(
    REMOTE_PROVIDERS.map((id) => [id, remoteAdapter(id, config.providers[id])]),
  ) as Record<RemoteProviderId, ProviderAdapter>;
  return { house: houseAdapter, ...remote };
}
