import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** A gift code: 8 letters and digits without the look-alikes (0 O 1 I L), typed case-insensitively. */
export const GIFT_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
export const GIFT_MAX_CLAIMS = 100;
/** Expiry choices, hours (1 hour to 7 days). */
export const GIFT_MIN_HOURS = 1;
export const GIFT_MAX_HOURS = 168;

const ZCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(GIFT_CODE_PATTERN, 'must be an 8-character gift code'));

const ZCreate = z.object({
  coin: z.string().min(1).max(8),
  /** fixed: every claim gets `amount`; random: `amount` is the total, split at random (gifts README). */
  mode: z.enum(['fixed', 'random']),
  count: z.number().int().min(1).max(GIFT_MAX_CLAIMS),
  amount: z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number'),
  expires_in_hours: z.number().int().min(GIFT_MIN_HOURS).max(GIFT_MAX_HOURS),
});

const ZClaim = z.object({ user_id: z.number().int(), amount: z.string(), claimed_at: z.number().int() });

const ZMyGift = z.object({
  code: z.string(),
  coin: z.string(),
  mode: z.enum(['fixed', 'random']),
  total: z.string(),
  count: z.number().int(),
  claimed: z.number().int(),
  expires_at: z.number().int(),
  /** open: claims left and not expired; exhausted: all claimed; expired: the rest went back to the sender. */
  state: z.enum(['open', 'exhausted', 'expired']),
  claims: z.array(ZClaim),
});

/** POST /casino/lucky_bear/gift_code/create: a player funds a gift code from their balance (a ledger hold). */
export const createGiftCode = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/gift_code/create',
  summary: 'Fund a gift code from my balance (held until claimed or expired)',
  request: ZCreate,
  response: ZMyGift,
});

/** POST /casino/lucky_bear/webcast_giftcode/create (spec 7.7): a webcast host's gift code, funded the same way. */
export const createWebcastGiftCode = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/webcast_giftcode/create',
  summary: 'A webcast host funds a gift code for the audience',
  request: ZCreate,
  response: ZMyGift,
});

/** GET /casino/lucky_bear/webcast_giftcode/query (spec 7.7): the caller's codes (player and webcast) and their claims. */
export const queryGiftCodes = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/webcast_giftcode/query',
  summary: 'My gift codes, newest first, with their claims',
  request: z.object({}),
  response: z.object({ list: z.array(ZMyGift) }),
});

/** POST /casino/lucky_bear/receive_gift_code (spec 7.7): claim one share of a code, once per player. */
export const receiveGiftCode = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/receive_gift_code',
  summary: 'Claim a gift code (once per player, never my own)',
  request: z.object({ code: ZCode }),
  response: z.object({ code: z.string(), coin: z.string(), amount: z.string(), claimed_at: z.number().int() }),
});

/** GET /casino/lucky_bear/gift_code/view: the public face of a code for /gift/[code] (sender masked, spec 9). */
export const viewGiftCode = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/gift_code/view',
  summary: 'A gift code as anyone may see it: masked sender, amount, claims left, state',
  request: z.object({ code: ZCode }),
  response: z.object({
    code: z.string(),
    sender: z.string().describe('the sender nickname, first 2 and last 2 characters kept (spec 9)'),
    coin: z.string(),
    mode: z.enum(['fixed', 'random']),
    total: z.string(),
    count: z.number().int(),
    left: z.number().int(),
    expires_at: z.number().int(),
    state: z.enum(['open', 'exhausted', 'expired']),
    /** What the caller got from it, when signed in and claimed. */
    mine: z.string().nullable(),
  }),
});
