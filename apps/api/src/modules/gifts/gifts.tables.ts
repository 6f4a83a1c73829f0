import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

/** A gift code (issue 16): funded by its sender through one ledger hold per claim (gifts README). */
export interface GiftCodeTable {
  id: Generated<number>;
  /** 8 characters of GIFT_CODE_PATTERN, unique. */
  code: string;
  /** 'player' | 'webcast' (webcast_giftcode/create). */
  kind: string;
  sender_id: number;
  coin: string;
  /** 'fixed' | 'random' */
  mode: string;
  claim_count: number;
  /** Claims so far; a claim takes slot number claimed_count (0-based) by raising it under a guard. */
  claimed_count: Generated<number>;
  /** Base units, the sum of the slots. */
  total_units: Money;
  expires_at: Ms;
  /** When the expiry job gave the unclaimed rest back; null while open. */
  released_at: Ms | null;
  created_at: Ms;
}

/** One claim's share of a code, decided at creation, with its own ledger hold. */
export interface GiftSlotTable {
  id: Generated<number>;
  gift_id: number;
  idx: number;
  amount: Money;
  hold_id: number;
  /** Unique per code with gift_id: one claim per player. */
  claimer_id: number | null;
  claimed_at: Ms | null;
}

export interface GiftsTables {
  gift_code: GiftCodeTable;
  gift_slot: GiftSlotTable;
}
