import { POSTBACK_NETWORKS, POSTBACK_WIRES, postbackPath } from '@app/shared/tasklib/postback-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostbackService } from './postbacks.service';

/**
 * The advertiser networks' postback endpoints (provider group: server to server, no player headers,
 * no session): /provider/tasklib/postback/<network>, GET with query parameters (ayet, ironsource) or POST
 * with a form body (prodege), as the network sends it. Each postback authenticates itself by its network's signature. The
 * answer is the network's own (`OK`, `{"status":"success"}`, `<eventId>:OK`) with a status that says
 * whether to retry (postback-outcome.ts).
 */
export async function registerPostbackRoutes(scope: FastifyInstance, postbacks: PostbackService) {
  // Prodege-style networks post a form; this scope alone reads one (as text: the fields are strings).
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  for (const network of POSTBACK_NETWORKS) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.method === 'POST' ? request.body : request.query;
      const answer = await postbacks.receive(network, stringsOf(params), headersOf(request));
      return reply.status(answer.status).header('content-type', answer.contentType).send(answer.body);
    };
    const schema = { summary: `Offer postback of the ${network} network (signed)`, tags: ['provider'] };
    scope.route({
      method: POSTBACK_WIRES[network].method,
      url: postbackPath(network),
      config: { auth: 'none' },
      schema,
      handler,
    });
  }
}

/** Only string values: a repeated parameter or a JSON body's nested value counts as absent. */
function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}
