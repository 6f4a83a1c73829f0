import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CorsOptions, registerCors } from '../src/plugins/cors';

const ALLOWED = ['http://localhost:3000', 'https://app.example'];
const base = {
  allowedHeaders: ['User-Id', 'Content-Type', 'Idempotency-Key'],
  exposedHeaders: ['request-id'],
  maxAge: 600,
};

/** The same routes behind @fastify/cors or behind plugins/cors.ts. */
async function appWith(kind: 'plugin' | 'ours', options: CorsOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (kind === 'plugin') {
    await app.register(cors, {
      origin: [...options.origins],
      allowedHeaders: [...options.allowedHeaders],
      exposedHeaders: [...options.exposedHeaders],
      maxAge: options.maxAge,
    });
  } else {
    registerCors(app, options);
  }
  app.get('/x', async () => ({ ok: true }));
  app.post('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const origins = [undefined, ALLOWED[0], ALLOWED[1], 'https://evil.example', ''];
const requests: InjectOptions[] = [];
for (const origin of origins) {
  for (const method of ['GET', 'POST', 'HEAD'] as const) {
    for (const url of ['/x', '/missing']) {
      requests.push({ method, url, headers: origin === undefined ? {} : { origin } });
    }
  }
  for (const requestMethod of [undefined, 'POST']) {
    for (const url of ['/x', '/missing']) {
      const headers: Record<string, string> = {};
      if (origin !== undefined) headers.origin = origin;
      if (requestMethod) headers['access-control-request-method'] = requestMethod;
      headers['access-control-request-headers'] = 'content-type,user-id';
      requests.push({ method: 'OPTIONS', url, headers });
    }
  }
}

const seen = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  const { date: _date, connection: _connection, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
};

describe.each([
  ['a list of origins', ALLOWED],
  ['any origin', ['*']],
  ['no origin', []],
])('CORS with %s answers as @fastify/cors does', (_name, list) => {
  const apps: Record<'plugin' | 'ours', FastifyInstance | undefined> = { plugin: undefined, ours: undefined };
  beforeAll(async () => {
    apps.plugin = await appWith('plugin', { ...base, origins: list });
    apps.ours = await appWith('ours', { ...base, origins: list });
  });
  afterAll(async () => {
    await apps.plugin?.close();
    await apps.ours?.close();
  });

  it.each(requests.map((r) => [`${r.method} ${r.url} ${JSON.stringify(r.headers)}`, r]))('%s', async (_label, r) => {
    const expected = seen(await (apps.plugin as FastifyInstance).inject(r as InjectOptions));
    const actual = seen(await (apps.ours as FastifyInstance).inject(r as InjectOptions));
    expect(actual).toEqual(expected);
  });
});
