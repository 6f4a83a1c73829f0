import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthTestApp,
  buildAuthTestApp,
  post,
  sessionHeaders,
  signInByPhone,
} from '../../../../test/helpers/sign-in';

let serial = 700_000;
const nextPhone = () => `915${serial++}`;
let keySerial = 0;
const newKey = () => `opaque-${process.pid}-${keySerial++}`;
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

type Login = { user_id: number; user_secret_key: string; username: string };

describe('transaction ids users see are opaque; history names the other side (issue 20)', () => {
  let t: AuthTestApp;
  let alice: Login;
  let bob: Login;
  beforeAll(async () => {
    t = await buildAuthTestApp();
    alice = await signInByPhone(t, nextPhone());
    bob = await signInByPhone(t, nextPhone());
    await t.db
      .updateTable('app_user')
      .set({ first_name: 'Alice', last_name: 'Nguyen', photo_url: 'https://example.test/alice.png' })
      .where('id', '=', alice.user_id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (url: string, body: object, login: Login, key?: string) =>
    post(t.app, url, body, { ...sessionHeaders(login), ...(key ? { 'Idempotency-Key': key } : {}) });

  it('a transfer answers a ULID; both histories show the same id; the ledger keeps its integer key', async () => {
    const sent = await call(
      '/wallet/offchain_transfer',
      { to_user_id: bob.user_id, coin: 'WH', amount: '5' },
      alice,
      newKey(),
    );
    const txId = sent.body.data.tx_id as string;
    expect(txId).toMatch(ULID);
    expect(sent.body.data).toMatchObject({ to_display_name: bob.username, to_head_url: '' });

    const aliceEntries = (await call('/wallet/offchain_history', {}, alice)).body.data.list;
    const bobTransfers = (await call('/wallet/transfer_history', {}, bob)).body.data.list;
    expect(aliceEntries.filter((e: { kind: string }) => e.kind === 'transfer_out')[0].tx_id).toBe(txId);
    expect(bobTransfers[0].tx_id).toBe(txId);

    const row = await t.db
      .selectFrom('ledger_tx')
      .select(['id', 'public_id'])
      .where('public_id', '=', txId)
      .executeTakeFirstOrThrow();
    expect(Number(row.id)).toBeGreaterThan(0);
    expect(String(row.id)).not.toBe(txId);
  });

  it('two transfers in a row get unrelated ids, never consecutive numbers', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const sent = await call(
        '/wallet/offchain_transfer',
        { to_user_id: bob.user_id, coin: 'WH', amount: '1' },
        alice,
        newKey(),
      );
      ids.push(sent.body.data.tx_id);
    }
    expect(ids.every((id) => ULID.test(id))).toBe(true);
    expect(ids[0]).not.toBe(ids[1]);
    // The random part (after the 10 time characters) shares nothing predictable.
    expect(ids[0]?.slice(10)).not.toBe(ids[1]?.slice(10));
  });

  it('a swap answers a ULID, and its history rows carry it', async () => {
    const quote = await call(
      '/wallet/offchain_swap',
      { from_coin: 'WH', to_coin: 'KUSDT', amount: '10', query_fee: true },
      alice,
    );
    const swap = await call(
      '/wallet/offchain_swap',
      { from_coin: 'WH', to_coin: 'KUSDT', amount: '10', quoted_rate: quote.body.data.rate },
      alice,
      newKey(),
    );
    expect(swap.body.data.tx_id).toMatch(ULID);
    const entries = (await call('/wallet/offchain_history', {}, alice)).body.data.list;
    const swapEntries = entries.filter((e: { tx_id: string }) => e.tx_id === swap.body.data.tx_id);
    expect(swapEntries.map((e: { kind: string }) => e.kind).sort()).toEqual(['fee', 'swap_in', 'swap_out']);
  });

  it('history names the other side by display name (name, else username), with the avatar in transfers', async () => {
    await call('/wallet/offchain_transfer', { to_user_id: bob.user_id, coin: 'WH', amount: '2' }, alice, newKey());
    const bobEntries = (await call('/wallet/offchain_history', {}, bob)).body.data.list;
    const received = bobEntries.find((e: { kind: string }) => e.kind === 'transfer_in');
    expect(received).toMatchObject({ counterparty_user_id: alice.user_id, counterparty_name: 'Alice Nguyen' });
    const credit = bobEntries.find((e: { kind: string }) => e.kind === 'credit');
    expect(credit).toMatchObject({ counterparty_user_id: 0, counterparty_name: '' });

    const bobTransfers = (await call('/wallet/transfer_history', {}, bob)).body.data.list;
    expect(bobTransfers[0]).toMatchObject({
      direction: 'in',
      counterparty_user_id: alice.user_id,
      counterparty_name: 'Alice Nguyen',
      counterparty_head_url: 'https://example.test/alice.png',
    });
    const aliceTransfers = (await call('/wallet/transfer_history', {}, alice)).body.data.list;
    expect(aliceTransfers[0]).toMatchObject({ direction: 'out', counterparty_name: bob.username });
  });
});
