import { z } from 'zod';
import { PRODUCT_TYPES, ZTabCode } from './contracts';

/** The catalogue editor's name of the home page's products (@app/shared/ops/catalogue-contracts). */
export const HOME_PRODUCTS_CATALOGUE = 'home_products';

/**
 * One home product as an operator edits it (issue 11): what the home page shows of it and the tabs it
 * appears in. `code` is its stable id (the catalogue entry's id); it cannot change once created.
 */
export const ZHomeProductItem = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{1,47}$/, 'lower-case letters, digits and _, 2-48 characters'),
  title: z.string().trim().min(1).max(64),
  description: z.string().trim().max(200),
  product_type: z.enum(PRODUCT_TYPES),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour #RRGGBB'),
  players: z.number().int().min(0).max(1_000_000_000),
  /** USD on the tile, a decimal string with at most 2 decimals. */
  reward_usd: z.string().regex(/^(0|[1-9]\d{0,6})(\.\d{1,2})?$/, 'must be an amount such as 1.50'),
  /** Tab codes it appears in, in no particular order; each must exist. */
  tabs: z
    .array(ZTabCode)
    .max(20)
    .refine((t) => new Set(t).size === t.length, 'each tab at most once'),
});
export type HomeProductItem = z.infer<typeof ZHomeProductItem>;
