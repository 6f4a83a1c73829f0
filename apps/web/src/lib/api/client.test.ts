import { defineEndpoint } from '@app/shared';
import { serverTime } from '@app/shared/app-config/contracts';
import { gameTabHomepage } from '@app/shared/tasklib/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ZodError, z } from 'zod';
import { ApiCallError } from './api-error';
import type { ApiBaseUrls } from './base-urls';
import { createApiClient } from './client';
import { buildCommonHeaders } from './common-headers';

const baseUrls: ApiBaseUrls = {
  casino: 'https://casino.test',
  main: 'https://main.test',
  tasklib: 'https://tasklib.test/v1',
  search: 'https://search.test',
  tg: 'https://tg.test',
  user: 'https://user.test',
  wallet: 'https://wallet.test',
  pet: 'https://pet.test',
  provider: 'https://provider.test',
  invest: 'https://invest.test',
  message: 'https://message.test',
  profile: 'https://profile.test',
  market: 'https://market.test',
  auction: 'https://auction.test',
  community: 'https://community.test',
  recommend: 'https://recommend.test',
  honor: 'https://honor.test',
};

const fixedHeaders = { 'User-Id': '7', 'User-Secret-Key': 's3cret', 'Xb-Language': 'en-US', NONCE: 'abcde' };

interface RecordedCall {
  url: string;
  init: RequestInit | undefined;
}

type Script = (call: RecordedCall) => Response | Promise<Response>;

/** A scripted fetch: records every call and answers with the next script entry (the last one repeats). */
function fakeFetch(...script: Script[]) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init };
    calls.push(call);
    const respond = script[Math.min(calls.length - 1, script.length - 1)];
    if (!respond) throw new Error('fakeFetch: no scripted response');
    return respond(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Script {
  return () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
}

function envelope(code: number, data: unknown, msg = code === 0 ? 'ok' : 'error') {
  return { code, msg, data };
}

function clientWith(fetch: typeof globalThis.fetch, headers: () => Record<string, string> = () => fixedHeaders) {
  return createApiClient({ baseUrls, headers, fetch });
}

/** The ApiCallError a call rejects with (fails the test when it resolves or throws something else). */
async function callError(promise: Promise<unknown>): Promise<ApiCallError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

function headersOf(call: RecordedCall | undefined): Record<string, string> {
  return { ...(call?.init?.headers as Record<string, string>) };
}

const homepageData = {
  tabs: [
    {
      code: 'hot',
      products: [
        {
          product_id: 1,
          code: 'lucky_spin',
          title: 'Lucky Spin',
          desc: 'Spin the wheel',
          product_type: 'game',
          color: '#FF8800',
          players: 1200,
          reward_usd: '2.50',
          image_url: '/tasklib/products/lucky_spin.svg',
        },
      ],
    },
  ],
};

const serverTimeData = {
  server_ts: 1_700_000_000,
  server_ms: 1_700_000_000_123,
  skew_s: -2,
  platform: 'h5',
  locale: 'en-US',
  country: 'ph',
  signed_in: true,
};

/** A GET endpoint with query fields, to see how input becomes the query string. */
const searchEndpoint = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/search',
  summary: 'test only',
  request: z.object({
    q: z.string(),
    page: z.number().int(),
    exact: z.boolean().optional(),
    tag: z.string().nullable().optional(),
  }),
  response: z.object({ total: z.number() }),
});

describe('createApiClient: request', () => {
  it('POST sends the JSON body, Content-Type and the provided headers to the tasklib base URL + path', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, homepageData)));
    await clientWith(fetch).call(gameTabHomepage, { tablist: ['hot', 'new'] });

    expect(calls).toHaveLength(1);
    const call = calls[0];
    expect(call?.url).toBe(`${baseUrls.tasklib}/game_tab/homepage`);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ tablist: ['hot', 'new'] });
    expect(headersOf(call)).toEqual({ ...fixedHeaders, 'Content-Type': 'application/json' });
  });

  it('POST with empty input still sends a JSON object body', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, homepageData)));
    await clientWith(fetch).call(gameTabHomepage, {});
    expect(calls[0]?.init?.body).toBe('{}');
  });

  it('GET puts input in the query string and sends no body', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, { total: 3 })));
    const result = await clientWith(fetch).call(searchEndpoint, { q: 'spin & win', page: 2, exact: false, tag: null });

    expect(result).toEqual({ total: 3 });
    const call = calls[0];
    const url = new URL(String(call?.url));
    expect(`${url.origin}${url.pathname}`).toBe(`${baseUrls.main}/api/search`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'spin & win', page: '2', exact: 'false' });
    expect(call?.init?.method).toBe('GET');
    expect(call?.init?.body).toBeUndefined();
    expect(headersOf(call)).toEqual(fixedHeaders);
  });

  it('GET with empty input calls the bare URL (serverTime on the main group)', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, serverTimeData)));
    await clientWith(fetch).call(serverTime, {});
    expect(calls[0]?.url).toBe(`${baseUrls.main}/api/server_time`);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(headersOf(calls[0])).not.toHaveProperty('Content-Type');
  });

  it('passes the abort signal through to fetch', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, serverTimeData)));
    const controller = new AbortController();
    await clientWith(fetch).call(serverTime, {}, { signal: controller.signal });
    expect(calls[0]?.init?.signal).toBe(controller.signal);
  });

  it('sends the per-call headers (Idempotency-Key) with the common ones, which they cannot replace', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, homepageData)));
    await clientWith(fetch).call(
      gameTabHomepage,
      {},
      { headers: { 'Idempotency-Key': 'key-123456', NONCE: 'forged', 'User-Id': '1' } },
    );
    expect(headersOf(calls[0])).toEqual({
      ...fixedHeaders,
      'Idempotency-Key': 'key-123456',
      'Content-Type': 'application/json',
    });
  });

  it('calls headers() per request: two calls send two different NONCE values (buildCommonHeaders)', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, serverTimeData)));
    const headers = vi.fn(() =>
      buildCommonHeaders({
        userId: 7,
        secretKey: 's3cret',
        language: 'en-US',
        countryCode: 'ph',
        platform: 'h5',
        appVersion: '1.0.0',
      }),
    );
    const client = clientWith(fetch, headers);
    await client.call(serverTime, {});
    await client.call(serverTime, {});

    expect(headers).toHaveBeenCalledTimes(2);
    const [first, second] = calls.map((c) => headersOf(c).NONCE);
    expect(first).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(second).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(first).not.toBe(second);
  });
});

describe('createApiClient: signHeaders (XBSL)', () => {
  it('adds the headers a signer computes from the exact POST body and the headers so far', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, homepageData)));
    const seen: { path: string; body: string; nonce: string | undefined }[] = [];
    const client = createApiClient({
      baseUrls,
      headers: () => fixedHeaders,
      fetch,
      signHeaders: async ({ endpoint, body, headers }) => {
        seen.push({ path: endpoint.path, body, nonce: headers.NONCE });
        return { XBSL: `sig:${body.length}` };
      },
    });
    await client.call(gameTabHomepage, { tablist: ['hot'] });
    expect(seen).toEqual([{ path: '/game_tab/homepage', body: '{"tablist":["hot"]}', nonce: 'abcde' }]);
    expect(calls[0]?.init?.body).toBe('{"tablist":["hot"]}');
    expect(headersOf(calls[0]).XBSL).toBe('sig:19');
  });

  it('GET calls are not signed', async () => {
    const { fetch, calls } = fakeFetch(json(envelope(0, serverTimeData)));
    let signed = 0;
    const client = createApiClient({
      baseUrls,
      headers: () => fixedHeaders,
      fetch,
      signHeaders: () => {
        signed++;
        return { XBSL: 'x' };
      },
    });
    await client.call(serverTime, {});
    expect(signed).toBe(0);
    expect(headersOf(calls[0])).not.toHaveProperty('XBSL');
  });
});

describe('createApiClient: success', () => {
  it.each([0, 200, 201, 250, 299])('HTTP 200 with code %i returns the parsed data', async (code) => {
    const { fetch } = fakeFetch(json(envelope(code, homepageData)));
    await expect(clientWith(fetch).call(gameTabHomepage, {})).resolves.toEqual(homepageData);
  });

  it('returns the contract-parsed data (unknown fields are stripped)', async () => {
    const { fetch } = fakeFetch(json(envelope(0, { ...serverTimeData, extra: 'x' })));
    const result = await clientWith(fetch).call(serverTime, {});
    expect(result).toEqual(serverTimeData);
    expect(result).not.toHaveProperty('extra');
  });

  it.each([
    ['a missing field', { tabs: [{ code: 'hot' }] }],
    ['a wrong type', { ...homepageData, tabs: 'hot' }],
    ['an enum outside the contract', { tabs: [{ code: 'hot', products: [{ product_type: 'bingo' }] }] }],
    ['null data', null],
  ])('data that breaks the response contract (%s) rejects with a ZodError', async (_label, data) => {
    const { fetch } = fakeFetch(json(envelope(0, data)));
    await expect(clientWith(fetch).call(gameTabHomepage, {})).rejects.toBeInstanceOf(ZodError);
  });

  it('parses the answer without compiling a parser (zod jitless: no `new Function` at start-up)', async () => {
    // zod's object schemas compile a parser with `new Function` on their first JIT parse. Count the
    // Function constructions through a proxy; fresh schemas, so no parser is cached from another test.
    const compiled: string[] = [];
    const realFunction = globalThis.Function;
    const counting = new Proxy(realFunction, {
      construct(target, args) {
        compiled.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
    });
    const fresh = () =>
      defineEndpoint({
        group: 'main',
        method: 'POST',
        path: '/probe/jit',
        summary: 'a schema no other test has parsed',
        request: z.object({}),
        response: z.object({ a: z.string(), b: z.object({ c: z.number() }) }),
      });
    const data = { a: 'x', b: { c: 1 } };
    const viaClient = fresh();
    const direct = fresh();
    globalThis.Function = counting;
    try {
      const { fetch } = fakeFetch(json(envelope(0, data)));
      await expect(clientWith(fetch).call(viaClient, {})).resolves.toEqual(data);
      expect(compiled).toEqual([]);
      // The control: the same schema shape parsed the default way does compile (the proxy sees it).
      expect(direct.response.parse(data)).toEqual(data);
      expect(compiled.length).toBeGreaterThan(0);
    } finally {
      globalThis.Function = realFunction;
    }
  });
});

describe('createApiClient: business errors (HTTP 200, non-success code)', () => {
  it('code 1001 with {field, message} throws kind business with code, field and fieldMessage', async () => {
    const { fetch } = fakeFetch(
      json(envelope(1001, { field: 'tablist', message: 'must list at most 20 tabs' }, 'Invalid parameter')),
    );
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(1001);
    expect(error.message).toBe('Invalid parameter');
    expect(error.details).toMatchObject({
      status: 200,
      code: 1001,
      field: 'tablist',
      fieldMessage: 'must list at most 20 tabs',
      data: { field: 'tablist', message: 'must list at most 20 tabs' },
    });
  });

  it.each([199, 300, 1, 100, -1, 1004])('HTTP 200 with code %i is not success (kind business)', async (code) => {
    const { fetch } = fakeFetch(json(envelope(code, homepageData, 'nope')));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe('business');
    expect(error.code).toBe(code);
    expect(error.details.status).toBe(200);
    expect(error.details.field).toBeUndefined();
    expect(error.details.fieldMessage).toBeUndefined();
  });
});

describe('createApiClient: HTTP errors', () => {
  it.each([
    [400, 400],
    [404, 404],
    [413, 413],
    [429, 429],
    [500, 500],
    [503, 503],
    [401, 1004],
    [500, 0],
    [201, 0],
    [206, 200],
  ])('HTTP %i with an envelope (code %i) throws kind http with status and code', async (status, code) => {
    const { fetch } = fakeFetch(json(envelope(code, { request_id: 'r-1' }, 'Server says no'), status));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe('Server says no');
  });

  it.each([
    [200, '<html>ok</html>'],
    [502, '<html>Bad Gateway</html>'],
    [500, ''],
    [200, '{"code":0,'],
  ])('HTTP %i with a non-JSON body %j throws kind http', async (status, text) => {
    const { fetch } = fakeFetch(() => new Response(text, { status, headers: { 'content-type': 'text/html' } }));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(status);
    expect(error.code).toBeUndefined();
  });

  it.each([
    ['an object without envelope fields', { tabs: [] }],
    ['an array', [envelope(0, homepageData)]],
    ['null', null],
    ['a string', 'ok'],
    ['a number', 0],
    ['a string code', { code: '0', msg: 'ok', data: homepageData }],
    ['a missing msg', { code: 0, data: homepageData }],
    ['a missing data', { code: 0, msg: 'ok' }],
  ])('a JSON body that is not an envelope (%s) throws kind http', async (_label, body) => {
    const { fetch } = fakeFetch(json(body, 200));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe('http');
    expect(error.details.status).toBe(200);
  });
});

describe('createApiClient: network errors', () => {
  it.each([
    ['a TypeError', new TypeError('fetch failed'), 'fetch failed'],
    ['an AbortError', new DOMException('This operation was aborted', 'AbortError'), 'This operation was aborted'],
    ['a non-Error value', 'connection refused', 'connection refused'],
  ])('fetch rejecting with %s throws kind network', async (_label, reason, message) => {
    const { fetch } = fakeFetch(() => Promise.reject(reason));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(message);
    expect(error.details.status).toBeUndefined();
  });
});

describe('createApiClient: cancelled while reading the body', () => {
  it('is a network error, not an HTTP error, when the signal aborts after the headers arrived', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"code":0,'));
        // The caller gives up while the body is still streaming.
        controller.abort();
        c.error(new DOMException('This operation was aborted', 'AbortError'));
      },
    });
    const { fetch } = fakeFetch(() => new Response(body, { status: 200 }));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}, { signal: controller.signal }));
    expect(error.kind).toBe('network');
  });
});

describe('createApiClient: request-id', () => {
  it.each<[string, Script, ApiCallError['kind']]>([
    ['a business error', json(envelope(1003, null), 200, { 'request-id': 'req-123' }), 'business'],
    ['an HTTP error', json(envelope(500, null), 500, { 'request-id': 'req-123' }), 'http'],
    [
      'a non-JSON body',
      () => new Response('Bad Gateway', { status: 502, headers: { 'request-id': 'req-123' } }),
      'http',
    ],
    ['a non-envelope body', json({ hello: 'world' }, 200, { 'request-id': 'req-123' }), 'http'],
  ])('the request-id response header is carried on %s as details.requestId', async (_label, respond, kind) => {
    const { fetch } = fakeFetch(respond);
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.kind).toBe(kind);
    expect(error.details.requestId).toBe('req-123');
  });

  it('details.requestId is undefined when the response has no request-id header', async () => {
    const { fetch } = fakeFetch(json(envelope(1003, null), 200));
    const error = await callError(clientWith(fetch).call(gameTabHomepage, {}));
    expect(error.details.requestId).toBeUndefined();
  });
});

describe('ApiCallError', () => {
  it('is an Error named ApiCallError whose code mirrors details.code', () => {
    const error = new ApiCallError('business', 'nope', { code: 1004 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiCallError');
    expect(error.code).toBe(1004);
    expect(new ApiCallError('network', 'offline').details).toEqual({});
  });
});

describe('a multipart upload (issue 18: the image pipeline)', () => {
  it('sends a FormData body as it is, with the common headers and no JSON content type', async () => {
    const upload = defineEndpoint({
      group: 'profile',
      method: 'POST',
      path: '/profile/upload_image',
      summary: 'upload',
      request: z.custom<FormData>((v) => v instanceof FormData),
      response: z.object({ image_id: z.string() }),
    });
    const { fetch, calls } = fakeFetch(json(envelope(0, { image_id: 'abc' })));
    const form = new FormData();
    form.set('purpose', 'avatar');
    expect(await clientWith(fetch).call(upload, form)).toEqual({ image_id: 'abc' });
    expect(calls[0]?.url).toBe('https://profile.test/profile/upload_image');
    expect(calls[0]?.init?.body).toBe(form);
    expect(headersOf(calls[0])).toMatchObject(fixedHeaders);
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
  });
});
