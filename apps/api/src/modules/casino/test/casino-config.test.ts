import { describe, expect, it } from 'vitest';
import { providerAdapters } from '../adapters/providers';
import { DEV_SANDBOX_GAME_URL, loadCasinoConfig } from '../casino.config';

const launch = { token: 'tok1', locale: 'pt-BR', coin: 'KC', device: 'mobile', returnUrl: 'https://app.test/win' };

describe('provider configuration (GAME_PROVIDER_<ID>_URL and _SECRET)', () => {
  it('configures a provider given both settings; its launch URL carries the session', () => {
    const config = loadCasinoConfig(
      { GAME_PROVIDER_TURBO_URL: 'https://turbo.example.com/play', GAME_PROVIDER_TURBO_SECRET: 't'.repeat(32) },
      [],
      true,
    );
    const adapters = providerAdapters(config);
    expect(adapters.turbo).toMatchObject({ configured: true, origin: 'https://turbo.example.com' });
    const url = new URL(adapters.turbo.launchUrl({ ...launch, gameId: 'turbo-mines' }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://turbo.example.com/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok1',
      game: 'turbo-mines',
      lang: 'pt-BR',
      device: 'mobile',
      currency: 'KC',
      return_url: 'https://app.test/win',
    });
    expect(adapters.inbet).toMatchObject({ configured: false, unavailableReason: 'provider_not_configured' });
    expect(adapters.inbet.launchUrl({ ...launch, gameId: 'inbet-keno' })).toBeUndefined();
    // In production nothing is connected unless configured: the sandbox default is for development only.
    expect(adapters.pg.configured).toBe(false);
    expect(adapters.house.configured).toBe(true);
    expect(adapters.house.launchUrl({ ...launch, gameId: 'house-dice' })).toMatch(
      /^\/pt-BR\/house\/house-dice\?token=tok1&/,
    );
  });

  it('outside production, pg is the sandbox provider unless configured, and named as a development secret', () => {
    const warnings: string[] = [];
    const adapters = providerAdapters(loadCasinoConfig({}, warnings, false));
    expect(adapters.pg).toMatchObject({ configured: true, origin: new URL(DEV_SANDBOX_GAME_URL).origin });
    expect(warnings).toContain('GAME_PROVIDER_PG_SECRET');
  });

  it('refuses a provider with only one of its two settings, or a short secret', () => {
    expect(() => loadCasinoConfig({ GAME_PROVIDER_PG_URL: 'https://pg.example.com' })).toThrow(
      /GAME_PROVIDER_PG_SECRET/,
    );
  });
});
