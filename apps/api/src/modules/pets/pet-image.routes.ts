import { BODY_CODE_MESSAGES, BodyCode } from '@app/shared';
import { PET_ID_PATTERN } from '@app/shared/pets/pet-contracts';
import type { FastifyInstance } from 'fastify';
import type { PetsService } from './pets.service';

/** A pet's traits never change, so its picture may be cached for a year. */
const CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /pet/image/<pet id>.svg: the pet's picture, drawn from its traits (pet-art.ts). Served outside
 * the player groups' header checks, like any image an <img> or a share card loads; unknown: 404.
 */
export async function registerPetImageRoutes(scope: FastifyInstance, pets: PetsService) {
  scope.get<{ Params: { file: string } }>('/pet/image/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.svg$/, '').toUpperCase();
    const svg = PET_ID_PATTERN.test(id) ? await pets.picture(id) : undefined;
    if (svg === undefined) {
      return reply
        .code(404)
        .send({ code: BodyCode.PET_NOT_FOUND, msg: BODY_CODE_MESSAGES[BodyCode.PET_NOT_FOUND], data: null });
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', CACHE)
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
}
