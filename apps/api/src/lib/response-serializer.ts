import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  serializerCompiler as encodingSerializerCompiler,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schema kinds whose parse gives the same value in both directions: no codec, pipe, transform,
 * default or catch anywhere below them. Anything else (including kinds added later) is not listed,
 * so it keeps the library's encoding serializer.
 */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'any',
  'unknown',
  'literal',
  'enum',
]);

/** Whether forward parsing of `schema` equals encoding it (z.encode) for every value either accepts. */
export function isDirectionFree(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const free = (s: unknown) => isDirectionFree(s as z.core.$ZodType, seen);
  switch (def.type) {
    case 'object':
      return (
        Object.values(def.shape as Record<string, z.core.$ZodType>).every(free) &&
        (def.catchall === undefined || free(def.catchall))
      );
    case 'array':
      return free(def.element);
    case 'union':
      return (def.options as z.core.$ZodType[]).every(free);
    case 'intersection':
      return free(def.left) && free(def.right);
    case 'record':
      return free(def.keyType) && free(def.valueType);
    case 'optional':
    case 'nullable':
      return free(def.innerType);
    default:
      return LEAVES.has(def.type);
  }
}

/**
 * The response serializer: the library's compiler checks the answer with `z.encode`, which runs
 * every check twice (a canary pass first) and skips zod's compiled object parser, several times the
 * cost of `parse`. For schemas where both directions agree (isDirectionFree), parse gives the same
 * value and the same refusal, so those routes parse; the others keep encoding. Either way the value
 * is checked and unknown keys are stripped before it is written.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType) || !isDirectionFree(schema)) return encodingSerializerCompiler(route as never);
  const { method, url } = route;
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
