import type { FastifyInstance } from 'fastify';
import type { CorsOptions, CorsRule } from '../lib/cors-options';

export type { CorsOptions, CorsRule };

declare module 'fastify' {
  interface FastifyRequest {
    /** True on an OPTIONS request this plugin answered as a preflight. */
    corsPreflightEnabled: boolean;
  }
}

/** One option set's header values, worked out once. */
interface CompiledCors {
  anyOrigin: boolean;
  allowed: ReadonlySet<string>;
  exposed: string;
  allowedHeaders: string;
  maxAge: string;
  credentials: boolean;
}

function compile(options: CorsOptions): CompiledCors {
  const anyOrigin = options.origins.includes('*');
  if (anyOrigin && options.credentials) throw new Error("CORS: credentials cannot be allowed for the origin '*'");
  return {
    anyOrigin,
    allowed: new Set(options.origins),
    exposed: options.exposedHeaders.join(', '),
    allowedHeaders: options.allowedHeaders.join(', '),
    maxAge: String(options.maxAge),
    credentials: options.credentials === true,
  };
}

/** What @fastify/cors allows by default, and what a preflight therefore names. */
const ALLOWED_METHODS = 'GET,HEAD,POST';

/**
 * CORS as @fastify/cors 11 answers it with these options (origin list, allowed and exposed headers,
 * max age; no credentials, strict preflight), with every header value worked out once: the plugin
 * copies its options object, makes a closure and joins the exposed headers on every request, about
 * a tenth of server_time's own time (docs/benchmarks.md, "API cost per request, third pass").
 * cors.test.ts compares the two over methods, origins and preflight headers. A path under one of
 * `rules`' prefixes gets that rule's options instead (with credentials: the header @fastify/cors sets
 * for `credentials: true`).
 */
export function registerCors(app: FastifyInstance, options: CorsOptions, rules: readonly CorsRule[] = []): void {
  const base = compile(options);
  const byPath = rules.map((rule) => ({ prefix: rule.pathPrefix, cors: compile(rule.options) }));
  const optionsFor = (url: string): CompiledCors => {
    for (const rule of byPath) if (url.startsWith(rule.prefix)) return rule.cors;
    return base;
  };

  app.decorateRequest('corsPreflightEnabled', false);
  // A callback hook on the root, before every other hook, as the plugin's was.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    const { anyOrigin, allowed, exposed, allowedHeaders, maxAge, credentials } =
      byPath.length === 0 ? base : optionsFor(request.url);
    if (anyOrigin) {
      reply.header('access-control-allow-origin', '*');
    } else {
      // The answer depends on the Origin (https://fetch.spec.whatwg.org/#cors-protocol-and-http-caches).
      reply.header('vary', 'Origin');
      if (origin !== undefined && allowed.has(origin)) reply.header('access-control-allow-origin', origin);
    }
    if (credentials) reply.header('access-control-allow-credentials', 'true');
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
