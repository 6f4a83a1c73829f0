import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** An invest product (issue 17 item 5): edited by operators as the `invest_products` catalogue. */
export interface InvestProductTable {
  /** Fixed once created (positions name it). */
  code: string;
  coin: string;
  term_days: number;
  /** 'annual' | 'fixed' (@app/shared/invest/invest-rules). */
  return_kind: string;
  rate_bps: number;
  /** Base units of `coin`: the smallest and largest subscription. */
  min_units: Money;
  max_units: Money;
  /** Base units: all subscriptions together may not pass it. */
  cap_units: Money;
  /** Base units subscribed so far, less what exited early; raised only under `sold_units + x <= cap_units`. */
  sold_units: Generated<Money>;
  early_exit: number;
  penalty_bps: number;
  sort: number;
  disabled: Generated<number>;
  created_at: Ms;
  updated_at: Ms;
}

/** One subscription: its terms are copied from the product when bought and never change after. */
export interface InvestPositionTable {
  id: Generated<number>;
  user_id: number;
  product_code: string;
  coin: string;
  principal_units: Money;
  /** The return fixed at subscription (investReturn), paid at maturity. */
  return_units: Money;
  term_days: number;
  return_kind: string;
  rate_bps: number;
  early_exit: number;
  penalty_bps: number;
  /** The wallet's hold of the principal; null only inside the subscribing transaction. */
  hold_id: number | null;
  subscribed_at: Ms;
  matures_at: Ms;
  /** 'active' | 'matured' | 'exited': leaves 'active' once, under a guard (the exactly-once rule). */
  state: string;
  settled_at: Ms | null;
  /** What an early exit kept (base units); null unless exited. */
  penalty_units: Money | null;
}

export interface InvestTables {
  invest_product: InvestProductTable;
  invest_position: InvestPositionTable;
}
