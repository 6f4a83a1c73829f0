import type { DbOrTrx } from '../../../db/types';
import type { AuditStatus } from '../tasklib.tables';

export interface AuditRow {
  id: number;
  publicId: string;
  userId: number;
  offerId: number;
  clickId: string;
  content: string;
  imageKey: string;
  imageType: string;
  imageBytes: number;
  status: AuditStatus;
  reason: string | null;
}

const COLUMNS = [
  'id',
  'public_id',
  'user_id',
  'offer_id',
  'click_id',
  'content',
  'image_key',
  'image_type',
  'image_bytes',
  'status',
  'reason',
] as const;

/** SQL of offer_audit. */
export const auditRepository = {
  /** Inserts a pending audit; false when the click already has one pending (the unique pending_click). */
  async insertPending(
    db: DbOrTrx,
    a: Omit<AuditRow, 'id' | 'status' | 'reason'> & { now: number },
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('offer_audit')
      .values({
        public_id: a.publicId,
        user_id: a.userId,
        offer_id: a.offerId,
        click_id: a.clickId,
        pending_click: a.clickId,
        content: a.content,
        image_key: a.imageKey,
        image_type: a.imageType,
        image_bytes: a.imageBytes,
        status: 'pending',
        created_at: a.now,
      })
      .onConflict((oc) => oc.column('pending_click').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  async setApproval(db: DbOrTrx, id: number, approvalId: number): Promise<void> {
    await db.updateTable('offer_audit').set({ approval_id: approvalId }).where('id', '=', id).execute();
  },

  async byPublicId(db: DbOrTrx, publicId: string): Promise<AuditRow | undefined> {
    const row = await db.selectFrom('offer_audit').select(COLUMNS).where('public_id', '=', publicId).executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        publicId: row.public_id,
        userId: Number(row.user_id),
        offerId: Number(row.offer_id),
        clickId: row.click_id,
        content: row.content,
        imageKey: row.image_key,
        imageType: row.image_type,
        imageBytes: Number(row.image_bytes),
        status: row.status,
        reason: row.reason,
      }
    );
  },

  /** Decides a pending audit; false when it was not pending (decided before). */
  async decide(db: DbOrTrx, id: number, status: 'approved' | 'rejected', reason: string | null, now: number) {
    const result = await db
      .updateTable('offer_audit')
      .set({ status, reason, pending_click: null, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
