import {
  casinoAllGames,
  casinoGamesByCategory,
  casinoMoreGamesByCategory,
  casinoProviders,
  casinoSearchGames,
} from '@app/shared/casino/catalogue-contracts';
import {
  casinoInitConfig,
  casinoRecentStartedGames,
  casinoReportGameStart,
} from '@app/shared/casino/provider-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { CasinoServices } from './casino.services';

/** Casino brand api group (spec 7.7 /casino/...): the catalogue, init configs, recent games. */
export async function registerCasinoRoutes(scope: FastifyInstance, { casino }: CasinoServices): Promise<void> {
  registerEndpoint(scope, casinoProviders, async () => casino.providers());
  registerEndpoint(scope, casinoAllGames, async ({ provider, ...paging }, request) =>
    casino.gamePage({ provider }, paging, request.ctx.locale),
  );
  registerEndpoint(scope, casinoGamesByCategory, async (input, request) =>
    casino.byCategory(input.per_category, request.ctx.locale),
  );
  registerEndpoint(scope, casinoMoreGamesByCategory, async ({ category, ...paging }, request) =>
    casino.gamePage({ category }, paging, request.ctx.locale),
  );
  registerEndpoint(scope, casinoSearchGames, async ({ keyword, ...paging }, request) =>
    casino.search(keyword, paging, request.ctx.locale),
  );
  registerEndpoint(scope, casinoInitConfig, async (input) => casino.initConfig(input.provider));
  registerEndpoint(
    scope,
    casinoRecentStartedGames,
    async (_input, request) => casino.recentStarted(sessionOf(request).userId, request.ctx.locale),
    { auth: 'required' },
  );
  registerEndpoint(
    scope,
    casinoReportGameStart,
    async (input, request) => casino.reportStart(sessionOf(request).userId, input.gameId),
    { auth: 'required' },
  );
}
