import type { ZHistoryItem } from '@app/shared/wallet/history-contracts';
import type { z } from 'zod';

export type HistoryEntry = z.infer<typeof ZHistoryItem>;

/** One page of a cursor-paged list; next_cursor is '' on the last page. */
export interface CursorPage<T> {
  list: T[];
  next_cursor: string;
}

/** The cursor of the page after this one, or undefined when this was the last (the paged list's getNextPageParam, lib/query). */
export function nextCursor<T>(page: CursorPage<T>): string | undefined {
  return page.next_cursor === '' || page.list.length === 0 ? undefined : page.next_cursor;
}

/** All pages' items in order, each once (a page fetched again after new entries may overlap the next). */
export function flattenPages<T>(pages: readonly CursorPage<T>[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page.list) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

/** A coin and a signed decimal amount. */
export interface Movement {
  coin: string;
  amount: string;
}

/** One transaction of the user as the history shows it: its movements, with the fee apart. */
export interface HistoryRow {
  txId: string;
  /** swap, transfer_out, transfer_in, credit, hold, hold_release or what the API adds later. */
  kind: string;
  reason: string;
  createdAt: number;
  counterpartyUserId: number;
  /** The other user's display name ('' when none): history names people, not ids (issue 20). */
  counterpartyName: string;
  /** What the user paid or received, not counting the fee (a swap has two: out, then in). */
  movements: Movement[];
  /** The fee the user paid (negative), if any. */
  fee: Movement | null;
}

function kindOfTx(entries: HistoryEntry[]): string {
  const kinds = new Set(entries.map((e) => e.kind));
  if (kinds.has('swap_out') || kinds.has('swap_in')) return 'swap';
  return entries.find((e) => e.kind !== 'fee')?.kind ?? entries[0]?.kind ?? 'unknown';
}

const MOVEMENT_ORDER: Record<string, number> = { swap_out: 0, swap_in: 1 };

/**
 * The ledger entries of offchain_history (newest first) grouped into one row per transaction: a
 * transfer's amount and its fee, or a swap's two sides, belong together. Entries of one transaction
 * are neighbours in the list, also across pages.
 */
export function historyRows(entries: readonly HistoryEntry[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  const byTx = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const group = byTx.get(entry.tx_id);
    if (group) group.push(entry);
    else byTx.set(entry.tx_id, [entry]);
  }
  for (const [txId, group] of byTx) {
    const first = group[0] as HistoryEntry;
    const main = group
      .filter((e) => e.kind !== 'fee')
      .sort((a, b) => (MOVEMENT_ORDER[a.kind] ?? 0) - (MOVEMENT_ORDER[b.kind] ?? 0));
    const fee = group.find((e) => e.kind === 'fee');
    const counterparty = group.find((e) => e.counterparty_user_id > 0);
    rows.push({
      txId,
      kind: kindOfTx(group),
      reason: first.reason,
      createdAt: first.created_at,
      counterpartyUserId: counterparty?.counterparty_user_id ?? 0,
      counterpartyName: counterparty?.counterparty_name ?? '',
      movements: main.map((e) => ({ coin: e.coin, amount: e.amount })),
      fee: fee ? { coin: fee.coin, amount: fee.amount } : null,
    });
  }
  return rows;
}
