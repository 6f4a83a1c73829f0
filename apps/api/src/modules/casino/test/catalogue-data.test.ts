import { existsSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@app/shared';
import { GAME_PROVIDERS } from '@app/shared/casino/game-summary';
import { HOUSE_GAMES, isHouseGameId } from '@app/shared/fair/house-games';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/env';
import { CATEGORIES, PROVIDERS, SEED_GAMES } from '../catalogue-data';

const publicFile = (p: string) => path.join(REPO_ROOT, 'apps/web/public', p);

describe('the catalogue data file', () => {
  it('has a thumbnail for every game and a logo for every provider in the web app', () => {
    const missing = [
      ...SEED_GAMES.map((g) => `/games/thumbs/${g.id}.svg`),
      ...PROVIDERS.map((p) => `/games/providers/${p.id}.svg`),
    ].filter((p) => !existsSync(publicFile(p)));
    expect(missing).toEqual([]);
  });

  it('names every provider, the five house games, and categories in all 13 locales', () => {
    expect(PROVIDERS.map((p) => p.id).sort()).toEqual([...GAME_PROVIDERS].sort());
    expect(SEED_GAMES.filter((g) => g.provider === 'house').map((g) => g.id)).toEqual([
      'house-tiger',
      'house-crash',
      'house-dice',
      'house-mines',
      'house-wheel',
    ]);
    for (const c of CATEGORIES) expect(Object.keys(c.names).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(new Set(SEED_GAMES.map((g) => g.id)).size).toBe(SEED_GAMES.length);
  });

  it("shows each house game's RTP and max win as its engine's paytable has them (not typed in twice)", () => {
    for (const game of SEED_GAMES.filter((g) => g.provider === 'house')) {
      if (!isHouseGameId(game.id)) throw new Error(`${game.id} has no engine`);
      const engine = HOUSE_GAMES[game.id];
      expect(game.rtp, game.id).toBe(Math.round(engine.theoreticalRtp * 10_000) / 100);
      // A whole multiplier in the catalogue: the smallest that still lets the top prize be paid.
      expect(game.maxWinMultiplier, game.id).toBe(Math.ceil(engine.maxMultiplier));
    }
  });
});
