import { BodyCode } from '@app/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, commonHeaders, type TestApp } from './helpers/test-app';

/** An id the API made: its process's 12-hex prefix and a counter (lib/request-ids.ts). */
const FRESH_ID = /^[0-9a-f]{12}-[0-9a-z]+$/;

/** Every answer is {code, msg, data} and carries a request-id header. */
function envelope(res: LightMyRequestResponse): { code: number; msg: string; data: Record<string, unknown> } {
  const requestId = res.headers['request-id'];
  expect(typeof requestId === 'string' && requestId.length > 0, 'request-id header').toBe(true);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(typeof body.msg).toBe('string');
  return body;
}

/** A transport error: its HTTP status, the same number as body code, and the request id in data. */
function expectTransportError(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  const body = envelope(res);
  expect(body.code).toBe(status);
  expect(body.data).toEqual({ request_id: res.headers['request-id'] });
}

describe('error envelopes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ BODY_LIMIT: '1024' });
    // buildApp returns an app that is not ready yet, so a test-only route can still be added.
    t.app.get('/test/boom', async () => {
      throw new Error('kaboom: secret detail');
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const homepage = (payload: string | object | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/game_tab/homepage', headers: commonHeaders(headers), payload });
  const serverTime = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/server_time', headers });

  describe('transport errors keep their HTTP status', () => {
    it('malformed JSON -> HTTP 400, code 400', async () => {
      const res = await homepage('{"tablist": [', { 'Content-Type': 'application/json' });
      expectTransportError(res, BodyCode.BAD_REQUEST);
    });

    it('empty body with a JSON content type -> HTTP 400, code 400', async () => {
      const res = await homepage('', { 'Content-Type': 'application/json' });
      expectTransportError(res, BodyCode.BAD_REQUEST);
    });

    it('text/plain body -> HTTP 415, code 415', async () => {
      const res = await homepage('{"tablist":["hot"]}', { 'Content-Type': 'text/plain' });
      expectTransportError(res, BodyCode.UNSUPPORTED_MEDIA_TYPE);
    });

    it('body over BODY_LIMIT -> HTTP 413, code 413', async () => {
      const payload = JSON.stringify({ tablist: ['hot'], padding: 'x'.repeat(2048) });
      expect(payload.length).toBeGreaterThan(t.config.bodyLimit);
      const res = await homepage(payload, { 'Content-Type': 'application/json' });
      expectTransportError(res, BodyCode.PAYLOAD_TOO_LARGE);
    });

    it('a body under BODY_LIMIT is accepted (control for the 413 case)', async () => {
      const res = await homepage({ tablist: ['hot'] });
      expect(res.statusCode).toBe(200);
      expect(envelope(res).code).toBe(BodyCode.OK);
    });

    it.each(['GET', 'POST'] as const)('unknown path (%s) -> HTTP 404 envelope', async (method) => {
      const res = await t.app.inject({ method, url: '/no/such/path?x=1', headers: commonHeaders(), payload: {} });
      expectTransportError(res, BodyCode.NOT_FOUND);
      expect(res.json().msg).toContain(`${method} /no/such/path`);
    });
  });

  describe('common headers', () => {
    it.each(['Xb-Language', 'Country-Code', 'TS', 'NONCE', 'PLATFORM', 'APP-VER'])(
      'missing %s -> HTTP 200, code 1002 naming the header',
      async (name) => {
        const headers = commonHeaders();
        delete headers[name];
        const res = await serverTime(headers);
        expect(res.statusCode).toBe(200);
        const body = envelope(res);
        expect(body.code).toBe(BodyCode.INVALID_HEADER);
        expect(body.data.field).toBe(name);
        expect(typeof body.data.message).toBe('string');
      },
    );

    it.each([
      ['PLATFORM', 'web'],
      ['TS', '12345'],
      ['TS', '17000000001'],
      ['NONCE', 'ab1'],
      ['User-Id', '-1'],
      ['User-Id', 'abc'],
    ])('bad %s=%s -> code 1002 naming the header', async (name, value) => {
      const res = await serverTime(commonHeaders({ [name]: value }));
      expect(res.statusCode).toBe(200);
      const body = envelope(res);
      expect(body.code).toBe(BodyCode.INVALID_HEADER);
      expect(body.data.field).toBe(name);
    });

    it('the valid header set passes (control for the cases above)', async () => {
      const res = await serverTime(commonHeaders());
      expect(res.statusCode).toBe(200);
      expect(envelope(res).code).toBe(BodyCode.OK);
    });
  });

  describe('body validation', () => {
    it.each([
      [{ tablist: 'x' }, 'tablist'],
      [{ tablist: ['hot', 'Bad!'] }, 'tablist.1'],
      [{ tablist: ['Bad!'] }, 'tablist.0'],
    ])('%j -> HTTP 200, code 1001, field %s', async (payload, field) => {
      const res = await homepage(payload);
      expect(res.statusCode).toBe(200);
      const body = envelope(res);
      expect(body.code).toBe(BodyCode.INVALID_PARAMS);
      expect(body.data.field).toBe(field);
      expect(typeof body.data.message).toBe('string');
      expect(body.msg).toBe('Invalid parameter');
    });

    it('msg is the code message alone: spec 8.4 text (message, field, its message) says each once', async () => {
      const body = envelope(await homepage({ tablist: ['Bad!'] }));
      const shown = `${body.msg}: ${body.data.field} ${body.data.message}`;
      expect(shown).toBe('Invalid parameter: tablist.0 must be a tab code (lower-case letters, digits, _)');
      expect(shown.split(String(body.data.message))).toHaveLength(2);
      expect(shown.split(String(body.data.field))).toHaveLength(2);
    });

    it('names the zod message of the first invalid field', async () => {
      const res = await homepage({ tablist: ['Bad!'] });
      expect(envelope(res).data).toEqual({
        field: 'tablist.0',
        message: 'must be a tab code (lower-case letters, digits, _)',
      });
    });
  });

  describe('unexpected faults', () => {
    it('-> HTTP 500 with the request id and no stack trace', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/test/boom' });
      expect(res.statusCode).toBe(500);
      const body = envelope(res);
      expect(body).toEqual({
        code: BodyCode.INTERNAL_ERROR,
        msg: 'Internal server error',
        data: { request_id: res.headers['request-id'] },
      });
      expect(res.body).not.toMatch(/stack|\bat |kaboom|secret detail/);
    });
  });

  describe('request id', () => {
    it('echoes a safe client X-Request-Id', async () => {
      const res = await serverTime(commonHeaders({ 'X-Request-Id': 'client-req_0001.abc' }));
      expect(res.headers['request-id']).toBe('client-req_0001.abc');
    });

    it('echoes a safe X-Request-Id in an error envelope too', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/nope', headers: { 'X-Request-Id': 'trace-12345678' } });
      expect(res.headers['request-id']).toBe('trace-12345678');
      expect(res.json().data.request_id).toBe('trace-12345678');
    });

    it.each(['has spaces in it', 'line\nbreak-12345', 'short', `x${'a'.repeat(64)}`])(
      'replaces an unsafe X-Request-Id %j with a fresh one',
      async (unsafe) => {
        const res = await serverTime(commonHeaders({ 'X-Request-Id': unsafe }));
        expect(res.statusCode).toBe(200);
        expect(res.headers['request-id']).not.toBe(unsafe);
        expect(res.headers['request-id']).toMatch(FRESH_ID);
      },
    );

    it('generates a fresh id per request when none is sent', async () => {
      const a = await serverTime(commonHeaders());
      const b = await serverTime(commonHeaders());
      expect(a.headers['request-id']).toMatch(FRESH_ID);
      expect(b.headers['request-id']).toMatch(FRESH_ID);
      expect(a.headers['request-id']).not.toBe(b.headers['request-id']);
    });
  });
});
