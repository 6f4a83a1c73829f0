import { BODY_CODE_MESSAGES, BodyCode, firstFieldError } from '@app/shared';
import {
  ANALYTICS_HEADERS,
  ANALYTICS_PATHS,
  ZAnalyticsBatch,
  ZAnalyticsEvent,
  ZCollectorAnswer,
} from '@app/shared/analytics/contracts';
import { solveTask } from '@app/shared/analytics/proof-of-work';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnalyticsServices } from './analytics.services';

/** The Web Worker the client runs: the shared solver's own source (see helpers/proof-of-work.ts). */
// The API runs under tsx, whose transpiler may wrap functions in a `__name` helper: define it here.
export const WORKER_SCRIPT = `'use strict';
const __name = (fn) => fn;
const solveTask = ${solveTask.toString()};
self.onmessage = async (event) => {
  try {
    const result = await solveTask(event.data.task);
    self.postMessage({ ok: true, task: event.data.task, solution: result.solution, attempts: result.attempts });
  } catch (error) {
    self.postMessage({ ok: false, task: event.data.task, error: String(error) });
  }
};
`;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

function unauthorized(reply: FastifyReply) {
  return reply.status(401).send({ code: BodyCode.UNAUTHORIZED, msg: 'Unknown analytics token', data: null });
}

/**
 * The analytics collector (spec 7.2, issue 6), outside the service groups: it has its own
 * credentials (X-Auth-Token) and answers with the HTTP statuses the batching client acts on.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, { analytics: service }: AnalyticsServices): void {
  const tags = ['analytics'];

  async function ingest(request: FastifyRequest, reply: FastifyReply, events: unknown, schema: z.ZodType) {
    const appName = service.appOf(header(request, ANALYTICS_HEADERS.token));
    if (!appName) return unauthorized(reply);
    const parsed = schema.safeParse(events);
    if (!parsed.success) {
      const error = firstFieldError(parsed.error);
      return reply.status(400).send({
        code: BodyCode.INVALID_PARAMS,
        msg: BODY_CODE_MESSAGES[BodyCode.INVALID_PARAMS],
        data: error,
      });
    }
    const list = (Array.isArray(parsed.data) ? parsed.data : [parsed.data]) as z.infer<typeof ZAnalyticsEvent>[];
    const outcome = await service.ingest(appName, header(request, ANALYTICS_HEADERS.content), list);
    if (outcome.status === 429) {
      return reply.status(429).send({
        code: BodyCode.TOO_MANY_REQUESTS,
        msg: 'Too many requests',
        data: { accepted: 0, duplicates: 0, task: outcome.task },
      });
    }
    if (outcome.status === 203) {
      return reply.status(203).send({
        code: BodyCode.POW_REQUIRED,
        msg: `Solve the new task: ${outcome.reason}`,
        data: { accepted: 0, duplicates: 0, task: outcome.task },
      });
    }
    const { status: _status, ...data } = outcome;
    return reply.status(200).send({ code: BodyCode.OK, msg: 'ok', data });
  }

  const answer = { 200: z.object({ code: z.number(), msg: z.string(), data: ZCollectorAnswer }) };
  app.post(
    ANALYTICS_PATHS.batch,
    { schema: { summary: 'A batch of at most 20 events', tags, response: answer } },
    (request, reply) => ingest(request, reply, request.body, ZAnalyticsBatch),
  );
  app.post(ANALYTICS_PATHS.single, { schema: { summary: 'One event', tags, response: answer } }, (request, reply) =>
    ingest(request, reply, request.body, ZAnalyticsEvent),
  );

  app.get(
    ANALYTICS_PATHS.worker,
    { schema: { summary: 'The proof-of-work Web Worker script', tags } },
    async (request, reply) => {
      if (!service.appOf(header(request, ANALYTICS_HEADERS.token))) return unauthorized(reply);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(WORKER_SCRIPT);
    },
  );

  app.get(
    ANALYTICS_PATHS.task,
    { schema: { summary: 'A proof-of-work task for this token', tags } },
    async (request, reply) => {
      const appName = service.appOf(header(request, ANALYTICS_HEADERS.token));
      if (!appName) return unauthorized(reply);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(service.newTask(appName));
    },
  );
}
