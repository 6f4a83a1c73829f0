import type { DbOrTrx } from '../../db/types';

export interface GiftRow {
  id: number;
  code: string;
  kind: string;
  senderId: number;
  coin: string;
  mode: 'fixed' | 'random';
  claimCount: number;
  claimedCount: number;
  total: bigint;
  expiresAt: number;
  releasedAt: number | null;
  createdAt: number;
}

export interface SlotRow {
  idx: number;
  amount: bigint;
  holdId: number;
  claimerId: number | null;
  claimedAt: number | null;
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of gift_code on both drivers
function gift(row: any): GiftRow {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    senderId: Number(row.sender_id),
    coin: row.coin,
    mode: row.mode,
    claimCount: Number(row.claim_count),
    claimedCount: Number(row.claimed_count),
    total: BigInt(row.total_units),
    expiresAt: Number(row.expires_at),
    releasedAt: row.released_at === null ? null : Number(row.released_at),
    createdAt: Number(row.created_at),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: one row mapper for selectAll() of gift_slot on both drivers
function slot(row: any): SlotRow {
  return {
    idx: Number(row.idx),
    amount: BigInt(row.amount),
    holdId: Number(row.hold_id),
    claimerId: row.claimer_id === null ? null : Number(row.claimer_id),
    claimedAt: row.claimed_at === null ? null : Number(row.claimed_at),
  };
}

export const giftRepository = {
  async insert(
    db: DbOrTrx,
    g: Omit<GiftRow, 'id' | 'claimedCount' | 'releasedAt' | 'createdAt'> & { now: number },
  ): Promise<number> {
    const row = await db
      .insertInto('gift_code')
      .values({
        code: g.code,
        kind: g.kind,
        sender_id: g.senderId,
        coin: g.coin,
        mode: g.mode,
        claim_count: g.claimCount,
        total_units: g.total,
        expires_at: g.expiresAt,
        released_at: null,
        created_at: g.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  async insertSlot(db: DbOrTrx, giftId: number, idx: number, amount: bigint, holdId: number): Promise<void> {
    await db.insertInto('gift_slot').values({ gift_id: giftId, idx, amount, hold_id: holdId }).execute();
  },

  async byCode(db: DbOrTrx, code: string): Promise<GiftRow | undefined> {
    const row = await db.selectFrom('gift_code').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? gift(row) : undefined;
  },

  async byId(db: DbOrTrx, id: number): Promise<GiftRow | undefined> {
    const row = await db.selectFrom('gift_code').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? gift(row) : undefined;
  },

  async bySender(db: DbOrTrx, senderId: number, limit: number): Promise<GiftRow[]> {
    const rows = await db
      .selectFrom('gift_code')
      .selectAll()
      .where('sender_id', '=', senderId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(gift);
  },

  async slots(db: DbOrTrx, giftIds: number[]): Promise<Map<number, SlotRow[]>> {
    const out = new Map<number, SlotRow[]>(giftIds.map((id) => [id, []]));
    if (giftIds.length === 0) return out;
    const rows = await db.selectFrom('gift_slot').selectAll().where('gift_id', 'in', giftIds).orderBy('idx').execute();
    for (const row of rows) out.get(Number(row.gift_id))?.push(slot(row));
    return out;
  },

  async slotOf(db: DbOrTrx, giftId: number, userId: number): Promise<SlotRow | undefined> {
    const row = await db
      .selectFrom('gift_slot')
      .selectAll()
      .where('gift_id', '=', giftId)
      .where('claimer_id', '=', userId)
      .executeTakeFirst();
    return row ? slot(row) : undefined;
  },

  /**
   * Takes the next slot's number: raises claimed_count only while below claim_count, not released and
   * not expired. The row lock makes concurrent claims queue here (PostgreSQL re-checks the WHERE after
   * the wait; SQLite's writes are serial), so at most claim_count claims ever pass. Undefined: none left.
   */
  async takeSlot(db: DbOrTrx, giftId: number, now: number): Promise<number | undefined> {
    const row = await db
      .updateTable('gift_code')
      .set((eb) => ({ claimed_count: eb('claimed_count', '+', 1) }))
      .where('id', '=', giftId)
      .where((eb) => eb('claimed_count', '<', eb.ref('claim_count')))
      .where('released_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('claimed_count')
      .executeTakeFirst();
    return row ? Number(row.claimed_count) - 1 : undefined;
  },

  async fillSlot(db: DbOrTrx, giftId: number, idx: number, userId: number, now: number): Promise<SlotRow> {
    await db
      .updateTable('gift_slot')
      .set({ claimer_id: userId, claimed_at: now })
      .where('gift_id', '=', giftId)
      .where('idx', '=', idx)
      .execute();
    const row = await db
      .selectFrom('gift_slot')
      .selectAll()
      .where('gift_id', '=', giftId)
      .where('idx', '=', idx)
      .executeTakeFirstOrThrow();
    return slot(row);
  },

  /** Marks the code released, once: false when it was already (the job ran before). */
  async release(db: DbOrTrx, giftId: number, now: number): Promise<boolean> {
    const res = await db
      .updateTable('gift_code')
      .set({ released_at: now })
      .where('id', '=', giftId)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  async openSlotHolds(db: DbOrTrx, giftId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('gift_slot')
      .select('hold_id')
      .where('gift_id', '=', giftId)
      .where('claimer_id', 'is', null)
      .execute();
    return rows.map((r) => Number(r.hold_id));
  },
};
