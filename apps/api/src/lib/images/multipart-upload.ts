import { BodyCode } from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';

/**
 * Lets the routes of one scope (a module's registration, encapsulated by app.ts) read one file of a
 * multipart/form-data body. The file's size limit is enforced while it streams in, so a huge upload is
 * cut off without being buffered whole; the other scopes keep answering 415 to multipart.
 */
export async function acceptImageUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 100 },
  });
}

export interface ImageUpload {
  bytes: Buffer;
  /** The text fields sent before the file part. */
  fields: Record<string, string>;
}

/** The one file part of the request with the text fields before it; refusals are envelopes (nothing read is kept). */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new ApiError(BodyCode.IMAGE_MISSING);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch {
    throw new ApiError(BodyCode.IMAGE_MISSING);
  }
  if (!part) throw new ApiError(BodyCode.IMAGE_MISSING);
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  try {
    const bytes = await part.toBuffer();
    return { bytes, fields };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(BodyCode.IMAGE_TOO_LARGE, undefined, { max_bytes: maxBytes });
    }
    throw error;
  }
}
