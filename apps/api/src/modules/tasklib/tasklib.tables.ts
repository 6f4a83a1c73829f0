import type { TaskStatus } from '@app/shared/tasklib/offer-contracts';
import type { Generated } from 'kysely';
import type { Money, Ms } from '../../db/column-types';

export interface GameTabTable {
  id: Generated<number>;
  code: string;
  sort: number;
}

export interface ProductTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string;
  product_type: string;
  color: string;
  players: number;
  /** USD cents. */
  reward_usd_cents: number;
  /** 1: hidden from players (an operator disabled it, issue 11); products are never deleted. */
  disabled: Generated<number>;
  created_at: Ms;
  /** Square icon, a web path (/tasklib/products/<code>.svg); '' until the data file's sync fills it. */
  image_url: Generated<string>;
  /** JSON text array of cover image urls (spec 3 product props: imglist). */
  imglist: Generated<string>;
  /** The catalogue's category (game_tab/recommend catelog_id), '' when none. */
  category: Generated<string>;
  /** JSON text array of ISO 3166 alpha-2 lower-case codes; empty: everywhere. */
  countries: Generated<string>;
  /** The product page's text (the tile keeps `description`). */
  long_description: Generated<string>;
}

export const OFFER_KINDS = ['install', 'level', 'signup', 'follow', 'survey', 'welfare', 'recharge'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** One task of a product (issue 15): a parent offer, or a child of one (parent_id; /cpl/list_son). */
export interface OfferTable {
  id: Generated<number>;
  /** Public id, e.g. "tiger_slots.reach_level_10". */
  xb_offer_id: string;
  product_id: number;
  parent_id: number | null;
  kind: OfferKind;
  title: string;
  description: string;
  /** JSON text array of step strings. */
  steps: Generated<string>;
  /** Ledger coin of the reward (CoinName). */
  coin: string;
  /** Reward in the coin's base units. */
  reward_units: Money;
  reward_usd_cents: Generated<number>;
  /** Advertiser network id ('ayet', 'prodege', 'ironsource'), or 'first_party' (welfare, audits). */
  network: string;
  /** Advertiser URL with {click_id} {user_id} {offer_id} placeholders; '' for first-party offers. */
  link_template: Generated<string>;
  /** JSON text array of ISO 3166 alpha-2 lower-case codes; empty: everywhere. */
  countries: Generated<string>;
  /** Fewer seconds from click to conversion look like fraud (helper B's rule). */
  min_convert_seconds: Generated<number>;
  /** 1: completed by an approved audit (screenshot + text). */
  needs_audit: Generated<number>;
  /** The reward-task object's `expired`: days the task runs after it was taken; 0: no limit. */
  expires_days: Generated<number>;
  /** Recharge tasks: the casino game (games.json id) and its merchant (the provider id). */
  game_id: string | null;
  mch_id: string | null;
  sort: Generated<number>;
  disabled: Generated<number>;
  created_at: Ms;
}

/** A player's take of an offer (/cpl/take_task): one per (user, offer). */
export interface OfferClickTable {
  id: Generated<number>;
  click_id: string;
  user_id: number;
  offer_id: number;
  parent_id: number | null;
  country: string;
  /** The D-Id header, '' when absent. */
  device_id: Generated<string>;
  /** The advertiser link handed out, placeholders substituted. */
  link: string;
  /** Where the task stands (TASK_STATUSES of @app/shared/tasklib/offer-contracts), kept by the life cycle. */
  status: Generated<TaskStatus>;
  updated_at: Ms;
  created_at: Ms;
  /** Unix seconds (the reward-task object's takeTime). */
  take_time: Ms;
}

/** What the player reported (/cpl/report_ev, /task/action). */
export interface OfferEventTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number;
  click_id: string | null;
  source: 'report_ev' | 'task_action';
  action: string;
  action_type: Generated<string>;
  link: Generated<string>;
  at: Ms;
}

export const CONVERSION_STATUSES = ['credited', 'flagged', 'rejected', 'reversed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
export type ConversionSource = 'postback' | 'audit' | 'verify';

/** A reward of an offer: credited once per (network, conversion_id). */
export interface OfferConversionTable {
  id: Generated<number>;
  network: string;
  /** Unique per network; audits use 'audit:<public id>', verify 'verify:<click id>'. */
  conversion_id: string;
  click_id: string;
  user_id: number;
  offer_id: number;
  source: ConversionSource;
  coin: string;
  amount_units: Money;
  status: ConversionStatus;
  /** JSON text array of fraud rule names. */
  flags: Generated<string>;
  /** Ledger public ids of the credit and of the reversal. */
  credit_tx: string | null;
  reverse_tx: string | null;
  /** What the reversal took back at once (the rest is an offer_clawback). */
  clawed_units: Generated<Money>;
  /** Why it was rejected (or what a refused repeat said). */
  reason: string | null;
  created_at: Ms;
  decided_at: Ms | null;
  reversed_at: Ms | null;
}

/** The one credited-or-flagged reward of a (user, offer). */
export interface OfferClaimTable {
  user_id: number;
  offer_id: number;
  /** offer_conversion.id holding the claim. */
  conversion_row: number;
  created_at: Ms;
}

export const AUDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** A player's proof of a task (/cpl/submit_audit) waiting for an operator. */
export interface OfferAuditTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  offer_id: number;
  click_id: string;
  /** The click id while pending, null once decided (unique: one pending audit per click). */
  pending_click: string | null;
  content: string;
  /** The AuditImageStore's key, its checked MIME type and size. */
  image_key: string;
  image_type: string;
  image_bytes: number;
  status: AuditStatus;
  reason: string | null;
  approval_id: number | null;
  created_at: Ms;
  decided_at: Ms | null;
}

/** What a reversal could not take back at once; later rewards of the coin pay it first. */
export interface OfferClawbackTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  conversion_row: number;
  owed_units: Money;
  remaining_units: Money;
  created_at: Ms;
  settled_at: Ms | null;
}

export interface GameTabProductTable {
  tab_id: number;
  product_id: number;
  sort: number;
}

/** The task service's profile of a user (POST /cpl/init). */
export interface TaskProfileTable {
  user_id: number;
  first_init_at: Ms;
  last_init_at: Ms;
  init_count: number;
}

/**
 * The task library's tables: the home page's tabs and products, each user's task profile, and the
 * offers with their clicks, events, conversions, claims, audits and clawbacks (issue 15).
 */
export interface TasklibTables {
  game_tab: GameTabTable;
  product: ProductTable;
  game_tab_product: GameTabProductTable;
  task_profile: TaskProfileTable;
  offer: OfferTable;
  offer_click: OfferClickTable;
  offer_event: OfferEventTable;
  offer_conversion: OfferConversionTable;
  offer_claim: OfferClaimTable;
  offer_audit: OfferAuditTable;
  offer_clawback: OfferClawbackTable;
}
