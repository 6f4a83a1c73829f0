import { describe, expect, it } from 'vitest';
import { flattenPages, type HistoryEntry, historyRows, nextCursor } from './history';

function entry(partial: Partial<HistoryEntry> & Pick<HistoryEntry, 'entry_id' | 'tx_id' | 'kind'>): HistoryEntry {
  return {
    coin: 'WH',
    amount: '0',
    balance_after: '0',
    reason: '',
    counterparty_user_id: 0,
    counterparty_name: '',
    created_at: 1_700_000_000_000,
    ...partial,
  };
}

describe('cursor pages', () => {
  it('nextCursor: the page’s next_cursor, none on the last page ("" or empty)', () => {
    expect(nextCursor({ list: [1], next_cursor: '41' })).toBe('41');
    expect(nextCursor({ list: [1], next_cursor: '' })).toBeUndefined();
    expect(nextCursor({ list: [], next_cursor: '7' })).toBeUndefined();
  });

  it('flattenPages keeps the order and drops an item a later page repeats', () => {
    const pages = [
      { list: [{ id: '9' }, { id: '8' }], next_cursor: '8' },
      { list: [{ id: '8' }, { id: '7' }], next_cursor: '' },
    ];
    expect(flattenPages(pages, (i) => i.id).map((i) => i.id)).toEqual(['9', '8', '7']);
  });
});

describe('historyRows: one row per transaction', () => {
  it('a transfer out: the amount with its fee apart, and the recipient', () => {
    const rows = historyRows([
      entry({ entry_id: '12', tx_id: '5', kind: 'fee', amount: '-0.01', counterparty_user_id: 0 }),
      entry({
        entry_id: '11',
        tx_id: '5',
        kind: 'transfer_out',
        amount: '-10',
        counterparty_user_id: 42,
        counterparty_name: 'Bob Tran',
      }),
    ]);
    expect(rows).toEqual([
      {
        txId: '5',
        kind: 'transfer_out',
        reason: '',
        createdAt: 1_700_000_000_000,
        counterpartyUserId: 42,
        counterpartyName: 'Bob Tran',
        movements: [{ coin: 'WH', amount: '-10' }],
        fee: { coin: 'WH', amount: '-0.01' },
      },
    ]);
  });

  it('a swap: what left, then what arrived, and the fee in the coin paid', () => {
    const [row] = historyRows([
      entry({ entry_id: '23', tx_id: '9', kind: 'fee', amount: '-0.3' }),
      entry({ entry_id: '22', tx_id: '9', kind: 'swap_in', coin: 'KUSDT', amount: '0.997' }),
      entry({ entry_id: '21', tx_id: '9', kind: 'swap_out', amount: '-99.7' }),
    ]);
    expect(row?.kind).toBe('swap');
    expect(row?.movements).toEqual([
      { coin: 'WH', amount: '-99.7' },
      { coin: 'KUSDT', amount: '0.997' },
    ]);
    expect(row?.fee).toEqual({ coin: 'WH', amount: '-0.3' });
  });

  it('credits of the welcome bonus stay one row per coin, newest first', () => {
    const rows = historyRows([
      entry({ entry_id: '4', tx_id: '4', kind: 'credit', coin: 'KUSDT', amount: '5', reason: 'signup_bonus' }),
      entry({ entry_id: '3', tx_id: '3', kind: 'credit', coin: 'HAPPY', amount: '500', reason: 'signup_bonus' }),
    ]);
    expect(rows.map((r) => [r.kind, r.reason, r.movements[0]?.coin, r.fee])).toEqual([
      ['credit', 'signup_bonus', 'KUSDT', null],
      ['credit', 'signup_bonus', 'HAPPY', null],
    ]);
  });

  it('a transaction split across two pages is still one row', () => {
    const entries = flattenPages(
      [
        { list: [entry({ entry_id: '8', tx_id: '6', kind: 'fee', amount: '-1' })], next_cursor: '8' },
        { list: [entry({ entry_id: '7', tx_id: '6', kind: 'transfer_out', amount: '-100' })], next_cursor: '' },
      ],
      (e) => e.entry_id,
    );
    expect(historyRows(entries)).toHaveLength(1);
  });
});
