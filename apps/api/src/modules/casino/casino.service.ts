import { BodyCode, type Locale } from '@app/shared';
import type { GameCategory, GameSummary, ProviderId } from '@app/shared/casino/game-summary';
import { COIN_NAMES } from '@app/shared/wallet/coins';
import type { Db } from '../../db/types';
import { invalidField } from '../../lib/api-error';
import type { ProviderAdapter } from './adapters/provider-adapter';
import { type GameFilter, casinoRepository as repo } from './casino.repository';
import { CATEGORIES, PROVIDERS } from './catalogue-data';
import { foldForSearch, nameIn } from './game-names';
import { toGameSummary } from './game-view';

/** Recently started games a user gets back (spec 7.7 inbet/recent_started_games). */
export const RECENT_GAMES_MAX = 20;

export interface PageRequest {
  page: number;
  page_size: number;
}

/** The games catalogue as players read it: enabled games only, names in the request's locale. */
export class CasinoService {
  constructor(
    private readonly db: Db,
    private readonly adapters: Record<ProviderId, ProviderAdapter>,
    private readonly now: () => number,
  ) {}

  async providers() {
    const counts = await repo.enabledCountByProvider(this.db);
    return {
      providers: PROVIDERS.map((p) => ({
        id: p.id,
        name: p.name,
        logo: `/games/providers/${p.id}.svg`,
        configured: this.adapters[p.id].configured,
        games: counts.get(p.id) ?? 0,
      })),
    };
  }

  async gamePage(filter: GameFilter, paging: PageRequest, locale: Locale) {
    const { rows, total } = await repo.page(this.db, filter, (paging.page - 1) * paging.page_size, paging.page_size);
    return { games: this.summaries(rows, locale), page: paging.page, page_size: paging.page_size, total };
  }

  search(keyword: string, paging: PageRequest, locale: Locale) {
    return this.gamePage({ folded: foldForSearch(keyword) }, paging, locale);
  }

  /** The lobby: every category in order with its first games; empty categories are left out. */
  async byCategory(perCategory: number, locale: Locale) {
    const pages = await Promise.all(
      CATEGORIES.map(async (c) => ({
        category: c,
        page: await repo.page(this.db, { category: c.id }, 0, perCategory),
      })),
    );
    return {
      categories: pages
        .filter(({ page }) => page.total > 0)
        .map(({ category, page }) => ({
          id: category.id as GameCategory,
          name: nameIn(category.names, locale),
          total: page.total,
          games: this.summaries(page.rows, locale),
        })),
    };
  }

  initConfig(provider: ProviderId) {
    const adapter = this.adapters[provider];
    return {
      provider,
      configured: adapter.configured,
      ...(adapter.unavailableReason ? { unavailableReason: adapter.unavailableReason } : {}),
      ...(adapter.configured && adapter.origin ? { lobbyOrigin: adapter.origin } : {}),
      launchPath: '/casino/game/launch',
      currencies: [...COIN_NAMES],
    };
  }

  async recentStarted(userId: number, locale: Locale) {
    return { games: this.summaries(await repo.recentStarts(this.db, userId, RECENT_GAMES_MAX), locale) };
  }

  /** Records a start of an enabled game; an unknown or disabled one is refused and nothing is stored. */
  async reportStart(userId: number, gameId: string) {
    const game = await repo.byId(this.db, gameId);
    if (!game || Number(game.disabled) !== 0) throw invalidField('gameId', 'no such game', BodyCode.RESOURCE_NOT_FOUND);
    await repo.recordStart(this.db, userId, gameId, this.now());
    return { recorded: true };
  }

  private summaries(rows: Parameters<typeof toGameSummary>[0][], locale: Locale): GameSummary[] {
    return rows.map((row) => toGameSummary(row, locale, this.adapters));
  }
}
