import { z } from 'zod';

/**
 * A coin's code (WH, KTHER, ...) in a request. Which coins exist is the wallet's list, checked by the API:
 * an area of @app/shared imports only core/ and itself, so the areas that take a coin (games, the casino
 * brand) share this shape instead of naming the wallet's list.
 */
export const ZCoinCode = z
  .string({ error: 'must be a coin code such as WH' })
  .regex(/^[A-Z]{2,8}$/, 'must be a coin code such as WH');
