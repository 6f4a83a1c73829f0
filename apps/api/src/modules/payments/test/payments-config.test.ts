import { describe, expect, it } from 'vitest';
import { devProductionSecrets } from '../../../../../../scripts/dev-secrets';
import { loadConfig } from '../../../config';

describe('the payments settings', () => {
  it.each(['PAYMENT_PROVIDER_URL', 'PAYMENT_PROVIDER_API_KEY', 'PAYMENT_WEBHOOK_SECRET'])(
    '%s is required in production',
    (name) => {
      const { [name]: _left, ...others } = devProductionSecrets();
      expect(() => loadConfig({ NODE_ENV: 'production', ...others })).toThrow(
        new RegExp(`${name}: required in production`),
      );
    },
  );

  it('uses the sandbox and the public development values elsewhere, named in the start-up warning', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.payments).toMatchObject({ providerUrl: 'http://127.0.0.1:4012', timeoutMs: 10_000 });
    expect(config.payments.webhookSecrets).toHaveLength(1);
    expect(config.developmentSecrets).toEqual(
      expect.arrayContaining(['PAYMENT_PROVIDER_API_KEY', 'PAYMENT_WEBHOOK_SECRET']),
    );
  });

  it('accepts the previous webhook secret during a rotation, the current one first', () => {
    const current = 'whsec_current_secret_0123456789abcdefghijk';
    const previous = 'whsec_previous_secret_0123456789abcdefghij';
    const config = loadConfig({
      NODE_ENV: 'production',
      ...devProductionSecrets(),
      PAYMENT_WEBHOOK_SECRET: current,
      PAYMENT_WEBHOOK_SECRET_PREVIOUS: previous,
    });
    expect(config.payments.webhookSecrets).toEqual([current, previous]);
  });

  it('refuses a short secret and a URL that is not http(s)', () => {
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET: must be at least 32/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER_URL: 'ftp://x' })).toThrow(/PAYMENT_PROVIDER_URL: must be an http/);
  });
});
