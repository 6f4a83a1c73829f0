import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../../db/types';
import type { ConversionSource, ConversionStatus } from '../tasklib.tables';

/**
 * The conversions service's public types (issue 15): helper B's postbacks, the audits and verify all
 * credit through it. Kept stable: callers on other branches depend on these names.
 */

/** A conversion to credit: idempotent per (network, conversionId). */
export interface CreditRequest {
  /** The advertiser network ('ayet', ...) or 'first_party' (audits, verify). */
  network: string;
  /** Unique per network; audits use 'audit:<public id>', verify 'verify:<click id>'. */
  conversionId: string;
  /** The click id take_task made (the advertiser echoes it). */
  clickId: string;
  source: ConversionSource;
  /** Base units of the offer's coin; absent: the offer's reward. More than the offer's reward is refused. */
  amountUnits?: bigint;
  /** Fraud rule names (helper B): any flag records the conversion as flagged, without credit. */
  flags?: readonly string[];
  /** When the caller knows whose conversion it is (a postback's user parameter): must be the click's user. */
  userId?: number;
}

/** Why nothing was recorded or credited. */
export type ConversionRefusal =
  | 'unknown_click'
  | 'click_of_another_user'
  | 'amount_above_reward'
  | 'offer_disabled'
  | 'already_rewarded'
  | 'not_flagged'
  | 'no_conversion'
  | 'not_credited';

/** A conversion as callers see it. Amounts are base units of `coin`. */
export interface ConversionView {
  id: number;
  network: string;
  conversionId: string;
  clickId: string;
  userId: number;
  offerId: number;
  xbOfferId: string;
  source: ConversionSource;
  coin: CoinName;
  amountUnits: bigint;
  status: ConversionStatus;
  flags: string[];
  /** Ledger public ids of the credit and of the reversal. */
  creditTx: string | null;
  reverseTx: string | null;
  /** What the reversal took back at once, and what it left owed (offer_clawback). */
  clawedUnits: bigint;
  owedUnits: bigint;
  reason: string | null;
}

/**
 * What a call did. `status` is the conversion's status after the call ('refused': the call changed
 * nothing, see `reason`); `repeat` is true when the conversion existed before the call (a duplicate
 * postback): it answers the first result and credits nothing.
 */
export interface ConversionOutcome {
  status: ConversionStatus | 'refused';
  repeat: boolean;
  reason?: ConversionRefusal;
  conversion?: ConversionView;
}

export interface ConversionRef {
  network: string;
  conversionId: string;
}

export interface ReverseRequest extends ConversionRef {
  /** The click, when the advertiser sent one: a reversal before its conversion is then recorded (rejected). */
  clickId?: string;
  reason?: string;
}

/** The ledger as the conversions use it (compose.ts wires it to the wallet's public face). */
export interface OffersLedger {
  /**
   * Pays `amount` from the rewards account to the player; `repay` (<= amount) of it goes straight back
   * to the rewards account as a clawback payment. One ledger transaction, both legs shown.
   */
  payReward(
    trx: DbOrTrx,
    p: { userId: number; coin: CoinName; amount: bigint; repay: bigint; reference: string },
  ): Promise<string>;
  /** Takes `amount` (<= the balance) back from the player into the rewards account. */
  takeBack(trx: DbOrTrx, p: { userId: number; coin: CoinName; amount: bigint; reference: string }): Promise<string>;
  /** The player's balance of the coin, read inside the transaction. */
  balance(trx: DbOrTrx, userId: number, coin: CoinName): Promise<bigint>;
}

/** Called inside the crediting transaction once a conversion is credited (missions count offers, helper D). */
export type ConversionCredited = (trx: DbOrTrx, conversion: ConversionView) => Promise<void>;
