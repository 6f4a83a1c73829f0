import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { createDatabase, type DatabaseHandle } from '../../../db/create-db';
import { migrateToLatest } from '../../../db/migrate';
import { ApprovalKinds } from '../approvals/approval-kind';
import { ApprovalsService } from '../approvals/approvals.service';
import { OpsAudit } from '../audit';

/**
 * The queue's registry with a kind of the test's own (a feature issue's kind plugs in the same way):
 * the kind's permission is checked with the table, its action runs in the decision's transaction, and
 * a failing action leaves the item pending.
 */
describe('approval kinds', () => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let approvals: ApprovalsService;
  const calls: string[] = [];
  let failNext = false;
  const actor = (operatorId: number) => ({ operatorId, ip: '127.0.0.1' });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    handle = createDatabase(testDb.database);
    await migrateToLatest(handle.db);
    for (const id of [1, 2]) {
      await handle.db
        .insertInto('ops_operator')
        .values({ id, email: `op${id}@example.com`, display_name: `Op ${id}`, password_hash: 'x', created_at: 1 })
        .execute();
    }
    const kinds = new ApprovalKinds();
    kinds.register({
      kind: 'test.gift',
      payload: z.object({ gift: z.string() }),
      permission: 'operators.manage',
      summary: (p) => `Gift ${p.gift}`,
      async approve(trx, p, d) {
        // A row written by the action: it must commit or roll back with the decision.
        await trx
          .insertInto('game_tab')
          .values({ code: `gift_${d.approvalId}`, sort: 99 })
          .execute();
        if (failNext) throw new Error('the action failed');
        calls.push(`approve ${p.gift} by ${d.actor.operatorId}`);
        return { delivered: p.gift };
      },
      async reject(_trx, p) {
        calls.push(`reject ${p.gift}`);
      },
    });
    approvals = new ApprovalsService(handle.db, kinds, new OpsAudit(handle.db, () => 5), () => 5);
  });
  afterAll(async () => {
    await handle.close();
    await testDb.drop();
  });

  const queue = (gift: unknown) =>
    handle.db.transaction().execute((trx) => approvals.request(trx, actor(1), 'test.gift', { gift }));

  it("refuses a payload that breaks the kind's contract, and a kind nobody registered", async () => {
    await expect(queue(42)).rejects.toThrow();
    await expect(
      handle.db.transaction().execute((trx) => approvals.request(trx, actor(1), 'test.unknown', {})),
    ).rejects.toThrow(/unknown approval kind/);
    expect(await handle.db.selectFrom('ops_approval').select('id').execute()).toEqual([]);
  });

  it("checks the kind's own permission: a decider without it is refused (1032 naming it)", async () => {
    const id = await queue('rose');
    await expect(approvals.decide(actor(2), ['finance'], id, 'approve', 'looks fine')).rejects.toMatchObject({
      code: BodyCode.OPS_PERMISSION_DENIED,
      data: { permission: 'operators.manage' },
    });
    expect((await approvals.get(id)).status).toBe('pending');
  });

  it('a failing action rolls the decision back: the item stays pending and nothing it wrote remains', async () => {
    const id = await queue('tulip');
    failNext = true;
    await expect(approvals.decide(actor(2), ['owner'], id, 'approve', 'looks fine')).rejects.toThrow(
      'the action failed',
    );
    failNext = false;
    expect((await approvals.get(id)).status).toBe('pending');
    expect(await handle.db.selectFrom('game_tab').select('code').where('code', '=', `gift_${id}`).execute()).toEqual(
      [],
    );
    const approved = await approvals.decide(actor(2), ['owner'], id, 'approve', 'looks fine');
    expect(approved).toMatchObject({ status: 'approved', result: { delivered: 'tulip' }, decided_by: 2 });
    expect(calls).toContain('approve tulip by 2');
  });

  it("rejecting runs the kind's reject; the requester is refused either way", async () => {
    const id = await queue('lily');
    await expect(approvals.decide(actor(1), ['owner'], id, 'reject', 'no')).rejects.toMatchObject({
      code: BodyCode.APPROVAL_OWN_REQUEST,
    });
    expect(await approvals.decide(actor(2), ['owner'], id, 'reject', 'not in stock')).toMatchObject({
      status: 'rejected',
      reason: 'not in stock',
    });
    expect(calls).toContain('reject lily');
  });
});
