import { invalidField } from '../../lib/api-error';

/**
 * Page cursors. The feed's is the last card's (hot, id) as base64url (a keyset: the next page starts
 * strictly after it, so pages never overlap); the other lists' is the last id. A cursor that does not
 * decode is the reader's mistake: 1001 on the `cursor` field.
 */
export function feedCursor(hot: number, id: number): string {
  return Buffer.from(`${hot}:${id}`).toString('base64url');
}

export function readFeedCursor(cursor: string | undefined): { hot: number; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const [hot, id] = Buffer.from(cursor, 'base64url').toString().split(':');
  const parsed = { hot: Number(hot), id: Number(id) };
  if (!Number.isFinite(parsed.hot) || !Number.isSafeInteger(parsed.id) || parsed.id <= 0) throw badCursor();
  return parsed;
}

export function readIdCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[1-9]\d{0,15}$/.test(cursor)) throw badCursor();
  return Number(cursor);
}

function badCursor() {
  return invalidField('cursor', 'must be a cursor from a previous page');
}
