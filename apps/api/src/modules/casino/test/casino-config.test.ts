import { describe, expect, it } from 'vitest';
import { providerAdapters } from '../adapters/providers';
import { loadCasinoConfig } from '../casino.config';

describe('provider configuration (GAME_PROVIDER_<ID>_URL and _SECRET)', () => {
  it('configures a provider given both settings; its launch URL carries the token and locale', () => {
    const config = loadCasinoConfig({
      GAME_PROVIDER_TURBO_URL: 'https://turbo.example.com/',
      GAME_PROVIDER_TURBO_SECRET: 'turbo-secret-0123456789',
    });
    const adapters = providerAdapters(config);
    expect(adapters.turbo).toMatchObject({ configured: true, origin: 'https://turbo.example.com' });
    expect(adapters.turbo.launchUrl({ gameId: 'turbo-mines', token: 'tok1', locale: 'pt-BR', coin: 'USDT' })).toBe(
      'https://turbo.example.com/games/mines?token=tok1&language=pt-BR&cur=USDT',
    );
    expect(adapters.inbet).toMatchObject({ configured: false, unavailableReason: 'provider_not_configured' });
    expect(
      adapters.inbet.launchUrl({ gameId: 'inbet-keno', token: 't', locale: 'en-US', coin: 'USDT' }),
    ).toBeUndefined();
    expect(adapters.house.configured).toBe(true);
  });

  it('refuses a provider with only one of its two settings', () => {
    expect(() => loadCasinoConfig({ GAME_PROVIDER_PG_URL: 'https://pg.example.com' })).toThrow(
      /GAME_PROVIDER_PG_SECRET/,
    );
  });
});
