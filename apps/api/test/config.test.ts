import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';

/** Worked out from this file's location, independently of lib/env.ts's own REPO_ROOT. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('loadConfig', () => {
  it('defaults to SQLite under <repo>/data/app.db on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'sqlite', path: path.join(repoRoot, 'data', 'app.db') });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config).toMatchObject({
      env: 'development',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      seedDemoData: true,
      shutdownTimeoutMs: 10_000,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('reads only the environment it is given, not process.env', () => {
    vi.stubEnv('PORT', '1234');
    try {
      expect(loadConfig({}).port).toBe(8080);
      expect(loadConfig({ PORT: '9090' }).port).toBe(9090);
      expect(loadConfig().port).toBe(1234);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each(['postgres://u@db:5432/app', 'postgresql://u@db/app'])('DATABASE_URL %s selects PostgreSQL', (url) => {
    expect(loadConfig({ DATABASE_URL: url, SQLITE_PATH: '/tmp/ignored.db' }).database).toEqual({
      kind: 'postgres',
      url,
    });
  });

  it('SQLITE_PATH moves the SQLite file', () => {
    expect(loadConfig({ SQLITE_PATH: '/tmp/x/app.db' }).database).toEqual({ kind: 'sqlite', path: '/tmp/x/app.db' });
  });

  it('parses the list and flag variables', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://a.example , ,https://b.example', SEED_DEMO_DATA: '0' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemoData).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://u@db/app'],
    ['DATABASE_URL', 'sqlite:///tmp/app.db'],
    ['BODY_LIMIT', '0'],
    ['LOG_LEVEL', 'verbose'],
    ['SEED_DEMO_DATA', 'yes'],
  ])('invalid %s=%s throws an Error naming the field', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(Error);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration: ${name}:`));
  });
});
