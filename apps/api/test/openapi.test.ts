import { type Endpoint, HEADER } from '@app/shared';
import * as mainContracts from '@app/shared/app-config/contracts';
import * as accountContracts from '@app/shared/auth/account-contracts';
import * as tgContracts from '@app/shared/auth/messenger-contracts';
import * as phoneContracts from '@app/shared/auth/phone-contracts';
import * as sessionContracts from '@app/shared/auth/session-contracts';
import * as thirdPartyContracts from '@app/shared/auth/third-party-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Header parameters of one operation, keyed by lower-case name (header names are case-insensitive). */
function headerParams(operation: Operation | undefined): Map<string, Parameter> {
  return new Map(
    (operation?.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p] as const),
  );
}

const REQUIRED_HEADERS = [
  HEADER.language,
  HEADER.countryCode,
  HEADER.ts,
  HEADER.nonce,
  HEADER.platform,
  HEADER.appVersion,
];

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is OpenAPI 3.1.x', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('lists /healthz, /api/server_time and /game_tab/homepage with their methods', () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/server_time', '/game_tab/homepage']),
    );
    expect(doc.paths['/healthz']?.get).toBeDefined();
    expect(doc.paths['/api/server_time']?.get).toBeDefined();
    expect(doc.paths['/game_tab/homepage']?.post).toBeDefined();
  });

  it.each([
    ['/api/server_time', 'get'],
    ['/game_tab/homepage', 'post'],
  ])('%s documents the required common headers, PLATFORM among them', (path, method) => {
    const params = headerParams(doc.paths[path]?.[method]);
    expect(params.get('platform')?.required).toBe(true);
    for (const name of REQUIRED_HEADERS) {
      expect(params.get(name.toLowerCase())?.required, name).toBe(true);
    }
    expect(params.get(HEADER.userId.toLowerCase())?.required).toBe(false);
  });

  const signInEndpoints = [
    mainContracts,
    tgContracts,
    phoneContracts,
    thirdPartyContracts,
    accountContracts,
    sessionContracts,
  ].flatMap((module) =>
    Object.values(module).filter(
      (value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    ),
  );

  it.each(signInEndpoints.map((e) => [e.method, e.path]))(
    'lists %s %s (sign-in, user and main contracts)',
    (method, path) => {
      expect(doc.paths[path as string]?.[(method as string).toLowerCase()]).toBeDefined();
    },
  );

  it('/healthz requires no header', () => {
    const params = headerParams(doc.paths['/healthz']?.get);
    expect(params.has('platform')).toBe(false);
    expect([...params.values()].filter((p) => p.required)).toEqual([]);
  });

  it('serves the UI as HTML at /docs/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html[\s>]/i);
    expect(res.body).toContain('Swagger UI');
  });
});
