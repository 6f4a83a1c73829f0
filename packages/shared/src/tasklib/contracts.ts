import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

export const PRODUCT_TYPES = ['game', 'casino', 'lottery', 'offer'] as const;

export const ZTabCode = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, 'must be a tab code (lower-case letters, digits, _)');

export const ZHomeProduct = z.object({
  product_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  desc: z.string(),
  product_type: z.enum(PRODUCT_TYPES),
  /** Accent colour of the product tile, #RRGGBB. */
  color: z.string(),
  players: z.number().int(),
  /** Reward shown on the tile, a decimal string in USD. */
  reward_usd: z.string(),
  /** The product's square art, a web path or URL; '' when it has none (the tile then shows a generic mark). */
  image_url: z.string(),
});
export type HomeProduct = z.infer<typeof ZHomeProduct>;

/** POST /game_tab/homepage {tablist}: the home page's tabs and their products, in display order. */
export const gameTabHomepage = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/game_tab/homepage',
  summary: 'Home page tabs with their products; tablist picks and orders tabs (empty or absent: all)',
  request: z.object({
    tablist: z.array(ZTabCode).max(20, 'must list at most 20 tabs').optional(),
  }),
  response: z.object({
    tabs: z.array(
      z.object({
        code: z.string(),
        products: z.array(ZHomeProduct),
      }),
    ),
  }),
});

/**
 * POST /cpl/init (spec 4.1 step 6, 7.5): the task service's first-time init for the signed-in user,
 * which the shell runs once per browser session per user. It records the user's task-service profile
 * idempotently; `first_time` is true only for the call that created it.
 */
export const cplInit = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/init',
  summary: "Initialise the signed-in user's task-service profile (idempotent; needs a session)",
  request: z.object({}),
  response: z.object({
    first_time: z.boolean().describe('This call created the profile'),
    initialised_at: z.number().int().describe('When the profile was first initialised, unix milliseconds'),
  }),
});
