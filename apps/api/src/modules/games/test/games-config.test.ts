import { describe, expect, it } from 'vitest';
import { devProductionSecrets } from '../../../../../../scripts/dev-secrets';
import { loadConfig } from '../../../config';

describe('the games secrets', () => {
  it('are required in production (launch tokens and the house provider sign with them), dev values elsewhere', () => {
    const { GAMES_LAUNCH_SECRET, GAMES_HOUSE_SECRET, ...others } = devProductionSecrets();
    expect(() => loadConfig({ NODE_ENV: 'production', ...others, GAMES_HOUSE_SECRET })).toThrow(
      /GAMES_LAUNCH_SECRET: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...others, GAMES_LAUNCH_SECRET })).toThrow(
      /GAMES_HOUSE_SECRET: required in production/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).developmentSecrets).toEqual(
      expect.arrayContaining(['GAMES_LAUNCH_SECRET', 'GAMES_HOUSE_SECRET']),
    );
    const config = loadConfig({ NODE_ENV: 'production', ...devProductionSecrets() });
    expect(config.games.houseSecret).toBe(GAMES_HOUSE_SECRET);
  });
});
