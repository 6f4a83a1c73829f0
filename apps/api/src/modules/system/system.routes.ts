import { BodyCode, envelopeOf } from '@app/shared';
import { ZHealthz } from '@app/shared/system/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/create-db';

/**
 * GET /healthz: 200 when the database answers a query, 503 (same envelope shape) when it does not.
 * Infrastructure: no common headers required, so load balancers and uptime checks can call it.
 */
export function registerSystemRoutes(app: FastifyInstance, database: DatabaseHandle, startedAt: number): void {
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
      const uptime_s = Math.round((Date.now() - startedAt) / 1000);
      try {
        await sql`select 1`.execute(database.db);
        return { code: BodyCode.OK, msg: 'ok', data: { status: 'ok' as const, database: database.kind, uptime_s } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({
          code: BodyCode.SERVICE_UNAVAILABLE,
          msg: 'database unreachable',
          data: { status: 'unavailable' as const, database: database.kind, uptime_s },
        });
      }
    },
  );
}
