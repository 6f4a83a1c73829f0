import { describe, expect, it } from 'vitest';
import { socialNetworksFor } from '../../../../../../scripts/dev-oidc-server';
import { devProductionSecrets } from '../../../../../../scripts/dev-secrets';
import { loadConfig } from '../../../config';

describe('the social settings', () => {
  it('require the token key in production; elsewhere the development key is used and named in the warning', () => {
    // Every other production setting given, so that the refusal can only be this one's.
    const { SOCIAL_TOKEN_KEY: _left, ...others } = devProductionSecrets();
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(/SOCIAL_TOKEN_KEY: required in production/);
    expect(loadConfig({ NODE_ENV: 'development' }).developmentSecrets).toContain('SOCIAL_TOKEN_KEY');
    const set = loadConfig({
      NODE_ENV: 'production',
      ...others,
      SOCIAL_TOKEN_KEY: 'another-real-key-of-at-least-32-chars',
    });
    expect(set.developmentSecrets).not.toContain('SOCIAL_TOKEN_KEY');
    expect(() => loadConfig({ SOCIAL_TOKEN_KEY: 'short' })).toThrow(/SOCIAL_TOKEN_KEY: must be at least 32 characters/);
  });

  it('read the networks of SOCIAL_NETWORKS and refuse a malformed value at start', () => {
    const networks = loadConfig({ SOCIAL_NETWORKS: socialNetworksFor({ issuer: 'http://127.0.0.1:4014' }, 'web') })
      .social.networks;
    expect(networks).toEqual([
      expect.objectContaining({ media_type: 'x_dev', api: 'dev_follows', token_url: 'http://127.0.0.1:4014/token' }),
    ]);
    expect(() => loadConfig({ SOCIAL_NETWORKS: 'not json' })).toThrow(/SOCIAL_NETWORKS/);
    expect(() => loadConfig({ SOCIAL_NETWORKS: '[{"media_type":"x","api":"nowhere"}]' })).toThrow(/SOCIAL_NETWORKS/);
  });
});
