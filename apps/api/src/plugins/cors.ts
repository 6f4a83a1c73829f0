import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** True on an OPTIONS request this plugin answered as a preflight. */
    corsPreflightEnabled: boolean;
  }
}

export interface CorsOptions {
  /** Origins allowed to read answers (reflected in Access-Control-Allow-Origin); '*' allows any. */
  origins: readonly string[];
  /** Request headers a preflight allows. */
  allowedHeaders: readonly string[];
  /** Answer headers a browser script may read. */
  exposedHeaders: readonly string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

/** What @fastify/cors allows by default, and what a preflight therefore names. */
const ALLOWED_METHODS = 'GET,HEAD,POST';

/**
 * CORS as @fastify/cors 11 answers it with these options (origin list, allowed and exposed headers,
 * max age; no credentials, strict preflight), with every header value worked out once: the plugin
 * copies its options object, makes a closure and joins the exposed headers on every request, about
 * a tenth of server_time's own time (docs/benchmarks.md, "API cost per request, third pass").
 * cors.test.ts compares the two over methods, origins and preflight headers.
 */
export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  const anyOrigin = options.origins.includes('*');
  const allowed = new Set(options.origins);
  const exposed = options.exposedHeaders.join(', ');
  const allowedHeaders = options.allowedHeaders.join(', ');
  const maxAge = String(options.maxAge);

  app.decorateRequest('corsPreflightEnabled', false);
  // A callback hook on the root, before every other hook, as the plugin's was.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (anyOrigin) {
      reply.header('access-control-allow-origin', '*');
    } else {
      // The answer depends on the Origin (https://fetch.spec.whatwg.org/#cors-protocol-and-http-caches).
      reply.header('vary', 'Origin');
      if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    }
    reply.header('access-control-expose-headers', exposed);
    if (request.raw.method !== 'OPTIONS') {
      done();
      return;
    }
    if (!origin || !request.headers['access-control-request-method']) {
      reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    request.corsPreflightEnabled = true;
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    reply.header('access-control-allow-headers', allowedHeaders);
    reply.header('access-control-max-age', maxAge);
    // Safari waits for a body on a 204 without Content-Length.
    reply.code(204).header('content-length', '0').send();
  });
  // Lets Fastify route a preflight to any path; the hook above has answered it by then.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflightEnabled) {
      reply.callNotFound();
      return;
    }
    reply.send();
  });
}
