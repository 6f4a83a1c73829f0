import { HEADER } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, commonHeaders, type TestApp } from './helpers/test-app';

const ALLOWED_ORIGIN = 'http://localhost:3000';

describe('a real listening server', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGINS: `${ALLOWED_ORIGIN},http://127.0.0.1:3000` });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('listens on a real loopback port', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(new URL(base).port)).toBeGreaterThan(0);
  });

  it('answers GET /api/server_time over HTTP with the envelope and a request-id header', async () => {
    const res = await fetch(`${base}/api/server_time`, { headers: commonHeaders({ PLATFORM: 'app' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('request-id')).toBeTruthy();
    const body = await res.json();
    expect(body).toMatchObject({ code: 0, msg: 'ok', data: { platform: 'app', signed_in: false } });
  });

  it('answers POST /game_tab/homepage over HTTP', async () => {
    const res = await fetch(`${base}/game_tab/homepage`, {
      method: 'POST',
      headers: { ...commonHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ tablist: ['new'] }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { code: number; data: { tabs: Array<{ code: string }> } };
    expect(body.code).toBe(0);
    expect(body.data.tabs.map((tab) => tab.code)).toEqual(['new']);
  });

  it('answers a header error over HTTP with code 1002', async () => {
    const headers = commonHeaders();
    delete headers.NONCE;
    const res = await fetch(`${base}/api/server_time`, { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 1002, data: { field: 'NONCE' } });
  });

  it('lets an allowed origin read the answer and its request-id header', async () => {
    const res = await fetch(`${base}/api/server_time`, { headers: { ...commonHeaders(), Origin: ALLOWED_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('request-id');
  });

  it('answers a CORS preflight from an allowed origin listing every common header', async () => {
    const res = await fetch(`${base}/game_tab/homepage`, {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,platform,ts,nonce,xb-language,country-code,app-ver',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const name of [...Object.values(HEADER), 'Content-Type']) {
      expect(allowed, name).toContain(name.toLowerCase());
    }
  });

  it('gives a disallowed origin no access-control-allow-origin', async () => {
    const preflight = await fetch(`${base}/game_tab/homepage`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,platform',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${base}/api/server_time`, {
      headers: { ...commonHeaders(), Origin: 'https://evil.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});
