import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/types';
import type { OpsAuditLogTable } from './ops.tables';

export interface AuditFilter {
  operatorId?: number;
  /** Exact, or a prefix when it ends in ".". */
  action?: string;
  target?: string;
  from?: number;
  to?: number;
}

/** SQL of ops_audit_log: insert and read only (the table has no update or delete path). */
export const auditRepository = {
  async insert(db: DbOrTrx, row: Insertable<OpsAuditLogTable>): Promise<void> {
    await db.insertInto('ops_audit_log').values(row).execute();
  },

  async page(db: DbOrTrx, filter: AuditFilter, offset: number, limit: number) {
    const base = filtered(db, filter);
    const [rows, count] = await Promise.all([
      withOperator(base).orderBy('ops_audit_log.id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), rows: rows.map(rowOf) };
  },

  async latest(db: DbOrTrx, target: string, actions: readonly string[]): Promise<AuditRow | undefined> {
    const row = await withOperator(filtered(db, { target }))
      .where('ops_audit_log.action', 'in', actions)
      .orderBy('ops_audit_log.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && rowOf(row);
  },
};

function withOperator(q: ReturnType<typeof filtered>) {
  return q
    .innerJoin('ops_operator', 'ops_operator.id', 'ops_audit_log.operator_id')
    .select([
      'ops_audit_log.id',
      'ops_audit_log.at',
      'ops_audit_log.operator_id',
      'ops_operator.email as operator_email',
      'ops_audit_log.action',
      'ops_audit_log.target',
      'ops_audit_log.before_json',
      'ops_audit_log.after_json',
      'ops_audit_log.ip',
    ]);
}

type RawAuditRow = Awaited<ReturnType<ReturnType<typeof withOperator>['executeTakeFirstOrThrow']>>;
const rowOf = (r: RawAuditRow) => ({ ...r, id: Number(r.id), at: Number(r.at), operator_id: Number(r.operator_id) });
export type AuditRow = ReturnType<typeof rowOf>;

function filtered(db: DbOrTrx, f: AuditFilter) {
  let q = db.selectFrom('ops_audit_log');
  if (f.operatorId !== undefined) q = q.where('ops_audit_log.operator_id', '=', f.operatorId);
  if (f.action !== undefined) {
    q = f.action.endsWith('.')
      ? // "operator." .. "operator/" ('/' follows '.'): every action under the prefix, without LIKE.
        q.where('ops_audit_log.action', '>=', f.action).where('ops_audit_log.action', '<', `${f.action.slice(0, -1)}/`)
      : q.where('ops_audit_log.action', '=', f.action);
  }
  if (f.target !== undefined) q = q.where('ops_audit_log.target', '=', f.target);
  if (f.from !== undefined) q = q.where('ops_audit_log.at', '>=', f.from);
  if (f.to !== undefined) q = q.where('ops_audit_log.at', '<', f.to);
  return q;
}
