import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from '../src/lib/lazy-request-logger';

/** What a server with this factory (or Fastify's own) writes for the same requests, times removed. */
async function logOf(level: string, factory: typeof lazyChildLoggerFactory | undefined) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const {
        time: _time,
        responseTime: _responseTime,
        pid: _pid,
        hostname: _hostname,
        ...line
      } = JSON.parse(chunk.toString());
      lines.push(line);
      done();
    },
  });
  let counter = 0;
  const app = Fastify({
    logger: { level, stream },
    genReqId: () => `req-${++counter}`,
    ...(factory ? { childLoggerFactory: factory } : {}),
  });
  app.get('/quiet', async () => 'ok');
  app.get('/loud', async (request) => {
    request.log.debug({ detail: 1 }, 'a debug line');
    request.log.warn({ user: 7 }, 'a warning');
    request.log.child({ part: 'inner' }).error('an inner error');
    return 'ok';
  });
  app.get('/level', async (request) => request.log.level);
  app.get('/route-level', { logLevel: 'error' }, async (request) => {
    request.log.warn('not written: the route logs errors only');
    return request.log.level;
  });
  const answers: string[] = [];
  for (const url of ['/quiet', '/loud', '/level', '/route-level', '/missing']) {
    answers.push((await app.inject({ url })).body);
  }
  await app.close();
  return { lines, answers };
}

describe('lazy request logger', () => {
  it.each(['trace', 'debug', 'info', 'warn', 'error'])(
    'writes at level %s exactly what pino children write, request id bound',
    async (level) => {
      const expected = await logOf(level, undefined);
      const actual = await logOf(level, lazyChildLoggerFactory);
      expect(actual).toEqual(expected);
    },
  );

  it('binds the request id to what a request logs', async () => {
    const { lines } = await logOf('warn', lazyChildLoggerFactory);
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-2', user: 7, msg: 'a warning' }));
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-2', part: 'inner', msg: 'an inner error' }));
    expect(lines.some((line) => line.msg === 'a debug line')).toBe(false);
  });
});
