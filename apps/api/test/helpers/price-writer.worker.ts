/**
 * A write worker entry for db/write-worker's own test (write-worker.test.ts): each input sets a coin's
 * price, then, when asked, fails in one of the ways the worker must carry back to the API thread.
 */
import { BodyCode } from '@app/shared';
import { CompiledQuery } from 'kysely';
import { boundRaw, rowsOf } from '../../src/db/statement-steps';
import { serveWriteBatches } from '../../src/db/write-worker-host';
import { ApiError } from '../../src/lib/api-error';

export interface PriceInput {
  code: string;
  price: number;
  /** After the write: an ApiError, a plain error with a driver code, or the worker thread's end. */
  fail?: 'api' | 'plain' | 'exit';
}

serveWriteBatches(function* ({ code, price, fail }: PriceInput) {
  yield* rowsOf(boundRaw(CompiledQuery.raw('update coin set usdt_price_e12 = ? where code = ?', [price, code])));
  if (fail === 'api') throw new ApiError(BodyCode.BALANCE_LACK, 'Insufficient WH balance', { coin: 'WH' });
  if (fail === 'plain') throw Object.assign(new Error('no such thing'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
  if (fail === 'exit') process.exit(3);
  return { code, price };
});
