import type { CoinName } from '@app/shared/wallet/coins';
import { onPostgres } from '../../../db/statement-steps';
import type { DbOrTrx } from '../../../db/types';
import { toUnits } from '../../wallet';
import type { ConversionSource, ConversionStatus } from '../tasklib.tables';
import type { ConversionView } from './conversion-types';

/** The click a conversion names, with the offer's reward terms. */
export interface ClickOfOffer {
  clickId: string;
  userId: number;
  offerId: number;
  xbOfferId: string;
  coin: CoinName;
  rewardUnits: bigint;
  disabled: boolean;
}

const CONVERSION_COLUMNS = [
  'c.id',
  'c.network',
  'c.conversion_id',
  'c.click_id',
  'c.user_id',
  'c.offer_id',
  'o.xb_offer_id',
  'c.source',
  'c.coin',
  'c.amount_units',
  'c.status',
  'c.flags',
  'c.credit_tx',
  'c.reverse_tx',
  'c.clawed_units',
  'c.reason',
] as const;

/** SQL of offer_conversion, offer_claim and offer_clawback (and the click status they move). */
export const conversionRepository = {
  async clickOfOffer(db: DbOrTrx, clickId: string): Promise<ClickOfOffer | undefined> {
    const row = await db
      .selectFrom('offer_click as k')
      .innerJoin('offer as o', 'o.id', 'k.offer_id')
      .select(['k.click_id', 'k.user_id', 'k.offer_id', 'o.xb_offer_id', 'o.coin', 'o.reward_units', 'o.disabled'])
      .where('k.click_id', '=', clickId)
      .executeTakeFirst();
    return (
      row && {
        clickId: row.click_id,
        userId: Number(row.user_id),
        offerId: Number(row.offer_id),
        xbOfferId: row.xb_offer_id,
        coin: row.coin as CoinName,
        rewardUnits: toUnits(row.reward_units),
        disabled: Number(row.disabled) === 1,
      }
    );
  },

  async byRef(db: DbOrTrx, network: string, conversionId: string): Promise<ConversionView | undefined> {
    const row = await db
      .selectFrom('offer_conversion as c')
      .innerJoin('offer as o', 'o.id', 'c.offer_id')
      .select(CONVERSION_COLUMNS)
      .where('c.network', '=', network)
      .where('c.conversion_id', '=', conversionId)
      .executeTakeFirst();
    if (!row) return undefined;
    const owed = await db
      .selectFrom('offer_clawback')
      .select('owed_units')
      .where('conversion_row', '=', Number(row.id))
      .executeTakeFirst();
    return {
      id: Number(row.id),
      network: row.network,
      conversionId: row.conversion_id,
      clickId: row.click_id,
      userId: Number(row.user_id),
      offerId: Number(row.offer_id),
      xbOfferId: row.xb_offer_id,
      source: row.source,
      coin: row.coin as CoinName,
      amountUnits: toUnits(row.amount_units),
      status: row.status,
      flags: JSON.parse(row.flags) as string[],
      creditTx: row.credit_tx,
      reverseTx: row.reverse_tx,
      clawedUnits: toUnits(row.clawed_units),
      owedUnits: owed ? toUnits(owed.owed_units) : 0n,
      reason: row.reason,
    };
  },

  /** Inserts the conversion unless (network, conversion_id) exists; answers its id, or undefined when it did. */
  async insertNew(
    db: DbOrTrx,
    c: {
      network: string;
      conversionId: string;
      click: ClickOfOffer;
      source: ConversionSource;
      amountUnits: bigint;
      status: ConversionStatus;
      flags: readonly string[];
      reason: string | null;
      now: number;
    },
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('offer_conversion')
      .values({
        network: c.network,
        conversion_id: c.conversionId,
        click_id: c.click.clickId,
        user_id: c.click.userId,
        offer_id: c.click.offerId,
        source: c.source,
        coin: c.click.coin,
        amount_units: c.amountUnits,
        status: c.status,
        flags: JSON.stringify(c.flags),
        reason: c.reason,
        created_at: c.now,
        decided_at: c.status === 'flagged' ? null : c.now,
      })
      .onConflict((oc) => oc.columns(['network', 'conversion_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  /** Takes the (user, offer) claim for the conversion; false when another conversion holds it. */
  async claim(db: DbOrTrx, userId: number, offerId: number, conversionRow: number, now: number): Promise<boolean> {
    const row = await db
      .insertInto('offer_claim')
      .values({ user_id: userId, offer_id: offerId, conversion_row: conversionRow, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
      .returning('conversion_row')
      .executeTakeFirst();
    return row !== undefined;
  },

  async releaseClaim(db: DbOrTrx, conversionRow: number): Promise<void> {
    await db.deleteFrom('offer_claim').where('conversion_row', '=', conversionRow).execute();
  },

  async hasClaim(db: DbOrTrx, userId: number, offerId: number): Promise<boolean> {
    const row = await db
      .selectFrom('offer_claim')
      .select('conversion_row')
      .where('user_id', '=', userId)
      .where('offer_id', '=', offerId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Moves a conversion from one status to another; false when it was not in `from` (a racing call won). */
  async move(
    db: DbOrTrx,
    id: number,
    from: ConversionStatus,
    set: {
      status: ConversionStatus;
      credit_tx?: string;
      reverse_tx?: string;
      clawed_units?: bigint;
      reason?: string | null;
      decided_at?: number;
      reversed_at?: number;
    },
  ): Promise<boolean> {
    const result = await db
      .updateTable('offer_conversion')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setCreditTx(db: DbOrTrx, id: number, creditTx: string): Promise<void> {
    await db.updateTable('offer_conversion').set({ credit_tx: creditTx }).where('id', '=', id).execute();
  },

  /** The player's unpaid clawbacks of a coin, oldest first (locked on PostgreSQL until the transaction ends). */
  async openClawbacks(db: DbOrTrx, userId: number, coin: string) {
    let query = db
      .selectFrom('offer_clawback')
      .select(['id', 'remaining_units'])
      .where('user_id', '=', userId)
      .where('coin', '=', coin)
      .where('settled_at', 'is', null)
      .orderBy('id');
    if (onPostgres(db)) query = query.forUpdate();
    const rows = await query.execute();
    return rows.map((r) => ({ id: Number(r.id), remaining: toUnits(r.remaining_units) }));
  },

  async payClawback(db: DbOrTrx, id: number, remaining: bigint, now: number): Promise<void> {
    await db
      .updateTable('offer_clawback')
      .set({ remaining_units: remaining, settled_at: remaining === 0n ? now : null })
      .where('id', '=', id)
      .execute();
  },

  async insertClawback(
    db: DbOrTrx,
    c: { userId: number; coin: string; conversionRow: number; owed: bigint; now: number },
  ): Promise<void> {
    await db
      .insertInto('offer_clawback')
      .values({
        user_id: c.userId,
        coin: c.coin,
        conversion_row: c.conversionRow,
        owed_units: c.owed,
        remaining_units: c.owed,
        created_at: c.now,
      })
      .execute();
  },

  /** Coins in which the player owes a clawback. */
  async owedCoins(db: DbOrTrx, userId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('offer_clawback')
      .select('coin')
      .distinct()
      .where('user_id', '=', userId)
      .where('settled_at', 'is', null)
      .execute();
    return rows.map((r) => r.coin);
  },
};
