import { BodyCode, DEFAULT_LOCALE } from '@app/shared';
import { CASINO_GAMES_CATALOGUE, type CasinoGameItem, ZCasinoGameItem } from '@app/shared/casino/catalogue-item';
import type { ProviderId } from '@app/shared/casino/game-summary';
import type { DbOrTrx } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import type { CatalogueEditor, CatalogueRow } from '../ops';
import type { ProviderAdapter } from './adapters/provider-adapter';
import { type GameRow, casinoRepository as repo } from './casino.repository';
import { searchTextOf } from './game-names';
import { namesOfRow, toGameSummary } from './game-view';

function itemOf(row: GameRow): CasinoGameItem {
  return {
    id: row.id,
    provider: row.provider_id as ProviderId,
    category: row.category as CasinoGameItem['category'],
    names: namesOfRow(row) as CasinoGameItem['names'],
    rtp: row.rtp_bp / 100,
    volatility: row.volatility as CasinoGameItem['volatility'],
    sort: row.sort,
    tags: (row.tags ? row.tags.split(',') : []) as CasinoGameItem['tags'],
    ...(row.max_win_multiplier !== null ? { maxWinMultiplier: Number(row.max_win_multiplier) } : {}),
  };
}

const rowOf = (row: GameRow): CatalogueRow<CasinoGameItem> => ({
  id: row.id,
  disabled: Number(row.disabled) !== 0,
  item: itemOf(row),
});

/** The columns an edit writes (id, provider and created_at apart). */
const valuesOf = (item: CasinoGameItem) => ({
  category: item.category,
  names: JSON.stringify(item.names),
  search_text: searchTextOf(item.names),
  rtp_bp: Math.round(item.rtp * 100),
  volatility: item.volatility,
  sort: item.sort,
  tags: item.tags.join(','),
  max_win_multiplier: item.maxWinMultiplier ?? null,
});

async function existing(db: DbOrTrx, id: string): Promise<GameRow> {
  const row = await repo.byId(db, id);
  if (!row) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such game', { field: 'id' });
  return row;
}

/**
 * The casino games as an operator catalogue (issue 12, the console's catalogue editor): names per
 * locale, category, order, tags, RTP, enabled. A disabled game leaves every player list at the next
 * read; its rounds and history keep naming it, so games are never deleted.
 */
export function casinoGamesCatalogue(
  now: () => number,
  adapters: Record<ProviderId, ProviderAdapter>,
): CatalogueEditor<CasinoGameItem> {
  return {
    name: CASINO_GAMES_CATALOGUE,
    title: 'Casino games',
    schema: ZCasinoGameItem,
    fields: ['id', 'provider', 'category', 'names', 'rtp', 'volatility', 'sort', 'tags', 'maxWinMultiplier'],
    async list(db, offset, limit) {
      const { rows, total } = await repo.all(db, offset, limit);
      return { rows: rows.map(rowOf), total };
    },
    async get(db, id) {
      const row = await repo.byId(db, id);
      return row && rowOf(row);
    },
    async check(db, item, id) {
      if (id === undefined) return;
      if (item.id !== id) throw invalidField('item.id', 'cannot change: it is the id');
      const row = await existing(db, id);
      if (item.provider !== row.provider_id) throw invalidField('item.provider', 'cannot change once created');
    },
    async create(trx, item) {
      if (await repo.byId(trx, item.id)) throw invalidField('item.id', 'is taken', BodyCode.CONFLICT);
      const at = now();
      await repo.insert(trx, {
        id: item.id,
        provider_id: item.provider,
        ...valuesOf(item),
        created_at: at,
        updated_at: at,
      });
      return item.id;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      await repo.update(trx, id, { ...valuesOf(item), updated_at: now() });
    },
    async setDisabled(trx, id, disabled) {
      await existing(trx, id);
      await repo.update(trx, id, { disabled: disabled ? 1 : 0, updated_at: now() });
    },
    preview(item) {
      const at = now();
      const row: GameRow = {
        id: item.id,
        provider_id: item.provider,
        ...valuesOf(item),
        disabled: 0,
        created_at: at,
        updated_at: at,
      };
      return toGameSummary(row, DEFAULT_LOCALE, adapters);
    },
  };
}
