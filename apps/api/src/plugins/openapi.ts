import { HEADER, SERVICE_GROUPS, ZCommonHeaders } from '@app/shared';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas; the UI at /docs, the document at /docs/json.
 * Service-group routes are marked `config.commonHeaders`; the transform adds the spec 7.1 headers to
 * them, so the document shows what the request-context hook enforces.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Platform API',
        version: '0.1.0',
        description:
          'Every answer is {code, msg, data}. Success is HTTP 200 with code 0 or 200-299. Business and ' +
          'validation errors are HTTP 200 with a non-zero code; transport errors keep their HTTP 4xx. ' +
          `Service-group calls require the common headers: ${Object.values(HEADER).join(', ')}.`,
      },
      tags: Object.values(SERVICE_GROUPS).map((g) => ({ name: g.id, description: g.title })),
    },
    transform: (args) => {
      const withHeaders = (args.route.config as { commonHeaders?: boolean } | undefined)?.commonHeaders
        ? { ...args, schema: { ...args.schema, headers: ZCommonHeaders } }
        : args;
      return jsonSchemaTransform(withHeaders);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
