import type { AuditEntry } from '@app/shared/ops/audit-contracts';
import type { Db, DbOrTrx } from '../../db/types';
import { type AuditFilter, type AuditRow, auditRepository } from './audit.repository';

/** Who acted and from where: every operator request has one (OperatorRequest.actor). */
export interface Actor {
  operatorId: number;
  ip: string;
}

/** One operator action as the log records it. */
export interface AuditRecord {
  /** "<area>.<verb>": operator.create, user.flag, ledger.adjust.request... */
  action: string;
  /** "<kind>:<id>": operator:12, user:1234567890. */
  target: string;
  /** The target before and after the action, as JSON values; null when there was none. */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * The append-only audit log of operator actions. `record` takes the transaction of the action it
 * records, so the action and its record commit together or not at all; the table refuses UPDATE and
 * DELETE (migration 0009), and nothing here offers either.
 */
export class OpsAudit {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  record(trx: DbOrTrx, actor: Actor, entry: AuditRecord): Promise<void> {
    return auditRepository.insert(trx, {
      at: this.now(),
      operator_id: actor.operatorId,
      action: entry.action,
      target: entry.target,
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: actor.ip.slice(0, 64),
    });
  }

  async list(filter: AuditFilter, page: number, pageSize: number) {
    const { rows, total } = await auditRepository.page(this.db, filter, (page - 1) * pageSize, pageSize);
    return { entries: rows.map(entryOf), page, page_size: pageSize, total };
  }

  /** The newest entry about `target` with one of `actions` (a flag's last change), or undefined. */
  async latest(target: string, actions: readonly string[]): Promise<AuditEntry | undefined> {
    const row = await auditRepository.latest(this.db, target, actions);
    return row && entryOf(row);
  }
}

function entryOf(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    at: r.at,
    operator_id: r.operator_id,
    operator_email: r.operator_email,
    action: r.action,
    target: r.target,
    before: parse(r.before_json),
    after: parse(r.after_json),
    ip: r.ip,
  };
}
