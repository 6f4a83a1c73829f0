import type { opsListAudit } from '@app/shared/ops/audit-contracts';
import type { z } from 'zod';

/** The audit filters as the form holds them (text as typed; dates as yyyy-mm-dd in the browser's zone). */
export interface AuditFilters {
  operator_id: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { operator_id: '', action: '', target: '', from: '', to: '' };

/** Local midnight of a yyyy-mm-dd day, in unix ms; undefined for an empty or malformed day. */
function dayStart(day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

/**
 * The request of GET /ops/audit for these filters and this page: empty filters are left out, the date
 * range covers whole days (`to` is the end of its day: the API's `to` is exclusive).
 */
export function auditQuery(
  filters: AuditFilters,
  page: { pageIndex: number; pageSize: number },
): z.input<typeof opsListAudit.request> {
  const from = dayStart(filters.from);
  const toDay = dayStart(filters.to);
  const to = toDay === undefined ? undefined : toDay + 24 * 60 * 60 * 1000;
  return {
    operator_id: filters.operator_id ? Number(filters.operator_id) : undefined,
    action: filters.action.trim() || undefined,
    target: filters.target.trim() || undefined,
    from,
    to,
    page: page.pageIndex + 1,
    page_size: page.pageSize,
  };
}
