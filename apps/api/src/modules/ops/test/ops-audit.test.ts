import { opsListAudit } from '@app/shared/ops/audit-contracts';
import { opsCreateOperator, opsSetOperatorRoles } from '@app/shared/ops/operator-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOpsTestApp,
  type OpsTestApp,
  operatorWith,
  opsCall,
  ownerSignedIn,
  type SignedInOperator,
} from './helpers/ops-test-app';

/** Issue 11: every operator action in an append-only log, readable with filters and pages. */
describe('the audit log', () => {
  let t: OpsTestApp;
  let owner: SignedInOperator;
  let support: SignedInOperator;
  beforeAll(async () => {
    t = await buildOpsTestApp();
    owner = await ownerSignedIn(t);
    support = await operatorWith(t, owner, ['support']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records who did what to whom, before and after, and from where', async () => {
    const res = await opsCall(
      t,
      opsSetOperatorRoles,
      { operator_id: support.id, roles: ['support', 'content'] },
      { session: owner, ip: '10.1.2.3' },
    );
    expect(res.body.code).toBe(0);
    const log = await opsCall(t, opsListAudit, { action: 'operator.roles' }, { session: owner });
    expect(log.body.data.entries[0]).toMatchObject({
      operator_id: owner.id,
      operator_email: owner.email,
      action: 'operator.roles',
      target: `operator:${support.id}`,
      before: { roles: ['support'] },
      after: { roles: ['content', 'support'] },
      ip: '10.1.2.3',
    });
  });

  it('shows the whole story: the owner made by the command, sign-ins, enrolments, creations', async () => {
    const log = await opsCall(t, opsListAudit, { page_size: 200 }, { session: owner });
    const actions = (log.body.data.entries as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['operator.create_owner', 'auth.totp_enrolled', 'auth.sign_in', 'operator.create']),
    );
    // Newest first.
    const ids = (log.body.data.entries as { id: number }[]).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters by operator, action prefix, target and date, and pages', async () => {
    for (let i = 0; i < 3; i++) {
      await opsCall(
        t,
        opsCreateOperator,
        { email: `paged-${i}@example.com`, display_name: `P${i}`, password: 'paged-operator-password', roles: [] },
        { session: owner },
      );
    }
    const byOperator = await opsCall(t, opsListAudit, { operator_id: support.id }, { session: owner });
    expect(byOperator.body.data.entries.length).toBeGreaterThan(0);
    for (const e of byOperator.body.data.entries) expect(e.operator_id).toBe(support.id);

    const prefix = await opsCall(t, opsListAudit, { action: 'operator.' }, { session: owner });
    for (const e of prefix.body.data.entries) expect(e.action.startsWith('operator.')).toBe(true);

    const target = await opsCall(t, opsListAudit, { target: `operator:${support.id}` }, { session: owner });
    for (const e of target.body.data.entries) expect(e.target).toBe(`operator:${support.id}`);

    const page1 = await opsCall(t, opsListAudit, { action: 'operator.create', page_size: 2 }, { session: owner });
    const page2 = await opsCall(
      t,
      opsListAudit,
      { action: 'operator.create', page_size: 2, page: 2 },
      { session: owner },
    );
    expect(page1.body.data.total).toBe(4);
    expect(page1.body.data.entries).toHaveLength(2);
    expect(page2.body.data.entries).toHaveLength(2);
    expect(page2.body.data.entries[0].id).toBeLessThan(page1.body.data.entries[1].id);

    t.advance(1_000);
    const later = t.clock.now;
    await opsCall(t, opsSetOperatorRoles, { operator_id: support.id, roles: ['support'] }, { session: owner });
    const sinceLater = await opsCall(t, opsListAudit, { from: later }, { session: owner });
    expect(sinceLater.body.data.entries.map((e: { action: string }) => e.action)).toEqual(['operator.roles']);
    const beforeLater = await opsCall(t, opsListAudit, { to: later, action: 'operator.roles' }, { session: owner });
    expect(beforeLater.body.data.total).toBe(1);
  });

  it('refuses an update or a delete of an audit row in the database itself', async () => {
    const before = await t.db.selectFrom('ops_audit_log').selectAll().orderBy('id').execute();
    await expect(t.db.updateTable('ops_audit_log').set({ action: 'nothing.happened' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(
      t.db.updateTable('ops_audit_log').set({ after_json: null }).where('id', '=', 1).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('ops_audit_log').where('id', '=', 1).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('ops_audit_log').execute()).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('ops_audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('a refused action leaves no audit row, and an audit row never outlives its action', async () => {
    const count = async () => (await t.db.selectFrom('ops_audit_log').select('id').execute()).length;
    const before = await count();
    // The last owner keeps the owner role: the change is refused, and neither it nor its record is written.
    const res = await opsCall(
      t,
      opsSetOperatorRoles,
      { operator_id: owner.id, roles: ['finance'] },
      { session: owner },
    );
    expect(res.body.code).not.toBe(0);
    expect(await count()).toBe(before);
  });
});
