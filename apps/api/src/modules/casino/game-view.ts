import type { Locale } from '@app/shared';
import type { GameCategory, GameSummary, ProviderId } from '@app/shared/casino/game-summary';
import type { ProviderAdapter } from './adapters/provider-adapter';
import type { GameRow } from './casino.repository';
import { type GameNames, nameIn } from './game-names';

export const thumbnailOf = (gameId: string) => `/games/thumbs/${gameId}.svg`;
export const tagsOf = (tags: string) => (tags ? tags.split(',') : []) as GameSummary['tags'];
export const namesOfRow = (row: Pick<GameRow, 'names'>) => JSON.parse(row.names) as GameNames;

/** A stored game as players see it, its name in `locale`, playable only if its provider is configured. */
export function toGameSummary(
  row: GameRow,
  locale: Locale,
  adapters: Record<ProviderId, ProviderAdapter>,
): GameSummary {
  const adapter = adapters[row.provider_id as ProviderId];
  const playable = adapter?.configured === true;
  return {
    id: row.id,
    providerId: row.provider_id as ProviderId,
    category: row.category as GameCategory,
    name: nameIn(namesOfRow(row), locale),
    thumbnail: thumbnailOf(row.id),
    rtp: row.rtp_bp / 100,
    volatility: row.volatility as GameSummary['volatility'],
    tags: tagsOf(row.tags),
    enabled: Number(row.disabled) === 0,
    playable,
    ...(playable ? {} : { unavailableReason: adapter?.unavailableReason ?? 'provider_not_configured' }),
  };
}
