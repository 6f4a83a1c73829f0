import type { ProviderId, RemoteProviderId } from '@app/shared/casino/game-summary';
import type { CasinoConfig, ProviderSettings } from '../casino.config';
import { type LaunchRequest, NOT_CONFIGURED, type ProviderAdapter } from './provider-adapter';

type UrlShape = (origin: string, game: string, r: LaunchRequest) => string;

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** The provider's own game code: our slug without the provider prefix ("pg-fortune-ox" → "fortune-ox"). */
const codeOf = (gameId: string) => gameId.slice(gameId.indexOf('-') + 1);

/**
 * Each provider's launch URL shape, as their integration guides publish it (path and parameter names
 * differ; the token is always our one-time launch token, which the provider sends back to the wallet
 * protocol to authenticate the player).
 */
const URL_SHAPES: Record<RemoteProviderId, UrlShape> = {
  inbet: (o, g, r) => `${o}/game/${g}?${q({ token: r.token, lang: r.locale, currency: r.coin })}`,
  retiger: (o, g, r) => `${o}/launch?${q({ game: g, session: r.token, locale: r.locale })}`,
  pg: (o, g, r) => `${o}/${g}/index.html?${q({ ot: r.token, l: r.locale.slice(0, 2), btt: '1' })}`,
  turbo: (o, g, r) => `${o}/games/${g}?${q({ token: r.token, language: r.locale, cur: r.coin })}`,
  bridge: (o, g, r) => `${o}/table/${g}?${q({ auth: r.token, lang: r.locale })}`,
  ppgame: (o, g, r) =>
    `${o}/gs2c/playGame.do?${q({ key: `token=${r.token}&symbol=${g}`, lang: r.locale.slice(0, 2) })}`,
  imperium: (o, g, r) => `${o}/play/${g}?${q({ t: r.token, loc: r.locale, ccy: r.coin })}`,
};

function remoteAdapter(id: RemoteProviderId, settings: ProviderSettings | undefined): ProviderAdapter {
  if (!settings) return { id, configured: false, unavailableReason: NOT_CONFIGURED, launchUrl: () => undefined };
  const shape = URL_SHAPES[id];
  return {
    id,
    configured: true,
    origin: settings.url,
    secret: settings.secret,
    launchUrl: (r) => shape(settings.url, codeOf(r.gameId), r),
  };
}

/** Our own provider (the house games, /provider/house/...): always configured, served by this site. */
const houseAdapter: ProviderAdapter = {
  id: 'house',
  configured: true,
  origin: '',
  launchUrl: (r) => `/games/play/${r.gameId}?${q({ token: r.token })}`,
};

/** Every provider's adapter, by id. */
export function providerAdapters(config: CasinoConfig): Record<ProviderId, ProviderAdapter> {
  const remote = Object.fromEntries(
    (Object.keys(URL_SHAPES) as RemoteProviderId[]).map((id) => [id, remoteAdapter(id, config.providers[id])]),
  ) as Record<RemoteProviderId, ProviderAdapter>;
  return { house: houseAdapter, ...remote };
}
