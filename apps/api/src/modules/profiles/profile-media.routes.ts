import { BODY_CODE_MESSAGES, BodyCode } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ProfileImages } from './profile-images';
import { MEDIA_PATH } from './profile-images';

/** A stored image never changes behind its key (a new upload gets a new key), so it may be cached for a year. */
const CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /profile/media/<id>-<l|s>.webp: a processed image. Served outside the player groups' header
 * checks, like any image an <img> or a share card loads; an unknown key: 404.
 */
export async function registerProfileMediaRoutes(scope: FastifyInstance, images: ProfileImages) {
  scope.get<{ Params: { file: string } }>(`${MEDIA_PATH}/:file`, async (request, reply) => {
    const bytes = await images.read(request.params.file);
    if (!bytes) {
      return reply
        .code(404)
        .send({ code: BodyCode.NOT_FOUND, msg: BODY_CODE_MESSAGES[BodyCode.NOT_FOUND], data: null });
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
