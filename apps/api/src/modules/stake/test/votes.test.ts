import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { ProposalItem } from '@app/shared/stake/vote-contracts';
import { describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../db/transaction';
import { DAY, stakeTestAppOfFile } from './stake-app';

const APPROVE = '/wallet/xbvote_approve';

/** Votes (issue 17 item 4): one ballot per player per proposal, weighted by KTHER locked when voting. */
describe('votes', () => {
  const t = stakeTestAppOfFile();

  const catalogue = () => t.stake.proposalsCatalogue;
  const propose = async (item: Partial<ProposalItem> = {}) => {
    const full = {
      title: 'Next featured game',
      description: 'Which game goes on the home page next month?',
      options: ['Dice', 'Crash', 'Mines'],
      deadline: t.clock.now() + 3 * DAY,
      ...item,
    } as ProposalItem;
    await catalogue().check(t.db, full);
    return Number(await writeTransaction(t.db, (trx) => catalogue().create(trx, full)));
  };
  const vote = (login: LoginResponse, proposal_id: number, option: number) =>
    t.call(login, APPROVE, { proposal_id, option });
  const lock = (login: LoginResponse, amount: string) => t.call(login, '/api/stake/lock', { amount, days: 30 });
  const ballots = () => t.count('vote_ballot');

  it('counts a vote with the KTHER locked at that moment and shows the results to anyone', async () => {
    const id = await propose();
    const a = await t.player();
    const b = await t.player();
    expect((await lock(a, '120')).code).toBe(0);
    expect((await lock(a, '30')).code).toBe(0);
    expect((await lock(b, '50')).code).toBe(0);
    const voted = await vote(a, id, 1);
    expect(voted.code).toBe(0);
    expect(voted.data.mine).toEqual({ option: 1, weight: '150' });
    expect((await vote(b, id, 2)).code).toBe(0);

    const results = await t.get(undefined, `/wallet/xbvote_query?proposal_id=${id}`);
    expect(results.code).toBe(0);
    expect(results.data.list[0]).toMatchObject({
      id,
      state: 'open',
      total_weight: '200',
      voters: 2,
      mine: null,
      options: [
        { idx: 0, label: 'Dice', weight: '0', voters: 0 },
        { idx: 1, label: 'Crash', weight: '150', voters: 1 },
        { idx: 2, label: 'Mines', weight: '50', voters: 1 },
      ],
    });
    const all = await t.get(b, '/wallet/xbvote_query');
    expect(all.data.list.find((p: { id: number }) => p.id === id).mine).toEqual({ option: 2, weight: '50' });
  });

  it('refuses a second vote, a vote without locked tokens, after the deadline, and bad options, recording nothing', async () => {
    const id = await propose({ deadline: t.clock.now() + DAY });
    const holder = await t.player();
    const empty = await t.player();
    expect((await lock(holder, '10')).code).toBe(0);
    expect((await vote(holder, id, 0)).code).toBe(0);
    const count = await ballots();

    expect((await vote(holder, id, 1)).code).toBe(BodyCode.VOTE_ALREADY_CAST);
    expect((await vote(empty, id, 0)).code).toBe(BodyCode.VOTE_NO_LOCKED_TOKENS);
    const badOption = await vote(holder, id, 3);
    expect(badOption.code).toBe(BodyCode.INVALID_PARAMS);
    expect((await vote(holder, 999_999, 0)).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await t.call(holder, APPROVE, { proposal_id: id, option: -1 })).code).toBe(BodyCode.INVALID_PARAMS);

    const late = await t.player();
    expect((await lock(late, '10')).code).toBe(0);
    t.clock.advance(DAY + 1000);
    expect((await vote(late, id, 0)).code).toBe(BodyCode.VOTE_CLOSED);
    expect(await ballots()).toBe(count);
    const closed = await t.get(undefined, `/wallet/xbvote_query?proposal_id=${id}`);
    expect(closed.data.list[0]).toMatchObject({ state: 'closed', voters: 1, total_weight: '10' });
  });

  it('counts one vote when the same player votes many times at once', async () => {
    const id = await propose();
    const p = await t.player();
    expect((await lock(p, '5')).code).toBe(0);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => vote(p, id, i % 3)));
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.code === BodyCode.VOTE_ALREADY_CAST)).toHaveLength(9);
    const res = await t.get(undefined, `/wallet/xbvote_query?proposal_id=${id}`);
    expect(res.data.list[0]).toMatchObject({ voters: 1, total_weight: '5' });
  });

  it('lets operators edit a proposal but not its options once votes are cast, nor create one in the past', async () => {
    const id = await propose();
    const p = await t.player();
    expect((await lock(p, '5')).code).toBe(0);
    expect((await vote(p, id, 0)).code).toBe(0);
    const row = await catalogue().get(t.db, String(id));
    const item = row?.item as ProposalItem;
    await expect(catalogue().check(t.db, { ...item, title: 'A better title' }, String(id))).resolves.toBeUndefined();
    await expect(catalogue().check(t.db, { ...item, options: ['Yes', 'No'] }, String(id))).rejects.toMatchObject({
      code: BodyCode.INVALID_PARAMS,
    });
    await expect(catalogue().check(t.db, { ...item, deadline: t.clock.now() - 1 })).rejects.toMatchObject({
      code: BodyCode.INVALID_PARAMS,
    });
    await writeTransaction(t.db, (trx) => catalogue().setDisabled(trx, String(id), true));
    expect((await t.get(undefined, `/wallet/xbvote_query?proposal_id=${id}`)).code).toBe(BodyCode.RESOURCE_NOT_FOUND);
  });
});
