import { opsListAudit } from '@app/shared/ops/audit-contracts';
import { describe, expect, it } from 'vitest';
import { auditQuery, NO_AUDIT_FILTERS } from './audit-query';

describe('auditQuery', () => {
  it('no filters: only the page (1-based) and its size', () => {
    expect(auditQuery(NO_AUDIT_FILTERS, { pageIndex: 2, pageSize: 50 })).toEqual({
      operator_id: undefined,
      action: undefined,
      target: undefined,
      from: undefined,
      to: undefined,
      page: 3,
      page_size: 50,
    });
  });

  it('a date range covers whole local days, `to` exclusive at the next midnight', () => {
    const query = auditQuery(
      { ...NO_AUDIT_FILTERS, from: '2026-03-01', to: '2026-03-02' },
      { pageIndex: 0, pageSize: 20 },
    );
    expect(query.from).toBe(new Date(2026, 2, 1).getTime());
    expect(query.to).toBe(new Date(2026, 2, 3).getTime());
  });

  it('trims text filters and reads the operator id as a number; the contract accepts the result', () => {
    const query = auditQuery(
      { ...NO_AUDIT_FILTERS, operator_id: '12', action: ' operator. ', target: ' operator:3 ' },
      { pageIndex: 0, pageSize: 20 },
    );
    expect(query).toMatchObject({ operator_id: 12, action: 'operator.', target: 'operator:3' });
    expect(opsListAudit.request.safeParse(query).success).toBe(true);
  });

  it('a malformed day is left out rather than sent', () => {
    expect(
      auditQuery({ ...NO_AUDIT_FILTERS, from: '03/01/2026' }, { pageIndex: 0, pageSize: 20 }).from,
    ).toBeUndefined();
  });
});
