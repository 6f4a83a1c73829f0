import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

const OPS_TOTP_KEY = 'a-real-key-of-at-least-32-characters!';
const GAMES = { GAMES_LAUNCH_SECRET: 'l'.repeat(32), GAMES_HOUSE_SECRET: 'h'.repeat(32) };

describe('the fair seed key setting', () => {
  it('is required in production; elsewhere the development key is used and named in the warning', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OPS_TOTP_KEY, ...GAMES })).toThrow(
      /FAIR_SEED_KEY: required in production/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).developmentSecrets).toContain('FAIR_SEED_KEY');
    const set = loadConfig({
      NODE_ENV: 'production',
      OPS_TOTP_KEY,
      ...GAMES,
      FAIR_SEED_KEY: 'another-real-key-of-at-least-32-chars',
    });
    expect(set.developmentSecrets).not.toContain('FAIR_SEED_KEY');
    expect(() => loadConfig({ FAIR_SEED_KEY: 'short' })).toThrow(/FAIR_SEED_KEY: must be at least 32 characters/);
  });
});
