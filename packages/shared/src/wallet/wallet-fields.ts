import { z } from 'zod';
import { requiredAs } from '../core/validation';
import { COIN_NAMES } from './coins';

/**
 * Wallet calls (spec 7.6, POST JSON under /wallet/). Amounts on the wire are decimal strings in the
 * coin's units ("12.5"); the server keeps integers of base units. Calls that move money need an
 * `Idempotency-Key` header: the same key and body replays the first answer.
 */

export const ZCoin = z.enum(COIN_NAMES, { error: `must be one of ${COIN_NAMES.join(', ')}` });
export const ZAmount = z
  .string({ error: requiredAs('a decimal string such as "12.5"') })
  .regex(/^(0|[1-9]\d{0,29})(\.\d+)?$/, 'must be a positive decimal number such as 12.5');
export const ZDecimal = z.string().describe('Decimal string');

/**
 * A transaction's id as users see it: an opaque ULID (26 characters of Crockford base 32), never the
 * ledger's internal key, so ids tell nothing of how many transactions there are (issue 20).
 */
export const ZTxId = z.string().describe('Opaque transaction id (ULID)');
