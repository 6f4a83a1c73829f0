import { describe, expect, it } from 'vitest';
import { devProductionSecrets } from '../../../../../../scripts/dev-secrets';
import { loadConfig } from '../../../config';

const SECRETS = [
  'TASKLIB_POSTBACK_SECRET_AYET',
  'TASKLIB_POSTBACK_SECRET_PRODEGE',
  'TASKLIB_POSTBACK_SECRET_IRONSOURCE',
];

describe('the postbacks settings', () => {
  it.each(SECRETS)('%s is required in production', (name) => {
    const { [name]: _left, ...others } = devProductionSecrets();
    expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(
      new RegExp(`${name}: required in production`),
    );
  });

  it('uses the public development secrets and the sandbox elsewhere, named in the start-up warning', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.postbacks.sandboxUrl).toBe('http://127.0.0.1:4013');
    expect(new Set(Object.values(config.postbacks.secrets)).size).toBe(3);
    expect(config.developmentSecrets).toEqual(expect.arrayContaining(SECRETS));
    expect(config.postbacks.fraud).toEqual({ deviceConversionsPerDay: 10, deviceUsers: 3 });
  });

  it('has no sandbox links in production unless ADVERTISER_SANDBOX_URL is set', () => {
    const { ADVERTISER_SANDBOX_URL: _url, ...others } = devProductionSecrets();
    expect(loadConfig({ NODE_ENV: 'production', ...others }).postbacks.sandboxUrl).toBeNull();
  });

  it('reads the click-to-conversion cap (0 allowed) and refuses a negative one', () => {
    expect(loadConfig({ TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS: '0' }).postbacks.fraud.minConvertCapSeconds).toBe(0);
    expect(() => loadConfig({ TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS: '-1' })).toThrow(
      /TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS/,
    );
  });

  it('refuses a short secret and a cap of zero', () => {
    expect(() => loadConfig({ TASKLIB_POSTBACK_SECRET_AYET: 'short' })).toThrow(
      /TASKLIB_POSTBACK_SECRET_AYET: must be at least 32/,
    );
    expect(() => loadConfig({ TASKLIB_FRAUD_DEVICE_MAX_USERS: '0' })).toThrow(/TASKLIB_FRAUD_DEVICE_MAX_USERS/);
  });
});
