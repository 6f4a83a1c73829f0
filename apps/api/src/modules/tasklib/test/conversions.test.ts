import { BodyCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../db/transaction';
import { postAdjustment } from '../../wallet';
import { auditBreaches, countLedgerTx } from '../../wallet/test/helpers/wallet-ledger';
import type { CreditRequest, ReverseRequest } from '../conversions/conversion-types';
import { buildTasklibTestApp, type Player, type TasklibTestApp } from './helpers/tasklib-app';

/** Issue 15 item 3: rewards credited exactly once through the ledger, reversals with the clawback rule. */
describe('offer conversions', () => {
  let t: TasklibTestApp;
  beforeAll(async () => {
    t = await buildTasklibTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const conversions = () => t.services.tasklib.conversions;
  const credit = (input: CreditRequest) => writeTransaction(t.handle.db, (trx) => conversions().credit(trx, input));
  const reverse = (input: ReverseRequest) => writeTransaction(t.handle.db, (trx) => conversions().reverse(trx, input));
  const take = async (player: Player, xbOfferId: string) => {
    const res = await t.call(player, '/cpl/take_task', { XbOfferId: xbOfferId });
    if (res.code !== 0) throw new Error(`take_task failed: ${JSON.stringify(res)}`);
    return res.data.clickId as string;
  };
  /** Money the player spent, as an operator's debit through the ledger. */
  const spend = (player: Player, amount: bigint) =>
    writeTransaction(t.handle.db, (trx) =>
      postAdjustment(
        trx,
        { userId: player.user_id, coin: 'KC', direction: 'debit', amount, reference: 'test:spent' },
        Date.now(),
      ),
    );
  let serial = 0;
  const conversionId = () => `conv-${++serial}`;

  it('the same conversion credited by 50 concurrent calls credits once; each call answers it', async () => {
    const player = await t.player();
    const clickId = await take(player, 'tiger_slots.reach_level_10');
    const before = await countLedgerTx(t.db, 'credit');
    const id = conversionId();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => credit({ network: 'ayet', conversionId: id, clickId, source: 'postback' })),
    );
    expect(outcomes.filter((o) => o.status === 'credited' && !o.repeat)).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'credited' && o.repeat)).toHaveLength(49);
    expect(await countLedgerTx(t.db, 'credit')).toBe(before + 1);
    expect(await t.balance(player, 'KC')).toBe('25');
    const list = await t.call(player, '/cpl/product_complete_list', { status: 'completed' });
    expect(list.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([clickId]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it("many players' conversions on the rewards account at once: each credited once, the ledger audit clean", async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => t.player()));
    const clicks = await Promise.all(players.map((p) => take(p, 'bubble_pop.level_20')));
    const ids = clicks.map(() => conversionId());
    // Every conversion three times over, all at once.
    const outcomes = await Promise.all(
      [0, 1, 2].flatMap(() =>
        clicks.map((clickId, i) =>
          credit({ network: 'ironsource', conversionId: ids[i] as string, clickId, source: 'postback' }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'credited' && !o.repeat)).toHaveLength(12);
    for (const p of players) expect(await t.balance(p, 'KC')).toBe('10');
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it("refuses an unknown click, another player's click and an amount above the reward, recording nothing", async () => {
    const player = await t.player();
    const other = await t.player();
    const clickId = await take(player, 'sudoku_sprint.expert');
    const refused = [
      await credit({ network: 'ayet', conversionId: conversionId(), clickId: 'X'.repeat(26), source: 'postback' }),
      await credit({
        network: 'ayet',
        conversionId: conversionId(),
        clickId,
        source: 'postback',
        userId: other.user_id,
      }),
      await credit({
        network: 'ayet',
        conversionId: conversionId(),
        clickId,
        source: 'postback',
        amountUnits: 120_001n,
      }),
    ];
    expect(refused.map((o) => [o.status, o.reason])).toEqual([
      ['refused', 'unknown_click'],
      ['refused', 'click_of_another_user'],
      ['refused', 'amount_above_reward'],
    ]);
    const rows = await t.db.selectFrom('offer_conversion').select('id').where('click_id', '=', clickId).execute();
    expect(rows).toEqual([]);
    expect(await t.balance(player, 'KC')).toBe('0');
  });

  it('one reward per player and task: a second conversion of the same task is recorded as rejected', async () => {
    const player = await t.player();
    const clickId = await take(player, 'word_master.puzzles_30');
    const first = await credit({ network: 'ironsource', conversionId: conversionId(), clickId, source: 'postback' });
    const second = await credit({ network: 'ironsource', conversionId: conversionId(), clickId, source: 'postback' });
    expect(first.status).toBe('credited');
    expect(second).toMatchObject({ status: 'rejected', reason: 'already_rewarded' });
    expect(await t.balance(player, 'KC')).toBe('15');
    // And the task cannot be taken again.
    const again = await t.call(player, '/cpl/take_task', { XbOfferId: 'word_master.puzzles_30' });
    expect(again.code).toBe(BodyCode.OFFER_ALREADY_REWARDED);
  });

  it('a flagged conversion waits without credit; approval credits it once, rejection frees the task', async () => {
    const player = await t.player();
    const clickA = await take(player, 'farm_tycoon.barn_5');
    const idA = conversionId();
    const flagged = await credit({
      network: 'ayet',
      conversionId: idA,
      clickId: clickA,
      source: 'postback',
      flags: ['too_fast'],
    });
    expect(flagged).toMatchObject({ status: 'flagged', repeat: false });
    expect(flagged.conversion?.flags).toEqual(['too_fast']);
    expect(await t.balance(player, 'KC')).toBe('0');
    const approved = await writeTransaction(t.handle.db, (trx) =>
      conversions().creditFlagged(trx, { network: 'ayet', conversionId: idA }),
    );
    expect(approved.status).toBe('credited');
    const twice = await writeTransaction(t.handle.db, (trx) =>
      conversions().creditFlagged(trx, { network: 'ayet', conversionId: idA }),
    );
    expect(twice).toMatchObject({ status: 'refused', reason: 'not_flagged' });
    expect(await t.balance(player, 'KC')).toBe('40');

    const clickB = await take(player, 'farm_tycoon.export');
    const idB = conversionId();
    await credit({
      network: 'ayet',
      conversionId: idB,
      clickId: clickB,
      source: 'postback',
      flags: ['country_mismatch'],
    });
    const rejected = await writeTransaction(t.handle.db, (trx) =>
      conversions().rejectFlagged(trx, { network: 'ayet', conversionId: idB, reason: 'fraud' }),
    );
    expect(rejected.status).toBe('rejected');
    // The claim is free again: a clean conversion of the task credits.
    const clean = await credit({ network: 'ayet', conversionId: conversionId(), clickId: clickB, source: 'postback' });
    expect(clean.status).toBe('credited');
    expect(await t.balance(player, 'KC')).toBe('120');
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a reversal claws the reward back; a repeat changes nothing', async () => {
    const player = await t.player();
    const clickId = await take(player, 'pet_battle.first_win');
    const id = conversionId();
    await credit({ network: 'ironsource', conversionId: id, clickId, source: 'postback' });
    expect(await t.balance(player, 'KC')).toBe('15');
    const reversed = await reverse({ network: 'ironsource', conversionId: id });
    expect(reversed).toMatchObject({ status: 'reversed', repeat: false });
    expect(reversed.conversion?.clawedUnits).toBe(150_000n);
    expect(reversed.conversion?.owedUnits).toBe(0n);
    expect(await t.balance(player, 'KC')).toBe('0');
    const repeat = await reverse({ network: 'ironsource', conversionId: id });
    expect(repeat).toMatchObject({ status: 'reversed', repeat: true });
    expect(await t.balance(player, 'KC')).toBe('0');
    const list = await t.call(player, '/cpl/product_complete_list', { status: 'reversed' });
    expect(list.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([clickId]);
  });

  it('a reversal after the reward was spent takes what is there, owes the rest, blocks new tasks until repaid', async () => {
    const player = await t.player();
    const clickId = await take(player, 'pet_battle.silver_league');
    const id = conversionId();
    await credit({ network: 'ironsource', conversionId: id, clickId, source: 'postback' });
    // The player spent 30 of the 50 KC (an operator's debit stands in for the spending).
    await spend(player, 300_000n);
    const reversed = await reverse({ network: 'ironsource', conversionId: id });
    expect(reversed.conversion?.clawedUnits).toBe(200_000n);
    expect(reversed.conversion?.owedUnits).toBe(300_000n);
    expect(await t.balance(player, 'KC')).toBe('0');
    // Owing 30 KC: no new task.
    const blocked = await t.call(player, '/cpl/take_task', { XbOfferId: 'sudoku_sprint.install' });
    expect(blocked.code).toBe(BodyCode.OFFER_CLAWBACK_OWED);
    expect(blocked.data.coins).toEqual(['KC']);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('the next reward in the coin pays what is owed first, both legs in one ledger transaction', async () => {
    const player = await t.player();
    const first = await take(player, 'tiger_slots.reach_level_10');
    const second = await take(player, 'tiger_slots.unlock_temple');
    const id = conversionId();
    await credit({ network: 'ayet', conversionId: id, clickId: first, source: 'postback' });
    await spend(player, 250_000n);
    const reversed = await reverse({ network: 'ayet', conversionId: id });
    expect(reversed.conversion?.owedUnits).toBe(250_000n);
    const paid = await credit({ network: 'ayet', conversionId: conversionId(), clickId: second, source: 'postback' });
    expect(paid.status).toBe('credited');
    // 60 KC reward - 25 KC owed = 35 KC.
    expect(await t.balance(player, 'KC')).toBe('35');
    // One ledger transaction with both legs on the player's account: +60 reward, -25 repaid.
    const legs = await t.db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_tx as x', 'x.id', 'e.tx_id')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .select(['e.amount'])
      .where('x.public_id', '=', paid.conversion?.creditTx as string)
      .where('a.user_id', '=', player.user_id)
      .execute();
    expect(legs.map((l) => Number(l.amount)).sort((a, b) => a - b)).toEqual([-250_000, 600_000]);
    const owed = await t.db
      .selectFrom('offer_clawback')
      .select(['remaining_units', 'settled_at'])
      .where('user_id', '=', player.user_id)
      .executeTakeFirstOrThrow();
    expect(Number(owed.remaining_units)).toBe(0);
    expect(owed.settled_at).not.toBeNull();
    // Repaid: tasks open again.
    expect((await t.call(player, '/cpl/take_task', { XbOfferId: 'bubble_pop.install' })).code).toBe(BodyCode.OK);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a reversal before or without its conversion is refused; with a known click it is recorded so the late conversion credits nothing', async () => {
    expect(await reverse({ network: 'ayet', conversionId: 'never-seen' })).toMatchObject({
      status: 'refused',
      reason: 'no_conversion',
    });
    const player = await t.player();
    const clickId = await take(player, 'farm_tycoon.install');
    const id = conversionId();
    const early = await reverse({ network: 'ayet', conversionId: id, clickId });
    expect(early).toMatchObject({ status: 'refused', reason: 'no_conversion' });
    expect(early.conversion?.status).toBe('rejected');
    const late = await credit({ network: 'ayet', conversionId: id, clickId, source: 'postback' });
    expect(late).toMatchObject({ status: 'rejected', repeat: true });
    const credits = await t.db
      .selectFrom('offer_conversion')
      .select('id')
      .where('click_id', '=', clickId)
      .where('status', '=', 'credited')
      .execute();
    expect(credits).toEqual([]);
  });
});
