import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateCounters } from '../modules/auth';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over the rate_counter table: the limits of the sign-in calls hold
 * across several API processes sharing one PostgreSQL database (issue 3), not per process.
 */
function databaseStore(counters: RateCounters, namespace = 'rl') {
  class DatabaseStore {
    constructor(private readonly prefix: string = namespace) {}
    incr(key: string, cb: Callback, timeWindow: number) {
      const now = Date.now();
      counters.hit(`${this.prefix}:${key}`, timeWindow, now).then(
        (r) => cb(null, { current: r.count, ttl: Math.max(0, r.resetAt - now) }),
        (error: Error) => cb(error),
      );
    }
    read(key: string, cb: Callback) {
      const now = Date.now();
      counters.read(`${this.prefix}:${key}`, now).then(
        (r) => cb(null, { current: r.count, ttl: Math.max(0, r.resetAt - now) }),
        (error: Error) => cb(error),
      );
    }
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new DatabaseStore(`${namespace}:${route?.method ?? ''}${route?.url ?? ''}`);
    }
  }
  return DatabaseStore;
}

/**
 * Rate limits on the routes that ask for one (route config `rateLimit`), keyed by client address.
 * Over the limit: HTTP 429 with the envelope (code 429), through the common error handler.
 */
export async function registerRateLimits(scope: FastifyInstance, counters: RateCounters): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    store: databaseStore(counters) as never,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`retry in ${context.after}`), { statusCode: 429 }),
  });
}
