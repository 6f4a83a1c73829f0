import { describe, expect, it } from 'vitest';
import { devProductionSecrets } from '../../../../../../scripts/dev-secrets';
import { loadConfig } from '../../../config';

describe('the fair seed key setting', () => {
  it('is required in production; elsewhere the development key is used and named in the warning', () => {
    // Every other production setting given, so that the refusal can only be this one's.
    const { FAIR_SEED_KEY: _left, ...others } = devProductionSecrets();
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(/FAIR_SEED_KEY: required in production/);
    expect(loadConfig({ NODE_ENV: 'development' }).developmentSecrets).toContain('FAIR_SEED_KEY');
    const set = loadConfig({
      NODE_ENV: 'production',
      ...others,
      FAIR_SEED_KEY: 'another-real-key-of-at-least-32-chars',
    });
    expect(set.developmentSecrets).not.toContain('FAIR_SEED_KEY');
    expect(() => loadConfig({ FAIR_SEED_KEY: 'short' })).toThrow(/FAIR_SEED_KEY: must be at least 32 characters/);
  });
});
