import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { BODY_CODE_MESSAGES, BodyCode, type Envelope } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, invalidField } from '../lib/api-error';

/** Transport errors keep their HTTP status; these are the ones with a named body code. */
const TRANSPORT_CODES: Record<number, BodyCode> = {
  400: BodyCode.BAD_REQUEST,
  404: BodyCode.NOT_FOUND,
  413: BodyCode.PAYLOAD_TOO_LARGE,
  415: BodyCode.UNSUPPORTED_MEDIA_TYPE,
  429: BodyCode.TOO_MANY_REQUESTS,
  503: BodyCode.SERVICE_UNAVAILABLE,
};

/** BigInt amounts (base units) go out as decimal strings, like every amount on the wire. */
function stringifyEnvelope(body: unknown): string {
  return JSON.stringify(body, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * Error envelopes bypass the route's response serializer: an error answered with HTTP 200 would
 * otherwise be checked against the route's success schema, fail, and fall back to Fastify's own
 * (non-envelope) error body.
 */
function send(reply: FastifyReply, status: number, body: Envelope<unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').serializer(stringifyEnvelope).send(body);
}

/** "/items/0/amount" -> "items.0.amount"; the empty path names the part itself ("body", "querystring"). */
function fieldFromInstancePath(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
}

/**
 * One error handler for the whole server, so that every answer is an envelope:
 * - validation errors: HTTP 200, code 1001, the first invalid field and its message;
 * - ApiError (business rules): HTTP 200 with its code;
 * - transport errors (bad JSON, wrong content type, oversized body): their HTTP 4xx with the envelope;
 * - anything else: HTTP 500 with the request id, logged with its stack, which never reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldFromInstancePath(first?.instancePath ?? '', error.validationContext);
      const e = invalidField(field, first?.message ?? 'Invalid input');
      return send(reply, 200, { code: e.code, msg: e.message, data: e.data });
    }
    if (error instanceof ApiError) {
      return send(reply, 200, { code: error.code, msg: error.message, data: error.data });
    }
    const status = error.statusCode ?? 500;
    // Anything that is not a transport error is logged with its stack and answered without it.
    if (status >= 400 && status < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      const code = TRANSPORT_CODES[status] ?? status;
      return send(reply, status, {
        code,
        msg: `${BODY_CODE_MESSAGES[code as BodyCode] ?? 'Bad request'}: ${error.message}`,
        data: { request_id: request.id },
      });
    }
    if (status === 503) {
      return send(reply, 503, {
        code: BodyCode.SERVICE_UNAVAILABLE,
        msg: BODY_CODE_MESSAGES[BodyCode.SERVICE_UNAVAILABLE],
        data: { request_id: request.id },
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, {
      code: BodyCode.INTERNAL_ERROR,
      msg: BODY_CODE_MESSAGES[BodyCode.INTERNAL_ERROR],
      data: { request_id: request.id },
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      code: BodyCode.NOT_FOUND,
      msg: `${BODY_CODE_MESSAGES[BodyCode.NOT_FOUND]}: ${request.method} ${request.url.split('?')[0]}`,
      data: { request_id: request.id },
    }),
  );
}

/** Node's HTTP parser errors (before Fastify has a request) -> HTTP status and what to tell the client. */
function clientErrorAnswer(code: string | undefined): { status: number; msg: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, msg: 'Request header fields too large: the URL and headers together must stay under 16 KB' };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, msg: 'Request timeout: the request took too long to arrive' };
  return { status: 400, msg: `Malformed request: not valid HTTP (${code ?? 'parse error'})` };
}

/**
 * Fastify's clientErrorHandler: what Node refuses while parsing (a URL or headers over Node's 16 KB
 * limit, broken HTTP) is answered in the envelope, not with Node's own `{"error": ...}` body. The
 * connection is closed after it, as the parser's state is lost.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, msg } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ code: TRANSPORT_CODES[status] ?? status, msg, data: { reason: error.code ?? '' } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
