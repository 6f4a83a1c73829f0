import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../../db/types';
import type { OpsApprovalTable } from '../ops.tables';

export interface ApprovalFilter {
  kind?: string;
  status?: string;
  requestedBy?: number;
}

const COLUMNS = [
  'a.id',
  'a.kind',
  'a.payload_json',
  'a.summary',
  'a.requested_by',
  'r.email as requested_by_email',
  'a.requested_at',
  'a.status',
  'a.decided_by',
  'd.email as decided_by_email',
  'a.decided_at',
  'a.reason',
  'a.result_json',
] as const;

function joined(db: DbOrTrx, f: ApprovalFilter) {
  let q = db
    .selectFrom('ops_approval as a')
    .innerJoin('ops_operator as r', 'r.id', 'a.requested_by')
    .leftJoin('ops_operator as d', 'd.id', 'a.decided_by');
  if (f.kind !== undefined) q = q.where('a.kind', '=', f.kind);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  if (f.requestedBy !== undefined) q = q.where('a.requested_by', '=', f.requestedBy);
  return q;
}

type Raw = Awaited<ReturnType<typeof rawRows>>[number];
const rawRows = (db: DbOrTrx, f: ApprovalFilter) => joined(db, f).select(COLUMNS).execute();

const rowOf = (r: Raw) => ({
  ...r,
  id: Number(r.id),
  requested_by: Number(r.requested_by),
  requested_at: Number(r.requested_at),
  decided_by: r.decided_by === null ? null : Number(r.decided_by),
  decided_at: r.decided_at === null ? null : Number(r.decided_at),
});
export type ApprovalRow = ReturnType<typeof rowOf>;

/** SQL of ops_approval. A decision is one conditional update: only a pending item can be decided. */
export const approvalRepository = {
  async insert(trx: DbOrTrx, row: Insertable<OpsApprovalTable>): Promise<number> {
    const { id } = await trx.insertInto('ops_approval').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  },

  async get(db: DbOrTrx, id: number): Promise<ApprovalRow | undefined> {
    const row = await joined(db, {}).select(COLUMNS).where('a.id', '=', id).executeTakeFirst();
    return row && rowOf(row);
  },

  async page(db: DbOrTrx, f: ApprovalFilter, offset: number, limit: number) {
    const [rows, count] = await Promise.all([
      joined(db, f).select(COLUMNS).orderBy('a.id', 'desc').limit(limit).offset(offset).execute(),
      joined(db, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(rowOf), total: Number(count.n) };
  },

  /**
   * Marks a pending item decided; false when it is no longer pending. Two decisions at once: on
   * SQLite the write lock orders them; on PostgreSQL the second waits for the first's row lock and then
   * finds the row no longer pending (the WHERE is evaluated again on the committed row).
   */
  async decide(
    trx: DbOrTrx,
    id: number,
    d: { status: 'approved' | 'rejected'; decidedBy: number; at: number; reason: string },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('ops_approval')
      .set({ status: d.status, decided_by: d.decidedBy, decided_at: d.at, reason: d.reason })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setResult(trx: DbOrTrx, id: number, resultJson: string): Promise<void> {
    await trx.updateTable('ops_approval').set({ result_json: resultJson }).where('id', '=', id).execute();
  },
};
