import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received: signatures (XBSL) are computed over these bytes. */
    rawBody: string | undefined;
  }
}

/** A transport error (HTTP 400): plugins/errors.ts answers it in the envelope with this message. */
function badBody(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * Parses a JSON body with an error that names the real problem (issue 21): Fastify's own parser says
 * "Body is not valid JSON" for an empty body and for valid JSON with a `__proto__` key alike. Keys
 * that would reach an object's prototype (`__proto__`, `constructor.prototype`) are refused, never
 * silently dropped, so that nothing downstream sees a different object than the client sent.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw badBody('the body is empty: send a JSON value, such as {}');
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/prototype/.test(message)) {
      throw badBody('the body has a "__proto__" or "constructor.prototype" key, which is not allowed');
    }
    throw badBody(`the body is not valid JSON (${message})`);
  }
}

/** Every JSON body of the app goes through parseJsonBody, and keeps its raw text for signatures. */
export function registerJsonBody(app: FastifyInstance): void {
  app.decorateRequest('rawBody', undefined);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
