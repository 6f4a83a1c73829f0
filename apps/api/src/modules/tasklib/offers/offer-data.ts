import { parseUnits } from '@app/shared';
import { PRODUCT_TYPES } from '@app/shared/tasklib/contracts';
import { OFFER_KIND_NAMES } from '@app/shared/tasklib/offer-contracts';
import { COIN_NAMES, COINS } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import offers from '../data/offers.json' with { type: 'json' };
import products from '../data/products.json' with { type: 'json' };
import { offerRepository } from './offer.repository';

const ZCountries = z.array(z.string().regex(/^[a-z]{2}$/)).max(250);
const ZUsd = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/);

/** Checked when the module loads: a bad edit of the data files fails at start and in the tests. */
const ZProductData = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]{1,47}$/),
  title: z.string().min(1).max(64),
  description: z.string().max(200),
  long_description: z.string().max(4000),
  product_type: z.enum(PRODUCT_TYPES),
  category: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  players: z.number().int().min(0),
  countries: ZCountries,
});

const ZOfferData = z
  .object({
    xb_offer_id: z.string().regex(/^[a-z0-9][a-z0-9_.-]{1,95}$/),
    product: z.string(),
    parent: z.string().nullable(),
    kind: z.enum(OFFER_KIND_NAMES),
    title: z.string().min(1).max(120),
    description: z.string().max(2000),
    steps: z.array(z.string().min(1).max(200)).max(10),
    coin: z.enum(COIN_NAMES),
    reward: z.string(),
    reward_usd: ZUsd,
    network: z.string().regex(/^[a-z_]{2,32}$/),
    link_template: z.string().max(1024),
    countries: ZCountries,
    min_convert_seconds: z.number().int().min(0),
    needs_audit: z.boolean(),
    expires_days: z.number().int().min(0).max(365),
    game_id: z.string().nullable(),
    mch_id: z.string().nullable(),
    sort: z.number().int(),
  })
  .transform((o) => ({ ...o, reward_units: parseUnits(o.reward, COINS[o.coin].decimals) }));
export type OfferData = z.output<typeof ZOfferData>;

export const SEED_PRODUCTS = z.object({ products: z.array(ZProductData) }).parse(products).products;
export const SEED_OFFERS = z.object({ offers: z.array(ZOfferData) }).parse(offers).offers;

/** A product's art, by the shared path convention (C draws them: scripts/offer-art.ts). */
export function productArt(code: string): { image_url: string; imglist: string[] } {
  return { image_url: `/tasklib/products/${code}.svg`, imglist: [`/tasklib/products/${code}-cover.svg`] };
}

const usdCents = (usd: string) => Math.round(Number(usd) * 100);

/**
 * Adds the data files' products and offers the database lacks, at every start (after the demo seed,
 * whose home catalogue owns the first products). A product created before migration 0024 gets its
 * art, category, countries and page text while those are still empty; everything stored otherwise is
 * the operators' and stays as they left it.
 */
export async function syncOfferCatalogue(db: Db, now: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    for (const p of SEED_PRODUCTS) {
      const rewardCents = SEED_OFFERS.filter((o) => o.product === p.code).reduce(
        (sum, o) => sum + usdCents(o.reward_usd),
        0,
      );
      await offerRepository.insertOrFillProduct(
        trx,
        { ...p, ...productArt(p.code), reward_usd_cents: rewardCents },
        now,
      );
    }
    const productIds = await offerRepository.productIdsByCode(trx);
    for (const o of SEED_OFFERS) {
      const productId = productIds.get(o.product);
      if (productId === undefined) throw new Error(`offers.json: ${o.xb_offer_id} names unknown product ${o.product}`);
      const parentId = o.parent === null ? null : await offerRepository.offerIdByXb(trx, o.parent);
      if (parentId === undefined) throw new Error(`offers.json: ${o.xb_offer_id} names unknown parent ${o.parent}`);
      await offerRepository.insertOfferUnlessExists(
        trx,
        {
          xb_offer_id: o.xb_offer_id,
          product_id: productId,
          parent_id: parentId,
          kind: o.kind,
          title: o.title,
          description: o.description,
          steps: JSON.stringify(o.steps),
          coin: o.coin,
          reward_units: o.reward_units,
          reward_usd_cents: usdCents(o.reward_usd),
          network: o.network,
          link_template: o.link_template,
          countries: JSON.stringify(o.countries),
          min_convert_seconds: o.min_convert_seconds,
          needs_audit: o.needs_audit ? 1 : 0,
          expires_days: o.expires_days,
          game_id: o.game_id,
          mch_id: o.mch_id,
          sort: o.sort,
        },
        now,
      );
    }
  });
}
