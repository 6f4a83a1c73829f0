import type { Locale } from '@app/shared';
import type { ProviderId } from '@app/shared/casino/game-summary';

/** What a launch gives the provider's game: the game, our launch token and the session's settings. */
export interface LaunchRequest {
  gameId: string;
  token: string;
  locale: Locale | string;
  coin: string;
  device: string;
  returnUrl: string;
}

/**
 * One game provider as the catalogue and the games module see it (spec 7.7 "game init configs"):
 * whether it is configured on this server, the init config the client gets, its protocol secret and
 * how its game URL is built. One adapter per provider (adapters/providers.ts).
 */
export interface ProviderAdapter {
  id: ProviderId;
  configured: boolean;
  /** Why its games cannot be played here; set exactly when not configured. */
  unavailableReason?: string;
  /** The provider's game URL origin (absent when not configured; '' for our own house provider). */
  origin?: string;
  /** Shared secret of the provider's signed wallet calls (absent when not configured). */
  secret?: string;
  /** The provider's game URL for one launch; undefined when not configured. */
  launchUrl(request: LaunchRequest): string | undefined;
}

export const NOT_CONFIGURED = 'provider_not_configured';
