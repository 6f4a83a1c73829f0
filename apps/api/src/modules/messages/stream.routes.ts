import type { OutgoingHttpHeaders } from 'node:http';
import { BodyCode } from '@app/shared';
import { MESSAGE_STREAM_PATH } from '@app/shared/messages/message-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import type { LiveStream } from './live-hub';
import type { MessagesServices } from './messages.services';

/** A comment line this often keeps proxies from closing an idle stream and finds dead connections. */
export const KEEPALIVE_MS = 25_000;
/** What EventSource waits before reconnecting after a drop. */
const RETRY_MS = 3_000;

const ZStreamQuery = z.object({ ticket: z.string().min(1).max(64) });

/**
 * GET /message/stream?ticket=: the player's live events (server-sent events). Mounted outside the player
 * groups' header hooks (EventSource sends no headers): the single-use ticket from POST
 * /message/stream_ticket is the authentication. A bad ticket answers the envelope (1305), which
 * EventSource takes as a failed connection: the client asks for a new ticket.
 */
export async function registerMessageStreamRoutes(scope: FastifyInstance, s: MessagesServices): Promise<void> {
  // Open streams would hold the server's close until their clients leave: end them first.
  scope.addHook('preClose', async () => s.hub.endAll());
  scope.get(MESSAGE_STREAM_PATH, async (request, reply) => {
    const parsed = ZStreamQuery.safeParse(request.query);
    const userId = parsed.success ? s.tickets.redeem(parsed.data.ticket) : undefined;
    if (userId === undefined) throw new ApiError(BodyCode.MESSAGE_TICKET_INVALID, undefined, { field: 'ticket' });
    const raw = reply.raw;
    const stream: LiveStream = {
      send: (event, data) => {
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end: () => raw.end(),
    };
    if (!s.hub.join(userId, stream)) throw new ApiError(BodyCode.MESSAGE_STREAM_LIMIT);
    reply.hijack();
    // The CORS and request-id headers the hooks put on the reply: a hijacked reply sends none itself.
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
    const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
    keepalive.unref();
    request.raw.on('close', () => {
      clearInterval(keepalive);
      s.hub.leave(userId, stream);
    });
  });
}
