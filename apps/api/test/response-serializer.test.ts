import { answerOf } from '@app/shared';
import { serverTime } from '@app/shared/app-config/contracts';
import { getWalletInfo } from '@app/shared/wallet/balance-contracts';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDirectionFree, responseSerializerCompiler } from '../src/lib/response-serializer';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'POST', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

const item = z.object({ id: z.number().int(), tag: z.enum(['a', 'b']).optional(), note: z.string().nullable() });
const plain = z.object({
  code: z.number().int(),
  list: z.array(item),
  either: z.union([z.string(), z.number()]),
  map: z.record(z.string(), z.boolean()),
  any: z.unknown(),
});

describe('response serializer', () => {
  it.each([
    ['objects, arrays, unions, records, optional, nullable', plain, true],
    ['an envelope of the server_time answer', answerOf(serverTime.response), true],
    ['an envelope of the get_wallet_info answer', answerOf(getWalletInfo.response), true],
    ['a default', z.object({ a: z.string().default('x') }), false],
    ['a transform', z.object({ a: z.string().transform((s) => s.length) }), false],
    ['a pipe', z.object({ a: z.string().pipe(z.string()) }), false],
    ['a catch deep down', z.object({ a: z.array(z.object({ b: z.number().catch(0) })) }), false],
    ['a codec', z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => String(n) }), false],
    ['a lazy (unknown to the walk)', z.lazy(() => z.string()), false],
  ])('%s: parse and encode agree = %s', (_name, schema, expected) => {
    expect(isDirectionFree(schema)).toBe(expected);
  });

  it('writes what z.encode would write, unknown keys stripped', () => {
    const values = [
      { code: 0, list: [{ id: 1, note: null, extra: 'dropped' }], either: 'x', map: { k: true }, any: { deep: [1] } },
      { code: 7, list: [{ id: 2, tag: 'b', note: 'n' }], either: 3, map: {}, any: null, secret: 'dropped' },
    ];
    const write = serializerOf(plain);
    for (const value of values) {
      expect(write(value)).toBe(JSON.stringify(z.encode(plain, value as z.input<typeof plain>)));
      expect(write(value)).not.toContain('dropped');
    }
  });

  it('refuses an answer that does not match, as the encoding serializer does', () => {
    const write = serializerOf(plain);
    let thrown: unknown;
    try {
      write({ code: 1.5, list: [], either: 'x', map: {}, any: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('keeps encoding schemas whose two directions differ (a codec answers in its wire form)', () => {
    const schema = z.object({
      at: z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => `n${n}` }),
    });
    expect(serializerOf(schema)({ at: 5 })).toBe('{"at":"n5"}');
  });
});
