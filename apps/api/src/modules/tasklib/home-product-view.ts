import { type HomeProduct, PRODUCT_TYPES } from '@app/shared/tasklib/contracts';

/** A product's stored fields (a row of `product`, or an operator's item not saved yet). */
export interface ProductFields {
  product_id: number;
  code: string;
  title: string;
  description: string;
  product_type: string;
  color: string;
  players: number;
  reward_usd_cents: number;
  /** Square art, '' when none (product.image_url). */
  image_url: string;
}

/** A product as the home page shows it (POST /game_tab/homepage), and as the console previews it. */
export function toHomeProduct(row: ProductFields): HomeProduct {
  const type = PRODUCT_TYPES.find((t) => t === row.product_type) ?? 'game';
  return {
    product_id: row.product_id,
    code: row.code,
    title: row.title,
    desc: row.description,
    product_type: type,
    color: row.color,
    players: row.players,
    reward_usd: (row.reward_usd_cents / 100).toFixed(2),
    image_url: row.image_url,
  };
}
