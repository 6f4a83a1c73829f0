import { request as httpRequest } from 'node:http';
import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, buildAuthTestApp, freshAddress, sessionHeaders, signInByPhone } from './helpers/sign-in';
import { commonHeaders } from './helpers/test-app';

/** A raw HTTP exchange with a real listening server: Node's own parser runs before Fastify. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Issue 21: every answer is {code, msg, data}, and every message names the real problem: a URL or
 * headers over Node's 16 KB limit, a wrong-typed field, a body with a prototype key.
 */
describe('the envelope on every answer', () => {
  let t: AuthTestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildAuthTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('what Node refuses before Fastify', () => {
    it.each([
      ['a header over 16 KB', '/healthz', { 'X-Big': 'a'.repeat(20_000) }],
      ['a URL over 16 KB', `/healthz?q=${'b'.repeat(20_000)}`, {}],
    ])('%s -> HTTP 431 in the envelope', async (_name, path, headers) => {
      const res = await rawGet(base, path, headers);
      expect(res.status).toBe(431);
      expect(res.contentType).toMatch(/^application\/json/);
      const body = JSON.parse(res.body);
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(body).toMatchObject({ code: 431, msg: expect.stringMatching(/16 KB/) });
    });

    it('a request under the limit is answered as usual (control)', async () => {
      const res = await rawGet(base, '/healthz', { 'X-Big': 'a'.repeat(1_000) });
      expect(res.status).toBe(200);
    });
  });

  describe('JSON bodies', () => {
    const homepage = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/game_tab/homepage',
        headers: { ...commonHeaders(), 'content-type': 'application/json' },
        payload,
      });

    it.each([
      ['__proto__', '{"tablist":["hot"],"__proto__":{"admin":true}}'],
      ['constructor.prototype', '{"tablist":["hot"],"constructor":{"prototype":{"admin":true}}}'],
    ])('a %s key is refused by name, not as "not valid JSON"', async (_name, payload) => {
      const res = await homepage(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: BodyCode.BAD_REQUEST,
        msg: expect.stringMatching(/"__proto__" or "constructor.prototype" key/),
      });
    });

    it('broken JSON says it is not valid JSON, and an empty body says it is empty', async () => {
      expect((await homepage('{"tablist": [')).json().msg).toMatch(/not valid JSON/);
      expect((await homepage('')).json().msg).toMatch(/the body is empty/);
    });

    it('a valid body still passes (control)', async () => {
      expect((await homepage('{"tablist":["hot"]}')).json().code).toBe(BodyCode.OK);
    });
  });

  describe('wrong-typed fields', () => {
    it('a number for a decimal-string amount says what it must be, not "is required"', async () => {
      const login = await signInByPhone(t, '917000001');
      const res = await t.app.inject({
        method: 'POST',
        url: '/wallet/offchain_transfer',
        headers: { ...sessionHeaders(login), 'Idempotency-Key': 'k-typed-amount-0001' },
        payload: { coin: 'KUSDT', amount: 5, to_user_id: 1 },
        remoteAddress: freshAddress(),
      });
      expect(res.json()).toMatchObject({
        code: BodyCode.INVALID_PARAMS,
        data: { field: 'amount', message: 'must be a decimal string such as "12.5"' },
      });
    });

    it.each([
      ['missing, it is still "is required"', { country_code: '+84' }, 'is required'],
      ['a number, it must be a phone number', { country_code: '+84', phone: 912345678 }, 'must be a phone number'],
    ])('the phone %s', async (_name, payload, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/user/send_otp_via_phone',
        headers: commonHeaders(),
        payload,
        remoteAddress: freshAddress(),
      });
      expect(res.json()).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'phone', message } });
    });
  });
});
