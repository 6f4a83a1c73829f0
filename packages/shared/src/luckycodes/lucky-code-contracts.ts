import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/**
 * Lucky codes (issue 16, spec 2.2 /luckycode/buy and /luckycode/land): a code bought with coins at a
 * tier's price, which opens one prize of the tier's table, drawn provably fairly (docs/fairness.md,
 * scope `lucky-code`). A code is a bearer code: whoever holds it may open it, once (docs/decisions.md).
 */

/** A code as printed and shared: 16 Crockford base-32 characters (80 random bits). */
export const LUCKY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}$/;
const ZCode = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(LUCKY_CODE_PATTERN, 'must be the 16 letters and digits of a lucky code'));
const ZRequestId = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8-128 letters, digits, _ . : - (a UUID fits)');

const ZPrize = z.object({
  index: z.number().int().describe('position in the tier’s prize table, 0 first'),
  coin: z.string(),
  amount: z.string().describe('decimal amount of coin'),
});

const ZTier = z.object({
  id: z.string(),
  coin: z.string(),
  price: z.string().describe('decimal price in coin'),
  prizes: z.array(ZPrize.extend({ weight: z.number().int(), probability: z.number().describe('0-1') })),
  expected_return: z.number().describe('the mean prize over the price (0-1+), the published return to player'),
});
export type LuckyCodeTier = z.infer<typeof ZTier>;

/** A code as anyone holding it sees it: the tier, whether it is opened, the prize and its fair data. */
const ZCodeView = z.object({
  code: z.string(),
  tier: z.string(),
  coin: z.string(),
  price: z.string(),
  created_at: z.number().int(),
  mine: z.boolean().describe('bought by the caller (false signed out)'),
  opened: z.boolean(),
  opened_by_me: z.boolean(),
  opened_at: z.number().int().nullable(),
  prize: ZPrize.nullable().describe('null until opened'),
  fair: z
    .object({
      scope: z.string(),
      seed_pair_id: z.number().int(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      nonce: z.number().int(),
      server_seed: z.string().nullable().describe('revealed once the opener rotates the pair, else null'),
      weights: z.array(z.number().int()),
    })
    .nullable()
    .describe('null until opened'),
});
export type LuckyCodeView = z.infer<typeof ZCodeView>;

/** GET /casino/lucky_bear/lucky_code_tiers: the tiers, their prices, prize tables and odds. */
export const luckyCodeTiers = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/lucky_code_tiers',
  summary: 'Lucky code tiers: price, prizes with their odds, the expected return',
  request: z.object({}),
  response: z.object({ tiers: z.array(ZTier) }),
});

/** POST /casino/lucky_bear/lucky_code_buy: pays the tier's price, answers a new code; a retry by request_id answers the same code. */
export const luckyCodeBuy = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/lucky_code_buy',
  summary: 'Buy a lucky code at a tier’s price (idempotent by request_id)',
  request: z.object({ tier: z.string().min(1).max(32), request_id: ZRequestId }),
  response: ZCodeView,
});

/** POST /casino/lucky_bear/lucky_code_open: opens a code once, draws its prize and pays it to the opener. */
export const luckyCodeOpen = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/lucky_code_open',
  summary: 'Open a lucky code (anyone holding it, once): a provably fair prize paid at once',
  request: z.object({ code: ZCode }),
  response: ZCodeView,
});

/** GET /casino/lucky_bear/lucky_code_list: the codes I bought or opened, newest first (50). */
export const luckyCodeList = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/lucky_code_list',
  summary: 'My lucky codes (bought or opened), newest first',
  request: z.object({}),
  response: z.object({ codes: z.array(ZCodeView) }),
});

/** GET /casino/lucky_bear/lucky_code_query?code=...: a code's public state for /luckycode/land. */
export const luckyCodeQuery = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/lucky_code_query',
  summary: 'A lucky code’s public state: tier, opened or not, the prize and its fair data',
  request: z.object({ code: ZCode }),
  response: ZCodeView,
});
