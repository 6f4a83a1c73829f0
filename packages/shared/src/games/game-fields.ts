import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';

/** Fields shared by the games calls (issue 12): ids of games, rounds and provider transactions. */

/** A game's id in the catalogue (a slug such as `house-tiger`). */
export const ZGameId = z
  .string({ error: 'must be a game id' })
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a game id such as house-tiger');

/** A provider's own id of a transaction or round: 1-64 letters, digits and _ . : - */
export const ZProviderRef = z
  .string({ error: 'must be an id of 1-64 characters' })
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -');

/** A money amount of the protocol: the ledger's decimal string in the coin's units ("12.5"). */
export const ZGameAmount = z
  .string({ error: 'must be a decimal string such as "12.5"' })
  .regex(/^\d{1,30}(\.\d{1,30})?$/, 'must be a decimal number such as 12.5');

export const ZDevice = z.enum(['mobile', 'desktop'], { error: 'must be mobile or desktop' });

/** A coin's code (core/coin-code.ts). */
export const ZCoin = ZCoinCode;

/** A decimal string in answers ("12.5"). */
export const ZDecimal = z.string().describe('Decimal string');
