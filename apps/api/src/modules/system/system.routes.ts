import { BodyCode, envelopeOf } from '@app/shared';
import { ZHealthz } from '@app/shared/system/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SystemServices } from './system.services';

/**
 * GET /healthz: 200 when the database answers a query, 503 (same envelope shape) when it does not.
 * Infrastructure: no common headers required, so load balancers and uptime checks can call it.
 */
export function registerSystemRoutes(app: FastifyInstance, { health }: SystemServices): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: envelopeOf(ZHealthz), 503: envelopeOf(ZHealthz) },
      },
    },
    async (request, reply) => {
      const checked = await health.check();
      if (checked.ok) return { code: BodyCode.OK, msg: 'ok', data: checked.report };
      request.log.error({ err: checked.error }, 'health check: database unreachable');
      return reply.status(503).send({
        code: BodyCode.SERVICE_UNAVAILABLE,
        msg: 'database unreachable',
        data: checked.report,
      });
    },
  );
}
